import type { TLanguage, TReportColumn, TReportData } from '@hm/contract';
import type { ChartOption } from './echarts';
import { formatReportCell, isNumericType } from './report-format';

/** Series colours, each at least 3:1 against white (WCAG 1.4.11), as the dashboards'. */
export const REPORT_SERIES_COLORS = ['#4f46e5', '#0e7490', '#c2410c', '#15803d', '#a21caf', '#b45309', '#1d4ed8', '#be123c', '#4d7c0f', '#6d28d9'];
const TEXT = '#1f2937';
const MUTED = '#6b7280';
const TRACK = '#e5e7eb';

export interface ReportChart {
  option: ChartOption;
  height: number;
  /** The figures in one sentence, for screen readers (the table beside the chart has them all). */
  summary: string;
}

const cell = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The chart of a page of a report's rows, drawn as its definition says (`bieu_do`): the first
 * text column names the categories, every numeric column shown is a series (a pie: the first
 * one). Null when the report has no chart, no rows, no text column or no numeric column.
 * `compact` (phones): narrower category labels.
 * @example reportChart(data, 'vi', 'Tỷ lệ phản hồi')?.option // { xAxis: { data: ['Khoa Nội', …] }, series: [{ type: 'bar', … }] }
 */
export function reportChart(data: TReportData, lang: TLanguage, title: string, compact = false): ReportChart | null {
  if (data.bieu_do === 'none' || data.rows.length === 0) return null;
  const category = data.columns.find((c) => c.type === 'text');
  const numeric = data.columns.filter((c) => isNumericType(c.type));
  if (!category || numeric.length === 0) return null;
  const labels = data.rows.map((r) => String(r[category.field] ?? ''));
  const fmt = (c: TReportColumn, v: number | null) => formatReportCell(v, c.type, lang);
  const allPercent = numeric.every((c) => c.type === 'percent');
  const perRow = data.rows.map((r, i) => `${labels[i]} ${numeric.map((c) => `${numeric.length > 1 ? `${c.label} ` : ''}${fmt(c, cell(r[c.field]))}`).join(', ')}`);
  const summary = `${title}: ${perRow.slice(0, 12).join('; ')}${perRow.length > 12 ? '; …' : ''}`;
  const tooltipText = (i: number) => [labels[i], ...numeric.map((c) => `${c.label}: ${fmt(c, cell(data.rows[i]?.[c.field]))}`)].join('\n');
  const tooltip = {
    trigger: (data.bieu_do === 'pie' ? 'item' : 'axis') as 'item' | 'axis',
    renderMode: 'richText' as const,
    confine: true,
    axisPointer: { type: 'shadow' as const },
    formatter: ((p: unknown) => tooltipText((Array.isArray(p) ? p[0] : p)?.dataIndex ?? 0)) as never,
  };

  if (data.bieu_do === 'pie') {
    const c = numeric[0]!;
    return {
      summary,
      height: 320,
      option: {
        color: REPORT_SERIES_COLORS,
        tooltip,
        legend: { bottom: 0, type: 'scroll', textStyle: { color: TEXT } },
        series: [
          {
            type: 'pie',
            name: c.label,
            radius: ['0%', '62%'],
            center: ['50%', '45%'],
            label: { color: TEXT, formatter: ((p: { dataIndex: number }) => `${labels[p.dataIndex]}: ${fmt(c, cell(data.rows[p.dataIndex]?.[c.field]))}`) as never },
            data: data.rows.map((r, i) => ({ name: labels[i]!, value: cell(r[c.field]) ?? 0 })),
          },
        ],
      },
    };
  }

  const horizontal = data.bieu_do === 'bar_horizontal';
  const stacked = data.bieu_do === 'stacked_bar';
  const legend = numeric.length > 1;
  const categoryAxis = {
    type: 'category' as const,
    data: labels,
    inverse: horizontal,
    axisTick: { alignWithLabel: true },
    axisLabel: { width: horizontal ? (compact ? 80 : 140) : compact ? 56 : 96, overflow: 'truncate' as const, interval: 0, rotate: !horizontal && labels.length > 6 ? 30 : 0, color: TEXT },
  };
  const valueAxis = {
    type: 'value' as const,
    min: 0,
    max: allPercent && !stacked ? 100 : undefined,
    axisLabel: { color: MUTED, formatter: allPercent ? '{value} %' : undefined, hideOverlap: true },
    splitLine: { lineStyle: { color: TRACK } },
  };
  const showLabels = numeric.length === 1 && data.rows.length <= 30;
  return {
    summary,
    height: horizontal ? Math.max(160, data.rows.length * Math.max(28, numeric.length * 16 + 12) + (legend ? 72 : 40)) : 320,
    option: {
      color: REPORT_SERIES_COLORS,
      grid: { left: 8, right: horizontal ? 64 : 16, top: 24, bottom: legend ? 40 : 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
      legend: legend ? { bottom: 0, type: 'scroll', textStyle: { color: TEXT } } : undefined,
      tooltip,
      [horizontal ? 'yAxis' : 'xAxis']: categoryAxis,
      [horizontal ? 'xAxis' : 'yAxis']: valueAxis,
      series: numeric.map((c) => ({
        type: data.bieu_do === 'line' ? ('line' as const) : ('bar' as const),
        name: c.label,
        barMaxWidth: 28,
        ...(stacked ? { stack: 'total' } : {}),
        label: {
          show: showLabels,
          position: horizontal ? ('right' as const) : ('top' as const),
          color: TEXT,
          formatter: ((p: { dataIndex: number }) => fmt(c, cell(data.rows[p.dataIndex]?.[c.field]))) as never,
        },
        data: data.rows.map((r) => cell(r[c.field])),
      })),
    } as ChartOption,
  };
}
