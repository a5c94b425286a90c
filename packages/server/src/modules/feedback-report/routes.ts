import { endpoints } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { JobRunner } from '../background-job/job-runner.js';
import { backgroundJobRoutes } from '../background-job/job-routes.js';
import { generateReport } from './generate.js';
import { feedbackJobs, type JobMeta } from './job-store.js';
import { REPORT_MSG, reportableRequest } from './report-request.js';

export interface FeedbackReportDeps {
  db: Kysely<DB>;
  chromiumPath: string;
  serverRoot: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The feedback report queue of this process (tests wait on it). */
    feedbackReports: JobRunner<JobMeta>;
  }
}

/**
 * The feedback report PDF (issue 14): asked for (checked, audited, queued), followed (status with
 * its step), downloaded (audited). Generation runs in the background, one at a time per process.
 */
export function feedbackReportRoutes(app: FastifyInstance, deps: FeedbackReportDeps): void {
  const { db } = deps;
  const runner = backgroundJobRoutes(app, {
    db,
    chromiumPath: deps.chromiumPath,
    store: feedbackJobs,
    endpoints: { create: endpoints.feedbackReportCreate, list: endpoints.feedbackReportList, status: endpoints.feedbackReportStatus, file: endpoints.feedbackReportFile },
    name: 'feedback report',
    check: async (caller, q) => {
      await reportableRequest(db, caller, q);
      return {};
    },
    generate: (job) => generateReport(db, job, deps),
    msg: REPORT_MSG,
    download: { contentType: 'application/pdf', fallbackName: 'bao-cao-phan-hoi.pdf', detail: () => ({}) },
  });
  app.decorate('feedbackReports', runner);
}
