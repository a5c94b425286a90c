/** Where the bar starts, so it is seen at once, and where it waits for the end. */
export const PROGRESS_START = 5;
export const PROGRESS_HOLD = 90;

/**
 * The bar's value after `elapsedMs` of an expected `durationMs`: from 5 % to 90 % linearly over
 * the duration, then held at 90 % until the work ends (then 100 %).
 * @example progressAt(2500, 5000) // 47.5
 */
export function progressAt(elapsedMs: number, durationMs: number): number {
  const share = durationMs > 0 ? Math.min(1, Math.max(0, elapsedMs / durationMs)) : 1;
  return PROGRESS_START + share * (PROGRESS_HOLD - PROGRESS_START);
}
