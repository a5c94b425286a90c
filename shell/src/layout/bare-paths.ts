/**
 * Pages shown in the bare public layout (spec §2): no top bar, drawer or footer. /ChungThuc is
 * opened from an invitation mail by staff who may have no account: only the vote form shows; so
 * is /TheBinhChon, opened from a printed ballot card's QR code.
 * @example isBarePath('/vi/ChungThuc') // true
 * @example isBarePath('/TheBinhChon') // true
 */
const BARE = [/^\/(vi\/)?chungthuc\/?$/i, /^\/(vi\/)?thebinhchon\/?$/i];

export const isBarePath = (pathname: string): boolean => BARE.some((re) => re.test(pathname));
