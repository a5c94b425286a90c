import { accountDept, ROLE_LEVEL, type TLinkableAccount, type TLinkableAccountQuery, type TPage } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { paged } from '../../../db/paging.js';
import { keywordMatches } from '../../../db/search.js';
import type { AnyDb, AnySelect, ResourceStore } from '../../../resources/resource-repository.js';
import { noFunctionBeyond } from '../../../access/escalation.js';
import { scopeIds } from '../../../access/scope.js';
import type { Caller } from '../../../access/caller.js';

/** A link with its account, group, department and the department's hospital (the link's). */
export const accountDeptSelect = (db: AnyDb): AnySelect =>
  db
    .selectFrom('tai_khoan_phong_ban as t')
    .innerJoin('tai_khoan as tk', 'tk.tai_khoan_id', 't.tai_khoan_id')
    .innerJoin('phan_quyen as pq', 'pq.phan_quyen_id', 'tk.phan_quyen_id')
    .innerJoin('phong_ban as pb', 'pb.phong_ban_id', 't.phong_ban_id')
    .innerJoin('hospital as h', 'h.hospital_id', 'pb.hospital_id')
    .select([
      't.tai_khoan_phong_ban_id',
      't.tai_khoan_id',
      'tk.ten_tai_khoan',
      'tk.display_name',
      'pq.ten_phan_quyen',
      't.phong_ban_id',
      'pb.ma_phong_ban',
      'pb.ten_phong_ban',
      'pb.hospital_id',
      'h.name as ten_benh_vien',
    ]);

/** Links are read in the hospitals of their departments. */
export const accountDeptStore: ResourceStore<typeof accountDept> = {
  def: accountDept,
  table: 'tai_khoan_phong_ban',
  select: accountDeptSelect,
  hospitalColumn: 'pb.hospital_id',
  search: ['tk.ten_tai_khoan', 'tk.display_name', 'pb.ten_phong_ban', 'pb.ma_phong_ban'],
  orderBy: ['tk.ten_tai_khoan', 'pb.ten_phong_ban'],
  filters: (q, query) => {
    if (query.taiKhoanId) q = q.where('t.tai_khoan_id', '=', query.taiKhoanId);
    if (query.phongBanId) q = q.where('t.phong_ban_id', '=', query.phongBanId);
    return q;
  },
};

/**
 * The accounts a caller may link departments to: staff-level accounts of the hospitals in scope
 * whose group holds no function the caller lacks (the rule of every account write,
 * access/escalation.ts), with how many departments each has.
 */
export async function linkableAccounts(db: Kysely<DB>, caller: Caller, query: TLinkableAccountQuery): Promise<TPage<TLinkableAccount>> {
  let q = db
    .selectFrom('tai_khoan as tk')
    .innerJoin('phan_quyen as pq', 'pq.phan_quyen_id', 'tk.phan_quyen_id')
    .innerJoin('hospital as h', 'h.hospital_id', 'tk.hospital_id')
    .select([
      'tk.tai_khoan_id',
      'tk.ten_tai_khoan',
      'tk.display_name',
      'pq.ten_phan_quyen',
      'h.hospital_id',
      'h.name as ten_benh_vien',
      sql<number>`(SELECT count(*) FROM tai_khoan_phong_ban tp WHERE tp.tai_khoan_id = tk.tai_khoan_id)::int`.as('so_phong_ban'),
    ])
    .where('pq.cap', '>=', ROLE_LEVEL.staff);
  const ids = scopeIds(caller, query.hospitalId);
  if (ids) q = q.where('tk.hospital_id', 'in', ids);
  q = q.where(noFunctionBeyond(caller, 'tk.phan_quyen_id'));
  if (query.keyword) {
    q = q.where(keywordMatches(['tk.ten_tai_khoan', 'tk.display_name'], query.keyword));
  }
  return paged(q, query, ['tk.ten_tai_khoan', 'tk.tai_khoan_id']);
}
