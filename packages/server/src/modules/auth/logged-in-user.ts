import { type TLoggedInUser, type TModuleId, ZModuleId } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { licensedModules } from '../../access/access.js';
import type { Caller } from '../../access/caller.js';

/** `data.user` of login and `tai-khoan/me`. */
export async function loggedInUser(db: Kysely<DB>, caller: Caller): Promise<TLoggedInUser> {
  const row = await db
    .selectFrom('tai_khoan as tk')
    .leftJoin('nhan_vien as nv', 'nv.nhan_vien_id', 'tk.nhan_vien_id')
    .leftJoin('hospital as h', 'h.hospital_id', 'tk.hospital_id')
    .select(['tk.display_name', 'tk.nhan_vien_id', 'nv.ten_nhan_vien', 'h.hospital_id', 'h.name', 'h.logo_upload_id'])
    .where('tk.tai_khoan_id', '=', caller.accountId)
    .executeTakeFirstOrThrow();
  const modules = row.hospital_id === null ? [] : (await licensedModules(db, row.hospital_id)).filter((m) => ZModuleId.safeParse(m).success);
  return {
    tai_khoan_id: caller.accountId,
    ten_tai_khoan: caller.username,
    phan_quyen_id: caller.groupId,
    phan_quyen_cap: caller.level,
    display_name: row.display_name,
    nhan_vien_su_dung: row.nhan_vien_id !== null ? { nhan_vien_id: row.nhan_vien_id, ten_nhan_vien: row.ten_nhan_vien ?? '' } : null,
    hospital: row.hospital_id !== null ? { hospital_id: row.hospital_id, name: row.name ?? '', modules: modules as TModuleId[], logo_upload_id: row.logo_upload_id ?? null } : null,
    chuc_nang: [...caller.functions].sort(),
    phai_doi_mat_khau: caller.mustChangePassword,
  };
}
