import { z } from 'zod';

/** A job title (`chuc_danh`) of a hospital: nurse, physician, pharmacist… */
export const ZJobTitle = z.object({
  chuc_danh_id: z.number().int(),
  hospital_id: z.number().int(),
  ma_chuc_danh: z.string(),
  ten_chuc_danh: z.string(),
  tam_ngung: z.boolean(),
});
export type TJobTitle = z.infer<typeof ZJobTitle>;
