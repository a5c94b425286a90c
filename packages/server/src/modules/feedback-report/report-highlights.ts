/** The strongest and weakest of a list by percent positive. */
export interface Ranked<T> {
  top: T[];
  bottom: T[];
}

/**
 * AHRQ's feedback reports name the composites with the highest percent positive as areas of
 * strength and those with the lowest as areas for improvement: here the 3 highest and the 3
 * lowest, or half of the scored ones each when there are fewer than 6, so that no composite is in
 * both lists. Without a score a composite is not ranked; ties are broken by name. `bottom` starts
 * with the lowest.
 * @example ranked(composites, (c) => c.score, (c) => c.name).top // the three highest
 */
export function ranked<T>(list: readonly T[], score: (t: T) => number | null, name: (t: T) => string, size = 3): Ranked<T> {
  const scored = list.filter((x) => score(x) !== null).sort((a, b) => score(b)! - score(a)! || name(a).localeCompare(name(b)));
  const k = Math.min(size, Math.floor(scored.length / 2));
  return { top: scored.slice(0, k), bottom: k === 0 ? [] : scored.slice(-k).reverse() };
}
