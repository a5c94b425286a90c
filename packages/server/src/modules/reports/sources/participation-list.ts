import { toWireTime } from '@hm/contract';
import { sql } from 'kysely';
import { departmentsIn, participationDepartments } from '../../../access/department-scope.js';
import { ValidationError } from '../../../errors/app-errors.js';
import { exportScope } from '../../dashboard/export/export-scope.js';
import type { Language } from '../../dashboard/language.js';
import { requiredParam } from './params.js';
import { BATCH_SIZE, type ReportSourceImpl, type SourceContext, type SourceRow } from './types.js';

/**
 * Who was invited to a version and whether they took part (participation is not anonymous;
 * answers are, and none is here): the staff records of the version's hospitals in scope that
 * licensed the dashboards (the dashboards' scope, as `thong-ke/{id}`), narrowed for a department
 * head to the linked departments (access/department-scope.ts) and to the department asked.
 * Read hospital by hospital (name order), each in keyset batches in the order of the staff index
 * (code), so an export of any size holds one batch at a time.
 */

const STATUS: Record<Language, { ineligible: string; submitted: string; waiting: string }> = {
  vi: { ineligible: 'Không đủ điều kiện', submitted: 'Đã gửi phiếu', waiting: 'Chưa gửi phiếu' },
  en: { ineligible: 'Ineligible', submitted: 'Submitted', waiting: 'Not submitted' },
};

interface Rec {
  id: number;
  ma_nhan_vien: string;
  ten_nhan_vien: string;
  ten_phong_ban: string | null;
  ten_chuc_danh: string | null;
  status_khao_sat: number;
  ineligible: boolean;
  invited_at: Date | null;
  reminded_at: Date | null;
}

const wire = (d: Date | null) => (d ? toWireTime(d) : null);

export const participationList: ReportSourceImpl = {
  code: 'participation_list',
  naturalOrder: [
    { field: 'ten_benh_vien', order: 'asc' },
    { field: 'ma_nhan_vien', order: 'asc' },
  ],
  async read(ctx: SourceContext) {
    const versionId = requiredParam(ctx.params, 'phien_ban_id');
    const scope = await exportScope(ctx.db, ctx.caller, versionId, ctx.params.hospital_id);
    const narrowed = participationDepartments(ctx.caller);
    const department = ctx.params.phong_ban_id;
    let hospitals = scope.hospitals;
    if (department !== undefined) {
      const d = await ctx.db.selectFrom('phong_ban').select('hospital_id').where('phong_ban_id', '=', department).executeTakeFirst();
      hospitals = hospitals.filter((h) => h.hospital_id === d?.hospital_id);
      if (!hospitals.length) throw new ValidationError('Khoa/phòng không thuộc bệnh viện tham gia phiên bản khảo sát này');
    }
    const labels = STATUS[ctx.language];
    const db = ctx.db;
    async function* batches(): AsyncIterable<SourceRow[]> {
      for (const h of hospitals) {
        let after: Rec | null = null;
        for (;;) {
          let q = db
            .selectFrom('nhan_vien_khao_sat as r')
            .innerJoin('nhan_vien as nv', 'nv.nhan_vien_id', 'r.nhan_vien_id')
            .leftJoin('phong_ban as pb', 'pb.phong_ban_id', 'r.phong_ban_id')
            .leftJoin('chuc_danh as cd', 'cd.chuc_danh_id', 'r.chuc_danh_id')
            .select([
              'r.nhan_vien_khao_sat_id as id',
              'nv.ma_nhan_vien',
              'nv.ten_nhan_vien',
              'pb.ten_phong_ban',
              'cd.ten_chuc_danh',
              'r.status_khao_sat',
              'r.ineligible',
              'r.invited_at',
              'r.reminded_at',
            ])
            .where('r.phien_ban_id', '=', versionId)
            .where('r.hospital_id', '=', h.hospital_id)
            // A record is its staff member's, of the same hospital: the staff index (hospital, code) gives the order.
            .where('nv.hospital_id', '=', h.hospital_id);
          if (narrowed) q = q.where('r.phong_ban_id', 'in', departmentsIn(narrowed));
          if (department !== undefined) q = q.where('r.phong_ban_id', '=', department);
          if (after) q = q.where(sql<boolean>`nv.ma_nhan_vien >= ${after.ma_nhan_vien} AND (nv.ma_nhan_vien, r.nhan_vien_khao_sat_id) > (${after.ma_nhan_vien}, ${after.id})`);
          const rows: Rec[] = await q.orderBy('nv.ma_nhan_vien').orderBy('r.nhan_vien_khao_sat_id').limit(BATCH_SIZE).execute();
          if (rows.length) {
            yield rows.map((r) => ({
              ma_benh_vien: h.ma_benh_vien,
              ten_benh_vien: h.name,
              ma_nhan_vien: r.ma_nhan_vien,
              ho_ten: r.ten_nhan_vien,
              ten_phong_ban: r.ten_phong_ban,
              ten_chuc_danh: r.ten_chuc_danh,
              trang_thai: r.ineligible ? labels.ineligible : r.status_khao_sat === 2 ? labels.submitted : labels.waiting,
              ngay_moi: wire(r.invited_at),
              ngay_nhac: wire(r.reminded_at),
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
