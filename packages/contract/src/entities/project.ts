import { z } from 'zod';
import { zCode, zName, zOptionalText } from '../common.js';

/** A project (`danh_muc_du_an`); this product's is `hm-vote-for-safety`. Menus, functions and reports belong to one. */
export const ZProject = z.object({
  du_an_id: z.number().int(),
  ma_du_an: z.string(),
  ten_du_an: z.string(),
  mo_ta: z.string().nullable(),
  tam_ngung: z.boolean(),
});
export type TProject = z.infer<typeof ZProject>;

export const ZProjectInput = z.object({
  ma_du_an: zCode(50, 'Vui lòng nhập mã dự án'),
  ten_du_an: zName(200, 'Vui lòng nhập tên dự án'),
  mo_ta: zOptionalText(1000),
  tam_ngung: z.boolean().default(false),
});
