import { z } from 'zod';
import { ZComboItem, ZHospitalScopeQuery, ZId, ZPageQuery, ZQueryBool, zName, zText, zVerbatim } from '../common.js';

/** An account (`tai_khoan`); never carries the password hash. */
export const ZAccount = z.object({
  tai_khoan_id: z.number().int(),
  ten_tai_khoan: z.string(),
  display_name: z.string(),
  phan_quyen_id: z.number().int(),
  ten_phan_quyen: z.string(),
  /** The group's level: 1 system administrator, 2 hospital administrator, 3 staff. */
  cap: z.number().int(),
  hospital_id: z.number().int().nullable(),
  ten_benh_vien: z.string().nullable(),
  nhan_vien_id: z.number().int().nullable(),
  ma_nhan_vien: z.string().nullable(),
  ten_nhan_vien: z.string().nullable(),
  tinh_trang: z.boolean(),
  /** The password was set by an administrator and must be changed at the next sign-in. */
  doi_mat_khau: z.boolean(),
  du_an_id: z.number().int().nullable(),
  /** Hospitals the account acts on besides its own (tai-khoan-hospital). */
  benh_vien_khac: z.array(ZComboItem),
  created_at: z.string(),
});
export type TAccount = z.infer<typeof ZAccount>;

export const ZAccountListQuery = ZPageQuery.extend({
  ...ZHospitalScopeQuery.shape,
  phanQuyenId: ZId.optional(),
  tinhTrang: ZQueryBool.optional(),
});
export type TAccountListQuery = z.infer<typeof ZAccountListQuery>;

/** Account names: letters, digits and . _ - @, compared regardless of case. */
export const ZUsername = zName(50, 'Vui lòng nhập tên tài khoản').pipe(
  z
    .string()
    .min(3, 'Tên tài khoản phải có ít nhất 3 ký tự')
    .regex(/^[A-Za-z0-9._@-]+$/, 'Tên tài khoản chỉ gồm chữ không dấu, chữ số và . _ - @'),
);

const ZPassword = zVerbatim(200, 'Vui lòng nhập đầy đủ thông tin', 'Mật khẩu quá dài').min(8, 'Mật khẩu phải có ít nhất 8 ký tự');
const ZConfirm = zVerbatim(200, 'Vui lòng nhập đầy đủ thông tin');
const confirmMatches = <T extends { mat_khau?: string | null; confirm?: string | null }>(b: T) => (b.mat_khau ?? '') === (b.confirm ?? '');
const CONFIRM_MISMATCH = { message: 'Mật khẩu nhập lại không đúng', path: ['confirm'] };

/**
 * A new account. Its password is an initial one, handed over by the administrator: the owner must
 * change it at the first sign-in (docs/decisions/accounts.md).
 */
export const ZAccountCreate = z
  .object({
    ten_tai_khoan: ZUsername,
    display_name: zName(100, 'Vui lòng nhập tên hiển thị'),
    phan_quyen_id: ZId,
    hospital_id: ZId.nullable(),
    nhan_vien_id: ZId.nullable().default(null),
    tinh_trang: z.boolean().default(true),
    mat_khau: ZPassword,
    confirm: ZConfirm,
  })
  .refine(confirmMatches, CONFIRM_MISMATCH);
export type TAccountCreate = z.infer<typeof ZAccountCreate>;

/**
 * The spec's account edit form: the name is read-only; status, hospital and optionally a new
 * password (with its confirmation). The display name may be corrected.
 */
export const ZAccountUpdate = z
  .object({
    tai_khoan_id: ZId,
    display_name: zName(100, 'Vui lòng nhập tên hiển thị').optional(),
    tinh_trang: z.boolean(),
    hospital_id: ZId.nullable(),
    mat_khau: ZPassword.nullish().or(z.literal('').transform(() => null)),
    confirm: ZConfirm.nullish(),
  })
  .refine(confirmMatches, CONFIRM_MISMATCH);
export type TAccountUpdate = z.infer<typeof ZAccountUpdate>;

export const ZAccountSetGroup = z.object({ tai_khoan_id: ZId, phan_quyen_id: ZId });
export const ZAccountSetStaff = z.object({ tai_khoan_id: ZId, nhan_vien_id: ZId.nullable() });
export const ZAccountSetProject = z.object({ tai_khoan_id: ZId });
export const ZUsernameQuery = z.object({ username: zText(50, 'Vui lòng nhập tên tài khoản') });

/** Whether an account name is taken (case-insensitively), for the form's check as one types. */
export const ZUsernameCheck = z.object({ ten_tai_khoan: z.string(), ton_tai: z.boolean(), tai_khoan_id: z.number().int().nullable() });

/** What DELETE did: an account with history is deactivated, not deleted. */
export const ZAccountRemoved = z.object({ ket_qua: z.enum(['deleted', 'deactivated']), message: z.string() });
export type TAccountRemoved = z.infer<typeof ZAccountRemoved>;

/** Support contacts: the active system administrators a hospital may ask for help. */
export const ZSupportAccount = z.object({ tai_khoan_id: z.number().int(), display_name: z.string(), email: z.string().nullable(), so_dien_thoai: z.string().nullable() });

/** The hospitals an account acts on besides its home hospital (replaced as a whole). */
export const ZAccountHospitals = z.object({
  tai_khoan_id: ZId,
  hospital_ids: z
    .array(ZId)
    .max(500, 'Tối đa 500 bệnh viện')
    .refine((a) => new Set(a).size === a.length, 'Danh sách bệnh viện bị trùng'),
});
export type TAccountHospitals = z.infer<typeof ZAccountHospitals>;
