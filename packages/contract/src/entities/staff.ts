import { z } from 'zod';
import { ZId, zCode, zName, zOptionalEmail, zOptionalText } from '../common.js';
import { ZHospitalListQuery } from './department.js';

/** A staff member (`nhan_vien`); e-mail and phone are null unless the caller may see them. */
export const ZStaff = z.object({
  nhan_vien_id: z.number().int(),
  hospital_id: z.number().int(),
  tai_khoan_id: z.number().int().nullable(),
  ma_nhan_vien: z.string(),
  ten_nhan_vien: z.string(),
  phong_ban_id: z.number().int().nullable(),
  ten_phong_ban: z.string().nullable(),
  chuc_danh_id: z.number().int().nullable(),
  ten_chuc_danh: z.string().nullable(),
  chuc_vu_id: z.number().int().nullable(),
  ten_chuc_vu: z.string().nullable(),
  email: z.string().nullable(),
  so_dien_thoai: z.string().nullable(),
  nhan_su_ngoai: z.boolean(),
  tam_ngung: z.boolean(),
});
export type TStaff = z.infer<typeof ZStaff>;

const optionalId = ZId.nullish().transform((v) => v ?? null);
const phone = zOptionalText(20).refine((v) => v === null || /^[0-9+().\s-]{6,20}$/.test(v), 'Số điện thoại không hợp lệ');

/** What an administrator writes about a staff member (create; update adds `nhan_vien_id`). */
export const ZStaffInput = z.object({
  hospital_id: ZId,
  ma_nhan_vien: zCode(30, 'Vui lòng nhập mã nhân viên'),
  ten_nhan_vien: zName(200, 'Vui lòng nhập họ tên nhân viên'),
  phong_ban_id: optionalId,
  chuc_danh_id: optionalId,
  chuc_vu_id: optionalId,
  email: zOptionalEmail(200),
  so_dien_thoai: phone,
  /** Staff from outside the hospital (collaborating doctors). */
  nhan_su_ngoai: z.boolean().default(false),
  tam_ngung: z.boolean().default(false),
});
export type TStaffInput = z.input<typeof ZStaffInput>;

export const ZStaffListQuery = ZHospitalListQuery.extend({
  phongBanId: ZId.optional(),
  chucDanhId: ZId.optional(),
  chucVuId: ZId.optional(),
});
export type TStaffListQuery = z.infer<typeof ZStaffListQuery>;
