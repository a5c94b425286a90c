import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config.js';
import type { Database } from './db/database.js';
import { registerAccessHooks } from './http/access.js';
import { registerErrorHandler } from './http/error-handler.js';
import { LoginThrottle } from './modules/auth/login-throttle.js';
import { authRoutes } from './modules/auth/routes.js';
import { loadSigningSecret } from './modules/auth/secret.js';
import { AuthService } from './modules/auth/service.js';
import { TokenService } from './modules/auth/tokens.js';
import { catalogueReadRoutes } from './modules/catalogues/routes.js';
import { menuRoutes } from './modules/menu/routes.js';
import { systemParameterRoutes } from './modules/system-parameters/routes.js';
import { registerSwagger } from './plugins/swagger.js';
import { registerWeb } from './plugins/web.js';

export const APP_VERSION = '1.2.0';

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
  const app = Fastify({ logger, trustProxy: process.env.HM_TRUST_PROXY === '1', bodyLimit: 2 * 1024 * 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The API speaks JSON only: a text body is refused with 415 instead of reaching a schema.
  app.removeContentTypeParser('text/plain');
  await app.register(cors, { origin: config.corsOrigins, credentials: false, allowedHeaders: ['Authorization', 'Content-Type', 'Language'] });
  await app.register(rateLimit, { global: false });
  await registerSwagger(app, APP_VERSION);

  const { db } = database;
  const tokens = new TokenService(await loadSigningSecret(db, config.jwtSecret));
  registerAccessHooks(app, db, tokens);
  const auth = new AuthService(db, tokens, new LoginThrottle(db, config.login));

  authRoutes(app, { db, auth, loginRatePerMinute: config.login.ratePerMinute });
  menuRoutes(app, { db });
  catalogueReadRoutes(app, { db });
  systemParameterRoutes(app, { db });

  await registerWeb(app, { webRoot: config.webRoot, apiBaseUrl: config.publicApiBaseUrl, version: APP_VERSION });
  app.addHook('onClose', () => database.close());
  return app;
}
