// ECharts for the report results: the tree-shaken core with only what a report draws (bar,
// line, pie; grid, tooltip, legend), SVG renderer (crisp labels, real text). The full `echarts`
// entry would add ~185 KB gzip (docs/toolchain-frontend.md).
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import * as echarts from 'echarts/core';
import { LabelLayout } from 'echarts/features';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, LegendComponent, LabelLayout, SVGRenderer]);

/** An option of the charts registered here (type-checked against them). */
export type ChartOption = echarts.ComposeOption<
  BarSeriesOption | LineSeriesOption | PieSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption
>;

export { echarts };
