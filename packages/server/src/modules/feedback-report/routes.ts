import { endpoints, type TFeedbackReportJob, type TFeedbackReportRequest } from '@hm/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { writeAudit } from '../../access/audit.js';
import { defineFileRoute } from '../../resources/file-route.js';
import { ConflictError, NotFoundError, TooManyRequestsError } from '../../errors/app-errors.js';
import { defineRoute, type RouteAudit } from '../../resources/route.js';
import { assertInScope, type Caller } from '../../access/caller.js';
import { requestLanguage } from '../dashboard/language.js';
import { generateReport } from './generate.js';
import { FeedbackReportRunner } from './job-runner.js';
import { insertJob, type JobMeta, jobFile, jobsView, ownJob, ownJobs, pendingCount, pendingJobs } from './job-store.js';
import { chromiumInstalled } from './pdf-printer.js';
import { REPORT_MSG, reportableRequest, ServiceUnavailableError } from './report-request.js';

/** Reports an account may have waiting or running at once; reports the server holds queued at once. */
export const MAX_PENDING_PER_ACCOUNT = 3;
export const MAX_PENDING = 20;

export interface FeedbackReportDeps {
  db: Kysely<DB>;
  chromiumPath: string;
  serverRoot: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The feedback report queue of this process (tests wait on it). */
    feedbackReports: FeedbackReportRunner;
  }
}

/**
 * The feedback report PDF (issue 14): asked for (checked, audited, queued), followed (status with
 * its step), downloaded (audited). Generation runs in the background, one at a time per process.
 */
export function feedbackReportRoutes(app: FastifyInstance, deps: FeedbackReportDeps): void {
  const { db } = deps;
  const runner = new FeedbackReportRunner(db, (job) => generateReport(db, job, deps), app.log);
  app.decorate('feedbackReports', runner);
  // Jobs left queued by a restart run again; the running one finishes before the database closes.
  app.addHook('onReady', async () => runner.kick());
  app.addHook('preClose', () => runner.stop());

  const view = async (req: FastifyRequest, row: JobMeta) => (await jobsView(db, [row], requestLanguage(req)))[0]!;
  const own = async (caller: Caller, id: number) => {
    const row = await ownJob(db, caller.accountId, id);
    if (!row) throw new NotFoundError(REPORT_MSG.notFound);
    assertInScope(caller, row.hospital_id);
    return row;
  };

  defineRoute(app, endpoints.feedbackReportCreate, async ({ caller, body, req, audit }) => createJob(caller, body, req, audit));
  defineRoute(app, endpoints.feedbackReportList, async ({ caller, req }) => jobsView(db, await ownJobs(db, caller.accountId), requestLanguage(req)));
  defineRoute(app, endpoints.feedbackReportStatus, async ({ caller, params, req }) => {
    const row = await own(caller, params.id);
    // A job queued by a process that stopped before running it is taken by this one.
    if (row.status === 'queued') runner.kick();
    return view(req, row);
  });
  defineFileRoute(app, endpoints.feedbackReportFile, async ({ caller, params, req }) => {
    const row = await own(caller, params.id);
    if (row.status === 'failed') throw new ConflictError(row.error ?? REPORT_MSG.failed);
    const pdf = row.status === 'done' ? await jobFile(db, row.bao_cao_id) : null;
    if (!pdf) throw new ConflictError(REPORT_MSG.notReady);
    await writeAudit(db, caller, req, {
      action: 'tai-bao-cao-phan-hoi',
      entity: 'feedbackReport',
      entityId: row.bao_cao_id,
      hospitalId: row.hospital_id,
      phienBanId: row.phien_ban_id,
      detail: { language: row.language, bytes: pdf.byteLength },
    });
    const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    return { filename: row.file_name ?? 'bao-cao-phan-hoi.pdf', contentType: 'application/pdf', body: Readable.from([bytes]), length: bytes.byteLength };
  });

  async function createJob(caller: Caller, q: TFeedbackReportRequest, req: FastifyRequest, audit: RouteAudit): Promise<TFeedbackReportJob> {
    await reportableRequest(db, caller, q);
    if (!chromiumInstalled(deps.chromiumPath)) throw new ServiceUnavailableError(REPORT_MSG.noChromium);
    const mine = await pendingJobs(db, caller.accountId);
    // The same report asked twice (a second click) is the one already on its way.
    const same = mine.find((j) => j.phien_ban_id === q.phien_ban_id && j.hospital_id === q.hospital_id && j.language === q.language);
    if (same) {
      audit.skip();
      return view(req, same);
    }
    if (mine.length >= MAX_PENDING_PER_ACCOUNT) throw new TooManyRequestsError(REPORT_MSG.tooMany(mine.length), 60);
    if ((await pendingCount(db)) >= MAX_PENDING) throw new TooManyRequestsError(REPORT_MSG.busy, 60);
    const row = await db.transaction().execute(async (trx) => {
      const job = await insertJob(trx, { ...q, createdBy: caller.accountId, params: { requested_language: requestLanguage(req) } });
      await audit(trx, {
        id: job.bao_cao_id,
        hospitalId: q.hospital_id,
        phienBanId: q.phien_ban_id,
        detail: { phien_ban_id: q.phien_ban_id, hospital_id: q.hospital_id, language: q.language },
      });
      return job;
    });
    runner.kick();
    return view(req, row);
  }
}
