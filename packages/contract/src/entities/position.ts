import { z } from 'zod';
import { ZId, zCode, zName } from '../common.js';

/** A position (`chuc_vu`) of a hospital: head of department, staff… */
export const ZPosition = z.object({
  chuc_vu_id: z.number().int(),
  hospital_id: z.number().int(),
  ma_chuc_vu: z.string(),
  ten_chuc_vu: z.string(),
  tam_ngung: z.boolean(),
});
export type TPosition = z.infer<typeof ZPosition>;

export const ZPositionInput = z.object({
  hospital_id: ZId,
  ma_chuc_vu: zCode(30, 'Vui lòng nhập mã chức vụ'),
  ten_chuc_vu: zName(200, 'Vui lòng nhập tên chức vụ'),
  tam_ngung: z.boolean().default(false),
});
export type TPositionInput = z.input<typeof ZPositionInput>;
