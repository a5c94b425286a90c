// ECharts for the report results: the product's one assembly (@hm/ui/chart: bar, pie, grid,
// tooltip, legend, canvas) plus the line chart a report may draw. The options are @hm/charts'.
import { LineChart } from 'echarts/charts';
import { registerChartParts } from '../chart/echarts';

registerChartParts([LineChart]);

export { EChart, type EChartProps } from '../chart/EChart';
