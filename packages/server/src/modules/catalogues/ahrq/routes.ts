import { AHRQ_KINDS, ahrqCategorySets, ahrqEndpointSets, MESSAGES } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { defineRoute } from '../../../resources/route.js';
import { defineResourceRoutes } from '../../../resources/resource-routes.js';
import { ahrqCategoryRules, ahrqCategoryStore } from './categories.js';
import { mappingList } from './mapping-list.js';
import { saveMapping } from './mapping-save.js';
import { mappingSummary } from './mapping-summary.js';

/**
 * The AHRQ category lists (resources on the shared path, docs/decisions/resources.md) and the hospitals' mappings of their departments and job titles to
 * them, at both service prefixes (`/auth/v1` for the pages, `/votesafety/v1` as the spec places them).
 */
export function ahrqMappingRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  for (const lists of ahrqCategorySets) {
    for (const kind of AHRQ_KINDS) defineResourceRoutes(app, db, ahrqCategoryStore(lists[kind], kind), ahrqCategoryRules(kind));
  }
  for (const calls of ahrqEndpointSets) {
    defineRoute(app, calls.mappingDepartments, ({ caller, query }) => mappingList(db, caller, 'phong_ban', query));
    defineRoute(app, calls.mappingJobTitles, ({ caller, query }) => mappingList(db, caller, 'chuc_danh', query));
    defineRoute(app, calls.mappingSummary, ({ caller, query }) => mappingSummary(db, caller, query.hospitalId));
    defineRoute(app, calls.mappingSave, ({ caller, body, audit }) => saveMapping(db, { caller, audit }, body), { message: MESSAGES.updated });
  }
}
