import { endpoints, type TDebriefJob, type TDebriefRequest } from '@hm/contract';
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
import { FeedbackReportRunner } from '../feedback-report/job-runner.js';
import { chromiumInstalled } from '../feedback-report/pdf-printer.js';
import { REPORT_MSG, ServiceUnavailableError } from '../feedback-report/report-request.js';
import { MAX_PENDING, MAX_PENDING_PER_ACCOUNT } from '../feedback-report/routes.js';
import { DEBRIEF_MSG, generatePack } from './generate.js';
import {
  claimNextDebrief,
  cleanUpDebriefs,
  type DebriefJobMeta,
  debriefJobsView,
  debriefZip,
  failDebriefJob,
  insertDebriefJob,
  ownDebriefJob,
  ownDebriefJobs,
  pendingDebriefCount,
  pendingDebriefJobs,
} from './job-store.js';
import { planPack } from './pack-data.js';

export interface DebriefPackDeps {
  db: Kysely<DB>;
  chromiumPath: string;
  serverRoot: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The debrief pack queue of this process (tests wait on it). */
    debriefPacks: FeedbackReportRunner<DebriefJobMeta>;
  }
}

/**
 * Debrief packs per unit (issue 27 item 2): asked for (checked, audited, queued), followed (units
 * printed of units), downloaded as one zip (audited). Generation runs in the background, one pack
 * at a time per process, through the feedback report's runner on its own table (migration 032).
 */
export function debriefPackRoutes(app: FastifyInstance, deps: DebriefPackDeps): void {
  const { db } = deps;
  const runner = new FeedbackReportRunner<DebriefJobMeta>(db, (job) => generatePack(db, job, deps), app.log, {
    name: 'debrief pack',
    id: (job) => job.debrief_id,
    claimNext: claimNextDebrief,
    cleanUp: cleanUpDebriefs,
    failJob: (conn, job, message) => failDebriefJob(conn, job.debrief_id, message),
  });
  app.decorate('debriefPacks', runner);
  app.addHook('onReady', async () => runner.kick());
  app.addHook('preClose', () => runner.stop());

  const view = async (req: FastifyRequest, row: DebriefJobMeta) => (await debriefJobsView(db, [row], requestLanguage(req)))[0]!;
  const own = async (caller: Caller, id: number) => {
    const row = await ownDebriefJob(db, caller.accountId, id);
    if (!row) throw new NotFoundError(DEBRIEF_MSG.notFound);
    assertInScope(caller, row.hospital_id);
    return row;
  };

  defineRoute(app, endpoints.debriefPackCreate, async ({ caller, body, req, audit }) => createJob(caller, body, req, audit));
  defineRoute(app, endpoints.debriefPackList, async ({ caller, req }) => debriefJobsView(db, await ownDebriefJobs(db, caller.accountId), requestLanguage(req)));
  defineRoute(app, endpoints.debriefPackStatus, async ({ caller, params, req }) => {
    const row = await own(caller, params.id);
    // A job queued by a process that stopped before running it is taken by this one.
    if (row.status === 'queued') runner.kick();
    return view(req, row);
  });
  defineFileRoute(app, endpoints.debriefPackFile, async ({ caller, params, req }) => {
    const row = await own(caller, params.id);
    if (row.status === 'failed') throw new ConflictError(row.error ?? DEBRIEF_MSG.failed);
    const zip = row.status === 'done' ? await debriefZip(db, row.debrief_id) : null;
    if (!zip) throw new ConflictError(DEBRIEF_MSG.notReady);
    // Before the first byte: an aborted download is recorded too.
    const declared = endpoints.debriefPackFile.audit;
    await writeAudit(db, caller, req, {
      action: declared.action,
      entity: declared.entity,
      entityId: row.debrief_id,
      hospitalId: row.hospital_id,
      phienBanId: row.phien_ban_id,
      detail: { language: row.language, units: row.units, bytes: zip.byteLength },
    });
    const bytes = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
    return { filename: row.file_name ?? 'debrief.zip', contentType: 'application/zip', body: Readable.from([bytes]), length: bytes.byteLength };
  });

  async function createJob(caller: Caller, q: TDebriefRequest, req: FastifyRequest, audit: RouteAudit): Promise<TDebriefJob> {
    // Everything that can refuse, now (the job checks it all again when it runs).
    const plan = await planPack(db, caller, q);
    if (plan.units.length === 0) throw new ConflictError(DEBRIEF_MSG.noUnits(plan.minGroupSize));
    if (!chromiumInstalled(deps.chromiumPath)) throw new ServiceUnavailableError(REPORT_MSG.noChromium);
    const mine = await pendingDebriefJobs(db, caller.accountId);
    // The same pack asked twice (a second click) is the one already on its way.
    const same = mine.find((j) => j.phien_ban_id === q.phien_ban_id && j.hospital_id === q.hospital_id && j.language === q.language);
    if (same) {
      audit.skip();
      return view(req, same);
    }
    if (mine.length >= MAX_PENDING_PER_ACCOUNT) throw new TooManyRequestsError(DEBRIEF_MSG.tooMany(mine.length), 60);
    if ((await pendingDebriefCount(db)) >= MAX_PENDING) throw new TooManyRequestsError(DEBRIEF_MSG.busy, 60);
    const row = await db.transaction().execute(async (trx) => {
      const job = await insertDebriefJob(trx, { ...q, createdBy: caller.accountId, params: { requested_language: requestLanguage(req), units_at_request: plan.units.length } });
      await audit(trx, {
        id: job.debrief_id,
        hospitalId: q.hospital_id,
        phienBanId: q.phien_ban_id,
        detail: { phien_ban_id: q.phien_ban_id, hospital_id: q.hospital_id, language: q.language, units: plan.units.length },
      });
      return job;
    });
    runner.kick();
    return view(req, row);
  }
}
