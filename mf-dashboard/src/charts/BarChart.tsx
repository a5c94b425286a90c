import { asList, categoryAxis, type ChartOption, COLORS, grid, legend, seriesColor, tooltip, valueAxis } from '@hm/charts';
import { useIsMobile } from '@hm/platform';
import type { ReactNode } from 'react';
import { Suppressed } from '../shared/Suppressed';
import type { TableData } from '../shared/SimpleTable';
import { ChartFigure } from './ChartFigure';
import { summarize, useChartFormat } from './useChartFormat';

export interface BarCategory {
  /** Axis label (short). */
  label: string;
  /** Whole name, for the tooltip and the table; defaults to the label. */
  title?: string;
  /** A group hidden for too few respondents: 'Ẩn (dưới N người trả lời)', never a 0 bar. */
  suppressed?: boolean;
}

export interface BarSeries {
  name: string;
  /** One per category; null = no figure. */
  values: (number | null)[];
  color?: string;
  /** A whole series hidden for too few respondents (e.g. one hospital among several). */
  suppressed?: boolean;
}

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
  const isHidden = (s: BarSeries, i: number) => s.suppressed === true || categories[i]?.suppressed === true;
  const seriesLabel = (s: BarSeries) => (s.suppressed ? `${s.name} — ${hidden}` : s.name);

  const option: ChartOption = {
    grid: grid({ legend: series.length > 1, right: horizontal ? 64 : 16, top: horizontal ? 8 : 24 }),
    legend: series.length > 1 ? legend(series.map(seriesLabel)) : undefined,
    tooltip: tooltip('axis', (params) => {
      const list = asList(params);
      const i = list[0]?.dataIndex ?? 0;
      if (categories[i]?.suppressed) return `${titles[i]}\n${hidden}`;
      return [titles[i], ...series.map((s) => `${s.name}: ${isHidden(s, i) ? hidden : fmt(s.values[i] ?? null)}`)].join('\n');
    }),
    [horizontal ? 'yAxis' : 'xAxis']: categoryAxis(
      categories.map((c) => c.label),
      horizontal ? { inverse: true, width: mobile ? 96 : 180 } : { width: mobile ? 64 : 110, rotate: categories.length > 6 ? 30 : 0 },
    ),
    [horizontal ? 'xAxis' : 'yAxis']: valueAxis(unit === 'percent', mobile),
    series: series.map((s, si) => ({
      type: 'bar' as const,
      name: seriesLabel(s),
      barMaxWidth: 28,
      itemStyle: { color: s.color ?? seriesColor(si), borderRadius: horizontal ? [0, 3, 3, 0] : [3, 3, 0, 0] },
      label: {
        show: true,
        position: horizontal ? ('right' as const) : ('top' as const),
        color: COLORS.text,
        formatter: (p: unknown) => {
          const i = asList(p)[0]?.dataIndex ?? 0;
          if (s.suppressed) return '';
          return categories[i]?.suppressed ? hidden : fmt(s.values[i] ?? null);
        },
      },
      // A suppressed category gets an empty bar on the first series only, to carry its label.
      data: categories.map((c, i) => (c.suppressed ? (si === 0 ? { value: 0, label: { color: COLORS.muted } } : null) : s.suppressed ? null : (s.values[i] ?? null))),
    })),
  };

  const table: TableData = {
    columns: [{ header: categoryHeader }, ...series.map((s) => ({ header: s.name, numeric: true })), ...extraColumns.map((c) => ({ header: c.header, numeric: c.numeric }))],
    rows: categories.map((c, i) => ({
      key: i,
      cells: [
        titles[i],
        ...series.map((s) => (isHidden(s, i) ? <Suppressed min={minGroupSize} /> : fmt(s.values[i] ?? null))),
        ...extraColumns.map((col) => col.cells[i]),
      ],
    })),
  };

  const parts = categories.map((c, i) =>
    c.suppressed
      ? `${titles[i]} ${hidden}`
      : `${titles[i]} ${series.map((s) => `${series.length > 1 ? `${s.name} ` : ''}${isHidden(s, i) ? hidden : fmt(s.values[i] ?? null)}`).join(', ')}`,
  );
  const perCategory = horizontal ? Math.max(28, series.length * 18 + 12) : 0;
  const height = horizontal ? categories.length * perCategory + (series.length > 1 ? 72 : 40) : 300;

  return (
    <ChartFigure
      label={label}
      summary={summarize(label, parts, (n) => f.t('chart.more', { n }))}
      option={option}
      height={Math.max(height, 160)}
      table={table}
      name={name}
    />
  );
}
