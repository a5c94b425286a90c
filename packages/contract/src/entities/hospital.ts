import { z } from 'zod';
import { ZId, zCode, zName, zOptionalEmail, zOptionalText } from '../common.js';
import { MODULE_IDS, ZModuleId } from '../modules.js';

/** Ownership of a hospital, for the AHRQ site characteristics. */
export const OWNERSHIPS = ['cong_lap', 'tu_nhan', 'khac'] as const;
export const ZOwnership = z.enum(OWNERSHIPS, { message: 'Hình thức sở hữu không hợp lệ' });

export const ZHospital = z.object({
  hospital_id: z.number().int(),
  ma_benh_vien: z.string(),
  name: z.string(),
  /** Street address (house number, street); the province and commune are codes. */
  dia_chi: z.string().nullable(),
  /** General Statistics Office codes of the province and the commune or ward (after 1 July 2025). */
  ma_tinh: z.string().nullable(),
  ma_xa: z.string().nullable(),
  ten_tinh: z.string().nullable(),
  ten_xa: z.string().nullable(),
  so_dien_thoai: z.string().nullable(),
  email: z.string().nullable(),
  nguoi_lien_he: z.string().nullable(),
  /** AHRQ site characteristics: licensed beds, ownership, teaching status. */
  so_giuong: z.number().int().nullable(),
  so_huu: ZOwnership.nullable(),
  giang_day: z.boolean().nullable(),
  tam_ngung: z.boolean(),
  /** The hospital's logo: an image of the uploads (shown in the drawer), or none. */
  logo_upload_id: z.number().int().nullable(),
  /** Licensed modules of the hospital. */
  modules: z.array(ZModuleId),
});
export type THospital = z.infer<typeof ZHospital>;

const code = z.string().regex(/^\d{2,5}$/, 'Mã đơn vị hành chính không hợp lệ');

/** The fields of a hospital's form, without the rule that ties the commune to the province. */
const hospitalFields = z.object({
  ma_benh_vien: zCode(30, 'Vui lòng nhập mã bệnh viện'),
  name: zName(300, 'Vui lòng nhập tên bệnh viện'),
  dia_chi: zOptionalText(300),
  ma_tinh: code.nullish().transform((v) => v ?? null),
  ma_xa: code.nullish().transform((v) => v ?? null),
  so_dien_thoai: zOptionalText(20),
  email: zOptionalEmail(200),
  nguoi_lien_he: zOptionalText(200),
  so_giuong: z.coerce
    .number({ message: 'Số giường phải là số' })
    .int('Số giường phải là số nguyên')
    .min(0, 'Số giường không được âm')
    .max(100000, 'Số giường quá lớn')
    .nullish()
    .transform((v) => v ?? null),
  so_huu: ZOwnership.nullish().transform((v) => v ?? null),
  giang_day: z
    .boolean()
    .nullish()
    .transform((v) => v ?? null),
  tam_ngung: z.boolean().default(false),
  /** Licensed modules (system administrators set them; default: every module). */
  modules: z
    .array(ZModuleId)
    .max(MODULE_IDS.length)
    .default([...MODULE_IDS]),
});

/** A commune is chosen within a province: none without the province. */
const withAddressRule = <T extends z.ZodType<{ ma_tinh: string | null; ma_xa: string | null }>>(schema: T) =>
  schema.refine((h) => h.ma_xa === null || h.ma_tinh !== null, { message: 'Vui lòng chọn tỉnh/thành phố trước', path: ['ma_tinh'] });

export const ZHospitalInput = withAddressRule(hospitalFields);
export type THospitalInput = z.input<typeof ZHospitalInput>;

/**
 * `PUT hospital/hospital-info` (ThongTinBenhVien): what a hospital's own administrators keep up to
 * date: name, address, contacts, the AHRQ site characteristics and the logo (an image of the
 * uploads). The code, the suspension and the licences stay with the hospital catalogue.
 */
export const ZHospitalInfoInput = withAddressRule(
  hospitalFields
    .pick({ name: true, dia_chi: true, ma_tinh: true, ma_xa: true, so_dien_thoai: true, email: true, nguoi_lien_he: true, so_giuong: true, so_huu: true, giang_day: true })
    .extend({
      hospital_id: ZId,
      logo_upload_id: ZId.nullish().transform((v) => v ?? null),
    }),
);
export type THospitalInfoInput = z.input<typeof ZHospitalInfoInput>;
