import type { TItemScore } from '@hm/contract';
import { useChartFormat } from '../charts/useChartFormat';
import { SimpleTable, type TableRow } from '../shared/SimpleTable';
import { ShareBar } from './ShareBar';

export interface ItemGroup {
  key: string | number;
  /** The group's heading row (a part or a composite, with its score). */
  title: string;
  items: TItemScore[];
}

/**
 * Every item's percent positive, neutral and negative with its valid answers (n) and the
 * answers 'does not apply / don't know' (outside the denominator), grouped by part or composite.
 * @example <ItemScoreTable caption="Chi tiết từng câu hỏi" groups={parts.map((p) => ({ key: p.phan_cauhoi_id, title: p.ten, items: p.items }))} />
 */
export function ItemScoreTable({ caption, groups, name = 'items' }: { caption: string; groups: ItemGroup[]; name?: string }) {
  const f = useChartFormat();
  const rows: TableRow[] = groups.flatMap((g) => [
    { key: `g-${g.key}`, group: g.title },
    ...g.items.map((i) => ({
      key: `${g.key}-${i.cauhoi_id}`,
      cells: [
        <span key="q" className="hm-dash-question">
          <span className="hm-dash-question__code">{i.ma_cauhoi}</span> {i.ten_cauhoi}
          {i.reverse && <span className="hm-dash-tag">{f.t('items.reverse')}</span>}
        </span>,
        f.pct(i.positive),
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
          { header: f.t('items.positive'), numeric: true },
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
