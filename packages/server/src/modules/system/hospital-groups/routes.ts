import { endpoints } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { defineResourceRoutes } from '../../../resources/resource-routes.js';
import { defineRoute } from '../../../resources/route.js';
import { assignHospitalGroup, groupOfficers, unassignHospitalGroup } from './accounts.js';
import { hospitalGroupRules } from './rules.js';
import { hospitalGroupStore } from './store.js';

/** Hospital groups on the shared resource path (system administrators, every write audited) and their officers' assignments. */
export function hospitalGroupRoutes(app: FastifyInstance, db: Kysely<DB>): void {
  defineResourceRoutes(app, db, hospitalGroupStore, hospitalGroupRules);
  defineRoute(app, endpoints.hospitalGroupOfficers, ({ query }) => groupOfficers(db, query));
  defineRoute(app, endpoints.hospitalGroupAssign, ({ params, body, audit }) => assignHospitalGroup(db, params.id, body.tai_khoan_id, audit));
  defineRoute(app, endpoints.hospitalGroupUnassign, ({ params, query, audit }) => unassignHospitalGroup(db, params.id, query.tai_khoan_id, audit), {
    message: 'Bỏ gán thành công',
  });
}
