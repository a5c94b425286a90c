import { z } from 'zod';

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
