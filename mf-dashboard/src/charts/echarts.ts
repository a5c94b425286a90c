// The one place ECharts is assembled: the tree-shaken core with only the charts and components
// the dashboards draw (the full `echarts` entry would add ~185 KB gzip). SVG renderer: crisp on
// every screen density, and the labels are real text (readable by tests and selectable).
import { BarChart, GaugeChart, PieChart, ScatterChart } from 'echarts/charts';
import type { BarSeriesOption, GaugeSeriesOption, PieSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import * as echarts from 'echarts/core';
import { LabelLayout } from 'echarts/features';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([BarChart, PieChart, GaugeChart, ScatterChart, GridComponent, TooltipComponent, LegendComponent, LabelLayout, SVGRenderer]);

/** An option of the charts registered here (type-checked against them). */
export type ChartOption = echarts.ComposeOption<
  BarSeriesOption | PieSeriesOption | GaugeSeriesOption | ScatterSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption
>;

export { echarts };
