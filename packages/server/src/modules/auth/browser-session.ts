import { CONSTANTS, endpoints } from '@hm/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../errors/app-errors.js';
import type { Device, DeviceCookies } from './device-cookie.js';

/** The refresh token of a browser session: HttpOnly, sent only to the refresh call (and logout, same path). */
export const REFRESH_COOKIE = 'hm_refresh';
/** The signed device cookie of the login backoff, sent to the auth service's calls. */
export const DEVICE_COOKIE = 'hm_device';
/** The header every browser call of the platform sends: it marks a browser client, and a cross-site form cannot set it. */
export const BROWSER_HEADER = 'x-requested-with';
export const BROWSER_HEADER_VALUE = 'XMLHttpRequest';

const REFRESH_PATH = endpoints.refreshToken.path;
const DEVICE_PATH = '/auth/v1';
const DEVICE_MAX_AGE_SECONDS = 180 * 24 * 3600;
export const CSRF_REFUSED = 'Yêu cầu không hợp lệ: không xác định được trang gửi yêu cầu. Vui lòng tải lại trang và thử lại.';

export interface BrowserSessionConfig {
  /**
   * 'strict' (default): the shell and the API share a site (same origin, or e.g. app.bv.vn and
   * api.bv.vn). 'none': a cross-site API (needs HTTPS; the cookies are then Secure and the
   * custom header and Origin check are the CSRF defence).
   */
  sameSite: 'strict' | 'none';
  /** Origins allowed to call the API besides its own (CORS_ORIGINS). */
  allowedOrigins: readonly string[];
}

/**
 * The browser side of a session: the refresh token in an HttpOnly cookie scoped to the refresh
 * call's path, the device cookie, and the CSRF checks of the calls a cookie authenticates.
 */
export class BrowserSession {
  constructor(
    private readonly cfg: BrowserSessionConfig,
    readonly devices: DeviceCookies,
  ) {}

  /** A call of the platform's client in a browser (it sends `X-Requested-With: XMLHttpRequest`). */
  isBrowser(req: FastifyRequest): boolean {
    return req.headers[BROWSER_HEADER] === BROWSER_HEADER_VALUE;
  }

  /**
   * Refuses a call a cookie would authenticate unless it comes from the product's own pages:
   * the custom header (a cross-site form cannot send it, a cross-origin script only after a CORS
   * preflight the API answers for allowed origins only), an allowed `Origin` when one is sent,
   * and no `Sec-Fetch-Site: cross-site` from an origin not allowed.
   */
  assertFromOwnPage(req: FastifyRequest): void {
    if (!this.isBrowser(req)) throw new ForbiddenError(CSRF_REFUSED);
    const origin = req.headers.origin;
    const allowed = origin === undefined || origin === `${req.protocol}://${req.host}` || this.cfg.allowedOrigins.includes(origin);
    if (!allowed) throw new ForbiddenError(CSRF_REFUSED);
    const site = req.headers['sec-fetch-site'];
    if (site === 'cross-site' && (origin === undefined || !this.cfg.allowedOrigins.includes(origin))) throw new ForbiddenError(CSRF_REFUSED);
  }

  private base(req: FastifyRequest) {
    const secure = this.cfg.sameSite === 'none' || req.protocol === 'https';
    return { httpOnly: true, secure, sameSite: this.cfg.sameSite } as const;
  }

  refreshToken(req: FastifyRequest): string | undefined {
    return req.cookies[REFRESH_COOKIE] || undefined;
  }

  setRefresh(req: FastifyRequest, reply: FastifyReply, token: string): void {
    reply.setCookie(REFRESH_COOKIE, token, { ...this.base(req), path: REFRESH_PATH, maxAge: CONSTANTS.refreshTokenMaxAgeSeconds });
  }

  clearRefresh(req: FastifyRequest, reply: FastifyReply): void {
    reply.clearCookie(REFRESH_COOKIE, { ...this.base(req), path: REFRESH_PATH });
  }

  /** The device this browser says it is, if its cookie is genuine. */
  device(req: FastifyRequest): Device | null {
    return this.devices.parse(req.cookies[DEVICE_COOKIE]);
  }

  /** After a successful sign-in: the device cookie names the account (renewed for 180 days). */
  rememberDevice(req: FastifyRequest, reply: FastifyReply, accountId: number): void {
    const value = this.devices.remember(this.device(req), accountId);
    reply.setCookie(DEVICE_COOKIE, value, { ...this.base(req), path: DEVICE_PATH, maxAge: DEVICE_MAX_AGE_SECONDS });
  }
}
