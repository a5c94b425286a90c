/**
 * Item scoring (AHRQ; DESIGN.md "Scoring"): every scale is coded so that a higher code is the
 * more favourable answer before reverse wording, 9 = does not apply / don't know.
 */

/** The code for "does not apply / don't know": out of the denominator. */
export const DOES_NOT_APPLY = 9;

/** Scales scored as percent positive (4–5 positive, 3 neutral, 1–2 negative; reverse-worded items swapped). */
export const SCORED_SCALES: ReadonlySet<string> = new Set(['agreement', 'frequency', 'rating', 'grade']);
/** The overall grade / rating single-item measure: shown as a distribution with its positive share. */
export const GRADE_SCALES: ReadonlySet<string> = new Set(['rating', 'grade']);
/** The number of events reported: a distribution only. */
export const EVENTS_SCALE = 'events';
/** Working-time background questions (time in the hospital and unit, hours per week). */
export const WORKING_TIME_SCALES: ReadonlySet<string> = new Set(['tenure', 'hours']);

export type Class = 'positive' | 'neutral' | 'negative' | 'dna';

/** The class of one answer code, or null for a code outside 1–5 and 9 (ignored). */
export function classify(code: number, reverse: boolean): Class | null {
  if (code === DOES_NOT_APPLY) return 'dna';
  if (!Number.isInteger(code) || code < 1 || code > 5) return null;
  if (code === 3) return 'neutral';
  const favourable = code >= 4;
  return favourable !== reverse ? 'positive' : 'negative';
}

export interface ItemCounts {
  /** Valid answers 1–5 (the denominator). */
  n: number;
  /** Answers 9. */
  dna: number;
  positive: number;
  neutral: number;
  negative: number;
}

export const emptyCounts = (): ItemCounts => ({ n: 0, dna: 0, positive: 0, neutral: 0, negative: 0 });

/** Counts of one item's answers; missing answers (null/undefined) and other codes are left out. */
export function itemCounts(codes: Iterable<number | null | undefined>, reverse: boolean): ItemCounts {
  const c = emptyCounts();
  for (const code of codes) {
    if (code === null || code === undefined) continue;
    const k = classify(code, reverse);
    if (k === 'dna') c.dna++;
    else if (k) {
      c.n++;
      c[k]++;
    }
  }
  return c;
}

/** Adds counts (pooling groups is adding their counts, never averaging their percentages). */
export function addCounts(a: ItemCounts, b: ItemCounts): ItemCounts {
  return { n: a.n + b.n, dna: a.dna + b.dna, positive: a.positive + b.positive, neutral: a.neutral + b.neutral, negative: a.negative + b.negative };
}

/** part / whole in percent, unrounded; null when the whole is 0. */
export const percent = (part: number, whole: number): number | null => (whole > 0 ? (100 * part) / whole : null);

export interface ItemPercents {
  positive: number | null;
  neutral: number | null;
  negative: number | null;
}

export const itemPercents = (c: ItemCounts): ItemPercents => ({
  positive: percent(c.positive, c.n),
  neutral: percent(c.neutral, c.n),
  negative: percent(c.negative, c.n),
});

/** Composite = unweighted mean of its items' percent positive (items with no valid answer left out). */
export function compositeScore(itemPositives: readonly (number | null)[]): number | null {
  const xs = itemPositives.filter((x): x is number => x !== null);
  return xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : null;
}

/** Mean of figures that exist (the average of the composites, of a part's items). */
export const meanOf = compositeScore;

/** Rounds a percentage for the wire: one decimal. */
export const round1 = (x: number | null): number | null => (x === null ? null : Math.round(x * 10) / 10);
