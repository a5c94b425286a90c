import type { BarSeriesOption, GaugeSeriesOption, LineSeriesOption, PieSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/**
 * The one option type of the product's charts (bar, pie, gauge, scatter, line with grid, tooltip
 * and legend), type-checked against those kinds: the dashboards and report results render it in
 * the browser (@hm/ui/chart), the feedback report on the server (SSR). A page draws only the
 * kinds its ECharts assembly registers (`registerChartParts`).
 */
export type ChartOption = ComposeOption<
  BarSeriesOption | PieSeriesOption | GaugeSeriesOption | ScatterSeriesOption | LineSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption
>;

/**
 * How a chart writes its figures: the caller's number formats in the display language
 * (`formatPercent` / `formatCount` of @hm/platform in the browser).
 */
export interface ChartNumbers {
  pct: (v: number | null | undefined) => string;
  count: (v: number | null | undefined) => string;
}

/** Layout switches: `compact` = a phone's width (shorter labels, fewer ticks). */
export interface ChartLayout {
  compact?: boolean;
}
