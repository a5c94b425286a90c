import type { TItemScores } from '@hm/contract';
import type { ItemCounts } from '@hm/scoring';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { benchmarkFor } from './benchmark.js';
import { withItemTrends } from './change-figures.js';
import { previousOfRequest } from './composite-scores.js';
import { itemScore } from './item-figures.js';
import type { ScoreRequest } from './score-request.js';
import { itemCounts } from './snapshot-figures.js';

/** ty-le-phan-hoi-tich-cuc-chi-tiet: percent positive / neutral / negative of every scored item, by part, with the benchmark set's item values, the 95% intervals and (one hospital) the change since its previous version. */
export async function itemScores(db: Kysely<DB>, r: ScoreRequest, benchmarkId?: number): Promise<TItemScores> {
  const benchmark = await benchmarkFor(db, r.scope.version.instrument_code, benchmarkId, r.language);
  if (!r.available) return { scope: r.wire, parts: [], benchmark: benchmark?.ref ?? null };
  const [all, previous] = await Promise.all([itemCounts(db, r.snapshot!.snapshot_id, r.included, r.filter), previousOfRequest(db, r)]);
  const counts = all.get(0) ?? new Map<number, ItemCounts>();
  const parts = r.structure.parts
    .map((p) => ({
      phan_cauhoi_id: p.phan_cauhoi_id,
      ten: p.ten,
      items: withItemTrends(
        p.questions.filter((q) => q.scored).map((q) => itemScore(q, counts, benchmark)),
        counts,
        previous,
      ),
    }))
    .filter((p) => p.items.length > 0);
  return { scope: r.wire, parts, benchmark: benchmark?.ref ?? null };
}
