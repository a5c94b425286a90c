import type { BarSeriesOption, GaugeSeriesOption, PieSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/**
 * An ECharts option of the charts the product draws (bar, pie, gauge, scatter with grid, tooltip
 * and legend): the dashboards render it in the browser, the feedback report on the server (SSR).
 */
export type ChartOption = ComposeOption<
  BarSeriesOption | PieSeriesOption | GaugeSeriesOption | ScatterSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption
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
