// The dashboards' charts: the shared chart (@hm/ui/chart) with its common kinds, plus the gauge
// (response rate) and the scatter marks (benchmark, previous year). Charts are drawn through
// this module only (type imports aside): the build keeps it and ECharts in one chunk
// (@hm/build, splitChunks) and hoists them into one scope.
import { type BaseChartParts, registerChartParts } from '@hm/ui/chart';
import { GaugeChart, ScatterChart } from 'echarts/charts';
import type { GaugeSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type { ComposeOption } from 'echarts/core';

registerChartParts([GaugeChart, ScatterChart]);

/** An option of the charts the dashboards draw (type-checked against them). */
export type ChartOption = ComposeOption<BaseChartParts | GaugeSeriesOption | ScatterSeriesOption>;

export { EChart, type EChartProps } from '@hm/ui/chart';
