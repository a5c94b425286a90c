import { FN, SYSTEM_ADMIN_GROUP, type TReportRights } from '@hm/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import { ForbiddenError } from '../../errors/app-errors.js';
import { isSystemAdmin } from '../../access/scope.js';
import type { Caller } from '../../access/caller.js';

/**
 * Who may do what with a report (docs/decisions/reports.md):
 * - definitions are product-wide: written by system administrators (level 1) holding BAO_CAO_SUA;
 * - a group's rights on a report (`phan_quyen_report`): view (list, run info, by id), run
 *   (get-data), export; export implies run, run implies view; on top of BAO_CAO_XEM;
 * - the system administrators' group, and every definition writer, holds every right on every
 *   report, suspended ones included (a writer previews before publishing);
 * - a suspended report (`tam_ngung`) is neither listed nor run for anyone else.
 */

export const NONE: TReportRights = { xem: false, chay: false, xuat: false };
export const ALL: TReportRights = { xem: true, chay: true, xuat: true };

export const RIGHTS_MSG = {
  writersOnly: 'Chỉ quản trị hệ thống được thêm, sửa hoặc xóa định nghĩa báo cáo (dùng chung cho mọi bệnh viện)',
  view: 'Nhóm quyền của bạn không được xem báo cáo này',
  run: 'Nhóm quyền của bạn không được chạy báo cáo này',
  export: 'Nhóm quyền của bạn không được xuất báo cáo này',
  suspended: 'Báo cáo đang tạm ngưng sử dụng',
  notFound: 'Không tìm thấy báo cáo',
} as const;

/** Writes definitions: a system administrator with the report write function. */
export const isReportWriter = (caller: Caller): boolean => isSystemAdmin(caller) && caller.functions.has(FN.reportWrite);

export function assertReportWriter(caller: Caller): void {
  if (!isReportWriter(caller)) throw new ForbiddenError(RIGHTS_MSG.writersOnly);
}

/** The caller's rights on reports: every right on every report, or their group's rows. */
export interface CallerRights {
  full: boolean;
  of(reportId: number): TReportRights;
}

export async function callerRights(db: Kysely<DB>, caller: Caller): Promise<CallerRights> {
  const group = await db.selectFrom('phan_quyen').select('ma_phan_quyen').where('phan_quyen_id', '=', caller.groupId).executeTakeFirst();
  if (group?.ma_phan_quyen === SYSTEM_ADMIN_GROUP || isReportWriter(caller)) return { full: true, of: () => ALL };
  const rows = await db.selectFrom('phan_quyen_report').select(['report_id', 'xem', 'chay', 'xuat']).where('phan_quyen_id', '=', caller.groupId).execute();
  const byReport = new Map(rows.map((r) => [r.report_id, { xem: r.xem, chay: r.chay, xuat: r.xuat }]));
  return { full: false, of: (id) => byReport.get(id) ?? NONE };
}

/**
 * SQL: the fixed parameters of the report aliased `r` name nothing outside the caller's
 * hospitals (a hospital, a department of one, a version one of them runs). A definition fixed to
 * another hospital's data is invisible to the caller: not listed, not found.
 */
export function fixedParamsVisible(caller: Caller, alias = 'r'): RawBuilder<boolean> {
  if (caller.hospitalIds === 'all') return sql<boolean>`true`;
  const ids = sql.join(caller.hospitalIds.length ? caller.hospitalIds : [-1]);
  const p = (key: string) => sql`(${sql.ref(`${alias}.tham_so`)}->>${key})`;
  return sql<boolean>`(
    (${p('hospital_id')} IS NULL OR ${p('hospital_id')}::int IN (${ids}))
    AND (${p('phong_ban_id')} IS NULL OR EXISTS (SELECT 1 FROM phong_ban pb WHERE pb.phong_ban_id = ${p('phong_ban_id')}::int AND pb.hospital_id IN (${ids})))
    AND (${p('phien_ban_id')} IS NULL OR EXISTS (SELECT 1 FROM phien_ban_khao_sat v WHERE v.phien_ban_id = ${p('phien_ban_id')}::int
      AND (v.hospital_id IN (${ids}) OR EXISTS (SELECT 1 FROM phien_ban_benh_vien b WHERE b.phien_ban_id = v.phien_ban_id AND b.hospital_id IN (${ids})))))
  )`;
}

/** What a call needs of a report. */
export type Need = 'xem' | 'chay' | 'xuat';

/** Refuses a report the caller may not use this way (a suspended one, except for writers). */
export function assertRight(rights: CallerRights, report: { report_id: number; tam_ngung: boolean }, need: Need): TReportRights {
  const r = rights.of(report.report_id);
  if (!r.xem) throw new ForbiddenError(RIGHTS_MSG.view);
  if (report.tam_ngung && !rights.full) throw new ForbiddenError(RIGHTS_MSG.suspended);
  if (need === 'chay' && !r.chay) throw new ForbiddenError(RIGHTS_MSG.run);
  if (need === 'xuat' && !r.xuat) throw new ForbiddenError(RIGHTS_MSG.export);
  return r;
}
