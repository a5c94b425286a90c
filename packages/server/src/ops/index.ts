import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { registerHealth } from './health.js';
import { registerMetrics } from './metrics.js';
import { registerOnlineBackup } from './online-backup.js';
import { registerRequestId } from './request-id.js';

export { requestIdOptions } from './request-id.js';

/**
 * What a hospital's IT staff run the product with (README, "Operations"): request ids on every
 * log line and error answer, `/health` and `/ready`, `/metrics`, and on the embedded database
 * the online backup the `npm run backup` command asks the running server for.
 */
export function registerOps(app: FastifyInstance, o: { config: ServerConfig; database: Database; version: string }): void {
  registerRequestId(app);
  registerHealth(app, { database: o.database, migrationsDir: path.join(o.config.serverRoot, 'migrations'), version: o.version });
  registerMetrics(app, { db: o.database.db, token: o.config.metricsToken, version: o.version });
  const { pglite, db } = o.database;
  // Between statements of nobody's transaction: the dump holds Kysely's one connection.
  if (pglite) registerOnlineBackup(app, { dump: () => db.connection().execute(() => pglite.dumpDataDir('gzip')), dataDir: o.config.dataDir });
}
