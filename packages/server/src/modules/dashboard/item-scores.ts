import type { TItemScores } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { itemScore } from './item-figures.js';
import type { ScoreRequest } from './score-request.js';
import { itemCounts } from './snapshot-figures.js';

/** ty-le-phan-hoi-tich-cuc-chi-tiet: percent positive / neutral / negative of every scored item, by part. */
export async function itemScores(db: Kysely<DB>, r: ScoreRequest): Promise<TItemScores> {
  if (!r.available) return { scope: r.wire, parts: [] };
  const counts = (await itemCounts(db, r.snapshot!.snapshot_id, r.included, r.filter)).get(0) ?? new Map();
  const parts = r.structure.parts
    .map((p) => ({ phan_cauhoi_id: p.phan_cauhoi_id, ten: p.ten, items: p.questions.filter((q) => q.scored).map((q) => itemScore(q, counts)) }))
    .filter((p) => p.items.length > 0);
  return { scope: r.wire, parts };
}
