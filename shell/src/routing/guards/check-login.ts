import { LOGIN_PATH, localized } from '../locale-path';
import { type Guard, PASS } from './guard';

/**
 * `check-login`: a guest goes to the localized login page, which returns to the path asked for
 * (a guest's own request, or an expired session). After a deliberate logout the login page opens
 * plain: on a shared ward computer the next person must not land on the previous user's page.
 * @example checkLogin({ user: null, path: '/HeThong/TaiKhoan', ... }) // → /vi/Login?redirect=%2Fvi%2FHeThong%2FTaiKhoan
 * @example checkLogin({ user: null, signedOut: true, ... }) // → /vi/Login
 */
export const checkLogin: Guard = (ctx) => {
  if (ctx.user) return PASS;
  if (ctx.signedOut) return { kind: 'redirect', to: LOGIN_PATH };
  return { kind: 'redirect', to: `${LOGIN_PATH}?redirect=${encodeURIComponent(localized(ctx.path))}` };
};
