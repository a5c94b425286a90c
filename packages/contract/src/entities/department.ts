import { z } from 'zod';
import { ZHospitalScopeQuery, ZId, ZPageQuery, zCode, zName } from '../common.js';

/** A department (`phong_ban`) of a hospital. */
export const ZDepartment = z.object({
  phong_ban_id: z.number().int(),
  hospital_id: z.number().int(),
  ma_phong_ban: z.string(),
  ten_phong_ban: z.string(),
  tam_ngung: z.boolean(),
});
export type TDepartment = z.infer<typeof ZDepartment>;

export const ZDepartmentInput = z.object({
  hospital_id: ZId,
  ma_phong_ban: zCode(30, 'Vui lòng nhập mã phòng ban'),
  ten_phong_ban: zName(200, 'Vui lòng nhập tên phòng ban'),
  tam_ngung: z.boolean().default(false),
});
export type TDepartmentInput = z.input<typeof ZDepartmentInput>;

/** Query of hospital-scoped catalogue lists (departments, job titles, positions, staff). */
export const ZHospitalListQuery = ZPageQuery.extend({
  ...ZHospitalScopeQuery.shape,
  /** Suspended rows only (true), active rows only (false), or both (absent). */
  tam_ngung: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ message: 'tam_ngung phải là true hoặc false' })).optional(),
});
export type THospitalListQuery = z.infer<typeof ZHospitalListQuery>;

export const ZHospitalComboQuery = ZHospitalScopeQuery;
