import { endpoints, type TComboItem } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { defineResourceRoutes } from '../../resources/resource-routes.js';
import { defineRoute } from '../../resources/route.js';
import { benchmarkRoutes } from './benchmarks/routes.js';
import { hospitalReads } from './hospitals.js';
import { catalogueMessages } from './messages.js';
import { departmentStore, jobTitleStore, positionStore } from './resources/departments.js';
import { hospitalRules } from './resources/hospital-rules.js';
import { hospitalStore } from './resources/hospitals.js';
import { projectRoutes } from './resources/project-routes.js';
import { redactStaff, staffStore } from './resources/staff.js';
import { staffReads } from './staff.js';

catalogueMessages();

/** The catalogue calls: hospitals, departments, job titles, positions, staff, menus, functions, projects. */
export function catalogueRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  const hospitals = defineResourceRoutes(app, db, hospitalStore, hospitalRules);
  defineRoute(app, endpoints.hospitalQuery, ({ caller, query }) => hospitals.list(caller, query));
  const hospitalCombos = hospitalReads(db);
  defineRoute(app, endpoints.hospitalAuth, ({ caller }) => hospitalCombos.combo(caller));
  defineRoute(app, endpoints.hospitalReport, ({ caller }): Promise<TComboItem[]> => hospitalCombos.combo(caller, 'reports'));

  defineResourceRoutes(app, db, departmentStore);
  defineResourceRoutes(app, db, jobTitleStore);
  defineResourceRoutes(app, db, positionStore);

  defineResourceRoutes(app, db, staffStore, { redact: redactStaff });
  const staff = staffReads(db);
  defineRoute(app, endpoints.departmentByToken, ({ caller }) => staff.ownDepartments(caller));
  defineRoute(app, endpoints.staffByUsername, ({ caller, query }) => staff.byUsername(caller, query.username));
  defineRoute(app, endpoints.staffDoctors, ({ caller, query }) => staff.doctors(caller, query, false));
  defineRoute(app, endpoints.staffPartnerDoctors, ({ caller, query }) => staff.doctors(caller, query, true));

  projectRoutes(app, db);
  benchmarkRoutes(app, db);
}
