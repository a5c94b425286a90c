import { z } from 'zod';
import { ZModuleId } from '../modules.js';

/** A calendar day on the wire: `YYYY-MM-DD` (Asia/Ho_Chi_Minh). */
export const ZWireDate = z
  .string({ message: 'Ngày phải có dạng YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Ngày phải có dạng YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, 'Ngày không hợp lệ');

/** One module licence of a hospital; no dates = without limit. `active`: in force today. */
export const ZLicence = z.object({
  module: ZModuleId,
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  active: z.boolean(),
});
export type TLicence = z.infer<typeof ZLicence>;

/** A hospital with its module licences (the licence screen's row). */
export const ZHospitalLicences = z.object({
  hospital_id: z.number().int(),
  ma_benh_vien: z.string(),
  name: z.string(),
  tam_ngung: z.boolean(),
  licences: z.array(ZLicence),
});
export type THospitalLicences = z.infer<typeof ZHospitalLicences>;

const ZLicenceInput = z
  .object({
    module: ZModuleId,
    valid_from: ZWireDate.nullish().transform((v) => v ?? null),
    valid_to: ZWireDate.nullish().transform((v) => v ?? null),
  })
  .refine((l) => !l.valid_from || !l.valid_to || l.valid_from <= l.valid_to, { message: 'Ngày hết hạn phải sau ngày bắt đầu', path: ['valid_to'] });

/** The licences a hospital has after the write: exactly these modules (others are switched off). */
export const ZHospitalLicencesInput = z.object({
  licences: z
    .array(ZLicenceInput, { message: 'Danh sách bản quyền không hợp lệ' })
    .max(10, 'Danh sách bản quyền không hợp lệ')
    .refine((ls) => new Set(ls.map((l) => l.module)).size === ls.length, 'Mỗi phân hệ chỉ được khai báo một lần'),
});
export type THospitalLicencesInput = z.input<typeof ZHospitalLicencesInput>;
