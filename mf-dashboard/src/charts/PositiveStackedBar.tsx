import { type PositiveShare, positiveStackedHeight, positiveStackedOption } from '@hm/charts';
import type { TItemScore } from '@hm/contract';
import { useIsMobile } from '@hm/platform';
import type { TableData } from '../shared/SimpleTable';
import { ChartFigure } from './ChartFigure';
import { summarize, useChartFormat } from './useChartFormat';

export interface PositiveStackedBarProps {
  /** What the chart shows (table caption), e.g. a part or composite name. */
  label: string;
  items: TItemScore[];
  name?: string;
}

/**
 * Each item's answers as one bar of 100 %: positive, neutral, negative (AHRQ: over the valid
 * answers 1–5; 'does not apply' and missing are out). The item code is on the axis, the whole
 * question in the tooltip and the table; reverse-worded items are marked.
 * @example <PositiveStackedBar label="Làm việc nhóm" items={composite.items} />
 */
export function PositiveStackedBar({ label, items, name }: PositiveStackedBarProps) {
  const f = useChartFormat();
  const mobile = useIsMobile();
  const seriesName = (k: PositiveShare) => f.t(`items.${k}`);
  const question = (i: TItemScore) => `${i.ma_cauhoi}. ${i.ten_cauhoi}${i.reverse ? ` (${f.t('items.reverse')})` : ''}`;

  const option = positiveStackedOption(items, { pct: f.pct, count: f.count, shareName: seriesName, question, nLabel: f.t('items.n') }, { compact: mobile });

  const table: TableData = {
    columns: [
      { header: f.t('items.question') },
      { header: seriesName('positive'), numeric: true },
      { header: seriesName('neutral'), numeric: true },
      { header: seriesName('negative'), numeric: true },
      { header: f.t('items.n'), numeric: true },
      { header: f.t('items.nDna'), numeric: true },
    ],
    rows: items.map((i) => ({ key: i.cauhoi_id, cells: [question(i), f.pct(i.positive), f.pct(i.neutral), f.pct(i.negative), f.count(i.n), f.count(i.n_dna)] })),
  };

  return (
    <ChartFigure
      label={label}
      summary={summarize(
        label,
        items.map((i) => `${i.ma_cauhoi} ${seriesName('positive')} ${f.pct(i.positive)}`),
        (n) => f.t('chart.more', { n }),
      )}
      option={option}
      height={positiveStackedHeight(items.length)}
      table={table}
      name={name}
    />
  );
}
