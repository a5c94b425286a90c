import { type ReportChart, reportChartOption } from '@hm/charts';
import type { TLanguage, TReportData } from '@hm/contract';
import { formatReportCell, isNumericType } from './report-format';

/**
 * The chart of a page of a report's rows (@hm/charts' `reportChartOption`), its figures written
 * as the report's table writes them in the display language; null when there is nothing to draw.
 * `compact` (phones): narrower category labels.
 * @example reportChart(data, 'vi', 'Tỷ lệ phản hồi')?.option // { xAxis: { data: ['Khoa Nội', …] }, series: [{ type: 'bar', … }] }
 */
export const reportChart = (data: TReportData, lang: TLanguage, title: string, compact = false): ReportChart | null =>
  reportChartOption(data, { title, isNumeric: (c) => isNumericType(c.type), format: (c, v) => formatReportCell(v, c.type, lang) }, { compact });
