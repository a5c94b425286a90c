import { endpoints } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../resources/route.js';
import { averagePositive, averagePositiveByHospital } from './average-positive.js';
import { compositeScoresOf } from './composite-scores.js';
import { dashboardFilters, dashboardVersions } from './dashboard-versions.js';
import { eventsGraph, gradeGraph, resultValues } from './distributions.js';
import { itemScores } from './item-scores.js';
import { requestLanguage } from './language.js';
import { responseRates, staffGroups } from './participation.js';
import { percentData } from './percent-data.js';
import { provinceProgress, provinceResults, provinceScope } from './province.js';
import type { DashboardDeps } from './routes.js';
import { scoreRequest } from './score-request.js';
import { snapshotJobs } from './snapshot-jobs.js';
import { requestSnapshot } from './snapshot-triggers.js';
import { statistics } from './statistics.js';

/** Snapshot, score and participation calls. */
export function readRoutes(app: FastifyInstance, { db }: DashboardDeps): void {
  // Background snapshots log through the app and finish before the database closes (preClose
  // runs before every onClose hook, the database's included).
  const jobs = snapshotJobs(db);
  jobs.log = app.log;
  app.addHook('preClose', () => jobs.drain());

  defineRoute(app, endpoints.dashboardVersions, ({ caller, req }) => dashboardVersions(db, caller, requestLanguage(req)));
  defineRoute(app, endpoints.dashboardFilters, ({ caller, query, req }) => dashboardFilters(db, caller, query, requestLanguage(req)));

  defineRoute(app, endpoints.responseRate, ({ caller, query, req }) => responseRates(db, caller, query, requestLanguage(req)));
  defineRoute(app, endpoints.responseRateByDepartment, ({ caller, query, req }) => staffGroups(db, caller, query, 'department', requestLanguage(req)));
  defineRoute(app, endpoints.staffByDepartment, ({ caller, query, req }) => staffGroups(db, caller, query, 'department', requestLanguage(req)));
  defineRoute(app, endpoints.staffByJobTitle, ({ caller, query, req }) => staffGroups(db, caller, query, 'jobTitle', requestLanguage(req)));
  defineRoute(app, endpoints.statistics, ({ caller, params, query }) => statistics(db, caller, params.id, query));

  const scores =
    <T>(fn: (r: Awaited<ReturnType<typeof scoreRequest>>) => Promise<T>) =>
    async ({ caller, query, req }: { caller: Parameters<typeof scoreRequest>[1]; query: Parameters<typeof scoreRequest>[2]; req: Parameters<typeof requestLanguage>[0] }) =>
      fn(await scoreRequest(db, caller, query, requestLanguage(req)));
  defineRoute(
    app,
    endpoints.averagePositive,
    scores((r) => averagePositive(db, r)),
  );
  defineRoute(
    app,
    endpoints.averagePositiveByHospital,
    scores((r) => averagePositiveByHospital(db, r)),
  );
  defineRoute(
    app,
    endpoints.gradeGraph,
    scores((r) => gradeGraph(db, r)),
  );
  defineRoute(
    app,
    endpoints.eventsGraph,
    scores((r) => eventsGraph(db, r)),
  );
  defineRoute(app, endpoints.compositeScore, async ({ caller, query, req }) =>
    compositeScoresOf(db, await scoreRequest(db, caller, query, requestLanguage(req)), false, query.benchmark_id),
  );
  defineRoute(app, endpoints.compositeData, async ({ caller, query, req }) =>
    compositeScoresOf(db, await scoreRequest(db, caller, query, requestLanguage(req)), true, query.benchmark_id),
  );
  defineRoute(app, endpoints.itemPositive, async ({ caller, query, req }) => itemScores(db, await scoreRequest(db, caller, query, requestLanguage(req)), query.benchmark_id));
  defineRoute(app, endpoints.resultValue, async ({ caller, query, req }) =>
    resultValues(db, await scoreRequest(db, caller, query, requestLanguage(req)), { cauhoi_id: query.cauhoi_id, scale: query.scale || undefined }),
  );
  defineRoute(app, endpoints.percentData, async ({ caller, params, query, req }) =>
    percentData(db, await scoreRequest(db, caller, { phien_ban_id: params.id, hospital_id: query.hospital_id }, requestLanguage(req))),
  );
  defineRoute(app, endpoints.versionPercentData, ({ caller, query }) => requestSnapshot(db, caller, query.phien_ban_id));

  // The province and group view (docs/decisions/province-view.md).
  defineRoute(app, endpoints.provinceScope, ({ caller, req }) => provinceScope(db, caller, requestLanguage(req)));
  defineRoute(app, endpoints.provinceResults, ({ caller, query, req }) => provinceResults(db, caller, query, requestLanguage(req)));
  defineRoute(app, endpoints.provinceProgress, ({ caller, req }) => provinceProgress(db, caller, requestLanguage(req)));
}
