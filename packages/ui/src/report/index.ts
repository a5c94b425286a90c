/**
 * @hm/ui/report: a report's result as the report viewer (mf-reports) and the definition's
 * preview (mf-catalogues) show it: the paged, sortable table with cells formatted for the
 * display language, and its chart (ECharts, tree-shaken, SVG). A separate entry (and share key):
 * ECharts is downloaded only by the pages that draw a report.
 */
export { ReportResult, type ReportResultProps, type ReportResultQuery, type ReportSort } from './ReportResult';
export { EChart, type EChartProps } from './echarts';
export { reportChart } from './report-chart';
export { formatReportCell, isNumericType } from './report-format';
export { ReportParamFields, missingParams, type ReportParamFieldsProps, type ReportParamKey } from './ReportParamFields';
