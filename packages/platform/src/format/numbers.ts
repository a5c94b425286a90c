import type { TLanguage } from '@hm/contract';

const locale = (lang: TLanguage) => (lang === 'vi' ? 'vi-VN' : 'en-US');

/** The sign of "no figure" (no valid answer); a suppressed group has its own text. */
export const NO_FIGURE = '—';

/**
 * A percentage as people read it (at most one decimal): '72,5 %' in Vietnamese, '72.5 %' in English.
 * @example formatPercent(72.5, 'vi') // '72,5 %'
 */
export function formatPercent(value: number | null | undefined, lang: TLanguage): string {
  if (value === null || value === undefined) return NO_FIGURE;
  return `${value.toLocaleString(locale(lang), { maximumFractionDigits: 1 })} %`;
}

/**
 * A count with the thousands separator of the language.
 * @example formatCount(1200, 'vi') // '1.200'
 */
export function formatCount(value: number | null | undefined, lang: TLanguage): string {
  if (value === null || value === undefined) return NO_FIGURE;
  return value.toLocaleString(locale(lang));
}
