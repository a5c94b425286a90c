/**
 * Pages shown in the bare public layout (spec §2): no top bar, drawer or footer. /ChungThuc is
 * opened from an invitation mail by staff who may have no account: only the vote form shows.
 * @example isBarePath('/vi/ChungThuc') // true
 */
const BARE = [/^\/(vi\/)?chungthuc\/?$/i];

export const isBarePath = (pathname: string): boolean => BARE.some((re) => re.test(pathname));
