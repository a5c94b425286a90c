import { endpoints, MESSAGES } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { defineFileRoute } from '../../resources/file-route.js';
import { defineRoute } from '../../resources/route.js';
import { dashboardVersions } from '../dashboard/dashboard-versions.js';
import { requestLanguage } from '../dashboard/language.js';
import { reportDefinitions } from './definitions.js';
import { exportReport } from './export-report.js';
import { reportPermissions } from './permissions.js';
import { reportReads } from './report-reads.js';
import { runPage } from './run-report.js';

/** The same report calls at both service prefixes (spec §7), one implementation. */
const REPORT_CALLS = [
  {
    create: endpoints.reportCreate,
    clone: endpoints.reportClone,
    update: endpoints.reportUpdate,
    remove: endpoints.reportDelete,
    removeDetail: endpoints.reportDetailDelete,
    list: endpoints.reportList,
    byId: endpoints.reportById,
    run: endpoints.reportRun,
    ofCaller: endpoints.reportOfGroup,
    versions: endpoints.reportVersions,
    checkRole: endpoints.reportCheckRole,
    getData: endpoints.reportGetData,
    export: endpoints.reportExport,
  },
  {
    create: endpoints.vsReportCreate,
    clone: endpoints.vsReportClone,
    update: endpoints.vsReportUpdate,
    remove: endpoints.vsReportDelete,
    removeDetail: endpoints.vsReportDetailDelete,
    list: endpoints.vsReportList,
    byId: endpoints.vsReportById,
    run: endpoints.vsReportRun,
    ofCaller: endpoints.vsReportOfGroup,
    versions: endpoints.vsReportVersions,
    checkRole: endpoints.vsReportCheckRole,
    getData: endpoints.vsReportGetData,
    export: endpoints.vsReportExport,
  },
] as const;

/**
 * Reports (issue 14): definitions over the server's data sources, runs and streamed exports on
 * `/auth/v1/report…` and `/votesafety/v1/report…`, and the groups' rights on them
 * (`/auth/v1/phan-quyen-report…`). docs/decisions/reports.md.
 */
export function reportRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  const defs = reportDefinitions(db);
  const reads = reportReads(db);
  const perms = reportPermissions(db);

  for (const e of REPORT_CALLS) {
    defineRoute(app, e.create, ({ caller, audit, body }) => defs.create(caller, audit, body));
    defineRoute(app, e.clone, ({ caller, audit, body }) => defs.clone(caller, audit, body));
    defineRoute(app, e.update, ({ caller, audit, body }) => defs.update(caller, audit, body), { message: MESSAGES.updated });
    defineRoute(app, e.remove, ({ caller, audit, params }) => defs.remove(caller, audit, params.id), { message: MESSAGES.deleted });
    defineRoute(app, e.removeDetail, ({ caller, audit, params }) => defs.removeDetail(caller, audit, params.id), { message: MESSAGES.deleted });
    defineRoute(app, e.list, ({ caller, query }) => reads.list(caller, query));
    defineRoute(app, e.byId, ({ caller, params }) => reads.byId(caller, params.id));
    defineRoute(app, e.run, ({ caller, params }) => reads.runInfo(caller, params.id));
    defineRoute(app, e.ofCaller, ({ caller, query }) => reads.ofCaller(caller, query.duAnId));
    // The version picker of a report's parameters: the dashboards' list, with the reports licence.
    defineRoute(app, e.versions, ({ caller, req }) => dashboardVersions(db, caller, requestLanguage(req), 'reports'));
    defineRoute(app, e.checkRole, ({ caller, query }) => reads.checkRole(caller, query.id));
    defineRoute(app, e.getData, ({ caller, req, body, audit }) => runPage(db, caller, audit, body, requestLanguage(req)));
    defineFileRoute(app, e.export, ({ caller, req, body, audit }) => exportReport(db, caller, { req, audit }, body, requestLanguage(req)));
  }

  defineRoute(app, endpoints.reportPermCreate, ({ caller, audit, body }) => perms.create(caller, audit, body));
  defineRoute(app, endpoints.reportPermUpdate, ({ caller, audit, body }) => perms.update(caller, audit, body), { message: MESSAGES.updated });
  defineRoute(app, endpoints.reportPermDelete, ({ caller, audit, params }) => perms.remove(caller, audit, params.id), { message: MESSAGES.deleted });
  defineRoute(app, endpoints.reportPermList, ({ caller, query }) => perms.list(caller, query));
  defineRoute(app, endpoints.reportPermById, ({ caller, params }) => perms.byId(caller, params.id));
  defineRoute(app, endpoints.reportPermOfGroup, ({ caller, query }) => perms.ofGroup(caller, query.phanQuyenId, query.duAnId));
  defineRoute(app, endpoints.reportPermUpdateGroup, ({ caller, audit, body }) => perms.replaceGroup(caller, audit, body), { message: MESSAGES.updated });
}
