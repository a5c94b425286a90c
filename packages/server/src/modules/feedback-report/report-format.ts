import { formatChange, scoreChange } from '@hm/charts';
import { toWireTime } from '@hm/contract';
import type { ReportFormat } from './report-charts.js';

const locale = (lang: 'vi' | 'en') => (lang === 'vi' ? 'vi-VN' : 'en-US');
const NO_FIGURE = '—';

/**
 * The report's number and date formats, written as the dashboards write them (@hm/platform's
 * formatPercent / formatCount: '72,5 %' and '1.200' in Vietnamese, '72.5 %' and '1,200' in English).
 */
export function reportFormat(lang: 'vi' | 'en'): ReportFormat & { date: (d: Date) => string; dateTime: (d: Date) => string; wire: (s: string) => string } {
  const wire = (d: Date) => /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})/.exec(toWireTime(d))!;
  return {
    lang,
    pct: (v) => (v === null || v === undefined ? NO_FIGURE : `${v.toLocaleString(locale(lang), { maximumFractionDigits: 1 })} %`),
    count: (v) => (v === null || v === undefined ? NO_FIGURE : v.toLocaleString(locale(lang))),
    change: (c) => formatChange(scoreChange(c.score, c.previous), lang),
    date: (d) => {
      const m = wire(d);
      return `${m[3]}/${m[2]}/${m[1]}`;
    },
    dateTime: (d) => {
      const m = wire(d);
      return `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}`;
    },
    /** A wire time ('YYYY-MM-DD HH:mm:ss', Vietnamese time) as DD/MM/YYYY HH:mm. */
    wire: (s) => {
      const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})/.exec(s);
      return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}` : s;
    },
  };
}
