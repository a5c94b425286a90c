// The one assembly of ECharts for the product's charts: the tree-shaken core (`echarts/core`)
// with the chart kinds and components every dashboard draws, not the full `echarts` entry
// (~185 KiB gzip more). Canvas renderer: a chart is one element however many bars and labels
// (the SVG renderer made ~1,700 DOM nodes of a dashboard, all drawn at load), the fastest on
// phones; its figures are read from the chart's table and accessible name. Named imports only:
// the `echarts/core` namespace object would keep all of its helpers (+4.5 KiB gzip).
//
// It only renders: the options, their type (`ChartOption`) and the palette are @hm/charts'.
//
// A remote needing more (line, gauge, scatter, dataset, title…) registers it in its own
// `src/charts/echarts.ts`, which re-exports `EChart` and is the only module that imports
// @hm/ui/chart: the build then keeps it with ECharts in one chunk and hoists the lot into one
// scope (@hm/build, splitChunks; each kind costs 1–7 KiB gzip, line 6.9).
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { dispose, getInstanceByDom, init, use as registerEchartsParts } from 'echarts/core';
import { LabelLayout } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';

registerEchartsParts([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, LabelLayout, CanvasRenderer]);

/**
 * Registers more chart kinds, components or features (ECharts' `use`), once, at import time.
 * @example registerChartParts([GaugeChart, ScatterChart]);
 */
export const registerChartParts: typeof registerEchartsParts = registerEchartsParts;

/** What the chart component needs of ECharts. */
export const echartsApi = { init, getInstanceByDom, dispose };
