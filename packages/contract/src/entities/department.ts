import { z } from 'zod';
import { ZPageQuery } from '../common.js';

/** A department (`phong_ban`) of a hospital. */
export const ZDepartment = z.object({
  phong_ban_id: z.number().int(),
  hospital_id: z.number().int(),
  ma_phong_ban: z.string(),
  ten_phong_ban: z.string(),
  tam_ngung: z.boolean(),
});
export type TDepartment = z.infer<typeof ZDepartment>;

/** Query of hospital-scoped catalogue lists (departments, job titles, positions, staff). */
export const ZHospitalListQuery = ZPageQuery.extend({
  hospitalId: z.coerce.number().int().positive().optional(),
});
export type THospitalListQuery = z.infer<typeof ZHospitalListQuery>;

export const ZHospitalComboQuery = z.object({
  hospitalId: z.coerce.number().int().positive().optional(),
});
