import type { TLanguage, TReportColumnType } from '@hm/contract';
import { formatCount, formatPercent, NO_FIGURE } from '@hm/platform';

const locale = (lang: TLanguage) => (lang === 'vi' ? 'vi-VN' : 'en-US');
const DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const TIME = /^\d{4}-\d{2}-\d{2}[ T](\d{2}):(\d{2})/;

/** Whether a column holds numbers (aligned right, charted, aggregated by sum/avg). */
export const isNumericType = (type: TReportColumnType): boolean => type === 'int' || type === 'number' || type === 'percent';

/**
 * A report cell as people read it in the display language: counts with the thousands
 * separator, percentages with at most one decimal ('62,5 %'), numbers with at most two, dates
 * as DD/MM/YYYY (and HH:mm); no value is '—' in a numeric column and empty in a text one.
 * @example formatReportCell(62.5, 'percent', 'vi') // '62,5 %'
 * @example formatReportCell('2025-03-01 07:30:00', 'datetime', 'vi') // '01/03/2025 07:30'
 */
export function formatReportCell(value: string | number | null | undefined, type: TReportColumnType, lang: TLanguage): string {
  if (value === null || value === undefined || value === '') return type === 'text' ? '' : NO_FIGURE;
  if (typeof value === 'number') {
    if (type === 'percent') return formatPercent(value, lang);
    if (type === 'int') return formatCount(value, lang);
    if (type === 'number') return value.toLocaleString(locale(lang), { maximumFractionDigits: 2 });
    return String(value);
  }
  if (type === 'date' || type === 'datetime') {
    const d = DATE.exec(value);
    if (!d) return value;
    const t = type === 'datetime' ? TIME.exec(value) : null;
    return `${d[3]}/${d[2]}/${d[1]}${t ? ` ${t[1]}:${t[2]}` : ''}`;
  }
  return value;
}
