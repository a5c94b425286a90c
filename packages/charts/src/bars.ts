import { asList, categoryAxis, grid, legend, tooltip, uprightLabels, valueAxis } from './chart-parts.js';
import type { ChartLayout, ChartOption } from './option.js';
import { COLORS, seriesColor } from './palette.js';

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

export interface BarTexts {
  /** A figure of the series ('62,5 %' or '1.200'). */
  figure: (v: number | null) => string;
  /** What a hidden group says instead of its figure. */
  hidden: string;
}

export interface BarLayout extends ChartLayout {
  unit: 'percent' | 'count';
  /** Bars run sideways (categories down the side): long names, many categories, phones. */
  horizontal?: boolean;
}

/** The name of a series in the legend: a hidden one says so. */
export const barSeriesLabel = (s: BarSeries, hidden: string): string => (s.suppressed ? `${s.name} — ${hidden}` : s.name);

/** Whether a series' figure in a category is hidden (the series or the category too small). */
export const barHidden = (categories: BarCategory[], s: BarSeries, i: number): boolean => s.suppressed === true || categories[i]?.suppressed === true;

/**
 * Bars of one or more series over categories, each bar labelled with its figure; suppressed
 * categories say so in the label and tooltip instead of drawing a bar (an empty bar on the first
 * series carries the label).
 * @example barChartOption([{ label: 'Khoa Nội' }], [{ name: 'Tỷ lệ', values: [62.5] }], { figure: pct, hidden: 'Ẩn' }, { unit: 'percent', horizontal: true })
 */
export function barChartOption(categories: BarCategory[], series: BarSeries[], t: BarTexts, { unit, horizontal = false, compact = false }: BarLayout): ChartOption {
  const titles = categories.map((c) => c.title ?? c.label);
  return {
    grid: grid({ legend: series.length > 1, right: horizontal ? 64 : 16, top: horizontal ? 8 : 24 }),
    legend: series.length > 1 ? legend(series.map((s) => barSeriesLabel(s, t.hidden))) : undefined,
    tooltip: tooltip('axis', (params) => {
      const i = asList(params)[0]?.dataIndex ?? 0;
      if (categories[i]?.suppressed) return `${titles[i]}\n${t.hidden}`;
      return [titles[i], ...series.map((s) => `${s.name}: ${barHidden(categories, s, i) ? t.hidden : t.figure(s.values[i] ?? null)}`)].join('\n');
    }),
    [horizontal ? 'yAxis' : 'xAxis']: categoryAxis(
      categories.map((c) => c.label),
      horizontal ? { inverse: true, width: compact ? 96 : 180, small: compact } : { ...uprightLabels(categories.length, compact), small: compact },
    ),
    [horizontal ? 'xAxis' : 'yAxis']: valueAxis(unit === 'percent', compact),
    series: series.map((s, si) => ({
      type: 'bar' as const,
      name: barSeriesLabel(s, t.hidden),
      barMaxWidth: 28,
      itemStyle: { color: s.color ?? seriesColor(si), borderRadius: horizontal ? [0, 3, 3, 0] : [3, 3, 0, 0] },
      label: {
        show: true,
        position: horizontal ? ('right' as const) : ('top' as const),
        color: COLORS.text,
        formatter: (p: unknown) => {
          const i = asList(p)[0]?.dataIndex ?? 0;
          if (s.suppressed) return '';
          return categories[i]?.suppressed ? t.hidden : t.figure(s.values[i] ?? null);
        },
      },
      // A suppressed category gets an empty bar on the first series only, to carry its label.
      data: categories.map((c, i) => (c.suppressed ? (si === 0 ? { value: 0, label: { color: COLORS.muted } } : null) : s.suppressed ? null : (s.values[i] ?? null))),
    })),
  };
}

/** The chart's height in pixels: sideways, by categories and series (room for a name on two lines); upright, 300. */
export function barChartHeight(categories: number, series: number, horizontal = false): number {
  const perCategory = horizontal ? Math.max(34, series * 18 + 12) : 0;
  const height = horizontal ? categories * perCategory + (series > 1 ? 72 : 40) : 300;
  return Math.max(height, 160);
}
