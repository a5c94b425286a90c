import type { TItemScores } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { benchmarkFor } from './benchmark.js';
import { itemScore } from './item-figures.js';
import type { ScoreRequest } from './score-request.js';
import { itemCounts } from './snapshot-figures.js';

/** ty-le-phan-hoi-tich-cuc-chi-tiet: percent positive / neutral / negative of every scored item, by part, with the benchmark set's item values. */
export async function itemScores(db: Kysely<DB>, r: ScoreRequest, benchmarkId?: number): Promise<TItemScores> {
  const benchmark = await benchmarkFor(db, r.scope.version.instrument_code, benchmarkId, r.language);
  if (!r.available) return { scope: r.wire, parts: [], benchmark: benchmark?.ref ?? null };
  const counts = (await itemCounts(db, r.snapshot!.snapshot_id, r.included, r.filter)).get(0) ?? new Map();
  const parts = r.structure.parts
    .map((p) => ({ phan_cauhoi_id: p.phan_cauhoi_id, ten: p.ten, items: p.questions.filter((q) => q.scored).map((q) => itemScore(q, counts, benchmark)) }))
    .filter((p) => p.items.length > 0);
  return { scope: r.wire, parts, benchmark: benchmark?.ref ?? null };
}
