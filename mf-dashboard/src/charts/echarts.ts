// The dashboards' charts: the shared chart (@hm/ui/chart) with its common kinds, plus the gauge
// (response rate) and the scatter marks (benchmark, previous year). Charts are drawn through
// this module only: the build keeps it and ECharts in one chunk (@hm/build, splitChunks) and
// hoists them into one scope. The options and their type are @hm/charts'.
import { registerChartParts } from '@hm/ui/chart';
import { GaugeChart, ScatterChart } from 'echarts/charts';

registerChartParts([GaugeChart, ScatterChart]);

export { EChart, type EChartProps } from '@hm/ui/chart';
