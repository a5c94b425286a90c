import type { TLanguage } from '@hm/contract';

const locale = (lang: TLanguage) => (lang === 'vi' ? 'vi-VN' : 'en-US');

/**
 * A count with the thousands separator of the language.
 * @example formatCount(1200, 'vi') // '1.200'
 */
export const formatCount = (value: number, lang: TLanguage): string => value.toLocaleString(locale(lang));

/**
 * A share as people read it (at most one decimal): '72,5 %' in Vietnamese, '72.5 %' in English.
 * @example formatPercent(72.5, 'vi') // '72,5 %'
 */
export const formatPercent = (value: number, lang: TLanguage): string => `${value.toLocaleString(locale(lang), { maximumFractionDigits: 1 })} %`;

/**
 * How much of a whole is done, rounded down to one decimal so that 100 % means all of it.
 * @example progressPercent(199, 200) // 99.5
 */
export const progressPercent = (done: number, total: number): number => (total > 0 ? Math.floor((done * 1000) / total) / 10 : 0);
