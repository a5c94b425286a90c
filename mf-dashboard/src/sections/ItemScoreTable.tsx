import type { TBenchmarkRef, TItemScore } from '@hm/contract';
import { useChartFormat } from '../charts/useChartFormat';
import { benchmarkHeader } from '../shared/benchmark';
import { formatChangeInterval, scoreWithInterval } from '../shared/change';
import { SimpleTable, type TableRow } from '../shared/SimpleTable';
import { ChangeVerdict } from './ChangeVerdict';
import { ShareBar } from './ShareBar';

export interface ItemGroup {
  key: string | number;
  /** The group's heading row (a part or a composite, with its score). */
  title: string;
  items: TItemScore[];
}

/**
 * Every item's percent positive, neutral and negative with its valid answers (n) and the
 * answers 'does not apply / don't know' (outside the denominator), grouped by part or composite;
 * percent positive with its 95% interval, beside it the benchmark set's item value when the set
 * gives any, and the change since the previous version with its interval and verdict when shown.
 * @example <ItemScoreTable caption="Chi tiết từng câu hỏi" groups={parts.map((p) => ({ key: p.phan_cauhoi_id, title: p.ten, items: p.items }))} benchmark={d.benchmark} />
 */
export function ItemScoreTable({ caption, groups, benchmark, name = 'items' }: { caption: string; groups: ItemGroup[]; benchmark?: TBenchmarkRef | null; name?: string }) {
  const f = useChartFormat();
  const withBenchmark = groups.some((g) => g.items.some((i) => i.benchmark != null));
  const withChange = groups.some((g) => g.items.some((i) => i.change));
  const rows: TableRow[] = groups.flatMap((g) => [
    { key: `g-${g.key}`, group: g.title },
    ...g.items.map((i) => ({
      key: `${g.key}-${i.cauhoi_id}`,
      cells: [
        <span key="q" className="hm-dash-question">
          <span className="hm-dash-question__code">{i.ma_cauhoi}</span> {i.ten_cauhoi}
          {i.reverse && <span className="hm-dash-tag">{f.t('items.reverse')}</span>}
        </span>,
        scoreWithInterval(i.positive, i.interval, f.lang),
        ...(withBenchmark ? [f.pct(i.benchmark)] : []),
        ...(withChange
          ? [
              <span key="change" className="hm-dash-change__cell">
                {formatChangeInterval(i.change, f.lang, f.t('change.to'))}
                {i.change && <ChangeVerdict change={i.change} />}
              </span>,
            ]
          : []),
        f.pct(i.neutral),
        f.pct(i.negative),
        <ShareBar key="bar" positive={i.positive} neutral={i.neutral} negative={i.negative} />,
        f.count(i.n),
        f.count(i.n_dna),
      ],
    })),
  ]);
  return (
    <SimpleTable
      caption={caption}
      name={name}
      stack
      data={{
        columns: [
          { header: f.t('items.question') },
          { header: f.t('change.positive'), numeric: true },
          ...(withBenchmark ? [{ header: benchmarkHeader(benchmark, f.t), numeric: true }] : []),
          ...(withChange ? [{ header: f.t('change.itemChange') }] : []),
          { header: f.t('items.neutral'), numeric: true },
          { header: f.t('items.negative'), numeric: true },
          { header: <span className="hm-sr-only">{f.t('items.bar')}</span>, label: '' },
          { header: f.t('items.n'), numeric: true },
          { header: f.t('items.nDna'), label: f.t('items.nDnaShort'), numeric: true },
        ],
        rows,
      }}
    />
  );
}
