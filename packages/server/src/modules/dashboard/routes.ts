import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { exportRoutes } from './export/routes.js';
import { readRoutes } from './read-routes.js';
import { snapshotJobs } from './snapshot-jobs.js';

export interface DashboardDeps {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
}

/** Dashboards: snapshots (TinhDuLieu), score and participation reads, exports. */
export function dashboardRoutes(app: FastifyInstance, deps: DashboardDeps): void {
  snapshotJobs(deps.db).embedded = deps.kind === 'pglite';
  readRoutes(app, deps);
  exportRoutes(app, deps);
}
