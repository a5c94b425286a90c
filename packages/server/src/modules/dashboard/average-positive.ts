import type { TAveragePositive, THospitalPositives } from '@hm/contract';
import { round1 } from '@hm/scoring';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { averageOfComposites, compositeScores, type Counts, partAverages } from './item-figures.js';
import type { ScoreRequest } from './score-request.js';
import { itemCounts } from './snapshot-figures.js';

export const POOLED_NAME = { vi: 'Tất cả bệnh viện', en: 'All hospitals' } as const;

/** The average percent positive (mean of the composites) and each part's mean of its items. */
export async function averagePositive(db: Kysely<DB>, r: ScoreRequest): Promise<TAveragePositive> {
  if (!r.available) return { scope: r.wire, average: null, parts: [] };
  const counts = (await itemCounts(db, r.snapshot!.snapshot_id, r.included, r.filter)).get(0) ?? new Map();
  return { scope: r.wire, average: round1(averageOfComposites(compositeScores(r.structure, counts))), parts: partAverages(r.structure, counts) };
}

/**
 * One row per hospital of the scope (hidden below the minimum, and complementary against the
 * pooled row), then the pooled row (hospital_id null).
 */
export async function averagePositiveByHospital(db: Kysely<DB>, r: ScoreRequest): Promise<THospitalPositives> {
  if (!r.pool) return { scope: r.wire, hospitals: [] };
  const pool = r.pool;
  const hidden = pool.hiddenHospitals(r.filter);
  const byHospital = await itemCounts(
    db,
    r.snapshot!.snapshot_id,
    r.scope.hospitals.map((h) => h.hospital_id).filter((h) => !hidden.has(h)),
    r.filter,
    'hospital_id',
  );
  const row = (hospital_id: number | null, name: string, shown: boolean, n: number, counts: Counts | undefined) => {
    if (!shown) return { hospital_id, name, n: null, suppressed: true, average: null, composites: [] };
    const scores = compositeScores(r.structure, counts ?? new Map());
    return {
      hospital_id,
      name,
      n,
      suppressed: false,
      average: round1(averageOfComposites(scores)),
      composites: r.structure.composites.map((k) => ({ composite_id: k.composite_id, ma_composite: k.ma_composite, score: round1(scores.get(k.composite_id) ?? null) })),
    };
  };
  const rows = r.scope.hospitals.map((h) =>
    row(h.hospital_id, h.name, !hidden.has(h.hospital_id), pool.hospitals.get(h.hospital_id)!.count(r.filter), byHospital.get(h.hospital_id)),
  );
  let pooledCounts: Counts | undefined;
  if (r.available) pooledCounts = (await itemCounts(db, r.snapshot!.snapshot_id, r.included, r.filter)).get(0);
  rows.push(row(null, POOLED_NAME[r.language], r.available, pool.pooled.count(r.filter), pooledCounts));
  return { scope: r.wire, hospitals: rows };
}
