import { endpoints, MESSAGES, type TTokenPair } from '@hm/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { UnauthorizedError, ValidationError } from '../../errors/app-errors.js';
import { defineRoute } from '../../resources/route.js';
import type { BrowserSession } from './browser-session.js';
import { loggedInUser } from './logged-in-user.js';
import { type AuthService, INVALID_REFRESH } from './service.js';

export interface AuthRouteDeps {
  db: Kysely<DB>;
  auth: AuthService;
  browser: BrowserSession;
  loginRatePerMinute: number;
}

/** Login, refresh, me and password calls (module core). */
export function authRoutes(app: FastifyInstance, { db, auth, browser, loginRatePerMinute }: AuthRouteDeps): void {
  // A burst limit per account and address on top of the backoff; preHandler so the body is parsed.
  const rateLimit = {
    max: loginRatePerMinute,
    timeWindow: '1 minute',
    hook: 'preHandler',
    keyGenerator: (req: { body?: unknown; ip: string }) => {
      const u = (req.body as { ten_tai_khoan?: unknown } | undefined)?.ten_tai_khoan;
      return `${typeof u === 'string' ? u.toLowerCase() : ''}|${req.ip}`;
    },
  };
  /** A browser keeps the refresh token in its HttpOnly cookie only; other clients get it in the body. */
  const deliver = <T extends TTokenPair>(req: FastifyRequest, reply: FastifyReply, pair: T): T => {
    if (!browser.isBrowser(req) || pair.refresh_token === undefined) return pair;
    browser.setRefresh(req, reply, pair.refresh_token);
    const { refresh_token: _inCookie, ...rest } = pair;
    return rest as T;
  };

  for (const e of [endpoints.login, endpoints.accountLogin]) {
    defineRoute(
      app,
      e,
      async ({ body, req, reply }) => {
        // Logging a browser in sets its cookies: only from the product's own pages (login CSRF).
        if (browser.isBrowser(req)) browser.assertFromOwnPage(req);
        const result = await auth.login(body.ten_tai_khoan, body.mat_khau, { address: req.ip, device: browser.device(req) });
        browser.rememberDevice(req, reply, result.user.tai_khoan_id);
        return deliver(req, reply, result);
      },
      { message: MESSAGES.loggedIn, rateLimit },
    );
  }

  /** The refresh token of the call: the body's (clients that are not browsers) or the cookie's (a browser, CSRF-checked). */
  const presentedToken = (req: FastifyRequest, bodyToken: string | undefined): string | null => {
    if (bodyToken) return bodyToken;
    if (!browser.isBrowser(req)) throw new ValidationError('Thiếu refresh token');
    browser.assertFromOwnPage(req);
    return browser.refreshToken(req) ?? null;
  };

  defineRoute(
    app,
    endpoints.refreshToken,
    async ({ body, req, reply }) => {
      const token = presentedToken(req, body.refresh_token);
      if (!token) throw new UnauthorizedError(INVALID_REFRESH);
      try {
        return deliver(req, reply, await auth.refresh(token));
      } catch (err) {
        // A dead cookie is dropped, so the page stops presenting it.
        if (err instanceof UnauthorizedError && !body.refresh_token) browser.clearRefresh(req, reply);
        throw err;
      }
    },
    { rateLimit: { max: loginRatePerMinute * 4, timeWindow: '1 minute' } },
  );

  defineRoute(
    app,
    endpoints.logout,
    async ({ body, req, reply }) => {
      const token = presentedToken(req, body.refresh_token);
      if (token) await auth.logout(token);
      if (browser.isBrowser(req)) browser.clearRefresh(req, reply);
      return { message: MESSAGES.loggedOut };
    },
    { message: MESSAGES.loggedOut },
  );
  for (const e of [endpoints.me, endpoints.meAlias]) {
    defineRoute(app, e, ({ caller }) => loggedInUser(db, caller));
  }
  defineRoute(
    app,
    endpoints.setPassword,
    async ({ caller, body }) => {
      await auth.setPassword(caller, body.tai_khoan_id, body.mat_khau);
      return { message: MESSAGES.passwordChanged };
    },
    { message: MESSAGES.passwordChanged },
  );
  defineRoute(
    app,
    endpoints.changeOwnPassword,
    async ({ caller, body, req, reply, audit }) => {
      const tokens = await auth.changeOwnPassword(caller, body.mat_khau_cu, body.mat_khau);
      await audit(db, { id: caller.accountId, hospitalId: caller.homeHospitalId });
      return { message: MESSAGES.passwordChanged, tokens: deliver(req, reply, tokens) };
    },
    { message: MESSAGES.passwordChanged },
  );
}
