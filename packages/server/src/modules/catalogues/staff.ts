import { FN, type TComboItem, type THospitalListQuery, type TPage, type TStaff } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { NotFoundError } from '../../http/errors.js';
import { assertInScope, type Caller, hospitalFilter } from '../auth/caller.js';
import { likePattern, paged } from './paging.js';

function base(db: Kysely<DB>) {
  return db
    .selectFrom('nhan_vien as nv')
    .leftJoin('phong_ban as pb', 'pb.phong_ban_id', 'nv.phong_ban_id')
    .leftJoin('chuc_danh as cd', 'cd.chuc_danh_id', 'nv.chuc_danh_id')
    .leftJoin('chuc_vu as cv', 'cv.chuc_vu_id', 'nv.chuc_vu_id')
    .leftJoin('tai_khoan as tk', 'tk.nhan_vien_id', 'nv.nhan_vien_id')
    .select([
      'nv.nhan_vien_id', 'nv.hospital_id', 'tk.tai_khoan_id', 'nv.ma_nhan_vien', 'nv.ten_nhan_vien',
      'nv.phong_ban_id', 'pb.ten_phong_ban', 'nv.chuc_danh_id', 'cd.ten_chuc_danh', 'nv.chuc_vu_id', 'cv.ten_chuc_vu',
      'nv.email', 'nv.so_dien_thoai', 'nv.nhan_su_ngoai', 'nv.tam_ngung',
    ]);
}

/** E-mail and phone only for callers with the staff-details function. */
const redact = (caller: Caller, s: TStaff): TStaff => (caller.functions.has(FN.staffDetail) ? s : { ...s, email: null, so_dien_thoai: null });

export const staffReads = (db: Kysely<DB>) => ({
  async list(caller: Caller, q: THospitalListQuery & { phongBanId?: number }): Promise<TPage<TStaff>> {
    const ids = hospitalFilter(caller, q.hospitalId);
    let query = base(db);
    if (ids) query = query.where('nv.hospital_id', 'in', ids.length ? ids : [-1]);
    if (q.phongBanId) query = query.where('nv.phong_ban_id', '=', q.phongBanId);
    if (q.keyword) query = query.where((eb) => eb.or([eb('nv.ten_nhan_vien', 'ilike', likePattern(q.keyword!)), eb('nv.ma_nhan_vien', 'ilike', likePattern(q.keyword!))]));
    const page = await paged(query, q, 'nv.ma_nhan_vien');
    return { ...page, data: page.data.map((s) => redact(caller, s)) };
  },
  async byId(caller: Caller, id: number): Promise<TStaff> {
    const row = await base(db).where('nv.nhan_vien_id', '=', id).executeTakeFirst();
    if (!row) throw new NotFoundError('Không tìm thấy nhân viên');
    assertInScope(caller, row.hospital_id);
    return redact(caller, row);
  },
  async combo(caller: Caller, hospitalId: number | undefined): Promise<TComboItem[]> {
    const ids = hospitalFilter(caller, hospitalId ?? caller.homeHospitalId ?? undefined);
    let query = db.selectFrom('nhan_vien').select(['nhan_vien_id as id', 'ten_nhan_vien as name']).where('tam_ngung', '=', false);
    if (ids) query = query.where('hospital_id', 'in', ids.length ? ids : [-1]);
    return query.orderBy('ten_nhan_vien').execute();
  },
  /** Departments of the caller's own staff record (`phong-ban/by-token`). */
  async ownDepartments(caller: Caller): Promise<TComboItem[]> {
    return db
      .selectFrom('tai_khoan as tk')
      .innerJoin('nhan_vien as nv', 'nv.nhan_vien_id', 'tk.nhan_vien_id')
      .innerJoin('phong_ban as pb', 'pb.phong_ban_id', 'nv.phong_ban_id')
      .select(['pb.phong_ban_id as id', 'pb.ten_phong_ban as name'])
      .where('tk.tai_khoan_id', '=', caller.accountId)
      .execute();
  },
});
