import { endpoints } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { defineRoute } from '../../resources/route.js';
import { RetentionJob } from './job.js';
import { defineFileRoute, XLSX_TYPE } from '../../resources/file-route.js';
import { collectPersonalData, erasePersonalData, exportDetail, exportPersonalData } from './personal-data.js';
import { personalDataWorkbook } from './personal-data-xlsx.js';
import { retentionOverview, saveRetention } from './settings.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's retention purge (modules/retention). */
    retentionJob: RetentionJob;
  }
}

/**
 * Retention and personal data (docs/privacy.md "Retention"): the settings, the purge on demand,
 * a staff member's export and erasure; and this process's purge job, started when the app is ready
 * and stopped in preClose (the piece under way finished first), as the schedule runner.
 */
export function registerRetention(app: FastifyInstance, { db, intervalMs }: { db: Kysely<DB>; intervalMs: number }): void {
  const job = new RetentionJob(db, { intervalMs }, app.log);
  app.decorate('retentionJob', job);
  defineRoute(app, endpoints.retentionOverview, ({ query }) => retentionOverview(db, query.hospitalId));
  defineRoute(app, endpoints.retentionUpdate, ({ caller, body, audit }) => saveRetention(db, caller, body, audit));
  defineRoute(app, endpoints.retentionRun, async ({ caller, body, audit }) => {
    const purged = await job.runNow(caller.accountId, body.hospital_id);
    await audit(db, { id: null, hospitalId: body.hospital_id ?? null, detail: { purged: purged.length } });
    return { purged };
  });
  defineRoute(app, endpoints.personalDataExport, ({ caller, params, audit }) => exportPersonalData(db, caller, params.id, audit));
  defineFileRoute(app, endpoints.personalDataExportXlsx, async ({ caller, params, req, audit }) => {
    const { data, hospitalId } = await collectPersonalData(db, caller, params.id);
    // Before the first byte: an aborted download is recorded too.
    await audit(db, { id: params.id, hospitalId, detail: { ...exportDetail(data), format: 'xlsx' } });
    const code = String(data.staff.ma_nhan_vien ?? params.id);
    return { filename: `Dữ liệu cá nhân - ${code}.xlsx`, contentType: XLSX_TYPE, body: personalDataWorkbook(data, (err) => req.log.error({ err }, 'personal data export failed')) };
  });
  defineRoute(app, endpoints.personalDataErase, ({ caller, params, body, audit }) => erasePersonalData(db, caller, params.id, body, audit));
  app.addHook('onReady', async () => {
    job.start();
    // A first pass at start-up, so a process that restarts more often than the interval still purges.
    void job.runDue();
  });
  app.addHook('preClose', async () => job.stop());
}
