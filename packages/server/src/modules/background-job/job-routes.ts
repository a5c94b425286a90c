import type { EndpointConfig } from '@hm/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { assertInScope, type Caller } from '../../access/caller.js';
import { ConflictError, NotFoundError, ServiceUnavailableError, TooManyRequestsError } from '../../errors/app-errors.js';
import { defineFileRoute } from '../../resources/file-route.js';
import { defineRoute } from '../../resources/route.js';
import { requestLanguage } from '../dashboard/language.js';
import { chromiumInstalled, NO_CHROMIUM } from './pdf-printer.js';
import { JobRunner } from './job-runner.js';
import type { JobRowBase, JobStore } from './job-store.js';

/** Jobs an account may have waiting or running at once (of one kind); jobs the server holds queued at once. */
export const MAX_PENDING_PER_ACCOUNT = 3;
export const MAX_PENDING = 20;

/** What every job is asked for with. */
export interface JobRequest {
  phien_ban_id: number;
  hospital_id: number;
  language: 'vi' | 'en';
}

/** What a request adds, once checked: to the job's params and to the audit row's detail. */
export interface JobChecked {
  params?: Record<string, unknown>;
  detail?: Record<string, unknown>;
}

export interface JobRoutesOptions<Row extends JobRowBase, Wire> {
  db: Kysely<DB>;
  chromiumPath: string;
  store: JobStore<Row, Wire>;
  /** The four calls: ask (audited by its declaration), list, status, file. */
  endpoints: { create: EndpointConfig; list: EndpointConfig; status: EndpointConfig; file: EndpointConfig & { file: true } };
  /** The log's name of a job. */
  name: string;
  /** Everything that may refuse a request before it is queued (the job checks it all again when it runs). */
  check(caller: Caller, q: JobRequest): Promise<JobChecked>;
  generate(job: Row): Promise<void>;
  msg: { notFound: string; notReady: string; failed: string; tooMany: (n: number) => string; busy: string };
  /** The download: recorded as `endpoints.file` declares it. */
  download: { contentType: string; fallbackName: string; detail(row: Row): Record<string, unknown> };
}

/**
 * A background job's four calls (the feedback report PDF, the debrief packs): asked for (checked,
 * audited, queued; a second click answers the job on its way), followed, listed (the account's
 * own of the last day), downloaded (audited before the first byte). A job belongs to the account
 * that asked for it: another account's reads as not found. Returns the table's runner.
 */
export function backgroundJobRoutes<Row extends JobRowBase, Wire>(app: FastifyInstance, o: JobRoutesOptions<Row, Wire>): JobRunner<Row> {
  const { db, store, msg } = o;
  const runner = new JobRunner<Row>(db, o.generate, app.log, store, { name: o.name, failed: msg.failed });
  // Jobs left queued by a restart run again; the running one finishes before the database closes.
  app.addHook('onReady', async () => runner.kick());
  app.addHook('preClose', () => runner.stop());

  const view = async (req: FastifyRequest, row: Row) => (await store.view(db, [row], requestLanguage(req)))[0]!;
  const own = async (caller: Caller, id: number) => {
    const row = await store.own(db, caller.accountId, id);
    if (!row) throw new NotFoundError(msg.notFound);
    assertInScope(caller, row.hospital_id);
    return row;
  };

  defineRoute(app, o.endpoints.create, async ({ caller, body, req, audit }) => {
    const q = body as JobRequest;
    const checked = await o.check(caller, q);
    if (!chromiumInstalled(o.chromiumPath)) throw new ServiceUnavailableError(NO_CHROMIUM);
    const mine = await store.pending(db, caller.accountId);
    // The same file asked twice (a second click) is the one already on its way.
    const same = mine.find((j) => j.phien_ban_id === q.phien_ban_id && j.hospital_id === q.hospital_id && j.language === q.language);
    if (same) {
      audit.skip();
      return view(req, same);
    }
    if (mine.length >= MAX_PENDING_PER_ACCOUNT) throw new TooManyRequestsError(msg.tooMany(mine.length), 60);
    if ((await store.pendingCount(db)) >= MAX_PENDING) throw new TooManyRequestsError(msg.busy, 60);
    const row = await db.transaction().execute(async (trx) => {
      const job = await store.insert(trx, { ...q, createdBy: caller.accountId, params: { requested_language: requestLanguage(req), ...checked.params } });
      await audit(trx, {
        id: store.idOf(job),
        hospitalId: q.hospital_id,
        phienBanId: q.phien_ban_id,
        detail: { phien_ban_id: q.phien_ban_id, hospital_id: q.hospital_id, language: q.language, ...checked.detail },
      });
      return job;
    });
    runner.kick();
    return view(req, row);
  });
  defineRoute(app, o.endpoints.list, async ({ caller, req }) => store.view(db, await store.ownList(db, caller.accountId), requestLanguage(req)));
  defineRoute(app, o.endpoints.status, async ({ caller, params, req }) => {
    const row = await own(caller, (params as { id: number }).id);
    // A job queued by a process that stopped before running it is taken by this one.
    if (row.status === 'queued') runner.kick();
    return view(req, row);
  });
  defineFileRoute(app, o.endpoints.file, async ({ caller, params, audit }) => {
    const row = await own(caller, (params as { id: number }).id);
    if (row.status === 'failed') throw new ConflictError(row.error ?? msg.failed);
    const file = row.status === 'done' ? await store.file(db, store.idOf(row)) : null;
    if (!file) throw new ConflictError(msg.notReady);
    // Before the first byte: an aborted download is recorded too.
    await audit(db, {
      id: store.idOf(row),
      hospitalId: row.hospital_id,
      phienBanId: row.phien_ban_id,
      detail: { language: row.language, ...o.download.detail(row), bytes: file.byteLength },
    });
    const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
    return { filename: row.file_name ?? o.download.fallbackName, contentType: o.download.contentType, body: Readable.from([bytes]), length: bytes.byteLength };
  });
  return runner;
}
