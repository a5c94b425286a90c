import { ahrqEndpointSets, MESSAGES } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { defineRoute } from '../../../resources/route.js';
import { ahrqCategories } from './categories.js';
import { mappingList } from './mapping-list.js';
import { saveMapping } from './mapping-save.js';
import { mappingSummary } from './mapping-summary.js';

/**
 * The AHRQ category lists and the hospitals' mappings of their departments and job titles to
 * them, at both service prefixes (`/auth/v1` for the pages, `/votesafety/v1` as the spec places them).
 */
export function ahrqMappingRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  const units = ahrqCategories(db, 'phong_ban');
  const positions = ahrqCategories(db, 'chuc_danh');
  for (const calls of ahrqEndpointSets) {
    defineRoute(app, calls.ahrqDepartmentList, ({ query }) => units.list(query));
    defineRoute(app, calls.ahrqDepartmentById, ({ params }) => units.byId(params.id));
    defineRoute(app, calls.ahrqDepartmentCreate, ({ caller, body, audit }) => units.create({ caller, audit }, body));
    defineRoute(app, calls.ahrqDepartmentUpdate, ({ caller, body, audit }) => units.update({ caller, audit }, body), { message: MESSAGES.updated });
    defineRoute(
      app,
      calls.ahrqDepartmentDelete,
      async ({ caller, params, audit }) => {
        await units.remove({ caller, audit }, params.id);
        return null;
      },
      { message: MESSAGES.deleted },
    );

    defineRoute(app, calls.ahrqJobTitleList, ({ query }) => positions.list(query));
    defineRoute(app, calls.ahrqJobTitleById, ({ params }) => positions.byId(params.id));
    defineRoute(app, calls.ahrqJobTitleCreate, ({ caller, body, audit }) => positions.create({ caller, audit }, body));
    defineRoute(app, calls.ahrqJobTitleUpdate, ({ caller, body, audit }) => positions.update({ caller, audit }, body), { message: MESSAGES.updated });
    defineRoute(
      app,
      calls.ahrqJobTitleDelete,
      async ({ caller, params, audit }) => {
        await positions.remove({ caller, audit }, params.id);
        return null;
      },
      { message: MESSAGES.deleted },
    );

    defineRoute(app, calls.mappingDepartments, ({ caller, query }) => mappingList(db, caller, 'phong_ban', query));
    defineRoute(app, calls.mappingJobTitles, ({ caller, query }) => mappingList(db, caller, 'chuc_danh', query));
    defineRoute(app, calls.mappingSummary, ({ caller, query }) => mappingSummary(db, caller, query.hospitalId));
    defineRoute(app, calls.mappingSave, ({ caller, body, audit }) => saveMapping(db, { caller, audit }, body), { message: MESSAGES.updated });
  }
}
