import { FN } from '@hm/contract';
import { sql } from 'kysely';
import { departmentsIn, directoryDepartments } from '../../../access/department-scope.js';
import { ValidationError } from '../../../errors/app-errors.js';
import { scopeIds } from '../../../access/scope.js';
import { staffSelect } from '../../catalogues/resources/staff.js';
import type { Language } from '../../dashboard/language.js';
import { BATCH_SIZE, type ReportSourceImpl, type SourceContext, type SourceRow } from './types.js';

/**
 * The staff directory of the hospitals in scope (the catalogue's own query, `staffSelect`): the
 * directory is open to every user of a hospital (DESIGN.md), narrowed for a department head to
 * the linked departments; e-mail only for callers holding the staff-details function, as in the
 * catalogue (`redactStaff`). Hospital by hospital (name order), keyset batches by staff code.
 */

const YES_NO: Record<Language, [string, string]> = { vi: ['Có', 'Không'], en: ['Yes', 'No'] };

interface Rec {
  nhan_vien_id: number;
  ma_nhan_vien: string;
  ten_nhan_vien: string;
  ten_phong_ban: string | null;
  ten_chuc_danh: string | null;
  ten_chuc_vu: string | null;
  email: string | null;
  tam_ngung: boolean;
}

export const staffList: ReportSourceImpl = {
  code: 'staff_list',
  naturalOrder: [
    { field: 'ten_benh_vien', order: 'asc' },
    { field: 'ma_nhan_vien', order: 'asc' },
  ],
  async read(ctx: SourceContext) {
    const ids = scopeIds(ctx.caller, ctx.params.hospital_id);
    let hq = ctx.db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien', 'name']).orderBy('name').orderBy('hospital_id');
    if (ids) hq = hq.where('hospital_id', 'in', ids);
    let hospitals = await hq.execute();
    const department = ctx.params.phong_ban_id;
    if (department !== undefined) {
      const d = await ctx.db.selectFrom('phong_ban').select('hospital_id').where('phong_ban_id', '=', department).executeTakeFirst();
      hospitals = hospitals.filter((h) => h.hospital_id === d?.hospital_id);
      if (!hospitals.length) throw new ValidationError('Khoa/phòng không thuộc bệnh viện đã chọn');
    }
    const narrowed = directoryDepartments(ctx.caller);
    const contact = ctx.caller.functions.has(FN.staffDetail);
    const [yes, no] = YES_NO[ctx.language];
    const db = ctx.db;
    async function* batches(): AsyncIterable<SourceRow[]> {
      for (const h of hospitals) {
        let after: Rec | null = null;
        for (;;) {
          let q = staffSelect(db).where('t.hospital_id', '=', h.hospital_id);
          if (narrowed) q = q.where('t.phong_ban_id', 'in', departmentsIn(narrowed));
          if (department !== undefined) q = q.where('t.phong_ban_id', '=', department);
          if (after) q = q.where(sql<boolean>`t.ma_nhan_vien >= ${after.ma_nhan_vien} AND (t.ma_nhan_vien, t.nhan_vien_id) > (${after.ma_nhan_vien}, ${after.nhan_vien_id})`);
          const rows = (await q.orderBy('t.ma_nhan_vien').orderBy('t.nhan_vien_id').limit(BATCH_SIZE).execute()) as Rec[];
          if (rows.length) {
            yield rows.map((r) => ({
              ma_benh_vien: h.ma_benh_vien,
              ten_benh_vien: h.name,
              ma_nhan_vien: r.ma_nhan_vien,
              ho_ten: r.ten_nhan_vien,
              ten_phong_ban: r.ten_phong_ban,
              ten_chuc_danh: r.ten_chuc_danh,
              ten_chuc_vu: r.ten_chuc_vu,
              email: contact ? r.email : null,
              tam_ngung: r.tam_ngung ? yes : no,
            }));
          }
          if (rows.length < BATCH_SIZE) break;
          after = rows[rows.length - 1]!;
        }
      }
    }
    return { batches: batches(), suppressed: 0 };
  },
};
