import { z } from 'zod';

/** A position (`chuc_vu`) of a hospital: head of department, staff… */
export const ZPosition = z.object({
  chuc_vu_id: z.number().int(),
  hospital_id: z.number().int(),
  ma_chuc_vu: z.string(),
  ten_chuc_vu: z.string(),
  tam_ngung: z.boolean(),
});
export type TPosition = z.infer<typeof ZPosition>;
