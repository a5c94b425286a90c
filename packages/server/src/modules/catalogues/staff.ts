import type { TComboItem, TPage, TStaff, TStaffListQuery } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { NotFoundError } from '../../errors/app-errors.js';
import { resourceReads } from '../../resources/resource-repository.js';
import { assertInScope, type Caller } from '../../access/caller.js';
import { redactStaff, staffStore } from './resources/staff.js';

/** Staff reads beyond the resource's: one's own departments, by account name, the doctors. */
export const staffReads = (db: Kysely<DB>) => {
  const reads = resourceReads(db, staffStore);
  const doctorFilter = (partners: boolean) =>
    resourceReads(db, {
      ...staffStore,
      filters: (q, query, caller) => {
        const filtered = staffStore.filters!(q, query, caller).where('cd.la_bac_si', '=', true);
        return partners ? filtered.where('t.nhan_su_ngoai', '=', true) : filtered;
      },
    });
  const doctors = doctorFilter(false);
  const partnerDoctors = doctorFilter(true);
  return {
    /** Departments of the caller's own staff record (`phong-ban/by-token`). */
    ownDepartments(caller: Caller): Promise<TComboItem[]> {
      return db
        .selectFrom('tai_khoan as tk')
        .innerJoin('nhan_vien as nv', 'nv.nhan_vien_id', 'tk.nhan_vien_id')
        .innerJoin('phong_ban as pb', 'pb.phong_ban_id', 'nv.phong_ban_id')
        .select(['pb.phong_ban_id as id', 'pb.ten_phong_ban as name'])
        .where('tk.tai_khoan_id', '=', caller.accountId)
        .execute();
    },
    /** The staff member an account is used by (`nhan-vien/username`). */
    async byUsername(caller: Caller, username: string): Promise<TStaff> {
      const row = (await reads
        .readable(caller)
        .innerJoin('tai_khoan as u', 'u.nhan_vien_id', 't.nhan_vien_id')
        .where((eb) => eb(eb.fn('lower', ['u.ten_tai_khoan']), '=', username.toLowerCase()))
        .executeTakeFirst()) as TStaff | undefined;
      if (!row) throw new NotFoundError('Không tìm thấy nhân viên của tài khoản này');
      assertInScope(caller, row.hospital_id);
      return redactStaff(caller, row);
    },
    /** Staff whose job title is a doctor's; `partners`: only those from outside the hospital. */
    async doctors(caller: Caller, query: TStaffListQuery, partners: boolean): Promise<TPage<TStaff>> {
      const page = await (partners ? partnerDoctors : doctors).list(caller, query as never);
      return { ...page, data: page.data.map((s) => redactStaff(caller, s as TStaff)) };
    },
  };
};
