/**
 * Three installations on this machine, real HTTP between them (issue 30 item 3, "Done when"):
 * two hospital installations on their own embedded databases and one collector on PostgreSQL.
 * Each hospital closes a version and consents; the background sender delivers the aggregates;
 * the collector refuses to publish below N (N = 2 for the test, then the real 5); the published
 * percentiles equal the test's own computation from each hospital's dashboard; each hospital
 * fetches the set and shows its position; a withdrawal leaves the next publication; a forged or
 * replayed submission is refused; the collector audits what it received.
 *
 * Runs in the embedded run (HM_TEST_TEMPLATE); the collector's PostgreSQL is
 * HM_FED_COLLECTOR_PG_URL (default postgres://postgres@127.0.0.1:5432/test).
 */
import type { TCompositeScores, TConsent, TContributorIssued, TFetchedBenchmarks, TPositions, TPublication } from '@hm/contract';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { openDatabase } from '../../../../src/db/database.js';
import { migrate } from '../../../../src/db/migrate.js';
import { seed } from '../../../../src/seed/index.js';
import { percentileBand } from '../../../../src/modules/catalogues/federated-benchmark/hospital.js';
import { createTestApp, type TestApp } from '../../../helpers/app.js';
import { MIGRATIONS, withDatabase } from '../../../helpers/template.js';
import { addHospitals, D } from '../../dashboard/fixtures.js';
import { closedVersion, expectedPercentiles, F } from './fixtures.js';
import { DEMO_PASSWORD } from '../../../../src/seed/demo.js';

const PG_URL = process.env.HM_FED_COLLECTOR_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
const TEMPLATE = `hm_fed_tpl_${process.pid}`;
const run = process.env.HM_TEST_DATABASE_URL ? describe.skip : describe;

interface Installation {
  t: TestApp;
  url: string;
  token: string;
  hospitalId: number;
  versionId: number;
}

const env = { ...process.env };
let collector: Installation;
let a: Installation;
let b: Installation;
const credentials: Record<'a' | 'b', string> = { a: '', b: '' };

/** A real HTTP call; the envelope and the status. */
async function http<T>(base: string, token: string | null, method: string, path: string, payload?: unknown): Promise<{ status: number; message: string; data: T }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(payload !== undefined ? { body: JSON.stringify(payload) } : {}),
  });
  const json = (await res.json()) as { message: string; data: T };
  return { status: res.status, message: json.message, data: json.data };
}

async function start(t: TestApp): Promise<{ url: string; token: string }> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const login = await http<{ token: string }>(url, null, 'POST', '/auth/v1/login', { ten_tai_khoan: 'admin', mat_khau: DEMO_PASSWORD });
  return { url, token: login.data.token };
}

/** The collector: a migrated, seeded PostgreSQL database of its own, started with HM_BENCHMARK_COLLECTOR=1. */
async function startCollector(): Promise<TestApp> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(PG_URL, TEMPLATE), poolSize: 2 });
  await migrate(database, MIGRATIONS);
  await seed(database.db, { demo: true, adminPassword: null });
  await database.close();
  // createTestApp copies the template into a database of its own (dropped on close).
  process.env.HM_TEST_DATABASE_URL = PG_URL;
  process.env.HM_TEST_PG_TEMPLATE = TEMPLATE;
  process.env.HM_BENCHMARK_COLLECTOR = '1';
  try {
    return await createTestApp();
  } finally {
    delete process.env.HM_TEST_DATABASE_URL;
    delete process.env.HM_TEST_PG_TEMPLATE;
    delete process.env.HM_BENCHMARK_COLLECTOR;
  }
}

/** A hospital installation: embedded database, its own new hospital with a closed SOPS 2.0 version of `n` respondents. */
async function startHospital(n: number, seedNo: number): Promise<Installation> {
  process.env.HM_BENCHMARK_SEND_INTERVAL_MS = '200';
  const t = await createTestApp();
  delete process.env.HM_BENCHMARK_SEND_INTERVAL_MS;
  const [hospitalId] = await addHospitals(t.database.db, [`Bệnh viện thử ${seedNo}`]);
  const versionId = await closedVersion(t.database.db, hospitalId!, n, seedNo);
  return { t, ...(await start(t)), hospitalId: hospitalId!, versionId };
}

const published = async (): Promise<TPublication['periods']> =>
  (await http<TPublication>(collector.url, null, 'GET', `${F}/cong-bo?instrument_code=HSOPS2&nam=${new Date(Date.now() - 10 * 86_400_000).getUTCFullYear()}`)).data.periods;

/** Waits for the background sender of an installation to finish its version (no call of ours sends it). */
async function delivered(i: Installation, state: 'done'): Promise<void> {
  for (let k = 0; k < 100; k++) {
    const c = await http<TConsent>(i.url, i.token, 'GET', `${F}/dong-y?hospital_id=${i.hospitalId}`);
    const v = c.data.versions.find((x) => x.phien_ban_id === i.versionId);
    if (v?.trang_thai === state) return;
    if (v?.trang_thai === 'failed' || v?.trang_thai === 'skipped') throw new Error(`${v.trang_thai}: ${v.last_error}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('not delivered within 10 s');
}

/** The installation's own dashboard figures of its version: what the test computes the percentiles from. */
const dashboard = async (i: Installation) =>
  (await http<TCompositeScores>(i.url, i.token, 'GET', `${D}/get-composite-score?phien_ban_id=${i.versionId}&hospital_id=${i.hospitalId}`)).data.composites;

run('three installations: two embedded hospitals, one PostgreSQL collector', () => {
  beforeAll(async () => {
    const c = await startCollector();
    collector = { t: c, ...(await start(c)), hospitalId: 0, versionId: 0 };
    a = await startHospital(14, 401);
    b = await startHospital(23, 402);
    for (const k of ['a', 'b'] as const) {
      const issued = await http<TContributorIssued>(collector.url, collector.token, 'POST', `${F}/thanh-vien`, { ten: `Cài đặt ${k.toUpperCase()}` });
      expect(issued.status).toBe(200);
      credentials[k] = issued.data.token;
    }
    for (const [i, k] of [
      [a, 'a'],
      [b, 'b'],
    ] as const)
      expect((await http(i.url, i.token, 'PUT', `${F}/ket-noi`, { collector_url: collector.url, token: credentials[k] })).status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    process.env = env;
    for (const i of [a, b, collector]) await i?.t.close();
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE}`);
    await admin.end();
  });

  it('each hospital sends after closing, with consent; the collector publishes from N hospitals only, percentiles equal to the test computation', async () => {
    // The hospital installations are not collectors.
    expect((await http(a.url, null, 'GET', `${F}/cong-bo`)).status).toBe(404);
    process.env.HM_BENCHMARK_MIN_HOSPITALS = '2';
    expect((await http(a.url, a.token, 'PUT', `${F}/dong-y`, { hospital_id: a.hospitalId, dong_y: true })).status).toBe(200);
    await delivered(a, 'done');
    // One hospital: below N = 2, nothing published.
    expect(await published()).toEqual([]);
    expect((await http(b.url, b.token, 'PUT', `${F}/dong-y`, { hospital_id: b.hospitalId, dong_y: true })).status).toBe(200);
    await delivered(b, 'done');
    const [period] = await published();
    expect(period).toMatchObject({ instrument_code: 'HSOPS2', so_benh_vien: 2, so_nguoi_tra_loi: 14 + 23 });
    const [da, db] = [await dashboard(a), await dashboard(b)];
    let compared = 0;
    for (const k of da) {
      const other = db.find((x) => x.ma_composite === k.ma_composite)!;
      const got = period!.gia_tri.find((v) => v.ma === k.ma_composite)!;
      expect({ ...got }).toEqual({ loai: 'composite', ma: k.ma_composite, so_benh_vien: 2, ...expectedPercentiles([k.score!, other.score!]) });
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(10);
    // The real threshold: 5 hospitals. Two are not published.
    process.env.HM_BENCHMARK_MIN_HOSPITALS = '5';
    expect(await published()).toEqual([]);
    process.env.HM_BENCHMARK_MIN_HOSPITALS = '2';
  });

  it('each hospital fetches the set and shows its position', async () => {
    const expected = await published();
    for (const i of [a, b]) {
      const fetched = await http<TFetchedBenchmarks>(i.url, i.token, 'POST', `${F}/lay-ve`);
      expect(fetched.status).toBe(200);
      expect(fetched.data.benchmarks).toHaveLength(1);
      const pos = await http<TPositions>(i.url, i.token, 'GET', `${F}/vi-tri?phien_ban_id=${i.versionId}&hospital_id=${i.hospitalId}`);
      expect(pos.data.benchmark?.so_benh_vien).toBe(2);
      for (const c of pos.data.composites) {
        const p = expected[0]!.gia_tri.find((v) => v.ma === c.ma_composite)!;
        const { p10, p25, p50, p75, p90 } = p;
        expect(c.percentiles).toEqual({ p10, p25, p50, p75, p90 });
        expect(c.label).toBe(percentileBand(c.score!, { p10, p25, p50, p75, p90 }, 'vi').label);
      }
    }
  });

  it('refuses a forged or replayed submission; a withdrawn one leaves the next publication; the collector audited it all', async () => {
    const row = await collector.t.database.db.selectFrom('benchmark_submission').selectAll().orderBy('submission_id').executeTakeFirstOrThrow();
    const replay = {
      hospital_key: row.hospital_key,
      version_key: row.version_key,
      gui_luc: new Date(row.gui_luc).toISOString(),
      instrument_code: row.instrument_code,
      nam: row.nam,
      so_nguoi_tra_loi: row.so_nguoi_tra_loi,
      gia_tri: row.gia_tri,
      dac_diem: row.dac_diem,
    };
    // Forged: a credential the collector never issued (or B's installation name written by hand).
    expect((await http(collector.url, 'hmfb_' + 'A'.repeat(43), 'PUT', `${F}/bai-nop`, replay)).status).toBe(401);
    expect((await http(collector.url, null, 'PUT', `${F}/bai-nop`, replay)).status).toBe(401);
    // Replayed: the same copy again with A's own credential.
    const again = await http(collector.url, credentials.a, 'PUT', `${F}/bai-nop`, replay);
    expect([again.status, again.message]).toEqual([409, 'Bản gửi không mới hơn bản nơi tổng hợp đã nhận (bản cũ hoặc gửi lặp lại bị từ chối)']);
    // A withdraws (its administrator, through its installation).
    const w = await http<{ trang_thai: string }>(a.url, a.token, 'POST', `${F}/rut`, { hospital_id: a.hospitalId, phien_ban_id: a.versionId });
    expect(w.data.trang_thai).toBe('done');
    expect(await published()).toEqual([]);
    // The copy from before the withdrawal, replayed, does not come back.
    expect((await http(collector.url, credentials.a, 'PUT', `${F}/bai-nop`, replay)).status).toBe(409);
    expect(await published()).toEqual([]);
    const audit = await collector.t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity'])
      .where('entity', 'in', ['benchmarkSubmission', 'benchmarkContributor'])
      .orderBy('audit_log_id')
      .execute();
    expect(audit.map((r) => `${r.entity}:${r.action}`)).toEqual([
      'benchmarkContributor:create',
      'benchmarkContributor:create',
      'benchmarkSubmission:receive',
      'benchmarkSubmission:receive',
      'benchmarkSubmission:withdraw',
    ]);
  });
});
