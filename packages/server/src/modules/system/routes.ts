import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { auditTrailRoutes } from './audit-trail.js';
import { licenceRoutes } from './licences.js';
import { hospitalInfoRoutes } from './hospital-info.js';
import { uploadRoutes } from './uploads/routes.js';

/** System administration beyond the resources: module licences per hospital, the audit trail, uploads and the hospital's own information. */
export function systemRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  licenceRoutes(app, db);
  auditTrailRoutes(app, db);
  uploadRoutes(app, { db });
  hospitalInfoRoutes(app, db);
}
