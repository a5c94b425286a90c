import { FN } from '@hm/contract';
import { sql } from 'kysely';
import { ForbiddenError } from '../../../errors/app-errors.js';
import { trail } from '../../system/audit-trail.js';
import { BATCH_SIZE, type ReportSourceImpl, type SourceContext, type SourceRow } from './types.js';

export const AUDIT_SOURCE_MSG = 'Báo cáo này đọc nhật ký thao tác: nhóm quyền của bạn cần chức năng xem nhật ký';

/**
 * The audit trail (HeThong/NhatKy's own query, `trail`): who did what, newest first. Reading it
 * needs the audit-trail function as well (a report right never widens what a group reads
 * elsewhere); a system administrator reads the whole trail as on NhatKy, the others the rows of
 * their hospitals (with the reports licence). Keyset batches by (time, id), newest first.
 */
export const auditTrail: ReportSourceImpl = {
  code: 'audit_trail',
  naturalOrder: [{ field: 'thoi_gian', order: 'desc' }],
  async read(ctx: SourceContext) {
    if (!ctx.signedIn.functions.has(FN.auditRead)) throw new ForbiddenError(AUDIT_SOURCE_MSG);
    const whole = ctx.signedIn.hospitalIds === 'all' && ctx.params.hospital_id === undefined;
    const filters = { hospitalId: ctx.params.hospital_id, tu_ngay: ctx.params.tu_ngay, den_ngay: ctx.params.den_ngay };
    const db = ctx.db;
    const caller = whole ? ctx.signedIn : ctx.caller;
    async function* batches(): AsyncIterable<SourceRow[]> {
      let after: { k: string; id: string } | null = null;
      for (;;) {
        let q = trail(db, caller, filters).select([sql<string>`a.created_at::text`.as('k')]);
        // The first condition lets the time index start the scan at the last row (the row comparison alone does not).
        if (after) q = q.where(sql<boolean>`a.created_at <= ${after.k}::timestamptz AND (a.created_at, a.audit_log_id) < (${after.k}::timestamptz, ${after.id}::bigint)`);
        const rows = await q.orderBy('a.created_at', 'desc').orderBy('a.audit_log_id', 'desc').limit(BATCH_SIZE).execute();
        if (rows.length) {
          yield rows.map((r) => ({
            thoi_gian: r.created_at,
            tai_khoan: r.ten_tai_khoan,
            hanh_dong: r.action,
            doi_tuong: r.entity,
            ma_doi_tuong: r.entity_id,
            ten_benh_vien: r.ten_benh_vien,
            ip: r.ip,
          }));
        }
        if (rows.length < BATCH_SIZE) return;
        const last = rows[rows.length - 1]!;
        after = { k: last.k, id: last.audit_log_id };
      }
    }
    return { batches: batches(), suppressed: 0 };
  },
};
