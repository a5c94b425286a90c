import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { accountRoutes } from './accounts/routes.js';
import { accountDeptRoutes } from './account-departments/routes.js';
import { auditTrailRoutes } from './audit-trail.js';
import { licenceRoutes } from './licences.js';
import { permissionGroupRoutes } from './permission-groups/routes.js';
import { hospitalInfoRoutes } from './hospital-info.js';
import { hospitalGroupRoutes } from './hospital-groups/routes.js';
import { uploadRoutes } from './uploads/routes.js';

/** System administration: accounts, department links, module licences per hospital, the audit trail, permission groups, uploads and the hospital's own information. */
export function systemRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  accountRoutes(app, db);
  licenceRoutes(app, db);
  auditTrailRoutes(app, db);
  permissionGroupRoutes(app, db);
  uploadRoutes(app, { db });
  hospitalInfoRoutes(app, db);
  accountDeptRoutes(app, db);
  hospitalGroupRoutes(app, db);
}
