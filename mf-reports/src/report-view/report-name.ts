import type { TReport } from '@hm/contract';

/**
 * A report's name in the display language (the English one when it has one).
 * @example reportName(report, 'en') // 'Response rate by department'
 */
export const reportName = (r: Pick<TReport, 'ten_report' | 'ten_report_english'>, lang: string): string =>
  lang === 'en' && r.ten_report_english ? r.ten_report_english : r.ten_report;
