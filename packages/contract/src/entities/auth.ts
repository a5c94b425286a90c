import { z } from 'zod';
import { zName, zText, zVerbatim } from '../common.js';
import { ZModuleId } from '../modules.js';

export const ZLoginBody = z.object({
  ten_tai_khoan: z.string({ error: 'Vui lòng nhập tên tài khoản' }).pipe(zName(100, 'Vui lòng nhập tên tài khoản')),
  mat_khau: z.string({ error: 'Vui lòng nhập mật khẩu' }).pipe(zVerbatim(200, 'Vui lòng nhập mật khẩu').min(1, 'Vui lòng nhập mật khẩu')),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

/** Permission-group levels: a lower number is a higher group. */
export const ROLE_LEVEL = { systemAdmin: 1, hospitalAdmin: 2, staff: 3 } as const;

export const ZLoggedInUser = z.object({
  tai_khoan_id: z.number().int(),
  ten_tai_khoan: z.string(),
  phan_quyen_id: z.number().int(),
  phan_quyen_cap: z.number().int(),
  display_name: z.string(),
  nhan_vien_su_dung: z.object({ nhan_vien_id: z.number().int(), ten_nhan_vien: z.string() }).nullable(),
  hospital: z
    .object({
      hospital_id: z.number().int(),
      name: z.string(),
      modules: z.array(ZModuleId),
      /** The hospital's logo (an image of the uploads), shown in the drawer. */
      logo_upload_id: z.number().int().nullable().optional(),
    })
    .nullable(),
  /** Function codes of the account's permission group; the UI hides what is missing. */
  chuc_nang: z.array(z.string()),
  /** An initial or reset password: the user must change it before anything else (the server refuses the rest). */
  phai_doi_mat_khau: z.boolean().optional(),
});
export type TLoggedInUser = z.infer<typeof ZLoggedInUser>;

/**
 * A fresh session. `refresh_token` is in the body for clients that are not browsers; a browser
 * (a call sending `X-Requested-With: XMLHttpRequest`) gets it only in the HttpOnly cookie
 * `hm_refresh`, so no script of the page can read it.
 */
export const ZTokenPair = z.object({
  token: z.string(),
  refresh_token: z.string().optional(),
  expires_in: z.number().int(),
  refresh_expires_in: z.number().int(),
});
export type TTokenPair = z.infer<typeof ZTokenPair>;

export const ZLoginResult = ZTokenPair.extend({ user: ZLoggedInUser });
export type TLoginResult = z.infer<typeof ZLoginResult>;

/** A client that is not a browser sends its refresh token here; a browser sends `{}` and its cookie. */
export const ZRefreshBody = z.object({
  refresh_token: zVerbatim(4000, 'Thiếu refresh token').min(1, 'Thiếu refresh token').optional(),
});
export type TRefreshBody = z.infer<typeof ZRefreshBody>;

const ZNewPassword = zVerbatim(200, 'Vui lòng nhập đầy đủ thông tin', 'Mật khẩu quá dài').min(8, 'Mật khẩu phải có ít nhất 8 ký tự');

/** An administrator sets the password of an account in scope. */
export const ZSetPasswordBody = z
  .object({
    tai_khoan_id: z.number({ error: 'Vui lòng nhập đầy đủ thông tin' }).int().positive(),
    mat_khau: ZNewPassword,
    confirm: zVerbatim(200).optional(),
  })
  .refine((b) => b.confirm === undefined || b.confirm === b.mat_khau, {
    message: 'Mật khẩu nhập lại không đúng',
    path: ['confirm'],
  });
export type TSetPasswordBody = z.infer<typeof ZSetPasswordBody>;

/** A user changes their own password, giving the current one. */
export const ZChangeOwnPasswordBody = z
  .object({
    mat_khau_cu: zVerbatim(200, 'Vui lòng nhập đầy đủ thông tin').min(1, 'Vui lòng nhập đầy đủ thông tin'),
    mat_khau: ZNewPassword,
    confirm: zVerbatim(200, 'Vui lòng nhập đầy đủ thông tin').min(1, 'Vui lòng nhập đầy đủ thông tin'),
  })
  .refine((b) => b.confirm === b.mat_khau, { message: 'Mật khẩu nhập lại không đúng', path: ['confirm'] });
export type TChangeOwnPasswordBody = z.infer<typeof ZChangeOwnPasswordBody>;

export const ZCheckRoleQuery = z.object({
  duAnId: z.coerce.number().int().positive().optional(),
  path: zText(300).optional(),
  ma: zText(100).optional(),
  id: z.coerce.number().int().positive().optional(),
});
export const ZCheckRoleResult = z.object({ allowed: z.boolean() });
