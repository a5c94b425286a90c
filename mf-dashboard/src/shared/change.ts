import type { TChangeVerdict, TInterval, TLanguage } from '@hm/contract';
import { formatChangeInterval, formatInterval } from '@hm/charts';
import { formatPercent } from './format';

/**
 * How the dashboards write intervals and changes (docs/decisions/change-between-waves.md).
 * Points with at most one decimal in the language's notation.
 */

const localeOf = (lang: TLanguage) => (lang === 'en' ? 'en-US' : 'vi-VN');
// A 95% interval ('58–66') and a change with its interval ('+6,1 (1,2 đến 11)'): @hm/charts' (the PDFs write them the same way).
export { formatChangeInterval, formatInterval };

/**
 * A percent with its 95% interval: `62 % (58–66)`; the percent alone without an interval.
 * @example scoreWithInterval(62, { low: 58, high: 66 }, 'vi') // '62 % (58–66)'
 */
export const scoreWithInterval = (value: number | null | undefined, i: TInterval | null | undefined, lang: TLanguage): string =>
  i && value !== null && value !== undefined ? `${formatPercent(value, lang)} (${formatInterval(i, lang)})` : formatPercent(value, lang);

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
