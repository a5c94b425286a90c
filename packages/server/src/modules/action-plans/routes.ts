import { endpoints } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { defineFileRoute } from '../../resources/file-route.js';
import { defineResourceRoutes } from '../../resources/resource-routes.js';
import { defineRoute } from '../../resources/route.js';
import { requestLanguage } from '../dashboard/language.js';
import { actionPlanExport } from './export.js';
import { actionPlanResults } from './results.js';
import { actionPlanRules } from './rules.js';
import { actionPlanStore } from './store.js';

/** Action plans on the shared resource path (every write audited), their re-measure in the next wave and one plan's Excel export. */
export function actionPlanRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  const reads = defineResourceRoutes(app, db, actionPlanStore, actionPlanRules);
  defineRoute(app, endpoints.actionPlanResults, ({ caller, params, req }) => actionPlanResults(db, reads, caller, params.id, requestLanguage(req)));
  defineFileRoute(app, endpoints.actionPlanExport, ({ caller, params, req }) => actionPlanExport(db, reads, caller, params.id, requestLanguage(req)));
}
