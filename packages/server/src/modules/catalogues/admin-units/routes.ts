import { endpoints } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { defineRoute } from '../../../resources/route.js';
import { adminUnitReads } from './repository.js';

/** Vietnam's administrative units for address pickers: open to any logged-in user. */
export function adminUnitRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  const units = adminUnitReads(db);
  defineRoute(app, endpoints.adminUnitByLevel, ({ params, query }) => units.byLevel(params.level, query.keyword));
  defineRoute(app, endpoints.adminUnitByParent, ({ params, query }) => units.byParent(params.id, query.keyword));
}
