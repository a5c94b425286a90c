import type { TComboItem } from '@hm/contract';

/** The URL's name for the chosen hospital is the API's (`?hospitalId=`). */
export const HOSPITAL_PARAM = 'hospitalId';

/** A positive integer id from the query string, else null. */
export function toId(s: string | null): number | null {
  const n = s === null || s === '' ? NaN : Number(s);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * The hospital a page shows: the one asked for when in the caller's scope, else the caller's
 * home hospital, else the first of the list; null when the caller has none.
 * @example resolveHospital(null, [{ id: 1, name: 'A' }, { id: 2, name: 'B' }], 2) // 2
 */
export function resolveHospital(requested: number | null, hospitals: readonly TComboItem[], homeId: number | null): number | null {
  const has = (id: number | null) => id !== null && hospitals.some((h) => h.id === id);
  if (has(requested)) return requested;
  if (has(homeId)) return homeId;
  return hospitals[0]?.id ?? null;
}
