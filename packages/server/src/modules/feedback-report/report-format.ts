import { formatChange, formatChangeInterval, formatInterval, scoreChange } from '@hm/charts';
import { formatWire, type TChange, type TInterval, toWireTime } from '@hm/contract';
import type { ReportFormat } from './report-charts.js';

const locale = (lang: 'vi' | 'en') => (lang === 'vi' ? 'vi-VN' : 'en-US');
const NO_FIGURE = '—';

/**
 * The report's number and date formats, written as the dashboards write them (@hm/platform's
 * formatPercent / formatCount: '72,5 %' and '1.200' in Vietnamese, '72.5 %' and '1,200' in English).
 */
export function reportFormat(lang: 'vi' | 'en'): ReportFormat & {
  date: (d: Date) => string;
  dateTime: (d: Date) => string;
  wire: (s: string) => string;
  pctCi: (v: number | null | undefined, i: TInterval | null | undefined) => string;
  changeCi: (c: TChange, to: string) => string;
} {
  const dateTime = (d: Date) => formatWire(toWireTime(d));
  const pct = (v: number | null | undefined) => (v === null || v === undefined ? NO_FIGURE : `${v.toLocaleString(locale(lang), { maximumFractionDigits: 1 })} %`);
  return {
    lang,
    pct,
    /** A percent with its 95% interval, as the dashboards write it: '62 % (58–66)'; the percent alone without one. */
    pctCi: (v, i) => (i && v !== null && v !== undefined ? `${pct(v)} (${formatInterval(i, lang)})` : pct(v)),
    /** A change with its 95% interval: '+6,1 (1,2 đến 11)'. */
    changeCi: (c, to) => formatChangeInterval(c, lang, to),
    count: (v) => (v === null || v === undefined ? NO_FIGURE : v.toLocaleString(locale(lang))),
    change: (c) => formatChange(scoreChange(c.score, c.previous), lang),
    date: (d) => dateTime(d).slice(0, 10),
    dateTime,
    /** A wire time ('YYYY-MM-DD HH:mm:ss', Vietnamese time) as DD/MM/YYYY HH:mm. */
    wire: formatWire,
  };
}
