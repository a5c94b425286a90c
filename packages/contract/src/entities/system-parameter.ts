import { z } from 'zod';

/** A system parameter (`tham_so_he_thong`); hospital_id null = the product-wide default. */
export const ZSystemParameter = z.object({
  id: z.number().int(),
  hospital_id: z.number().int().nullable(),
  ma_tham_so: z.string(),
  ten_tham_so: z.string(),
  gia_tri: z.string(),
  mo_ta: z.string().nullable(),
});
export type TSystemParameter = z.infer<typeof ZSystemParameter>;

/** Known parameter codes. */
export const PARAM = {
  minGroupSize: 'MIN_GROUP_SIZE',
  straightLining: 'STRAIGHT_LINING_RULE',
} as const;
