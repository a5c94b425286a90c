import { z } from 'zod';
import { ZHospitalScopeQuery, ZId, ZPageQuery, zText } from '../common.js';
import { ZWireDate } from './licence.js';

/** One row of the audit trail (append-only: no call edits or deletes it). */
export const ZAuditRow = z.object({
  audit_log_id: z.string(),
  /** `YYYY-MM-DD HH:mm:ss`, Asia/Ho_Chi_Minh. */
  created_at: z.string(),
  tai_khoan_id: z.number().int().nullable(),
  ten_tai_khoan: z.string().nullable(),
  display_name: z.string().nullable(),
  hospital_id: z.number().int().nullable(),
  ten_benh_vien: z.string().nullable(),
  /** `create`, `update`, `delete`, `refused`, or a named action (`xuat-raw-data`, `import`…). */
  action: z.string(),
  entity: z.string().nullable(),
  entity_id: z.string().nullable(),
  /** Changed fields as `{ field: [before, after] }`. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  request_id: z.string().nullable(),
  ip: z.string().nullable(),
});
export type TAuditRow = z.infer<typeof ZAuditRow>;

/** Filters of the audit trail: who (account id, or the keyword on names), what, which hospital, which days. */
export const ZAuditQuery = ZPageQuery.extend(ZHospitalScopeQuery.shape).extend({
  taiKhoanId: ZId.optional(),
  entity: zText(100).optional(),
  action: zText(50).optional(),
  tu_ngay: ZWireDate.optional(),
  den_ngay: ZWireDate.optional(),
});
export type TAuditQuery = z.input<typeof ZAuditQuery>;
