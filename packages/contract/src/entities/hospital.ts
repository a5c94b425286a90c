import { z } from 'zod';
import { ZModuleId } from '../modules.js';

export const ZHospital = z.object({
  hospital_id: z.number().int(),
  ma_benh_vien: z.string(),
  name: z.string(),
  dia_chi: z.string().nullable(),
  so_dien_thoai: z.string().nullable(),
  email: z.string().nullable(),
  tam_ngung: z.boolean(),
  /** Licensed modules of the hospital. */
  modules: z.array(ZModuleId),
});
export type THospital = z.infer<typeof ZHospital>;
