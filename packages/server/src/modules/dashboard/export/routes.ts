import { endpoints } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import { defineFileRoute } from '../../../resources/file-route.js';
import { timedExport } from '../../../resources/timed-export.js';
import { requestLanguage } from '../language.js';
import type { DashboardDeps } from '../routes.js';
import { ahrqRespondentExport } from './ahrq-respondent.js';
import { ahrqSiteExport } from './ahrq-site.js';
import { rawDataExport } from './raw-data.js';
import { workingTimeExport } from './working-time.js';

/** xuat-raw-data, xuat-thong-ke-thoi-gian and the AHRQ submission files: xlsx streams. */
export function exportRoutes(app: FastifyInstance, { db }: DashboardDeps): void {
  defineFileRoute(app, endpoints.rawDataExport, ({ caller, query, req, audit }) =>
    timedExport(db, 'raw-data', () => rawDataExport(db, caller, query, { audit, language: requestLanguage(req), log: (err) => req.log.error({ err }, 'raw data export failed') })),
  );
  defineFileRoute(app, endpoints.workingTimeExport, ({ caller, query, req }) => timedExport(db, 'working-time', () => workingTimeExport(db, caller, query, requestLanguage(req))));
  defineFileRoute(app, endpoints.ahrqRespondentExport, ({ caller, query, req, audit }) =>
    timedExport(db, 'ahrq-respondent', () => ahrqRespondentExport(db, caller, query, { audit, log: (err) => req.log.error({ err }, 'AHRQ respondent export failed') })),
  );
  defineFileRoute(app, endpoints.ahrqSiteExport, ({ caller, query, req, audit }) =>
    timedExport(db, 'ahrq-site', () => ahrqSiteExport(db, caller, query, { audit, log: (err) => req.log.error({ err }, 'AHRQ site export failed') })),
  );
}
