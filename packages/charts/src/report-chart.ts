import type { TReportColumn, TReportData } from '@hm/contract';
import { asList, categoryAxis, grid, legend, tooltip, uprightLabels } from './chart-parts.js';
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

/** The numeric columns by unit, in the order they first come: percentages, counts (int), other numbers. */
interface Unit {
  kind: TReportColumn['type'];
  columns: TReportColumn[];
}
const unitsOf = (numeric: TReportColumn[]): Unit[] =>
  numeric.reduce<Unit[]>((units, c) => {
    const unit = units.find((u) => u.kind === c.type);
    if (unit) unit.columns.push(c);
    else units.push({ kind: c.type, columns: [c] });
    return units;
  }, []);

/** The height of one panel of an upright chart, in pixels. */
const PANEL = 320;

/**
 * Where the panel of the u-th unit of n sits: sideways, side by side (the first, which carries the
 * names, wider); upright, one below the other. One unit: the whole chart.
 */
function panel(u: number, n: number, horizontal: boolean, legendRoom: number): Record<string, number | string> {
  if (n === 1) return {};
  if (horizontal) {
    const weights = Array.from({ length: n }, (_, i) => (i === 0 ? 1.7 : 1));
    const total = weights.reduce((a, b) => a + b, 0);
    const start = (weights.slice(0, u).reduce((a, b) => a + b, 0) / total) * 100;
    const end = start + (weights[u]! / total) * 100;
    return { left: u === 0 ? 8 : `${start.toFixed(1)}%`, right: u === n - 1 ? 16 : `${(100 - end + 2).toFixed(1)}%`, bottom: legendRoom, outerBoundsContain: 'all' };
  }
  return { top: u * PANEL + 24, bottom: (n - 1 - u) * PANEL + (u === n - 1 ? legendRoom : 8), outerBoundsContain: 'all' };
}

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
  // One value axis per unit (percentages 0–100, counts, other numbers): never two units on one axis.
  const units = unitsOf(numeric);
  const labelAxis = (u: number) => ({
    ...categoryAxis(labels, {
      inverse: horizontal,
      ...(horizontal ? { width: compact ? 80 : 140 } : uprightLabels(labels.length, compact)),
      small: compact,
    }),
    gridIndex: u,
    // Side by side (sideways bars), the names are written once, on the first panel.
    ...(horizontal && u > 0 ? { axisLabel: { show: false } } : {}),
  });
  const valueAxis = (u: number) => {
    const unit = units[u]!;
    return {
      type: 'value' as const,
      gridIndex: u,
      min: 0,
      max: unit.kind === 'percent' && !stacked ? 100 : undefined,
      minInterval: unit.kind === 'int' ? 1 : undefined,
      // Side by side, a panel is narrow: fewer ticks (percentages every 25 or 50 points).
      ...(units.length > 1 && horizontal ? (unit.kind === 'percent' && !stacked ? { interval: compact ? 50 : 25 } : { splitNumber: 3 }) : {}),
      // With more than one unit, an axis of one column says its name ('Số phiếu'); one of several
      // percentages reads '… %' and its series are in the legend.
      ...(units.length > 1 && unit.columns.length === 1
        ? { name: unit.columns[0]!.label, nameLocation: 'middle' as const, nameGap: 24, nameTextStyle: { color: COLORS.text } }
        : {}),
      axisLabel: { color: COLORS.muted, formatter: unit.kind === 'percent' ? '{value} %' : undefined, hideOverlap: true },
      splitLine: { lineStyle: { color: COLORS.track } },
    };
  };
  const showLabels = numeric.length === 1 && data.rows.length <= 30;
  const series = numeric.map((c) => {
    const u = units.findIndex((x) => x.columns.includes(c));
    const common = {
      name: c.label,
      [horizontal ? 'xAxisIndex' : 'yAxisIndex']: u,
      [horizontal ? 'yAxisIndex' : 'xAxisIndex']: u,
      ...(stacked ? { stack: `total-${units[u]!.kind}` } : {}),
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
  // Sideways: a row per category, room for a name on two lines and for each unit's bars side by side.
  const rowHeight = Math.max(34, Math.max(...units.map((x) => x.columns.length)) * 16 + 12);
  const height = horizontal ? Math.max(160, data.rows.length * rowHeight + (hasLegend ? (compact ? 104 : 72) : 40) + (units.length > 1 ? 24 : 0)) : PANEL * units.length;
  // The legend wraps (every series shows): on a phone it can take three lines.
  const legendRoom = hasLegend ? (compact ? 76 : 44) : 8;
  const grids = units.map((_, u) => ({ ...grid({ legend: hasLegend, right: horizontal ? 64 : 16, top: 24 }), ...panel(u, units.length, horizontal, legendRoom) }));
  const labelAxes = units.map((_, u) => labelAxis(u));
  const valueAxes = units.map((_, u) => valueAxis(u));
  const one = units.length === 1;
  const option: ChartOption = {
    color: SERIES,
    grid: one ? grids[0] : grids,
    legend: hasLegend ? legend(undefined, { wrap: true }) : undefined,
    tooltip: tip,
    [horizontal ? 'yAxis' : 'xAxis']: one ? labelAxes[0] : labelAxes,
    [horizontal ? 'xAxis' : 'yAxis']: one ? valueAxes[0] : valueAxes,
    series,
  };
  return { summary, height, option };
}
