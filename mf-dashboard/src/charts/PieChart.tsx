import { type PieSlice, pieChartOption, share, sliceText } from '@hm/charts';
import { useIsMobile } from '@hm/platform';
import type { TableData } from '../shared/SimpleTable';
import { ChartFigure } from './ChartFigure';
import { summarize, useChartFormat } from './useChartFormat';

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
  const mobile = useIsMobile();
  const total = slices.reduce((s, x) => s + x.value, 0);
  const text = (s: PieSlice) => sliceText(s, total, f);
  const option = pieChartOption(slices, f, { compact: mobile });

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
      summary={summarize(
        label,
        slices.map((s) => `${s.name} ${text(s)}`),
        (n) => f.t('chart.more', { n }),
      )}
      option={option}
      height={height}
      table={table}
      name={name}
    />
  );
}
