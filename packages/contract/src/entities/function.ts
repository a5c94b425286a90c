import { z } from 'zod';

/** A function (`chuc_nang`): a permission a route requires. */
export const ZFunction = z.object({
  chuc_nang_id: z.number().int(),
  ma_chuc_nang: z.string(),
  ten_chuc_nang: z.string(),
  ten_chuc_nang_english: z.string(),
  module: z.string(),
  du_an_id: z.number().int(),
});
export type TFunction = z.infer<typeof ZFunction>;
