import type { TChange, TCompositeScore, TInterval, TItemScore } from '@hm/contract';
import { type Change, changeOf, type Estimate, type Interval, type ItemCounts, proportionChange, round1 } from '@hm/scoring';
import { type PatternCounts, compositeEstimateOf } from './composite-patterns.js';
import type { Counts } from './item-figures.js';
import type { PreviousScores } from './previous-version.js';
import type { DashboardComposite, SurveyStructure } from './survey-structure.js';

/**
 * The intervals and changes of the wire (docs/decisions/change-between-waves.md): computed by
 * @hm/scoring from unrounded figures, rounded here (points to one decimal, p to four).
 */

export const intervalWire = (i: Interval | null): TInterval | null => (i ? { low: round1(i.low)!, high: round1(i.high)! } : null);

export const changeWire = (c: Change | null): TChange | null =>
  c ? { change: round1(c.change)!, low: round1(c.low)!, high: round1(c.high)!, p: Math.round(c.p * 10_000) / 10_000, verdict: c.verdict } : null;

/** An item's previous percent positive and its change, from the previous version's counts of the same code. */
export function itemTrend(item: TItemScore, counts: ItemCounts | undefined, previous: PreviousScores | null): Pick<TItemScore, 'previous' | 'change'> {
  const before = previous?.items.get(item.ma_cauhoi);
  if (!counts || !before || before.n === 0) return { previous: null, change: null };
  return { previous: round1((100 * before.positive) / before.n), change: changeWire(proportionChange(counts, before)) };
}

/** Adds the previous figure and change to every item of a list. */
export const withItemTrends = (items: TItemScore[], counts: Counts, previous: PreviousScores | null): TItemScore[] =>
  items.map((i) => ({ ...i, ...itemTrend(i, counts.get(i.cauhoi_id), previous) }));

/** A composite's interval and change against the previous version (by composite code). */
export function compositeTrend(
  s: SurveyStructure,
  k: DashboardComposite,
  counts: Counts,
  patterns: PatternCounts,
  previous: PreviousScores | null,
): Pick<TCompositeScore, 'interval' | 'change'> & { estimate: Estimate | null } {
  const estimate = compositeEstimateOf(s, k, patterns, counts);
  const before = k.ma_composite ? previous?.estimates.get(k.ma_composite) : undefined;
  return { estimate, interval: intervalWire(estimate), change: estimate && before ? changeWire(changeOf(estimate, before)) : null };
}
