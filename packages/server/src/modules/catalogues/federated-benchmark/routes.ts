import { endpoints } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { registerConstraintMessages } from '../../../errors/db-errors.js';
import { defineRoute } from '../../../resources/route.js';
import { requestLanguage } from '../../dashboard/language.js';
import {
  assertCollector,
  COLLECTOR_MSG,
  contributorOf,
  isCollector,
  issueContributor,
  listContributors,
  minHospitals,
  publication,
  receiveSubmission,
  revokeContributor,
  withdrawSubmission,
} from './collector.js';
import { consentOf, fetchPublication, positions, saveConsent, saveSettings, sendOrWithdraw, settingsView, storePublication } from './hospital.js';
import { FederatedBenchmarkSender } from './sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The federated benchmark's background sender of this process (tests call its `tick`). */
    federatedBenchmarkSender: FederatedBenchmarkSender;
  }
}

registerConstraintMessages({
  benchmark_submission_contributor_id_hospital_key_version_key_key: COLLECTOR_MSG.notNewer,
});

/**
 * The federated benchmark (issue 30 item 3, docs/decisions/federated-benchmark.md). Collector
 * calls answer 404 unless HM_BENCHMARK_COLLECTOR=1; the background sender runs every
 * HM_BENCHMARK_SEND_INTERVAL_MS (60 s by default, 0 = only "send now").
 */
export function federatedBenchmarkRoutes(app: FastifyInstance, db: Kysely<DB>, env: NodeJS.ProcessEnv = process.env): void {
  const collector = isCollector(env);
  const interval = Number(env.HM_BENCHMARK_SEND_INTERVAL_MS ?? 60_000);
  const sender = new FederatedBenchmarkSender(db, Number.isFinite(interval) ? interval : 60_000, app.log);
  app.decorate('federatedBenchmarkSender', sender);
  app.addHook('onReady', async () => sender.start());
  app.addHook('preClose', async () => sender.stop());

  // ---- Collector ----
  defineRoute(app, endpoints.federatedContributors, async () => {
    assertCollector(collector);
    return listContributors(db);
  });
  defineRoute(app, endpoints.federatedContributorIssue, async ({ caller, body, audit }) => {
    assertCollector(collector);
    return db.transaction().execute(async (trx) => {
      const issued = await issueContributor(trx, caller.accountId, body.ten);
      await audit(trx, { id: issued.contributor_id, before: null, after: { ten: issued.ten } });
      return issued;
    });
  });
  defineRoute(app, endpoints.federatedContributorRevoke, async ({ params, audit }) => {
    assertCollector(collector);
    return db.transaction().execute(async (trx) => {
      const before = await revokeContributor(trx, params.id);
      await audit(trx, { id: params.id, before: { ten: before.ten, revoked: before.revoked }, after: { ten: before.ten, revoked: true } });
      return null;
    });
  });
  defineRoute(app, endpoints.federatedSubmit, async ({ req, body, audit }) => {
    assertCollector(collector);
    const who = await contributorOf(db, req);
    return db.transaction().execute(async (trx) => {
      const r = await receiveSubmission(trx, who.contributor_id, body);
      await audit(trx, {
        id: r.submission_id,
        detail: {
          contributor_id: who.contributor_id,
          contributor: who.ten,
          hospital_key: body.hospital_key,
          version_key: body.version_key,
          gui_luc: body.gui_luc,
          replaced: r.replaced,
          instrument_code: body.instrument_code,
          nam: body.nam,
          so_nguoi_tra_loi: body.so_nguoi_tra_loi,
          values: body.gia_tri.length,
        },
      });
      const { submission_id: _id, ...receipt } = r;
      return receipt;
    });
  });
  defineRoute(app, endpoints.federatedWithdraw, async ({ req, query, audit }) => {
    assertCollector(collector);
    const who = await contributorOf(db, req);
    return db.transaction().execute(async (trx) => {
      const id = await withdrawSubmission(trx, who.contributor_id, query);
      await audit(trx, {
        id,
        detail: { contributor_id: who.contributor_id, contributor: who.ten, hospital_key: query.hospital_key, version_key: query.version_key, gui_luc: query.gui_luc },
      });
      return null;
    });
  });
  defineRoute(app, endpoints.federatedPublication, async ({ query }) => {
    assertCollector(collector);
    return publication(db, query, minHospitals(env));
  });

  // ---- Hospital installation ----
  defineRoute(app, endpoints.federatedSettings, () => settingsView(db));
  defineRoute(app, endpoints.federatedSettingsSave, async ({ caller, body, audit }) => {
    const before = await settingsView(db);
    await db.transaction().execute(async (trx) => {
      await saveSettings(trx, caller.accountId, body);
      // The credential is never written to the audit trail: only that it changed.
      await audit(trx, { id: 1, before: { collector_url: before.collector_url }, after: { collector_url: body.collector_url }, detail: { credential_changed: true } });
    });
    return settingsView(db);
  });
  defineRoute(app, endpoints.federatedConsent, ({ query }) => consentOf(db, query.hospital_id));
  defineRoute(app, endpoints.federatedConsentSave, async ({ caller, body, audit }) => {
    await db.transaction().execute(async (trx) => {
      const { before } = await saveConsent(trx, caller.accountId, body.hospital_id, body.dong_y);
      await audit(trx, { id: body.hospital_id, before: { dong_y: before }, after: { dong_y: body.dong_y } });
    });
    return consentOf(db, body.hospital_id);
  });
  for (const [e, action] of [
    [endpoints.federatedSendNow, 'send'],
    [endpoints.federatedWithdrawNow, 'withdraw'],
  ] as const)
    defineRoute(app, e, async ({ body, audit }) => {
      const v = await sendOrWithdraw(db, body.hospital_id, body.phien_ban_id, action);
      await audit(db, { id: body.hospital_id, phienBanId: body.phien_ban_id, detail: { trang_thai: v.trang_thai, last_error: v.last_error } });
      return v;
    });
  defineRoute(app, endpoints.federatedFetch, async ({ caller, audit }) => {
    const { url, publication: p } = await fetchPublication(db);
    return db.transaction().execute(async (trx) => {
      const benchmarks = await storePublication(trx, caller.accountId, url, p);
      await audit(trx, { detail: { collector_url: url, sets: benchmarks.map((b) => b.ma_benchmark), min_hospitals: p.min_hospitals } });
      return { benchmarks };
    });
  });
  defineRoute(app, endpoints.federatedPosition, ({ caller, query, req }) => positions(db, caller, query, requestLanguage(req)));
}
