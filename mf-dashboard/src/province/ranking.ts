import type { TProvinceHospital } from '@hm/contract';

/** A hospital's figure to rank on: a composite's score (by id), or the average when none is chosen. */
export function rankValue(h: TProvinceHospital, compositeId: number | null): number | null {
  if (h.suppressed) return null;
  if (compositeId === null) return h.average;
  return h.composites.find((c) => c.composite_id === compositeId)?.score ?? null;
}

/**
 * The hospitals with figures, best first (ties by name), then those without (suppressed or no
 * score), in the order given.
 * @example rankHospitals(rows, 12).map((r) => r.rank) // [1, 2, 2, null]
 */
export function rankHospitals(rows: readonly TProvinceHospital[], compositeId: number | null): { hospital: TProvinceHospital; value: number | null; rank: number | null }[] {
  const scored = rows
    .map((hospital) => ({ hospital, value: rankValue(hospital, compositeId) }))
    .filter((r): r is { hospital: TProvinceHospital; value: number } => r.value !== null)
    .sort((a, b) => b.value - a.value || a.hospital.name.localeCompare(b.hospital.name, 'vi'));
  const ranked = scored.map((r) => ({ ...r, rank: scored.findIndex((x) => x.value === r.value) + 1 }));
  const rest = rows.filter((h) => !scored.some((s) => s.hospital === h)).map((hospital) => ({ hospital, value: null, rank: null }));
  return [...ranked, ...rest];
}
