import { z } from 'zod';

/** A project (`danh_muc_du_an`); this product's is `hm-vote-for-safety`. */
export const ZProject = z.object({
  du_an_id: z.number().int(),
  ma_du_an: z.string(),
  ten_du_an: z.string(),
});
export type TProject = z.infer<typeof ZProject>;
