import { endpoints, MESSAGES } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { defineRoute } from '../../http/route.js';
import { loggedInUser } from './logged-in-user.js';
import type { AuthService } from './service.js';

export interface AuthRouteDeps {
  db: Kysely<DB>;
  auth: AuthService;
  loginRatePerMinute: number;
}

/** Login, refresh, me and password calls (module core). */
export function authRoutes(app: FastifyInstance, { db, auth, loginRatePerMinute }: AuthRouteDeps): void {
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
  for (const e of [endpoints.login, endpoints.accountLogin]) {
    defineRoute(app, e, ({ body, req }) => auth.login(body.ten_tai_khoan, body.mat_khau, req.ip), { message: MESSAGES.loggedIn, rateLimit });
  }
  defineRoute(app, endpoints.refreshToken, ({ body }) => auth.refresh(body.refresh_token), { rateLimit: { max: loginRatePerMinute * 4, timeWindow: '1 minute' } });
  for (const e of [endpoints.me, endpoints.meAlias]) {
    defineRoute(app, e, ({ caller }) => loggedInUser(db, caller));
  }
  defineRoute(app, endpoints.setPassword, async ({ caller, body }) => {
    await auth.setPassword(caller, body.tai_khoan_id, body.mat_khau);
    return { message: MESSAGES.passwordChanged };
  }, { message: MESSAGES.passwordChanged });
  defineRoute(app, endpoints.changeOwnPassword, async ({ caller, body }) => {
    const tokens = await auth.changeOwnPassword(caller, body.mat_khau_cu, body.mat_khau);
    return { message: MESSAGES.passwordChanged, tokens };
  }, { message: MESSAGES.passwordChanged });
}
