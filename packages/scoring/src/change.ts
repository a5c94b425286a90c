import { errorFunction } from 'simple-statistics';
import type { ItemCounts } from './items.js';

/**
 * Honest figures and honest change (docs/methodology.md "Intervals and change";
 * docs/decisions/change-between-waves.md): the 95% interval of a percent positive, and whether
 * a change between two independent samples (two waves, or a unit and the rest of its hospital)
 * is clear. All figures in percent points, unrounded.
 *  - an item's percent positive: Wilson (1927) score interval, which stays inside 0–100 and keeps
 *    its coverage for the small groups a unit often is (Wald gives "100 % (100–100)" at 5/5);
 *  - a composite's percent positive (the mean of its items' percent positive): the delta method
 *    over respondents (each respondent a cluster of answers; Cochran 1977, §6.4 ratio estimator):
 *    Wald interval `score ± 1.96·se`, clipped to 0–100;
 *  - a change: the difference of two independent estimates with `se = √(se₁² + se₂²)` (for an
 *    item, the unpooled Wald standard error of two proportions), its Wald interval and the
 *    two-sided z test from the same standard error, so that "the interval excludes 0" and
 *    "p < 0.05" are one statement;
 *  - the verdict: an improvement or a decline only when the change is at least 5 points (the
 *    AHRQ SOPS database reports' threshold for a meaningful change) and its interval excludes 0.
 */

/** The 97.5% quantile of the standard normal distribution (two-sided 95%). */
export const Z95 = 1.959963984540054;

/** AHRQ's threshold of a meaningful change in percent positive, in points. */
export const CLEAR_CHANGE_POINTS = 5;

export interface Interval {
  low: number;
  high: number;
}

/** A percent positive with its standard error and 95% interval. */
export interface Estimate extends Interval {
  value: number;
  /** Standard error in points (for the delta method; the Wilson interval is not value ± z·se). */
  se: number;
}

export type Verdict = 'improvement' | 'decline' | 'no_clear_change';

/** A change (after − before) with its 95% interval, two-sided p-value and verdict. */
export interface Change extends Interval {
  change: number;
  p: number;
  verdict: Verdict;
}

/**
 * Two-sided p-value of a standard normal statistic: P(|Z| ≥ |z|) = erfc(|z|/√2), with
 * simple-statistics' error function (fractional error below 1.2e-7).
 */
export const twoSidedP = (z: number): number => Math.min(1, Math.max(0, 1 - errorFunction(Math.abs(z) / Math.SQRT2)));

/**
 * The verdict of a change: a clear improvement or decline needs |change| ≥ 5 points and a 95%
 * interval that excludes 0.
 * @example verdictOf({ change: 6.1, low: 1.2, high: 11 }) // 'improvement'
 */
export function verdictOf(c: { change: number } & Interval): Verdict {
  const excludesZero = c.low > 0 || c.high < 0;
  if (!excludesZero || Math.abs(c.change) < CLEAR_CHANGE_POINTS) return 'no_clear_change';
  return c.change > 0 ? 'improvement' : 'decline';
}

/**
 * The 95% Wilson score interval of a proportion `positive / n`, in percent; null when n = 0.
 * @example wilsonInterval(8, 10) // { value: 80, low: 49.0, high: 94.3, se: 12.6 }
 */
export function wilsonInterval(positive: number, n: number, z = Z95): Estimate | null {
  if (n <= 0) return null;
  const p = positive / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { value: 100 * p, se: 100 * Math.sqrt((p * (1 - p)) / n), low: 100 * Math.max(0, centre - half), high: 100 * Math.min(1, centre + half) };
}

/** A change from two independent estimates' values and standard errors (points). */
export function changeOf(after: { value: number; se: number }, before: { value: number; se: number }, z = Z95): Change {
  const change = after.value - before.value;
  const se = Math.sqrt(after.se * after.se + before.se * before.se);
  const low = change - z * se;
  const high = change + z * se;
  const p = se > 0 ? twoSidedP(change / se) : change === 0 ? 1 : 0;
  return { change, low, high, p, verdict: verdictOf({ change, low, high }) };
}

/**
 * The change of an item's percent positive between two independent samples: difference of two
 * proportions, unpooled Wald standard error `√(p₁(1−p₁)/n₁ + p₂(1−p₂)/n₂)`; null when either has
 * no valid answer.
 * @example proportionChange({ positive: 60, n: 100 }, { positive: 50, n: 100 }) // change 10, 95% −3.7 to 23.7, p 0.152
 */
export function proportionChange(after: Pick<ItemCounts, 'positive' | 'n'>, before: Pick<ItemCounts, 'positive' | 'n'>, z = Z95): Change | null {
  const a = wilsonInterval(after.positive, after.n);
  const b = wilsonInterval(before.positive, before.n);
  return a && b ? changeOf(a, b, z) : null;
}

/**
 * Respondent-level data of one composite in one group, as few numbers as it takes: how many
 * respondents gave each answer pattern over the composite's K scored items (in ascending
 * question id). A pattern is `Σₖ stateₖ·3ᵏ` with state 0 = no valid answer (missing or 9),
 * 1 = a valid answer that is not positive, 2 = positive. Respondents with pattern 0 are left out
 * (they add nothing to any item). Patterns of disjoint groups add up.
 */
export interface CompositePatterns {
  /** K: the composite's scored items. */
  items: number;
  /** Respondents per pattern. */
  patterns: ReadonlyMap<number, number>;
}

/** The state of item k (0 none, 1 answered, 2 positive) in a pattern. */
export const patternState = (pattern: number, k: number): number => Math.floor(pattern / 3 ** k) % 3;

/** The pattern of one respondent from its item states (0 none, 1 answered, 2 positive), item 0 first. */
export const patternOf = (states: readonly number[]): number => states.reduce((s, x, k) => s + x * 3 ** k, 0);

/** Adds (sign 1) or subtracts (sign −1) the patterns of two groups of the same composite. */
export function combinePatterns(a: CompositePatterns, b: CompositePatterns, sign: 1 | -1 = 1): CompositePatterns {
  const out = new Map(a.patterns);
  for (const [k, n] of b.patterns) out.set(k, (out.get(k) ?? 0) + sign * n);
  for (const [k, n] of out) if (n === 0) out.delete(k);
  return { items: a.items, patterns: out };
}

/**
 * The composite's percent positive with its delta-method standard error and 95% interval.
 * With Yₖ positive and Nₖ valid answers of item k over the respondents i (yᵢₖ, nᵢₖ ∈ {0,1}),
 * Pₖ = Yₖ/Nₖ and the K' items with Nₖ > 0, the composite is C = (1/K') Σₖ Pₖ. Its linearised
 * value per respondent is zᵢ = (1/K') Σₖ (yᵢₖ − Pₖ·nᵢₖ)/Nₖ (Σᵢ zᵢ = 0), and with m respondents
 * (clusters) Var(C) ≈ m/(m−1) · Σᵢ zᵢ²: the ratio estimator's variance of Cochran (1977, eq.
 * 6.13, no finite population correction) summed over the items with their covariances, since
 * one respondent answers all of them. Null when no item has an answer; se 0 with one respondent.
 * @example compositeEstimate({ items: 2, patterns: new Map([[8, 3], [4, 1]]) }) // both items 3/4 positive: value 75
 */
export function compositeEstimate(c: CompositePatterns, z = Z95): Estimate | null {
  const Y = new Array<number>(c.items).fill(0);
  const N = new Array<number>(c.items).fill(0);
  let m = 0;
  for (const [pattern, count] of c.patterns) {
    if (pattern === 0 || count <= 0) continue;
    m += count;
    for (let k = 0; k < c.items; k++) {
      const s = patternState(pattern, k);
      if (s > 0) N[k] = N[k]! + count;
      if (s === 2) Y[k] = Y[k]! + count;
    }
  }
  const used = [...N.keys()].filter((k) => N[k]! > 0);
  if (used.length === 0) return null;
  const K = used.length;
  const P = (k: number) => Y[k]! / N[k]!;
  const value = used.reduce((s, k) => s + P(k), 0) / K;
  let sumZ2 = 0;
  for (const [pattern, count] of c.patterns) {
    if (pattern === 0 || count <= 0) continue;
    let zi = 0;
    for (const k of used) {
      const s = patternState(pattern, k);
      zi += ((s === 2 ? 1 : 0) - P(k) * (s > 0 ? 1 : 0)) / N[k]!;
    }
    zi /= K;
    sumZ2 += count * zi * zi;
  }
  const se = m > 1 ? Math.sqrt((m / (m - 1)) * sumZ2) : 0;
  return { value: 100 * value, se: 100 * se, low: Math.max(0, 100 * (value - z * se)), high: Math.min(100, 100 * (value + z * se)) };
}

/**
 * The change of a composite between two independent samples (two waves): the difference of
 * their delta-method estimates, `se = √(se₁² + se₂²)`; null when either has no answer.
 */
export function compositeChange(after: CompositePatterns, before: CompositePatterns, z = Z95): Change | null {
  const a = compositeEstimate(after, z);
  const b = compositeEstimate(before, z);
  return a && b ? changeOf(a, b, z) : null;
}

/**
 * A unit against its hospital. The unit is part of the hospital, so the two are not independent
 * samples: the unit is compared with the rest of its hospital (hospital − unit, disjoint and
 * independent of the unit). For one item, unit − hospital = (1 − w)·(unit − rest) with w the
 * unit's share of the answers, so the test of unit against rest is the test of unit against
 * hospital with the overlap taken into account; the change reported is unit − rest. Null when
 * the rest is empty. The caller hides it when the rest is below the minimum group size (it
 * would show a group that small).
 */
export function itemAgainstRest(unit: Pick<ItemCounts, 'positive' | 'n'>, hospital: Pick<ItemCounts, 'positive' | 'n'>, z = Z95): Change | null {
  return proportionChange(unit, { positive: hospital.positive - unit.positive, n: hospital.n - unit.n }, z);
}

/** A composite of a unit against the rest of its hospital (see itemAgainstRest). */
export function compositeAgainstRest(unit: CompositePatterns, hospital: CompositePatterns, z = Z95): Change | null {
  return compositeChange(unit, combinePatterns(hospital, unit, -1), z);
}
