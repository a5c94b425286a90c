/**
 * The product's charts as ECharts options, framework-free: the option builders, the palette
 * and the one `ChartOption` type. mf-dashboard and the report results render them in the
 * browser (@hm/ui/chart only renders) and the server renders the same options to SVG for the
 * feedback report PDF, so the report's charts are the dashboards' charts.
 */
export type { ChartLayout, ChartNumbers, ChartOption } from './option.js';
export { asList, categoryAxis, grid, type ItemParams, legend, tooltip, uprightLabels, valueAxis } from './chart-parts.js';
export { COLORS, GRADE_COLORS, gradeColor, SERIES, seriesColor } from './palette.js';
export { formatChange, formatChangeInterval, formatInterval, scoreChange } from './change.js';
export { compositeScoreHeight, compositeScoreOption, type CompositeScoreTexts } from './composite-scores.js';
export { type PositiveShare, positiveStackedHeight, positiveStackedOption, type PositiveStackedTexts, SHARES } from './positive-stacked.js';
export { distributionHeight, distributionOption, distributionText, type DistributionTexts } from './distribution.js';
export { type ReportChart, reportChartOption, type ReportChartTexts } from './report-chart.js';
export { barChartHeight, barChartOption, type BarCategory, barHidden, type BarLayout, type BarSeries, type BarTexts } from './bars.js';
export { pieChartOption, type PieSlice, share, sliceText } from './pie.js';
export { responseRateOption, type ResponseRateTexts } from './response-rate.js';
export { POSITIVE_SCALE, positiveScaleColor } from './positive-scale.js';
