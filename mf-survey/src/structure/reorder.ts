/**
 * The ids in their new order after moving `id` one place up (-1) or down (+1); null when it
 * cannot move (first up, last down, unknown). The reorder calls want every id once.
 * @example moveId([1, 2, 3], 3, -1) // [1, 3, 2]
 */
export function moveId(ids: readonly number[], id: number, delta: -1 | 1): number[] | null {
  const i = ids.indexOf(id);
  const j = i + delta;
  if (i < 0 || j < 0 || j >= ids.length) return null;
  const out = [...ids];
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}
