import { compositeScoreHeight, compositeScoreOption } from '@hm/charts';
import type { TBenchmarkRef, TCompositeScore } from '@hm/contract';
import { useIsMobile } from '@hm/platform';
import { CompositeChangeTable } from '../sections/CompositeChangeTable';
import type { TPlaced } from '../sections/federated-position';
import { benchmarkHeader } from '../shared/benchmark';
import { delta, formatDelta } from '../shared/format';
import type { TableData } from '../shared/SimpleTable';
import { ChartFigure } from './ChartFigure';
import { summarize, useChartFormat } from './useChartFormat';

export interface CompositeScoreChartProps {
  /** What the chart shows (table caption). */
  label: string;
  composites: TCompositeScore[];
  /** The benchmark set the answer compares with: it names the benchmark column and the legend. */
  benchmark?: TBenchmarkRef | null;
  /** The hospital's position among the federated benchmark's hospitals: a column beside the benchmark; absent without a fetched set. */
  positions?: TPlaced | null;
  name?: string;
}

/**
 * Composite scores (% positive) as bars, each labelled with its score and its change since the
 * previous version of the same instrument; the benchmark set's value is a dark tick (named after the
 * set: 'Trung bình AHRQ 2012', 'Nghiên cứu E-V HSOPSC 2015') and the previous score an orange dot
 * on the same line. The table has every figure and its source; under the chart, each composite's
 * 95% interval and the change's verdict (CompositeChangeTable).
 * @example <CompositeScoreChart label="Điểm các lĩnh vực" composites={data.composites} />
 */
export function CompositeScoreChart({ label, composites, benchmark, positions, name }: CompositeScoreChartProps) {
  const f = useChartFormat();
  const mobile = useIsMobile();
  // The server's change (unrounded difference, as the verdict table writes it), else the rounded figures'.
  const change = (c: TCompositeScore) => (c.change ? c.change.change : delta(c.score, c.previous));
  const scoreText = (c: TCompositeScore) => {
    const d = change(c);
    return d === null ? f.pct(c.score) : `${f.pct(c.score)} (${formatDelta(d, f.lang)})`;
  };
  const names = { score: f.t('composites.score'), benchmark: benchmarkHeader(benchmark, f.t), previous: f.t('composites.previous') };
  const hasBenchmark = composites.some((c) => c.benchmark !== null);
  const previousVersion = composites.find((c) => c.previous_version)?.previous_version?.tieu_de_khao_sat ?? null;
  const benchmarkSource = (hasBenchmark ? benchmark?.label : null) ?? composites.find((c) => c.benchmark_source)?.benchmark_source ?? null;

  const option = compositeScoreOption(composites, { names, pct: f.pct, scoreText, changeText: (c) => formatDelta(change(c), f.lang) }, { compact: mobile });

  const placed = new Map(positions?.composites.map((p) => [p.ma_composite, p.label ?? '—']));
  const table: TableData = {
    columns: [
      { header: f.t('composites.composite') },
      { header: names.score, numeric: true },
      { header: names.benchmark, numeric: true },
      ...(positions ? [{ header: f.t('federatedPosition.column') }] : []),
      { header: names.previous, numeric: true },
      { header: f.t('composites.change'), numeric: true },
    ],
    rows: composites.map((c) => ({
      key: c.composite_id,
      cells: [c.name, f.pct(c.score), f.pct(c.benchmark), ...(positions ? [placed.get(c.ma_composite) ?? '—'] : []), f.pct(c.previous), formatDelta(change(c), f.lang)],
    })),
  };

  return (
    <>
      <ChartFigure
        label={label}
        summary={summarize(
          label,
          composites.map((c) => `${c.name} ${scoreText(c)}`),
          (n) => f.t('chart.more', { n }),
        )}
        option={option}
        height={compositeScoreHeight(composites.length)}
        table={table}
        name={name}
      />
      <CompositeChangeTable composites={composites} />
      {(benchmarkSource || previousVersion) && (
        <p className="hm-dash-footnote">
          {benchmarkSource && <span>{f.t('composites.benchmarkSource', { source: benchmarkSource })}</span>}
          {previousVersion && <span>{f.t('composites.previousVersion', { title: previousVersion })}</span>}
        </p>
      )}
    </>
  );
}
