/**
 * @hm/ui/chart: ECharts charts (issue 15). Not a shared singleton: each remote that draws charts
 * bundles its own tree-shaken ECharts, registering the kinds it needs beyond the common ones.
 * @example import { EChart, type ChartOption } from '@hm/ui/chart';
 */
export { EChart, type EChartProps } from './EChart';
export { registerChartParts, type BaseChartParts, type ChartOption } from './echarts';
