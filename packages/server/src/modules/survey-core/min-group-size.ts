import { PARAM } from '@hm/contract';
import { minGroupSize } from '@hm/scoring';
import type { Db } from '../../db/database.js';
import { parameterValue } from '../system-parameters/values.js';

/**
 * The minimum group size of a version: the largest of its hospitals' parameter (each default 5,
 * never below 3). One figure per version, whoever asks, so that two readers never see the same
 * group cut at two sizes and subtract one from the other. It is also the snapshot threshold N.
 * `running`: the version's hospitals, when the caller has them already.
 */
export async function versionMinGroupSize(db: Db, versionId: number, running?: readonly number[]): Promise<number> {
  const hospitals = new Set(running ?? (await versionHospitalIds(db, versionId)));
  // No hospital: the product-wide default (no hospital row has id 0).
  if (hospitals.size === 0) hospitals.add(0);
  let min = 0;
  for (const h of hospitals) min = Math.max(min, minGroupSize(await parameterValue(db, h, PARAM.minGroupSize)));
  return min;
}

async function versionHospitalIds(db: Db, versionId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('phien_ban_khao_sat as v')
    .leftJoin('phien_ban_benh_vien as pbv', 'pbv.phien_ban_id', 'v.phien_ban_id')
    .select(['v.hospital_id as owner', 'pbv.hospital_id'])
    .where('v.phien_ban_id', '=', versionId)
    .execute();
  return [...new Set(rows.flatMap((r) => [r.owner, r.hospital_id]).filter((h): h is number => h !== null))];
}
