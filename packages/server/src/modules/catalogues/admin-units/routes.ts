import { endpoints } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { defineRoute } from '../../../http/route.js';
import { adminUnitReads } from './repository.js';

/** Vietnam's administrative units for address pickers: open to any logged-in user. */
export function adminUnitRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  const units = adminUnitReads(db);
  defineRoute(app, endpoints.adminUnitByLevel, ({ params }) => units.byLevel(params.level));
  defineRoute(app, endpoints.adminUnitByParent, ({ params }) => units.byParent(params.id));
}
