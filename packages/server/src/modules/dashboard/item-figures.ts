import type { TCompositeScore, TItemScore } from '@hm/contract';
import { compositeScore, emptyCounts, type ItemCounts, itemPercents, meanOf, round1, wilsonInterval } from '@hm/scoring';
import type { AppliedBenchmark } from './benchmark.js';
import { intervalWire } from './change-figures.js';
import type { DashboardComposite, DashboardQuestion, SurveyStructure } from './survey-structure.js';

/**
 * From summed item counts to the figures of the wire: item percentages, composites (mean of
 * their items' percent positive), part and overall averages. Unrounded inside, one decimal out.
 */

export type Counts = ReadonlyMap<number, ItemCounts>;

export const itemPositive = (counts: Counts, cauhoiId: number): number | null => itemPercents(counts.get(cauhoiId) ?? emptyCounts()).positive;

/** An item's figures, with the benchmark set's value of its code (when there is one). */
export function itemScore(q: DashboardQuestion, counts: Counts, benchmark: AppliedBenchmark | null = null): TItemScore {
  const c = counts.get(q.cauhoi_id) ?? emptyCounts();
  const p = itemPercents(c);
  return {
    cauhoi_id: q.cauhoi_id,
    ma_cauhoi: q.ma_cauhoi,
    ten_cauhoi: q.ten_cauhoi,
    phan_cauhoi_id: q.phan_cauhoi_id,
    reverse: q.reverse,
    n: c.n,
    n_dna: c.dna,
    positive: round1(p.positive),
    neutral: round1(p.neutral),
    negative: round1(p.negative),
    benchmark: benchmark?.items.get(q.ma_cauhoi) ?? null,
    interval: intervalWire(wilsonInterval(c.positive, c.n)),
    previous: null,
    change: null,
  };
}

/** A composite's score: the mean of its scored items' percent positive. */
export function compositeOf(s: SurveyStructure, k: DashboardComposite, counts: Counts): number | null {
  return compositeScore(k.cauhoi_ids.filter((id) => s.questions.get(id)?.scored).map((id) => itemPositive(counts, id)));
}

/** Composite scores by id (unrounded). */
export const compositeScores = (s: SurveyStructure, counts: Counts): Map<number, number | null> => new Map(s.composites.map((k) => [k.composite_id, compositeOf(s, k, counts)]));

/** The average percent positive: the mean of the composites. */
export const averageOfComposites = (scores: ReadonlyMap<number, number | null>): number | null => meanOf([...scores.values()]);

/** Parts with scored questions, with the mean of their items' percent positive. */
export function partAverages(s: SurveyStructure, counts: Counts): { phan_cauhoi_id: number; ten: string; average: number | null }[] {
  return s.parts
    .map((p) => ({ p, items: p.questions.filter((q) => q.scored) }))
    .filter(({ items }) => items.length > 0)
    .map(({ p, items }) => ({ phan_cauhoi_id: p.phan_cauhoi_id, ten: p.ten, average: round1(meanOf(items.map((q) => itemPositive(counts, q.cauhoi_id)))) }));
}

/** The wire composite, without its benchmark, interval and trend (added by the caller); its items with their benchmark and interval. */
export function compositeRow(s: SurveyStructure, k: DashboardComposite, counts: Counts, withItems: boolean, benchmark: AppliedBenchmark | null = null): TCompositeScore {
  return {
    composite_id: k.composite_id,
    ma_composite: k.ma_composite,
    name: k.name,
    score: round1(compositeOf(s, k, counts)),
    benchmark: null,
    benchmark_source: null,
    previous: null,
    previous_version: null,
    interval: null,
    change: null,
    items: withItems
      ? k.cauhoi_ids
          .map((id) => s.questions.get(id))
          .filter((q): q is DashboardQuestion => !!q?.scored)
          .map((q) => itemScore(q, counts, benchmark))
      : [],
  };
}
