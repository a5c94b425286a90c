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
