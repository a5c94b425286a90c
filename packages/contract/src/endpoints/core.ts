import { z } from 'zod';
import { REFRESH_TOKEN_PATH } from '../constants.js';
import { ep } from '../endpoint.js';
import {
  ZChangeOwnPasswordBody,
  ZCheckRoleQuery,
  ZCheckRoleResult,
  ZLoggedInUser,
  ZLoginBody,
  ZLoginResult,
  ZRefreshBody,
  ZSetPasswordBody,
  ZTokenPair,
} from '../entities/auth.js';
import { ZMenuItem, ZMenuTreeQuery } from '../entities/menu.js';
import { FN } from '../functions.js';

const A = '/auth/v1';
const ZMessage = z.object({ message: z.string() });
/** After changing one's own password the other sessions end; this one gets a fresh pair. */
const ZPasswordChanged = ZMessage.extend({ tokens: ZTokenPair });

/** Always-on calls of the shell: session, own password, own menu, role checks. */
export const coreEndpoints = {
  login: ep({ method: 'POST', path: `${A}/login`, module: 'core', fn: 'public', summary: 'Đăng nhập', body: ZLoginBody, response: ZLoginResult }),
  accountLogin: ep({ method: 'POST', path: `${A}/tai-khoan/login`, module: 'core', fn: 'public', summary: 'Đăng nhập (tai-khoan)', body: ZLoginBody, response: ZLoginResult }),
  refreshToken: ep({ method: 'POST', path: REFRESH_TOKEN_PATH, module: 'core', fn: 'public', summary: 'Làm mới token', body: ZRefreshBody, response: ZTokenPair }),
  /** Logout: revokes the session's refresh token family and clears the cookie (same path as the refresh, where the cookie is sent). */
  logout: ep({ method: 'DELETE', path: REFRESH_TOKEN_PATH, module: 'core', fn: 'public', summary: 'Đăng xuất: thu hồi phiên đăng nhập', body: ZRefreshBody, response: ZMessage }),
  me: ep({ method: 'GET', path: `${A}/tai-khoan/me`, module: 'core', fn: null, summary: 'Tài khoản đang đăng nhập', response: ZLoggedInUser }),
  meAlias: ep({ method: 'GET', path: `${A}/me`, module: 'core', fn: null, summary: 'Tài khoản đang đăng nhập', response: ZLoggedInUser }),
  setPassword: ep({
    method: 'PUT',
    path: `${A}/tai-khoan/doi-mat-khau`,
    module: 'core',
    fn: FN.accountSetPassword,
    hospital: 'row',
    audit: { entity: 'account', action: 'doi-mat-khau', id: 'tai_khoan_id' },
    summary: 'Quản trị đặt mật khẩu cho tài khoản',
    body: ZSetPasswordBody,
    response: ZMessage,
  }),
  changeOwnPassword: ep({
    method: 'PUT',
    path: `${A}/tai-khoan/doi-mat-khau-user`,
    module: 'core',
    fn: null,
    hospital: 'none',
    audit: { entity: 'account', action: 'doi-mat-khau-user' },
    summary: 'Đổi mật khẩu của chính mình',
    body: ZChangeOwnPasswordBody,
    response: ZPasswordChanged,
  }),
  menuOfGroup: ep({
    method: 'GET',
    path: `${A}/menu/phan-quyen`,
    module: 'core',
    fn: null,
    summary: 'Cây menu của nhóm quyền',
    query: ZMenuTreeQuery,
    response: z.array(ZMenuItem),
  }),
  menuCheckRole: ep({
    method: 'GET',
    path: `${A}/menu/check-role`,
    module: 'core',
    fn: null,
    summary: 'Nhóm quyền có menu (đường dẫn) này không',
    query: ZCheckRoleQuery,
    response: ZCheckRoleResult,
  }),
  functionCheckRole: ep({
    method: 'GET',
    path: `${A}/chuc-nang/check-role`,
    module: 'core',
    fn: null,
    summary: 'Nhóm quyền có chức năng này không',
    query: ZCheckRoleQuery,
    response: ZCheckRoleResult,
  }),
};
