import { endpoints, MESSAGES } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { defineRoute } from '../../../http/route.js';
import { ahrqCategories } from './categories.js';
import { mappingList } from './mapping-list.js';
import { saveMapping } from './mapping-save.js';
import { mappingSummary } from './mapping-summary.js';

/** The AHRQ category lists and the hospitals' mappings of their departments and job titles to them. */
export function ahrqMappingRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  const units = ahrqCategories(db, 'phong_ban');
  defineRoute(app, endpoints.ahrqDepartmentList, ({ query }) => units.list(query));
  defineRoute(app, endpoints.ahrqDepartmentById, ({ params }) => units.byId(params.id));
  defineRoute(app, endpoints.ahrqDepartmentCreate, ({ caller, body }) => units.create(caller, body));
  defineRoute(app, endpoints.ahrqDepartmentUpdate, ({ caller, body }) => units.update(caller, body), { message: MESSAGES.updated });
  defineRoute(app, endpoints.ahrqDepartmentDelete, async ({ caller, params }) => {
    await units.remove(caller, params.id);
    return null;
  }, { message: MESSAGES.deleted });

  const positions = ahrqCategories(db, 'chuc_danh');
  defineRoute(app, endpoints.ahrqJobTitleList, ({ query }) => positions.list(query));
  defineRoute(app, endpoints.ahrqJobTitleById, ({ params }) => positions.byId(params.id));
  defineRoute(app, endpoints.ahrqJobTitleCreate, ({ caller, body }) => positions.create(caller, body));
  defineRoute(app, endpoints.ahrqJobTitleUpdate, ({ caller, body }) => positions.update(caller, body), { message: MESSAGES.updated });
  defineRoute(app, endpoints.ahrqJobTitleDelete, async ({ caller, params }) => {
    await positions.remove(caller, params.id);
    return null;
  }, { message: MESSAGES.deleted });

  defineRoute(app, endpoints.mappingDepartments, ({ caller, query }) => mappingList(db, caller, 'phong_ban', query));
  defineRoute(app, endpoints.mappingJobTitles, ({ caller, query }) => mappingList(db, caller, 'chuc_danh', query));
  defineRoute(app, endpoints.mappingSummary, ({ caller, query }) => mappingSummary(db, caller, query.hospitalId));
  defineRoute(app, endpoints.mappingSave, ({ caller, body }) => saveMapping(db, caller, body), { message: MESSAGES.updated });
}
