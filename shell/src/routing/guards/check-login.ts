import { localized } from '../locale-path';
import { type Guard, PASS } from './guard';

/**
 * `check-login`: a guest goes to the localized login page, which returns to the path asked for.
 * @example checkLogin({ user: null, path: '/HeThong/TaiKhoan', ... }) // → /vi/Login?redirect=%2Fvi%2FHeThong%2FTaiKhoan
 */
export const checkLogin: Guard = (ctx) =>
  ctx.user ? PASS : { kind: 'redirect', to: `/vi/Login?redirect=${encodeURIComponent(localized(ctx.path))}` };
