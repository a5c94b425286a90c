import { type BarCategory, barChartHeight, barChartOption, barHidden, type BarSeries } from '@hm/charts';
import { useIsMobile } from '@hm/platform';
import type { ReactNode } from 'react';
import { Suppressed } from '../shared/Suppressed';
import type { TableData } from '../shared/SimpleTable';
import { ChartFigure } from './ChartFigure';
import { summarize, useChartFormat } from './useChartFormat';

export interface BarChartProps {
  /** What the chart shows (table caption). */
  label: string;
  /** Header of the categories' column in the table. */
  categoryHeader: string;
  categories: BarCategory[];
  series: BarSeries[];
  unit: 'percent' | 'count';
  /** Bars run sideways (categories down the side): long names, many categories, phones. */
  horizontal?: boolean;
  /** The minimum group size, for the text of suppressed categories. */
  minGroupSize?: number;
  /** More columns of the table (one cell per category), e.g. the number of respondents. */
  extraColumns?: { header: string; numeric?: boolean; cells: ReactNode[] }[];
  /** Names the figure and its table for tests (`data-figure`, `data-table`). */
  name?: string;
}

/**
 * Bars of one or more series over categories, each bar labelled with its figure; suppressed
 * categories say so in the label, tooltip and table instead of drawing a bar.
 * @example <BarChart label="Tỷ lệ phản hồi theo khoa" categoryHeader="Khoa/phòng" unit="percent" horizontal
 *            categories={[{ label: 'Khoa Nội' }]} series={[{ name: 'Tỷ lệ', values: [62.5] }]} />
 */
export function BarChart({ label, categoryHeader, categories, series, unit, horizontal, minGroupSize = 5, extraColumns = [], name }: BarChartProps) {
  const f = useChartFormat();
  const mobile = useIsMobile();
  const fmt = unit === 'percent' ? f.pct : f.count;
  const hidden = f.suppressed(minGroupSize);
  const titles = categories.map((c) => c.title ?? c.label);
  const isHidden = (s: BarSeries, i: number) => barHidden(categories, s, i);
  const option = barChartOption(categories, series, { figure: fmt, hidden }, { unit, horizontal, compact: mobile });

  const table: TableData = {
    columns: [{ header: categoryHeader }, ...series.map((s) => ({ header: s.name, numeric: true })), ...extraColumns.map((c) => ({ header: c.header, numeric: c.numeric }))],
    rows: categories.map((_, i) => ({
      key: i,
      cells: [titles[i], ...series.map((s) => (isHidden(s, i) ? <Suppressed min={minGroupSize} /> : fmt(s.values[i] ?? null))), ...extraColumns.map((col) => col.cells[i])],
    })),
  };

  const parts = categories.map((c, i) =>
    c.suppressed
      ? `${titles[i]} ${hidden}`
      : `${titles[i]} ${series.map((s) => `${series.length > 1 ? `${s.name} ` : ''}${isHidden(s, i) ? hidden : fmt(s.values[i] ?? null)}`).join(', ')}`,
  );

  return (
    <ChartFigure
      label={label}
      summary={summarize(label, parts, (n) => f.t('chart.more', { n }))}
      option={option}
      height={barChartHeight(categories.length, series.length, horizontal)}
      table={table}
      name={name}
    />
  );
}
