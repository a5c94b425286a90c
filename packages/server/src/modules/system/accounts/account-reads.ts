import type { TAccount, TAccountListQuery, TComboItem, TPage } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { paged } from '../../../db/paging.js';
import { keywordMatches } from '../../../db/search.js';
import { NotFoundError } from '../../../errors/app-errors.js';
import { scopeIds } from '../../../access/scope.js';
import type { Caller } from '../../../access/caller.js';

/** Accounts with their group, hospital, staff member and other hospitals; never the password hash. */
export const accountSelect = (db: Kysely<DB>) =>
  db
    .selectFrom('tai_khoan as tk')
    .innerJoin('phan_quyen as pq', 'pq.phan_quyen_id', 'tk.phan_quyen_id')
    .leftJoin('hospital as h', 'h.hospital_id', 'tk.hospital_id')
    .leftJoin('nhan_vien as nv', 'nv.nhan_vien_id', 'tk.nhan_vien_id')
    .select([
      'tk.tai_khoan_id',
      'tk.ten_tai_khoan',
      'tk.display_name',
      'tk.phan_quyen_id',
      'pq.ten_phan_quyen',
      'pq.cap',
      'tk.hospital_id',
      'h.name as ten_benh_vien',
      'tk.nhan_vien_id',
      'nv.ma_nhan_vien',
      'nv.ten_nhan_vien',
      'tk.tinh_trang',
      'tk.doi_mat_khau',
      'tk.du_an_id',
      sql<TComboItem[]>`coalesce((SELECT json_agg(json_build_object('id', x.hospital_id, 'name', xh.name) ORDER BY xh.name)
        FROM tai_khoan_hospital x JOIN hospital xh ON xh.hospital_id = x.hospital_id WHERE x.tai_khoan_id = tk.tai_khoan_id), '[]')`.as('benh_vien_khac'),
      sql<string>`to_char(tk.created_at AT TIME ZONE 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD HH24:MI:SS')`.as('created_at'),
    ]);

type Filters = Omit<TAccountListQuery, 'page' | 'size'>;

/**
 * The accounts a caller may see: a system administrator every account; anyone else the accounts
 * whose home hospital is in their scope (system administrators' accounts have none, so never).
 */
function visible(db: Kysely<DB>, caller: Caller, f: Filters) {
  let q = accountSelect(db);
  const ids = scopeIds(caller, f.hospitalId ?? null);
  if (ids) q = q.where('tk.hospital_id', 'in', ids);
  if (f.phanQuyenId) q = q.where('tk.phan_quyen_id', '=', f.phanQuyenId);
  if (f.tinhTrang !== undefined) q = q.where('tk.tinh_trang', '=', f.tinhTrang);
  if (f.keyword) {
    q = q.where(keywordMatches(['tk.ten_tai_khoan', 'tk.display_name', 'nv.ten_nhan_vien', 'nv.ma_nhan_vien'], f.keyword));
  }
  return q;
}

export const listAccounts = (db: Kysely<DB>, caller: Caller, query: TAccountListQuery): Promise<TPage<TAccount>> =>
  paged(visible(db, caller, query), query, ['tk.ten_tai_khoan', 'tk.tai_khoan_id']);

export async function accountCombo(db: Kysely<DB>, caller: Caller, query: TAccountListQuery): Promise<TComboItem[]> {
  const rows = await visible(db, caller, query)
    .orderBy('tk.ten_tai_khoan')
    .limit(query.size)
    .offset((query.page - 1) * query.size)
    .execute();
  return rows.map((r) => ({ id: r.tai_khoan_id, name: `${r.ten_tai_khoan} — ${r.display_name}` }));
}

/** One account the caller may see; another hospital's account reads as not found. */
export async function accountById(db: Kysely<DB>, caller: Caller, id: number): Promise<TAccount> {
  const row = await visible(db, caller, {}).where('tk.tai_khoan_id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('Không tìm thấy tài khoản');
  return row;
}
