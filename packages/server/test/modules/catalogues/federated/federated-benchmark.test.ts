/**
 * The federated benchmark through HTTP on one installation that is both the collector and a
 * hospital installation (docs/decisions/federated-benchmark.md): credentials issued once and kept
 * hashed, strict validation with nothing stored on bad input, idempotent resends, replay refused,
 * withdrawal, publication only from N hospitals with type-7 percentiles, every receipt audited;
 * the hospital side's connection (credential never read back), consent, sending after closing,
 * suppression below 10 respondents, fetching as a benchmark set and the position. Both databases.
 */
import type { TConsent, TContributor, TContributorIssued, TFederatedVersion, TFederationSettings, TPositions, TPublication, TCompositeScores } from '@hm/contract';
import type { AddressInfo } from 'node:net';
import { body, createSecondApp, createTestApp, type TestApp } from '../../../helpers/app.js';
import { D, dashFixture, type DashFixture, qs } from '../../dashboard/fixtures.js';
import { closedVersion, expectedPercentiles, F, submission } from './fixtures.js';

let t: TestApp;
let f: DashFixture;
let admin: string;
let bvadmin: string;
let bv2admin: string;
const env = { ...process.env };

beforeAll(async () => {
  process.env.HM_BENCHMARK_COLLECTOR = '1';
  process.env.HM_BENCHMARK_SEND_INTERVAL_MS = '0';
  process.env.HM_BENCHMARK_MIN_HOSPITALS = '2';
  t = await createTestApp();
  f = await dashFixture(t);
  [admin, bvadmin, bv2admin] = await Promise.all([t.login('admin'), t.login('bvadmin'), t.login('bv2admin')]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  process.env = env;
  await t.close();
});

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, ...(payload !== undefined ? { payload: payload as object } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });
const count = async (table: 'benchmark_submission' | 'benchmark_contributor') =>
  Number(
    (
      await f.db
        .selectFrom(table)
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const published = async () => body<TPublication>(await call(null, 'GET', `${F}/cong-bo?instrument_code=HSOPS2&nam=2026`)).data;

describe('collector', () => {
  let token: string;
  let contributorId: number;

  it('answers 404 on an installation that is not the collector', async () => {
    delete process.env.HM_BENCHMARK_COLLECTOR;
    const other = await createSecondApp(t);
    process.env.HM_BENCHMARK_COLLECTOR = '1';
    try {
      for (const [method, url] of [
        ['GET', `${F}/cong-bo`],
        ['PUT', `${F}/bai-nop`],
      ] as const) {
        const res = await other.app.inject({ method, url, payload: method === 'PUT' ? {} : undefined });
        expect([400, 404]).toContain(res.statusCode);
      }
      const res = await other.app.inject({ method: 'GET', url: `${F}/cong-bo` });
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe('Cài đặt này không phải nơi tổng hợp điểm chuẩn');
    } finally {
      await other.close();
    }
  });

  it('issues a credential once, to system administrators only, keeping only its hash', async () => {
    expect((await call(bvadmin, 'POST', `${F}/thanh-vien`, { ten: 'BV X' })).statusCode).toBe(403);
    const bad = await call(admin, 'POST', `${F}/thanh-vien`, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Vui lòng nhập tên cài đặt gửi số liệu');
    const res = await call(admin, 'POST', `${F}/thanh-vien`, { ten: 'Bệnh viện Demo (cài đặt riêng)' });
    expect(res.statusCode).toBe(200);
    const issued = body<TContributorIssued>(res).data;
    token = issued.token;
    contributorId = issued.contributor_id;
    expect(token).toMatch(/^hmfb_[\w-]{43}$/);
    const list = await call(admin, 'GET', `${F}/thanh-vien`);
    expect(list.body).not.toContain(token);
    expect(body<TContributor[]>(list).data.find((c) => c.contributor_id === contributorId)).toMatchObject({ revoked: false, submissions: 0 });
    const stored = await f.db.selectFrom('benchmark_contributor').selectAll().where('contributor_id', '=', contributorId).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token);
    const audit = await f.db.selectFrom('audit_log').select(['changes', 'detail']).where('entity', '=', 'benchmarkContributor').execute();
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('refuses a missing or wrong credential (401) and bad input (Vietnamese 400), storing nothing', async () => {
    const good = submission('hk-a', 'v1', new Date(), 70);
    expect((await call(null, 'PUT', `${F}/bai-nop`, good)).statusCode).toBe(401);
    const forged = await call('hmfb_' + 'x'.repeat(43), 'PUT', `${F}/bai-nop`, good);
    expect(forged.statusCode).toBe(401);
    expect(body(forged).message).toBe('Mã xác thực của cài đặt không hợp lệ hoặc đã bị thu hồi');
    const cases: [unknown, string][] = [
      [{ ...good, responses: [{ A1: 5 }] }, ''],
      [{ ...good, so_nguoi_tra_loi: 9 }, 'Bệnh viện dưới 10 người trả lời không được gửi'],
      [{ ...good, gia_tri: [{ loai: 'composite', ma: 'TEAMWORK', ty_le_tich_cuc: 100.5 }] }, 'Tỷ lệ tích cực từ 0 đến 100'],
      [{ ...good, gia_tri: [{ loai: 'composite', ma: 'A1', ty_le_tich_cuc: 50 }] }, 'Mã A1 là một câu hỏi, không phải lĩnh vực'],
      [{ ...good, instrument_code: 'KHONG_CO' }, 'Nơi tổng hợp không có bộ câu hỏi KHONG_CO'],
      [{ ...good, gui_luc: 'hôm qua' }, 'Thời điểm gửi (gui_luc) phải là ngày giờ ISO 8601'],
      [{ ...good, gui_luc: new Date(Date.now() + 3_600_000).toISOString() }, 'Thời điểm gửi ở tương lai'],
      [{ ...good, dac_diem: { ...good.dac_diem, ten_benh_vien: 'BV Demo' } }, ''],
      [{ ...good, dac_diem: { ...good.dac_diem, hinh_thuc: 'Email' } }, 'Hình thức khảo sát phải là Web, Paper hoặc Mixed'],
    ];
    for (const [payload, message] of cases) {
      const res = await call(token, 'PUT', `${F}/bai-nop`, payload);
      expect([res.statusCode, !!message && res.body.includes(message)]).toEqual([400, !!message]);
    }
    expect(await count('benchmark_submission')).toBe(0);
  });

  it('stores, replaces with a newer copy, refuses a replayed or older one, publishes only from N hospitals', async () => {
    const t0 = new Date(Date.now() - 60_000);
    const first = await call(token, 'PUT', `${F}/bai-nop`, submission('hk-a', 'v1', t0, 60));
    expect(body(first).data).toEqual({ hospital_key: 'hk-a', version_key: 'v1', replaced: false });
    // Replay (the same copy again) and an older copy: 409, nothing changed.
    const replay = await call(token, 'PUT', `${F}/bai-nop`, submission('hk-a', 'v1', t0, 99));
    expect(replay.statusCode).toBe(409);
    expect(body(replay).message).toContain('không mới hơn');
    expect((await call(token, 'PUT', `${F}/bai-nop`, submission('hk-a', 'v1', new Date(t0.getTime() - 1000), 99))).statusCode).toBe(409);
    // One hospital: nothing published (N = 2 for the test).
    expect((await published()).periods).toEqual([]);
    // A newer copy replaces.
    const newer = await call(token, 'PUT', `${F}/bai-nop`, submission('hk-a', 'v1', new Date(t0.getTime() + 1000), 62.5));
    expect(body(newer).data).toMatchObject({ replaced: true });
    expect(await count('benchmark_submission')).toBe(1);
    await call(token, 'PUT', `${F}/bai-nop`, submission('hk-b', 'v1', t0, 80.2, 30));
    await call(token, 'PUT', `${F}/bai-nop`, submission('hk-c', 'v9', t0, 71.1, 15));
    const p = await published();
    expect(p.min_hospitals).toBe(2);
    expect(p.percentile_definition).toContain('type 7');
    expect(p.periods).toHaveLength(1);
    expect(p.periods[0]).toMatchObject({ instrument_code: 'HSOPS2', nam: 2026, so_benh_vien: 3, so_nguoi_tra_loi: 65 });
    const teamwork = p.periods[0]!.gia_tri.find((v) => v.ma === 'TEAMWORK')!;
    expect(teamwork).toEqual({ loai: 'composite', ma: 'TEAMWORK', so_benh_vien: 3, ...expectedPercentiles([62.5, 80.2, 71.1]) });
    // N = 5: the same three hospitals are not published.
    process.env.HM_BENCHMARK_MIN_HOSPITALS = '5';
    expect(await published()).toMatchObject({ min_hospitals: 5, periods: [] });
    process.env.HM_BENCHMARK_MIN_HOSPITALS = '2';
  });

  it('withdraws (gone from the next publication, an older copy cannot come back) and audits every receipt', async () => {
    const at = new Date().toISOString();
    const bad = await call(token, 'DELETE', `${F}/bai-nop?${qs({ hospital_key: 'hk-c', version_key: 'v9' })}`);
    expect(bad.statusCode).toBe(400);
    const res = await call(token, 'DELETE', `${F}/bai-nop?${qs({ hospital_key: 'hk-c', version_key: 'v9', gui_luc: at })}`);
    expect(res.statusCode).toBe(200);
    expect((await published()).periods[0]).toMatchObject({ so_benh_vien: 2, so_nguoi_tra_loi: 50 });
    // The copy sent before the withdrawal, replayed: refused.
    expect((await call(token, 'PUT', `${F}/bai-nop`, submission('hk-c', 'v9', new Date(Date.now() - 60_000), 71.1, 15))).statusCode).toBe(409);
    expect((await call(token, 'DELETE', `${F}/bai-nop?${qs({ hospital_key: 'hk-c', version_key: 'v9', gui_luc: new Date(Date.now() + 1000).toISOString() })}`)).statusCode).toBe(
      404,
    );
    const rows = await f.db.selectFrom('audit_log').select(['action', 'detail']).where('entity', '=', 'benchmarkSubmission').orderBy('audit_log_id').execute();
    expect(rows.map((r) => r.action)).toEqual(['receive', 'receive', 'receive', 'receive', 'withdraw']);
    expect(JSON.stringify(rows)).toContain('Bệnh viện Demo (cài đặt riêng)');
  });

  it('refuses a revoked credential', async () => {
    expect((await call(admin, 'DELETE', `${F}/thanh-vien/${contributorId}`)).statusCode).toBe(200);
    expect((await call(token, 'PUT', `${F}/bai-nop`, submission('hk-a', 'v1', new Date(), 50))).statusCode).toBe(401);
    expect((await call(admin, 'DELETE', `${F}/thanh-vien/999999`)).statusCode).toBe(404);
  });
});

describe('hospital installation', () => {
  let token: string;
  let big: number;
  let small: number;

  beforeAll(async () => {
    token = body<TContributorIssued>(await call(admin, 'POST', `${F}/thanh-vien`, { ten: 'Cài đặt này' })).data.token;
    big = await closedVersion(f.db, f.demoId, 12, 301);
    small = await closedVersion(f.db, f.demoId, 9, 302);
  });

  it('keeps the connection set by a system administrator and never answers the credential', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    for (const [payload, message] of [
      [{ collector_url: 'ftp://x', token }, 'Địa chỉ nơi tổng hợp'],
      [{ collector_url: 'http://example.org', token }, 'phải dùng https://'],
      [{ collector_url: `http://127.0.0.1:${port}`, token: 'ngan' }, 'Mã xác thực không hợp lệ'],
    ] as const) {
      const res = await call(admin, 'PUT', `${F}/ket-noi`, payload);
      expect([res.statusCode, res.body.includes(message)]).toEqual([400, true]);
    }
    expect((await call(bvadmin, 'PUT', `${F}/ket-noi`, { collector_url: `http://127.0.0.1:${port}`, token })).statusCode).toBe(403);
    const res = await call(admin, 'PUT', `${F}/ket-noi`, { collector_url: `http://127.0.0.1:${port}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(token);
    const read = await call(admin, 'GET', `${F}/ket-noi`);
    expect(body<TFederationSettings>(read).data).toMatchObject({ collector_url: `http://127.0.0.1:${port}`, has_credential: true });
    expect(read.body).not.toContain(token);
    const audit = await f.db.selectFrom('audit_log').select(['changes', 'detail']).where('entity', '=', 'benchmarkFederation').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('sends nothing without the hospital administrator consent; a hospital below 10 respondents is never sent', async () => {
    const c = body<TConsent>(await call(bvadmin, 'GET', `${F}/dong-y?hospital_id=${f.demoId}`)).data;
    expect(c).toMatchObject({ dong_y: false, connected: true });
    expect((await call(bvadmin, 'GET', `${F}/dong-y?hospital_id=${f.demo2Id}`)).statusCode).toBe(403);
    expect(c.versions.map((v) => v.phien_ban_id)).toContain(big);
    await t.app.federatedBenchmarkSender.tick();
    expect(await f.db.selectFrom('benchmark_outbox').selectAll().execute()).toEqual([]);
    const refused = await call(bvadmin, 'POST', `${F}/gui`, { hospital_id: f.demoId, phien_ban_id: big });
    expect([refused.statusCode, body(refused).message]).toEqual([409, 'Bệnh viện chưa đồng ý gửi số liệu tổng hợp (bật đồng ý trước)']);
    // Another hospital's administrator: out of scope; bad input.
    expect((await call(bv2admin, 'PUT', `${F}/dong-y`, { hospital_id: f.demoId, dong_y: true })).statusCode).toBe(403);
    const bad = await call(bvadmin, 'PUT', `${F}/dong-y`, { hospital_id: f.demoId, dong_y: 'có' });
    expect([bad.statusCode, bad.body.includes('Đồng ý phải là đúng hoặc sai')]).toEqual([400, true]);
    expect((await call(bvadmin, 'PUT', `${F}/dong-y`, { hospital_id: f.demoId, dong_y: true })).statusCode).toBe(200);
    await t.app.federatedBenchmarkSender.tick();
    const v = body<TConsent>(await call(bvadmin, 'GET', `${F}/dong-y?hospital_id=${f.demoId}`)).data.versions.find((x) => x.phien_ban_id === small)!;
    expect(v).toMatchObject({ trang_thai: 'skipped', last_error: 'Bệnh viện dưới 10 người trả lời: số liệu không được gửi' });
    expect(await f.db.selectFrom('benchmark_submission').select('submission_id').where('version_key', '=', String(small)).execute()).toEqual([]);
  });

  it('sends the closed version after consent: the hospital dashboard figures, nothing else', async () => {
    const consent = await f.db.selectFrom('benchmark_consent').selectAll().where('hospital_id', '=', f.demoId).executeTakeFirstOrThrow();
    const stored = await f.db
      .selectFrom('benchmark_submission')
      .selectAll()
      .where('hospital_key', '=', consent.hospital_key)
      .where('version_key', '=', String(big))
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ version_key: String(big), so_nguoi_tra_loi: 12, instrument_code: 'HSOPS2', withdrawn: false });
    const mine = await f.get<TCompositeScores>('bvadmin', `${D}/get-composite-score?${qs({ phien_ban_id: big, hospital_id: f.demoId })}`);
    const sent = stored.gia_tri as unknown as { loai: string; ma: string; ty_le_tich_cuc: number }[];
    for (const k of mine.composites) expect(sent.find((v) => v.ma === k.ma_composite)?.ty_le_tich_cuc).toBe(k.score);
    expect(Object.keys(stored.dac_diem as object).sort()).toEqual(['giang_day', 'hinh_thuc', 'ma_tinh', 'so_giuong', 'so_huu']);
    // Every vote came by personal link: the mode of administration is the site file's 'Web'.
    expect((stored.dac_diem as { hinh_thuc: string }).hinh_thuc).toBe('Web');
    // "Send now" sends a newer copy (replaces).
    const now = await call(bvadmin, 'POST', `${F}/gui`, { hospital_id: f.demoId, phien_ban_id: big });
    expect(body<TFederatedVersion>(now).data).toMatchObject({ trang_thai: 'done', hanh_dong: 'send' });
    const audit = await f.db.selectFrom('audit_log').select('action').where('entity', '=', 'benchmarkConsent').execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['send', 'update']);
  });

  it('fetches the publication as a benchmark set and shows the position; a withdrawal leaves the next publication', async () => {
    expect((await call(bvadmin, 'POST', `${F}/lay-ve`)).statusCode).toBe(403);
    const fetched = await call(admin, 'POST', `${F}/lay-ve`);
    expect(fetched.statusCode).toBe(200);
    const set = await f.db.selectFrom('benchmark').selectAll().where('ma_benchmark', 'like', 'LIEN_KET_HSOPS2_%').executeTakeFirstOrThrow();
    expect(set).toMatchObject({ loai: 'database', instrument_code: 'HSOPS2' });
    const pos = body<TPositions>(await call(bvadmin, 'GET', `${F}/vi-tri?${qs({ phien_ban_id: big, hospital_id: f.demoId })}`)).data;
    expect(pos.benchmark?.benchmark_id).toBe(set.benchmark_id);
    const withBand = pos.composites.filter((c) => c.label !== null);
    expect(withBand.length).toBeGreaterThan(0);
    for (const c of withBand) expect(c.label).toMatch(/^(dưới P10|giữa P\d\d và P\d\d|từ P90 trở lên)$/);
    // The dashboards compare with the set (its median).
    const scores = await f.get<TCompositeScores>('bvadmin', `${D}/get-composite-score?${qs({ phien_ban_id: big, hospital_id: f.demoId, benchmark_id: set.benchmark_id })}`);
    expect(scores.benchmark?.benchmark_id).toBe(set.benchmark_id);

    const w = await call(bvadmin, 'POST', `${F}/rut`, { hospital_id: f.demoId, phien_ban_id: big });
    expect(body<TFederatedVersion>(w).data).toMatchObject({ hanh_dong: 'withdraw', trang_thai: 'done' });
    const consent = await f.db.selectFrom('benchmark_consent').selectAll().where('hospital_id', '=', f.demoId).executeTakeFirstOrThrow();
    const withdrawn = async () =>
      (
        await f.db
          .selectFrom('benchmark_submission')
          .select('withdrawn')
          .where('hospital_key', '=', consent.hospital_key)
          .where('version_key', '=', String(big))
          .executeTakeFirstOrThrow()
      ).withdrawn;
    expect(await withdrawn()).toBe(true);
    // Not queued again by the background sender.
    await t.app.federatedBenchmarkSender.tick();
    expect(await withdrawn()).toBe(true);
  });
});
