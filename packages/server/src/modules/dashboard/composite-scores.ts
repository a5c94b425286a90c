import type { TCompositeScore, TCompositeScores } from '@hm/contract';
import { benchmarkOf, round1 } from '@hm/scoring';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { compositeRow } from './item-figures.js';
import { previousScores } from './previous-version.js';
import type { ScoreRequest } from './score-request.js';
import { itemCounts } from './snapshot-figures.js';

/**
 * The composites of a selection (get-composite-score; get-composite-data adds their items), each
 * with the AHRQ database average of its instrument and, for one hospital, its score in that
 * hospital's previous version of the instrument.
 */
export async function compositeScoresOf(db: Kysely<DB>, r: ScoreRequest, withItems: boolean): Promise<TCompositeScores> {
  return { scope: r.wire, composites: await compositeList(db, r, withItems) };
}

/** The composite rows of a selection (empty when there is no figure). */
export async function compositeList(db: Kysely<DB>, r: ScoreRequest, withItems: boolean): Promise<TCompositeScore[]> {
  if (!r.available) return [];
  const counts = (await itemCounts(db, r.snapshot!.snapshot_id, r.included, r.filter)).get(0) ?? new Map();
  const single = !r.wire.pooled && r.included.length === 1 ? r.included[0]! : null;
  const previous = single === null ? null : await previousScores(db, r.scope.version, single, r.filter, r.scope.minGroupSize, r.language);
  return r.structure.composites.map((k) => {
    const row = compositeRow(r.structure, k, counts, withItems);
    const b = k.ma_composite ? benchmarkOf(r.scope.version.instrument_code, k.ma_composite) : null;
    const before = previous && k.ma_composite ? previous.byCode.get(k.ma_composite) : undefined;
    return {
      ...row,
      benchmark: b?.value ?? null,
      benchmark_source: b?.source ?? null,
      previous: before === undefined ? null : round1(before),
      previous_version: before === undefined || before === null ? null : previous!.version,
    };
  });
}
