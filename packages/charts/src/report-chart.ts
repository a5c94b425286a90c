import type { TReportColumn, TReportData } from '@hm/contract';
import { asList, categoryAxis, grid, legend, tooltip } from './chart-parts.js';
import type { ChartLayout, ChartOption } from './option.js';
import { COLORS, SERIES } from './palette.js';

/** A report chart with its size and its figures in words. */
export interface ReportChart {
  option: ChartOption;
  height: number;
  /** The figures in one sentence, for screen readers (the table beside the chart has them all). */
  summary: string;
}

export interface ReportChartTexts {
  /** The report's name: the summary starts with it. */
  title: string;
  /** Whether a column holds numbers (charted as a series). */
  isNumeric: (column: TReportColumn) => boolean;
  /** A figure as the report's table writes it in the display language. */
  format: (column: TReportColumn, value: number | null) => string;
}

const cell = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The chart of a page of a report's rows, drawn as its definition says (`bieu_do`): the first
 * text column names the categories, every numeric column shown is a series (a pie: the first
 * one). Null when the report has no chart, no rows, no text column or no numeric column.
 * `compact` (phones): narrower category labels.
 * @example reportChartOption(data, { title: 'Tỷ lệ phản hồi', isNumeric, format })?.option // { xAxis: { data: ['Khoa Nội', …] }, series: [{ type: 'bar', … }] }
 */
export function reportChartOption(data: TReportData, t: ReportChartTexts, { compact = false }: ChartLayout = {}): ReportChart | null {
  if (data.bieu_do === 'none' || data.rows.length === 0) return null;
  const category = data.columns.find((c) => c.type === 'text');
  const numeric = data.columns.filter(t.isNumeric);
  if (!category || numeric.length === 0) return null;
  const labels = data.rows.map((r) => String(r[category.field] ?? ''));
  const figure = (c: TReportColumn, row: number) => t.format(c, cell(data.rows[row]?.[c.field]));
  const allPercent = numeric.every((c) => c.type === 'percent');
  const perRow = data.rows.map((_, i) => `${labels[i]} ${numeric.map((c) => `${numeric.length > 1 ? `${c.label} ` : ''}${figure(c, i)}`).join(', ')}`);
  const summary = `${t.title}: ${perRow.slice(0, 12).join('; ')}${perRow.length > 12 ? '; …' : ''}`;
  const tip = tooltip(data.bieu_do === 'pie' ? 'item' : 'axis', (p) => {
    const i = asList(p)[0]?.dataIndex ?? 0;
    return [labels[i], ...numeric.map((c) => `${c.label}: ${figure(c, i)}`)].join('\n');
  });

  if (data.bieu_do === 'pie') {
    const c = numeric[0]!;
    return {
      summary,
      height: 320,
      option: {
        color: SERIES,
        tooltip: tip,
        legend: legend(),
        series: [
          {
            type: 'pie',
            name: c.label,
            radius: ['0%', '62%'],
            center: ['50%', '45%'],
            label: { color: COLORS.text, formatter: (p) => `${labels[p.dataIndex]}: ${figure(c, p.dataIndex)}` },
            data: data.rows.map((r, i) => ({ name: labels[i]!, value: cell(r[c.field]) ?? 0 })),
          },
        ],
      },
    };
  }

  const horizontal = data.bieu_do === 'bar_horizontal';
  const stacked = data.bieu_do === 'stacked_bar';
  const hasLegend = numeric.length > 1;
  const labelAxis = categoryAxis(labels, {
    inverse: horizontal,
    width: horizontal ? (compact ? 80 : 140) : compact ? 56 : 96,
    rotate: !horizontal && labels.length > 6 ? 30 : 0,
  });
  const valueAxis = {
    type: 'value' as const,
    min: 0,
    max: allPercent && !stacked ? 100 : undefined,
    axisLabel: { color: COLORS.muted, formatter: allPercent ? '{value} %' : undefined, hideOverlap: true },
    splitLine: { lineStyle: { color: COLORS.track } },
  };
  const showLabels = numeric.length === 1 && data.rows.length <= 30;
  const series = numeric.map((c) => {
    const common = {
      name: c.label,
      ...(stacked ? { stack: 'total' } : {}),
      label: {
        show: showLabels,
        position: horizontal ? ('right' as const) : ('top' as const),
        color: COLORS.text,
        formatter: (p: { dataIndex: number }) => figure(c, p.dataIndex),
      },
      data: data.rows.map((r) => cell(r[c.field])),
    };
    return data.bieu_do === 'line' ? { type: 'line' as const, ...common } : { type: 'bar' as const, barMaxWidth: 28, ...common };
  });
  const option: ChartOption = {
    color: SERIES,
    grid: grid({ legend: hasLegend, right: horizontal ? 64 : 16, top: 24 }),
    legend: hasLegend ? legend() : undefined,
    tooltip: tip,
    [horizontal ? 'yAxis' : 'xAxis']: labelAxis,
    [horizontal ? 'xAxis' : 'yAxis']: valueAxis,
    series,
  };
  return { summary, height: horizontal ? Math.max(160, data.rows.length * Math.max(28, numeric.length * 16 + 12) + (hasLegend ? 72 : 40)) : 320, option };
}
