import type { TLanguage } from '@hm/contract';

const locale = (lang: TLanguage) => (lang === 'vi' ? 'vi-VN' : 'en-US');

/**
 * Score − previous, in points (one decimal); null when either is missing.
 * @example scoreChange(72.5, 69.3) // 3.2
 */
export const scoreChange = (score: number | null, previous: number | null): number | null =>
  score === null || previous === null ? null : Math.round((score - previous) * 10) / 10;

/**
 * A change in percentage points with its sign, e.g. against the previous version; '—' without one.
 * @example formatChange(3.24, 'vi') // '+3,2'
 */
export function formatChange(delta: number | null, lang: TLanguage): string {
  if (delta === null) return '—';
  const abs = Math.abs(delta).toLocaleString(locale(lang), { maximumFractionDigits: 1 });
  return Math.abs(delta) < 0.05 ? '±0' : `${delta > 0 ? '+' : '−'}${abs}`;
}

// A negative figure takes the minus sign (U+2212), as formatChange writes it.
const points = (v: number, lang: TLanguage) => v.toLocaleString(locale(lang), { maximumFractionDigits: 1 }).replace(/^-/, '−');

/**
 * A 95% interval of a percent (bounds in points, one decimal): `58–66`; '' without one. The
 * dashboards and the PDFs write intervals this way (docs/decisions/change-between-waves.md).
 * @example formatInterval({ low: 58.2, high: 66 }, 'vi') // '58,2–66'
 */
export const formatInterval = (i: { low: number; high: number } | null | undefined, lang: TLanguage): string => (i ? `${points(i.low, lang)}–${points(i.high, lang)}` : '');

/**
 * A change with its 95% interval: `+6,1 (1,2 đến 11)`; '—' without one. `to` is the language's word ('đến', 'to').
 * @example formatChangeInterval({ change: 6.1, low: 1.2, high: 11 }, 'vi', 'đến') // '+6,1 (1,2 đến 11)'
 */
export const formatChangeInterval = (c: { change: number; low: number; high: number } | null | undefined, lang: TLanguage, to: string): string =>
  c ? `${formatChange(c.change, lang)} (${points(c.low, lang)} ${to} ${points(c.high, lang)})` : '—';
