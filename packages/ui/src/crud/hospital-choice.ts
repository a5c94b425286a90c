import type { TComboItem } from '@hm/contract';

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
