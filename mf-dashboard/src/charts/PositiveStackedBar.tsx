import type { TItemScore } from '@hm/contract';
import { useIsMobile } from '@hm/platform';
import type { TableData } from '../shared/SimpleTable';
import { ChartFigure } from './ChartFigure';
import { asList, categoryAxis, grid, legend, tooltip, valueAxis } from './chart-parts';
import type { ChartOption } from './echarts';
import { COLORS } from './palette';
import { summarize, useChartFormat } from './useChartFormat';

export interface PositiveStackedBarProps {
  /** What the chart shows (table caption), e.g. a part or composite name. */
  label: string;
  items: TItemScore[];
  name?: string;
}

type Share = 'positive' | 'neutral' | 'negative';
const SHARES: { key: Share; color: string; text: string }[] = [
  { key: 'positive', color: COLORS.positive, text: '#ffffff' },
  { key: 'neutral', color: COLORS.neutral, text: '#111827' },
  { key: 'negative', color: COLORS.negative, text: '#ffffff' },
];

/**
 * Each item's answers as one bar of 100 %: positive, neutral, negative (AHRQ: over the valid
 * answers 1–5; 'does not apply' and missing are out). The item code is on the axis, the whole
 * question in the tooltip and the table; reverse-worded items are marked.
 * @example <PositiveStackedBar label="Làm việc nhóm" items={composite.items} />
 */
export function PositiveStackedBar({ label, items, name }: PositiveStackedBarProps) {
  const f = useChartFormat();
  const mobile = useIsMobile();
  const seriesName = (k: Share) => f.t(`items.${k}`);
  const question = (i: TItemScore) => `${i.ma_cauhoi}. ${i.ten_cauhoi}${i.reverse ? ` (${f.t('items.reverse')})` : ''}`;

  const option: ChartOption = {
    grid: grid({ legend: true, right: 12, top: 8 }),
    legend: legend(SHARES.map((s) => seriesName(s.key))),
    tooltip: tooltip('axis', (params) => {
      const item = items[asList(params)[0]?.dataIndex ?? 0];
      if (!item) return '';
      return [question(item), ...SHARES.map((s) => `${seriesName(s.key)}: ${f.pct(item[s.key])}`), `${f.t('items.n')}: ${f.count(item.n)}`].join('\n');
    }),
    yAxis: categoryAxis(items.map((i) => i.ma_cauhoi), { inverse: true, width: mobile ? 56 : 72 }),
    xAxis: valueAxis(true, mobile),
    series: SHARES.map((s) => ({
      type: 'bar' as const,
      name: seriesName(s.key),
      stack: 'share',
      barMaxWidth: 26,
      itemStyle: { color: s.color },
      label: {
        show: true,
        color: s.text,
        // Too narrow a segment would overflow its label: the table and tooltip still have it.
        formatter: (p: unknown) => {
          const v = items[asList(p)[0]?.dataIndex ?? 0]?.[s.key] ?? null;
          return v !== null && v >= (mobile ? 12 : 7) ? f.pct(v) : '';
        },
      },
      data: items.map((i) => i[s.key]),
    })),
  };

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
      summary={summarize(label, items.map((i) => `${i.ma_cauhoi} ${seriesName('positive')} ${f.pct(i.positive)}`), (n) => f.t('chart.more', { n }))}
      option={option}
      height={items.length * 34 + 72}
      table={table}
      name={name}
    />
  );
}
