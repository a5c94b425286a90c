import { formatWire, type TLanguage } from '@hm/contract';
import { formatCount, formatPercent, NO_FIGURE } from '@hm/platform';

// The number formats are @hm/platform's; the dashboards' own ones follow.
export { formatCount, formatPercent, NO_FIGURE };

const locale = (lang: TLanguage) => (lang === 'vi' ? 'vi-VN' : 'en-US');

// A change against the previous version: @hm/charts' (the feedback report PDF writes it the same way).
export { formatChange as formatDelta, scoreChange as delta } from '@hm/charts';

// Wire times are @hm/contract's.
export { formatWire };

/**
 * A wire date alone: `DD/MM/YYYY`.
 * @example formatWireDate('2026-03-01 07:30:00') // '01/03/2026'
 */
export const formatWireDate = (s: string | null | undefined): string => formatWire(s).slice(0, 10);

/**
 * A share of a whole in percent, one decimal; null when the whole is 0.
 * @example share(1, 3) // 33.3
 */
export const share = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);
