import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { accountDeptRoutes } from './account-departments/routes.js';
import { auditTrailRoutes } from './audit-trail.js';
import { licenceRoutes } from './licences.js';

/** System administration beyond the resources: module licences per hospital, the audit trail, department links. */
export function systemRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  licenceRoutes(app, db);
  auditTrailRoutes(app, db);
  accountDeptRoutes(app, db);
}
