import type { TChange, TChangeVerdict, TInterval, TLanguage } from '@hm/contract';
import { formatDelta, formatPercent } from './format';

/**
 * How the dashboards write intervals and changes (docs/decisions/change-between-waves.md).
 * Points with at most one decimal in the language's notation.
 */

const localeOf = (lang: TLanguage) => (lang === 'en' ? 'en-US' : 'vi-VN');
// A negative figure takes the minus sign (U+2212), as formatDelta writes it.
const points = (v: number, lang: TLanguage) => v.toLocaleString(localeOf(lang), { maximumFractionDigits: 1 }).replace(/^-/, '−');

/**
 * A 95% interval of a percent: `58–66`; empty without one.
 * @example formatInterval({ low: 58.2, high: 66 }, 'vi') // '58,2–66'
 */
export const formatInterval = (i: TInterval | null | undefined, lang: TLanguage): string => (i ? `${points(i.low, lang)}–${points(i.high, lang)}` : '');

/**
 * A percent with its 95% interval: `62 % (58–66)`; the percent alone without an interval.
 * @example scoreWithInterval(62, { low: 58, high: 66 }, 'vi') // '62 % (58–66)'
 */
export const scoreWithInterval = (value: number | null | undefined, i: TInterval | null | undefined, lang: TLanguage): string =>
  i && value !== null && value !== undefined ? `${formatPercent(value, lang)} (${formatInterval(i, lang)})` : formatPercent(value, lang);

/**
 * A change with its 95% interval: `+6,1 (1,2 đến 11)`; '—' without one.
 * @example formatChangeInterval({ change: 6.1, low: 1.2, high: 11, p: 0.01, verdict: 'improvement' }, 'vi', 'đến') // '+6,1 (1,2 đến 11)'
 */
export const formatChangeInterval = (c: TChange | null | undefined, lang: TLanguage, to: string): string =>
  c ? `${formatDelta(c.change, lang)} (${points(c.low, lang)} ${to} ${points(c.high, lang)})` : '—';

/**
 * A p-value: three decimals, `< 0,001` below.
 * @example formatP(0.0312, 'vi') // '0,031'
 */
export function formatP(p: number | null | undefined, lang: TLanguage): string {
  if (p === null || p === undefined) return '—';
  const three = (v: number) => v.toLocaleString(localeOf(lang), { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  return p < 0.001 ? `< ${three(0.001)}` : three(p);
}

/** The icon of a verdict (beside its text, never alone). */
export const VERDICT_ICON: Record<TChangeVerdict, string> = { improvement: 'pi pi-arrow-up', decline: 'pi pi-arrow-down', no_clear_change: 'pi pi-minus' };
