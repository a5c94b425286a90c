/**
 * @hm/ui/chart: renders ECharts charts (issue 15); the options, their `ChartOption` type and the
 * palette are @hm/charts'. Not a shared singleton: each remote that draws charts bundles its own
 * tree-shaken ECharts, registering the kinds it needs beyond the common ones.
 * @example import { EChart } from '@hm/ui/chart';
 */
export { EChart, type EChartProps } from './EChart';
export { registerChartParts } from './echarts';
