import { endpoints, type TDepartment, type TJobTitle, type TPosition } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { defineRoute } from '../../http/route.js';
import { hospitalCatalogue } from './hospital-catalogue.js';
import { hospitalReads } from './hospitals.js';
import { staffReads } from './staff.js';

/** Catalogue reads other modules need: hospitals, departments, job titles, positions, staff. */
export function catalogueReadRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  const hospitals = hospitalReads(db);
  defineRoute(app, endpoints.hospitalList, ({ caller, query }) => hospitals.list(caller, query));
  defineRoute(app, endpoints.hospitalQuery, ({ caller, query }) => hospitals.list(caller, query));
  defineRoute(app, endpoints.hospitalById, ({ caller, params }) => hospitals.byId(caller, params.id));
  defineRoute(app, endpoints.hospitalAuth, ({ caller }) => hospitals.combo(caller));

  const departments = hospitalCatalogue<'phong_ban', TDepartment>(db, { table: 'phong_ban', id: 'phong_ban_id', code: 'ma_phong_ban', name: 'ten_phong_ban', notFound: 'Không tìm thấy phòng ban' });
  defineRoute(app, endpoints.departmentList, ({ caller, query }) => departments.list(caller, query));
  defineRoute(app, endpoints.departmentById, ({ caller, params }) => departments.byId(caller, params.id));
  defineRoute(app, endpoints.departmentCombo, ({ caller, query }) => departments.combo(caller, query.hospitalId));

  const jobTitles = hospitalCatalogue<'chuc_danh', TJobTitle>(db, { table: 'chuc_danh', id: 'chuc_danh_id', code: 'ma_chuc_danh', name: 'ten_chuc_danh', notFound: 'Không tìm thấy chức danh' });
  defineRoute(app, endpoints.jobTitleList, ({ caller, query }) => jobTitles.list(caller, query));
  defineRoute(app, endpoints.jobTitleById, ({ caller, params }) => jobTitles.byId(caller, params.id));
  defineRoute(app, endpoints.jobTitleCombo, ({ caller, query }) => jobTitles.combo(caller, query.hospitalId));

  const positions = hospitalCatalogue<'chuc_vu', TPosition>(db, { table: 'chuc_vu', id: 'chuc_vu_id', code: 'ma_chuc_vu', name: 'ten_chuc_vu', notFound: 'Không tìm thấy chức vụ' });
  defineRoute(app, endpoints.positionList, ({ caller, query }) => positions.list(caller, query));
  defineRoute(app, endpoints.positionById, ({ caller, params }) => positions.byId(caller, params.id));
  defineRoute(app, endpoints.positionCombo, ({ caller, query }) => positions.combo(caller, query.hospitalId));

  const staff = staffReads(db);
  defineRoute(app, endpoints.staffList, ({ caller, query }) => staff.list(caller, query));
  defineRoute(app, endpoints.staffById, ({ caller, params }) => staff.byId(caller, params.id));
  defineRoute(app, endpoints.staffCombo, ({ caller, query }) => staff.combo(caller, query.hospitalId));
  defineRoute(app, endpoints.departmentByToken, ({ caller }) => staff.ownDepartments(caller));
}
