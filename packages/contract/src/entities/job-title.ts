import { z } from 'zod';
import { ZId, zCode, zName } from '../common.js';

/** A job title (`chuc_danh`) of a hospital: nurse, physician, pharmacist… */
export const ZJobTitle = z.object({
  chuc_danh_id: z.number().int(),
  hospital_id: z.number().int(),
  ma_chuc_danh: z.string(),
  ten_chuc_danh: z.string(),
  /** A doctor's job title: its staff are listed by `nhan-vien/danhsachbacsi`. */
  la_bac_si: z.boolean(),
  tam_ngung: z.boolean(),
});
export type TJobTitle = z.infer<typeof ZJobTitle>;

export const ZJobTitleInput = z.object({
  hospital_id: ZId,
  ma_chuc_danh: zCode(30, 'Vui lòng nhập mã chức danh'),
  ten_chuc_danh: zName(200, 'Vui lòng nhập tên chức danh'),
  la_bac_si: z.boolean().default(false),
  tam_ngung: z.boolean().default(false),
});
export type TJobTitleInput = z.input<typeof ZJobTitleInput>;
