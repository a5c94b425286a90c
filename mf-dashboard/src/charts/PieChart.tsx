import { asList, type ChartOption, COLORS, legend, seriesColor, tooltip } from '@hm/charts';
import { useIsMobile } from '@hm/platform';
import { share } from '../shared/format';
import type { TableData } from '../shared/SimpleTable';
import { ChartFigure } from './ChartFigure';
import { summarize, useChartFormat } from './useChartFormat';

export interface PieSlice {
  name: string;
  value: number;
  color?: string;
}

export interface PieChartProps {
  /** What the chart shows (table caption). */
  label: string;
  /** Header of the slices' column in the table. */
  sliceHeader: string;
  slices: PieSlice[];
  /** Pixels; 260 by default. */
  height?: number;
  name?: string;
}

/**
 * A donut of counts, each slice labelled with its count and share; empty slices stay in the
 * table (0) but are not drawn.
 * @example <PieChart label="Tham gia bình chọn" sliceHeader="Trạng thái" slices={[{ name: 'Đã bình chọn', value: 120 }, { name: 'Chưa bình chọn', value: 280 }]} />
 */
export function PieChart({ label, sliceHeader, slices, height = 260, name }: PieChartProps) {
  const f = useChartFormat();
  // Phones: a smaller donut, labels on two lines and a legend that wraps, so nothing is cut.
  const mobile = useIsMobile();
  const total = slices.reduce((s, x) => s + x.value, 0);
  const text = (s: PieSlice) => `${f.count(s.value)} (${f.pct(share(s.value, total))})`;
  const drawn = slices.map((s, i) => ({ ...s, color: s.color ?? seriesColor(i) })).filter((s) => s.value > 0);

  const option: ChartOption = {
    legend: { ...legend(drawn.map((s) => s.name)), ...(mobile ? { type: 'plain' as const } : {}) },
    tooltip: tooltip('item', (p) => {
      const s = drawn[asList(p)[0]?.dataIndex ?? 0];
      return s ? `${s.name}\n${text(s)}` : '';
    }),
    series: [
      {
        type: 'pie',
        radius: mobile ? ['30%', '50%'] : ['42%', '68%'],
        center: mobile ? ['50%', '42%'] : ['50%', '45%'],
        avoidLabelOverlap: true,
        labelLayout: { hideOverlap: false },
        label: {
          color: COLORS.text,
          // ECharts keeps labels a quarter of the width from the edge and cuts them ('23,…'): not on phones.
          ...(mobile ? { edgeDistance: 4, overflow: 'none' as const } : {}),
          formatter: (p: unknown) => {
            const s = drawn[asList(p)[0]?.dataIndex ?? 0];
            if (!s) return '';
            return mobile ? `${f.count(s.value)}\n${f.pct(share(s.value, total))}` : text(s);
          },
        },
        data: drawn.map((s) => ({ name: s.name, value: s.value, itemStyle: { color: s.color } })),
      },
    ],
  };

  const table: TableData = {
    columns: [{ header: sliceHeader }, { header: f.t('chart.count'), numeric: true }, { header: f.t('chart.share'), numeric: true }],
    rows: [
      ...slices.map((s, i) => ({ key: i, cells: [s.name, f.count(s.value), f.pct(share(s.value, total))] })),
      { key: 'total', cells: [f.t('chart.total'), f.count(total), total > 0 ? f.pct(100) : f.pct(null)] },
    ],
  };

  return (
    <ChartFigure
      label={label}
      summary={summarize(label, slices.map((s) => `${s.name} ${text(s)}`), (n) => f.t('chart.more', { n }))}
      option={option}
      height={height}
      table={table}
      name={name}
    />
  );
}
