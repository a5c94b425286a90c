// ECharts for the report results: the product's one assembly (@hm/ui/chart: bar, pie, grid,
// tooltip, legend, SVG) plus the line chart a report may draw.
import { LineChart } from 'echarts/charts';
import type { LineSeriesOption } from 'echarts/charts';
import type { ComposeOption } from 'echarts/core';
import { type BaseChartParts, registerChartParts } from '../chart/echarts';

registerChartParts([LineChart]);

/** An option of the charts a report draws (type-checked against them). */
export type ChartOption = ComposeOption<BaseChartParts | LineSeriesOption>;

export { EChart, type EChartProps } from '../chart/EChart';
