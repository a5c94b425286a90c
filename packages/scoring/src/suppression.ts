/**
 * Small-group suppression (DESIGN.md "Scoring"): no figure for a group with fewer respondents
 * than the minimum, and complementary suppression, so that a hidden group cannot be worked out
 * by subtracting the shown groups from a total.
 */

export const DEFAULT_MIN_GROUP_SIZE = 5;
export const LOWEST_MIN_GROUP_SIZE = 3;

/** The minimum group size from the system parameter: default 5, never below 3. */
export function minGroupSize(param: string | number | null | undefined): number {
  const n = typeof param === 'number' ? param : Number.parseInt(String(param ?? ''), 10);
  if (!Number.isFinite(n)) return DEFAULT_MIN_GROUP_SIZE;
  return Math.max(LOWEST_MIN_GROUP_SIZE, Math.trunc(n));
}

export interface Group<K> {
  key: K;
  /** Respondents in the group. */
  n: number;
}

/**
 * The groups of one partition (every respondent of the total in exactly one group, "not
 * answered" included) whose figures must be hidden:
 * - primary: 0 < n < min, and every group when the total itself is below the minimum;
 * - `alsoHidden`: groups hidden for another reason (e.g. a pooled group with a hidden part);
 * - complementary: while the hidden groups hold between 1 and min − 1 respondents together
 *   (total − shown groups would reveal them), the smallest shown group is hidden too.
 * Empty groups (n = 0) have no figure and are never counted.
 */
export function suppressPartition<K>(groups: readonly Group<K>[], min: number, alsoHidden: ReadonlySet<K> = new Set()): Set<K> {
  const live = groups.filter((g) => g.n > 0);
  const total = live.reduce((s, g) => s + g.n, 0);
  if (total < min) return new Set(live.map((g) => g.key));
  const hidden = new Set(live.filter((g) => g.n < min || alsoHidden.has(g.key)).map((g) => g.key));
  let hiddenN = live.filter((g) => hidden.has(g.key)).reduce((s, g) => s + g.n, 0);
  const shown = live.filter((g) => !hidden.has(g.key)).sort((a, b) => a.n - b.n);
  while (hiddenN > 0 && hiddenN < min && shown.length > 0) {
    const g = shown.shift()!;
    hidden.add(g.key);
    hiddenN += g.n;
  }
  return hidden;
}

/**
 * A pooled group (e.g. one unit across several hospitals) may be shown only if no hospital's
 * part of it is hidden in that hospital's own figures; otherwise subtracting the other hospitals'
 * shown figures from the pooled one would reveal the hidden part.
 */
export const pooledGroupShown = (parts: readonly { n: number; hidden: boolean }[]): boolean => parts.every((p) => p.n === 0 || !p.hidden);
