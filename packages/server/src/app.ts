import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { type ServerConfig, trustProxyOption } from './config.js';
import type { DB } from './db/schema.js';
import type { Database } from './db/database.js';
import { oneStatementAtATime, requestStarted } from './db/give-way.js';
import { registerAccessHooks } from './access/access.js';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler.js';
import { registerInputGuard } from './http/input-guard.js';
import { sharedRateLimitStore } from './http/rate-limit-store.js';
import { registerOps, requestIdOptions } from './ops/index.js';
import { BrowserSession } from './modules/auth/browser-session.js';
import { DeviceCookies } from './modules/auth/device-cookie.js';
import { LoginThrottle } from './modules/auth/login-throttle.js';
import { authRoutes } from './modules/auth/routes.js';
import { loadSigningSecret } from './modules/auth/secret.js';
import { AuthService } from './modules/auth/service.js';
import { TokenService } from './access/tokens.js';
import { adminUnitRoutes } from './modules/catalogues/admin-units/routes.js';
import { ahrqMappingRoutes } from './modules/catalogues/ahrq/routes.js';
import { catalogueRoutes } from './modules/catalogues/routes.js';
import { staffImportRoutes } from './modules/catalogues/staff-import/routes.js';
import { mailRoutes } from './modules/mail/routes.js';
import { MailSender } from './modules/mail/sender.js';
import { registerSchedule } from './modules/schedule/plugin.js';
import { registerRetention } from './modules/retention/plugin.js';
import { campaignRoutes } from './modules/campaign/routes.js';
import { menuRoutes } from './modules/menu/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { InvitationTokens } from './modules/survey-core/invitation-token.js';
import { surveyVersionRoutes } from './modules/survey/routes.js';
import { surveyStructureRoutes } from './modules/survey/structure/routes.js';
import { systemParameterRoutes } from './modules/system-parameters/routes.js';
import { systemRoutes } from './modules/system/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { actionPlanRoutes } from './modules/action-plans/routes.js';
import { feedbackReportRoutes } from './modules/feedback-report/routes.js';
import { debriefPackRoutes } from './modules/debrief-pack/routes.js';
import { votingRoutes } from './modules/voting/routes.js';
import { ballotCardRoutes } from './modules/ballot-cards/routes.js';
import { paperEntryRoutes } from './modules/paper-entry/routes.js';
import { commentRoutes } from './modules/comments/routes.js';
import { moduleReleaseRoutes } from './modules/module-releases/routes.js';
import { registerCompression } from './plugins/compression.js';
import { registerSwagger } from './plugins/swagger.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWeb } from './plugins/web.js';

export const APP_VERSION = '1.2.0';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background SMTP sender; null when SMTP_URL is not set (mails stay in the outbox). */
    mailSender: MailSender | null;
  }
}

function registerMailSender(app: FastifyInstance, config: ServerConfig, db: Kysely<DB>, tokens: InvitationTokens): void {
  const smtpUrl = config.mail.smtpUrl;
  const sender = smtpUrl
    ? new MailSender(
        db,
        tokens,
        { smtpUrl, from: config.mail.from, publicUrl: config.publicUrl, intervalMs: config.mail.intervalMs, maxAttempts: config.mail.maxAttempts },
        app.log,
      )
    : null;
  app.decorate('mailSender', sender);
  if (!sender) return;
  app.addHook('onReady', async () => sender.start());
  // preClose: before every onClose hook, the database's included (onClose hooks run last registered
  // first), so a mail being sent is marked sent before the pool closes, not sent again later.
  app.addHook('preClose', async () => sender.stop());
}

export interface AppDeps {
  config: ServerConfig;
  database: Database;
  logger?: boolean | object;
}

/**
 * Builds the product's HTTP app in layers (fastify/demo style): external plugins, then the
 * access rule, then the feature modules' routes, then the static web files.
 */
export async function buildApp({ config, database, logger = false }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger, ...requestIdOptions, frameworkErrors: answerFrameworkError, trustProxy: trustProxyOption(process.env.HM_TRUST_PROXY), bodyLimit: 2 * 1024 * 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  registerOps(app, { config, database, version: APP_VERSION });
  registerSecurityHeaders(app);
  // The embedded database's background work (a recompute, an export's batches) waits for the
  // requests being served, until each is answered or its client has gone (db/give-way.ts). Not on
  // PostgreSQL, where nothing waits: no hook on its hot path.
  if (oneStatementAtATime(database.db)) {
    app.addHook('onRequest', (_req, reply, done) => {
      const request = requestStarted(database.db);
      reply.raw.once('close', request.end);
      request.run(done);
    });
  }
  // Measurements only (HM_DEBUG_SQL_COUNT=1, scripts/bench-vote-load.mjs): every answer tells how many statements this process has sent.
  if (database.statements() !== null) app.addHook('onSend', async (_req, reply) => void reply.header('x-hm-sql-statements', String(database.statements())));
  // The API speaks JSON only: a text body is refused with 415 instead of reaching a schema.
  app.removeContentTypeParser('text/plain');
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Language', 'X-Requested-With'],
  });
  // Cookies carry the browser's refresh token and device id (modules/auth/browser-session.ts).
  await app.register(cookie);
  // Burst limits counted in the database: one count per key for every API process (http/rate-limit-store.ts).
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(database.db) });
  // br/gzip for the answers of every route added from here on, credentials excepted (plugins/compression.ts).
  await registerCompression(app);
  await registerSwagger(app, APP_VERSION);

  const { db } = database;
  const signingSecret = await loadSigningSecret(db, config.jwtSecret);
  const tokens = new TokenService(signingSecret);
  registerAccessHooks(app, db, tokens);
  const auth = new AuthService(db, tokens, new LoginThrottle(db, config.login));

  const browser = new BrowserSession({ sameSite: config.cookieSameSite, allowedOrigins: config.corsOrigins }, new DeviceCookies(signingSecret));
  authRoutes(app, { db, auth, browser, loginRatePerMinute: config.login.ratePerMinute });
  menuRoutes(app, { db });
  catalogueRoutes(app, { db });
  staffImportRoutes(app, { db });
  ahrqMappingRoutes(app, { db });
  adminUnitRoutes(app, { db });
  systemParameterRoutes(app, { db });
  systemRoutes(app, { db });
  const invitations = await InvitationTokens.load(db);
  surveyVersionRoutes(app, { db });
  surveyStructureRoutes(app, { db });
  votingRoutes(app, { db, tokens, invitations });
  await ballotCardRoutes(app, { db, publicUrl: config.publicUrl, chromiumPath: config.chromiumPath, serverRoot: config.serverRoot });
  await paperEntryRoutes(app, { db });
  mailRoutes(app, { db, publicUrl: config.publicUrl, mail: config.mail });
  dashboardRoutes(app, { db, kind: database.kind });
  actionPlanRoutes(app, { db });
  commentRoutes(app, { db, secret: signingSecret });
  reportRoutes(app, { db });
  feedbackReportRoutes(app, { db, chromiumPath: config.chromiumPath, serverRoot: config.serverRoot });
  debriefPackRoutes(app, { db, chromiumPath: config.chromiumPath, serverRoot: config.serverRoot });
  registerMailSender(app, config, db, invitations);
  registerSchedule(app, { db, intervalMs: config.schedule.intervalMs });
  registerRetention(app, { db, intervalMs: config.retention.intervalMs });
  campaignRoutes(app, { db });
  moduleReleaseRoutes(app, { db, webRoot: config.webRoot, version: APP_VERSION, tokens, invitations });

  await registerWeb(app, { webRoot: config.webRoot, apiBaseUrl: config.publicApiBaseUrl, version: APP_VERSION, remotesBaseUrl: config.remotesBaseUrl });
  app.addHook('onClose', () => database.close());
  return app;
}
