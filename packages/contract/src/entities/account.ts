import { z } from 'zod';
import { ZPageQuery } from '../common.js';

/** An account (`tai_khoan`); never carries the password hash. */
export const ZAccount = z.object({
  tai_khoan_id: z.number().int(),
  ten_tai_khoan: z.string(),
  display_name: z.string(),
  phan_quyen_id: z.number().int(),
  ten_phan_quyen: z.string(),
  hospital_id: z.number().int().nullable(),
  ten_benh_vien: z.string().nullable(),
  nhan_vien_id: z.number().int().nullable(),
  ten_nhan_vien: z.string().nullable(),
  tinh_trang: z.boolean(),
});
export type TAccount = z.infer<typeof ZAccount>;

export const ZAccountListQuery = ZPageQuery.extend({
  hospitalId: z.coerce.number().int().positive().optional(),
});
