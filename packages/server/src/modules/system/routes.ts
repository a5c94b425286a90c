import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { accountRoutes } from './accounts/routes.js';
import { auditTrailRoutes } from './audit-trail.js';
import { licenceRoutes } from './licences.js';

/** System administration beyond the resources: accounts, module licences per hospital and the audit trail. */
export function systemRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  accountRoutes(app, db);
  licenceRoutes(app, db);
  auditTrailRoutes(app, db);
}
