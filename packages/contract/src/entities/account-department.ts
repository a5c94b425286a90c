import { z } from 'zod';
import { ZHospitalScopeQuery, ZId, ZPageQuery } from '../common.js';

/**
 * A department link (`tai_khoan_phong_ban`): a staff-level account narrowed to the staff of a
 * department (docs/decisions/department-accounts.md). `hospital_id` is the department's.
 */
export const ZAccountDept = z.object({
  tai_khoan_phong_ban_id: z.number().int(),
  tai_khoan_id: z.number().int(),
  ten_tai_khoan: z.string(),
  display_name: z.string(),
  ten_phan_quyen: z.string(),
  phong_ban_id: z.number().int(),
  ma_phong_ban: z.string(),
  ten_phong_ban: z.string(),
  hospital_id: z.number().int(),
  ten_benh_vien: z.string(),
});
export type TAccountDept = z.infer<typeof ZAccountDept>;

/** One link to write: an account and a department of one of its hospitals. */
export const ZAccountDeptInput = z.object({
  tai_khoan_id: ZId,
  phong_ban_id: ZId,
});
export type TAccountDeptInput = z.input<typeof ZAccountDeptInput>;

/** Several links at once (`/array`): links that exist already are kept, not doubled. */
export const ZAccountDeptInputs = z
  .array(ZAccountDeptInput, { message: 'Danh sách gán phòng ban không hợp lệ' })
  .min(1, 'Vui lòng chọn ít nhất một phòng ban')
  .max(200, 'Tối đa 200 phòng ban mỗi lần');

/** The list: paging, keyword (account, name, department), hospital, one account, one department. */
export const ZAccountDeptListQuery = ZPageQuery.extend({
  ...ZHospitalScopeQuery.shape,
  taiKhoanId: ZId.optional(),
  phongBanId: ZId.optional(),
});
export type TAccountDeptListQuery = z.infer<typeof ZAccountDeptListQuery>;

/** An account a department may be linked to: a staff-level account in the caller's hospitals. */
export const ZLinkableAccount = z.object({
  tai_khoan_id: z.number().int(),
  ten_tai_khoan: z.string(),
  display_name: z.string(),
  ten_phan_quyen: z.string(),
  hospital_id: z.number().int(),
  ten_benh_vien: z.string(),
  /** How many departments it is linked to now. */
  so_phong_ban: z.number().int(),
});
export type TLinkableAccount = z.infer<typeof ZLinkableAccount>;

export const ZLinkableAccountQuery = ZPageQuery.extend(ZHospitalScopeQuery.shape);
export type TLinkableAccountQuery = z.infer<typeof ZLinkableAccountQuery>;
