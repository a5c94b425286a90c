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
  defineRoute(app, endpoints.ahrqDepartmentCreate, ({ caller, body, audit }) => units.create({ caller, audit }, body));
  defineRoute(app, endpoints.ahrqDepartmentUpdate, ({ caller, body, audit }) => units.update({ caller, audit }, body), { message: MESSAGES.updated });
  defineRoute(app, endpoints.ahrqDepartmentDelete, async ({ caller, params, audit }) => {
    await units.remove({ caller, audit }, params.id);
    return null;
  }, { message: MESSAGES.deleted });

  const positions = ahrqCategories(db, 'chuc_danh');
  defineRoute(app, endpoints.ahrqJobTitleList, ({ query }) => positions.list(query));
  defineRoute(app, endpoints.ahrqJobTitleById, ({ params }) => positions.byId(params.id));
  defineRoute(app, endpoints.ahrqJobTitleCreate, ({ caller, body, audit }) => positions.create({ caller, audit }, body));
  defineRoute(app, endpoints.ahrqJobTitleUpdate, ({ caller, body, audit }) => positions.update({ caller, audit }, body), { message: MESSAGES.updated });
  defineRoute(app, endpoints.ahrqJobTitleDelete, async ({ caller, params, audit }) => {
    await positions.remove({ caller, audit }, params.id);
    return null;
  }, { message: MESSAGES.deleted });

  defineRoute(app, endpoints.mappingDepartments, ({ caller, query }) => mappingList(db, caller, 'phong_ban', query));
  defineRoute(app, endpoints.mappingJobTitles, ({ caller, query }) => mappingList(db, caller, 'chuc_danh', query));
  defineRoute(app, endpoints.mappingSummary, ({ caller, query }) => mappingSummary(db, caller, query.hospitalId));
  defineRoute(app, endpoints.mappingSave, ({ caller, body, audit }) => saveMapping(db, { caller, audit }, body), { message: MESSAGES.updated });
}
