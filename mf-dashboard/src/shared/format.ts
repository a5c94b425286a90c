import { formatWire } from '@hm/contract';
import { formatCount, formatPercent, NO_FIGURE } from '@hm/platform';

// The number formats are @hm/platform's; the dashboards' own ones follow.
export { formatCount, formatPercent, NO_FIGURE };

// A change against the previous version and a share of a whole: @hm/charts' (the feedback report PDF writes them the same way).
export { formatChange as formatDelta, scoreChange as delta, share } from '@hm/charts';

// Wire times are @hm/contract's.
export { formatWire };

/**
 * A wire date alone: `DD/MM/YYYY`.
 * @example formatWireDate('2026-03-01 07:30:00') // '01/03/2026'
 */
export const formatWireDate = (s: string | null | undefined): string => formatWire(s).slice(0, 10);
