import type { TPage, TStatisticsRow } from '@hm/contract';
import type { z } from 'zod';
import type { ZStatisticsQuery } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Caller } from '../auth/caller.js';
import { likePattern } from '../catalogues/paging.js';
import { dashboardScope } from './scope.js';

/** thong-ke/{id}: the staff records of a version in scope, one row each (participation is not anonymous). */
export async function statistics(db: Kysely<DB>, caller: Caller, versionId: number, q: z.output<typeof ZStatisticsQuery>): Promise<TPage<TStatisticsRow>> {
  const scope = await dashboardScope(db, caller, versionId, q.hospital_id);
  let query = db
    .selectFrom('nhan_vien_khao_sat as r')
    .innerJoin('nhan_vien as nv', 'nv.nhan_vien_id', 'r.nhan_vien_id')
    .innerJoin('hospital as h', 'h.hospital_id', 'r.hospital_id')
    .leftJoin('phong_ban as pb', 'pb.phong_ban_id', 'r.phong_ban_id')
    .leftJoin('chuc_danh as cd', 'cd.chuc_danh_id', 'r.chuc_danh_id')
    .where('r.phien_ban_id', '=', versionId)
    .where('r.hospital_id', 'in', scope.hospitals.map((h) => h.hospital_id));
  if (q.status_khao_sat !== undefined) query = query.where('r.status_khao_sat', '=', q.status_khao_sat);
  if (q.keyword) {
    const k = likePattern(q.keyword);
    query = query.where((eb) => eb.or([eb('nv.ma_nhan_vien', 'ilike', k), eb('nv.ten_nhan_vien', 'ilike', k), eb('pb.ten_phong_ban', 'ilike', k), eb('cd.ten_chuc_danh', 'ilike', k)]));
  }
  const { total } = await query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const offset = (q.page - 1) * q.size;
  const rows = await query
    .select([
      'r.nhan_vien_khao_sat_id', 'r.hospital_id', 'h.name as hospital_name', 'nv.ma_nhan_vien', 'nv.ten_nhan_vien',
      'pb.ten_phong_ban as phong_ban', 'cd.ten_chuc_danh as chuc_danh', 'r.status_khao_sat', 'r.hop_le', 'r.ineligible',
    ])
    .orderBy('h.name')
    .orderBy('nv.ma_nhan_vien')
    .orderBy('r.nhan_vien_khao_sat_id')
    .limit(q.size)
    .offset(offset)
    .execute();
  return { data: rows.map((r, i) => ({ stt: offset + i + 1, ...r })), total, page: q.page, size: q.size };
}
