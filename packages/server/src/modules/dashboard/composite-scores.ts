import type { TCompositeScore, TCompositeScores } from '@hm/contract';
import { type ItemCounts, round1 } from '@hm/scoring';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type AppliedBenchmark, benchmarkFor } from './benchmark.js';
import { compositeRow, type Counts } from './item-figures.js';
import { compositeTrend, withItemTrends } from './change-figures.js';
import { patternCounts, type PatternCounts } from './composite-patterns.js';
import { type PreviousScores, previousScores } from './previous-version.js';
import type { ScoreRequest } from './score-request.js';
import type { SurveyStructure } from './survey-structure.js';
import { itemCounts } from './snapshot-figures.js';

/**
 * The composites of a selection (get-composite-score; get-composite-data adds their items), each
 * with the benchmark set's value (the set asked for, else the version's default: `benchmarkFor`)
 * and, for one hospital, its score in that hospital's previous version of the instrument; the
 * 95% intervals and the change with its test (docs/decisions/change-between-waves.md).
 */
export async function compositeScoresOf(db: Kysely<DB>, r: ScoreRequest, withItems: boolean, benchmarkId?: number): Promise<TCompositeScores> {
  const benchmark = await benchmarkFor(db, r.scope.version.instrument_code, benchmarkId, r.language);
  return { scope: r.wire, composites: await compositeList(db, r, withItems, benchmark), benchmark: benchmark?.ref ?? null };
}

/** The previous version's figures of the selection: for one hospital only (not a pooled view). */
export async function previousOfRequest(db: Kysely<DB>, r: ScoreRequest): Promise<PreviousScores | null> {
  const single = !r.wire.pooled && r.included.length === 1 ? r.included[0]! : null;
  return single === null ? null : previousScores(db, r.scope.version, single, r.filter, r.scope.minGroupSize, r.language);
}

/** The composite rows of a selection (empty when there is no figure), each with its 95% interval and change. */
export async function compositeList(db: Kysely<DB>, r: ScoreRequest, withItems: boolean, benchmark: AppliedBenchmark | null): Promise<TCompositeScore[]> {
  if (!r.available) return [];
  const [all, patterns] = await Promise.all([itemCounts(db, r.snapshot!.snapshot_id, r.included, r.filter), patternCounts(db, r.snapshot!.snapshot_id, r.included, r.filter)]);
  return compositeRows(r.structure, all.get(0) ?? new Map<number, ItemCounts>(), patterns, withItems, benchmark, await previousOfRequest(db, r));
}

/** The composite rows of one selection's item counts and answer patterns (compositeList; the province view's hospitals). */
export function compositeRows(
  s: SurveyStructure,
  counts: Counts,
  patterns: PatternCounts,
  withItems: boolean,
  benchmark: AppliedBenchmark | null,
  previous: PreviousScores | null,
): TCompositeScore[] {
  return s.composites.map((k) => {
    const row = compositeRow(s, k, counts, withItems, benchmark);
    const value = k.ma_composite ? benchmark?.composites.get(k.ma_composite) : undefined;
    const before = previous && k.ma_composite ? previous.byCode.get(k.ma_composite) : undefined;
    const { interval, change } = compositeTrend(s, k, counts, patterns, previous);
    return {
      ...row,
      benchmark: value ?? null,
      benchmark_source: value === undefined ? null : benchmark!.ref.label,
      previous: before === undefined ? null : round1(before),
      previous_version: before === undefined || before === null ? null : previous!.version,
      interval,
      change,
      items: withItemTrends(row.items, counts, previous),
    };
  });
}
