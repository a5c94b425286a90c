import { z } from 'zod';

/** A permission group (`phan_quyen`); `cap` 1 system administrator, 2 hospital administrator, 3 staff. */
export const ZPermissionGroup = z.object({
  phan_quyen_id: z.number().int(),
  ma_phan_quyen: z.string(),
  ten_phan_quyen: z.string(),
  cap: z.number().int(),
  mo_ta: z.string().nullable(),
});
export type TPermissionGroup = z.infer<typeof ZPermissionGroup>;
