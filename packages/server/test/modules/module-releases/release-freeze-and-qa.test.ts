/**
 * The module release registry, issue 28 items 6-8 (docs/decisions/module-releases.md), through
 * HTTP on both engines: a release no longer assigned stays served (an open page keeps loading its
 * chunks); the campaign freeze of the survey module (a hospital with an open survey version keeps
 * its release unless a hotfix with a written reason moves it, audited); the QA override (a user
 * with the QA function runs a release for themselves only, audited, cleared).
 */
import { createHash } from 'node:crypto';
import type { TReleaseAssignment, TReleaseOverview, TReleaseQaOverview } from '@hm/contract';
import { sql } from 'kysely';
import { body, createSecondApp, createTestApp, type TestApp } from '../../helpers/app.js';

const R = '/votesafety/v1/phat-hanh-phan-he';
let a: TestApp;
let b: TestApp;
let admin: string;
let bvadmin: string;
let bv2admin: string;
let nhanvien: string;
let bv1: number;
let bv2: number;

beforeAll(async () => {
  a = await createTestApp();
  b = await createSecondApp(a);
  [admin, bvadmin, bv2admin, nhanvien] = await Promise.all([a.login('admin'), a.login('bvadmin'), a.login('bv2admin'), a.login('nhanvien01')]);
  const ids = (await sql<{ ma: string; id: number }>`SELECT ma_benh_vien AS ma, hospital_id AS id FROM hospital WHERE ma_benh_vien IN ('BVDEMO', 'BVDEMO2')`.execute(a.database.db))
    .rows;
  bv1 = ids.find((h) => h.ma === 'BVDEMO')!.id;
  bv2 = ids.find((h) => h.ma === 'BVDEMO2')!.id;
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const hash = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const file = (path: string, text: string) => ({ path, sha384: hash(text), content_base64: Buffer.from(text).toString('base64') });
const release = (module: string, version: string, o: Record<string, unknown> = {}) => ({
  module,
  version,
  contract_major: 1,
  shell_range: '>=1.0.0 <2',
  smoke_test: 'passed',
  files: [file('remoteEntry.js', `/* ${module} entry ${version} */`), file('123.abcdef01.js', `/* ${module} chunk ${version} */`)],
  ...o,
});
const post = (token: string, url: string, payload: unknown, app = a) => app.as(token, { method: 'POST', url, payload: payload as object });
const get = (token: string, url: string, app = a) => app.as(token, { method: 'GET', url });
const mine = async (token: string, app = a) => body<TReleaseAssignment>(await get(token, `${R}/cua-toi`, app)).data.remotes;
const ok = async (res: Awaited<ReturnType<typeof post>>) => {
  expect([res.statusCode, body(res).message]).toEqual([200, 'Thành công!']);
  return res;
};
const refused = async (res: Awaited<ReturnType<typeof post>>) => {
  expect(res.statusCode).toBe(409);
  return body(res).message;
};
const auditCount = async (action: string) =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'moduleRelease' AND action = ${action}`.execute(a.database.db)).rows[0]!.n;

/** An open survey version of a hospital (its own), or of a campaign it takes part in. */
async function openVersion(title: string, hospitalId: number, campaign = false): Promise<number> {
  const v = await a.database.db
    .insertInto('phien_ban_khao_sat')
    .values({
      hospital_id: campaign ? null : hospitalId,
      tieu_de_khao_sat: title,
      time_start: new Date(Date.now() - 86_400_000),
      time_end: new Date(Date.now() + 10 * 86_400_000),
      status_khao_sat: 1,
      started_at: new Date(Date.now() - 86_400_000),
    })
    .returning('phien_ban_id')
    .executeTakeFirstOrThrow();
  if (campaign) await a.database.db.insertInto('phien_ban_benh_vien').values({ phien_ban_id: v.phien_ban_id, hospital_id: hospitalId }).execute();
  return v.phien_ban_id;
}

describe('no skew for an open page', () => {
  it('keeps serving the files of a release no longer assigned to anybody, from every API process', async () => {
    await ok(await post(admin, R, release('reports', '5.0.0')));
    await ok(await post(admin, R, release('reports', '5.1.0')));
    await ok(await post(admin, `${R}/theo-kenh`, { module: 'reports', hospital_id: bv1, channel: 'pilot' }));
    await ok(await post(admin, `${R}/nang-kenh`, { module: 'reports', version: '5.0.0', channel: 'pilot' }));
    expect((await mine(bvadmin)).reports!.version).toBe('5.0.0');
    // A page opened on 5.0.0 is still open when 5.1.0 replaces it, and when the channel goes back to the built-in files.
    await ok(await post(admin, `${R}/nang-kenh`, { module: 'reports', version: '5.1.0', channel: 'pilot' }));
    expect((await mine(bvadmin, b)).reports!.version).toBe('5.1.0');
    await ok(await post(admin, `${R}/quay-lai`, { module: 'reports', channel: 'pilot' }));
    await ok(await post(admin, `${R}/quay-lai`, { module: 'reports', channel: 'pilot' }));
    await ok(await post(admin, `${R}/theo-kenh`, { module: 'reports', hospital_id: bv1, channel: 'stable' }));
    expect((await mine(bvadmin)).reports).toBeUndefined();
    for (const app of [a, b]) {
      for (const f of ['remoteEntry.js', '123.abcdef01.js']) {
        const res = await app.app.inject({ method: 'GET', url: `/releases/reports/5.0.0/${f}` });
        expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
      }
    }
    // Assigned more than 30 days ago and not since: still served (no release is ever removed).
    await sql`INSERT INTO module_release_event (module, kind, channel, release_id, created_at)
              SELECT 'reports', 'promote', 'pilot', release_id, now() - interval '40 days' FROM module_release WHERE module = 'reports' AND version = '5.0.0'`.execute(
      a.database.db,
    );
    await ok(await post(admin, `${R}/quay-lai`, { module: 'reports', channel: 'pilot' }));
    expect((await a.app.inject({ method: 'GET', url: '/releases/reports/5.0.0/remoteEntry.js' })).body).toBe('/* reports entry 5.0.0 */');
  });
});

describe('campaign freeze of the survey module', () => {
  it('refuses to change the survey module of a hospital with an open survey, except a hotfix with a written reason', async () => {
    await ok(await post(admin, R, release('survey', '4.0.0')));
    const up = await post(admin, R, release('survey', '4.0.1', { hotfix: true }));
    expect(up.statusCode).toBe(200);
    await openVersion('Khảo sát văn hóa an toàn 2026', bv2);

    // Following pilot changes nothing yet (both channels run the built-in files): allowed.
    await ok(await post(admin, `${R}/theo-kenh`, { module: 'survey', hospital_id: bv2, channel: 'pilot' }));
    const frozen = await refused(await post(admin, `${R}/nang-kenh`, { module: 'survey', version: '4.0.0', channel: 'pilot' }));
    expect(frozen).toMatch(
      /^Phân hệ Khảo sát đang đóng băng vì có đợt khảo sát đang mở: Bệnh viện Demo Thứ Hai \(«Khảo sát văn hóa an toàn 2026» đến \d\d\/\d\d\/\d{4} \d\d:\d\d\)\./,
    );
    expect(frozen).toMatch(/Chỉ một bản phát hành đánh dấu hotfix, kèm lý do viết rõ/);
    // The screen in English reads it in English.
    const frozenEn = await refused(
      await a.as(admin, { method: 'POST', url: `${R}/nang-kenh`, payload: { module: 'survey', version: '4.0.0', channel: 'pilot' }, headers: { language: 'en' } }),
    );
    expect(frozenEn).toMatch(
      /^The Survey module is frozen while a survey is open: Bệnh viện Demo Thứ Hai \(«Khảo sát văn hóa an toàn 2026» until \d\d\/\d\d\/\d{4} \d\d:\d\d\)\. Only a release marked as a hotfix/,
    );
    expect(await refused(await post(admin, `${R}/ghim`, { module: 'survey', version: '4.0.0', hospital_id: bv2 }))).toMatch(/đóng băng/);
    // A reason does not make a release a hotfix.
    expect(await refused(await post(admin, `${R}/ghim`, { module: 'survey', version: '4.0.0', hospital_id: bv2, reason: 'Sửa lỗi gửi phiếu trên Safari' }))).toMatch(/đóng băng/);
    // Stable reaches the hospitals without an open survey: allowed.
    await ok(await post(admin, `${R}/nang-kenh`, { module: 'survey', version: '4.0.0', channel: 'stable' }));
    expect((await mine(bvadmin)).survey!.version).toBe('4.0.0');
    expect((await mine(bv2admin)).survey).toBeUndefined();
    // Back to stable would hand hospital 2 the new survey module.
    expect(await refused(await post(admin, `${R}/theo-kenh`, { module: 'survey', hospital_id: bv2, channel: 'stable' }))).toMatch(/Bệnh viện Demo Thứ Hai/);

    // A hotfix needs its reason.
    const noReason = await refused(await post(admin, `${R}/ghim`, { module: 'survey', version: '4.0.1', hospital_id: bv2 }));
    expect(noReason).toBe('Bản hotfix thay đổi phân hệ Khảo sát đang đóng băng: hãy ghi lý do (ít nhất 10 ký tự).');
    expect(await refused(await post(admin, `${R}/ghim`, { module: 'survey', version: '4.0.1', hospital_id: bv2, reason: '  lỗi  ' }))).toBe(noReason);
    const bad = await post(admin, `${R}/ghim`, { module: 'survey', version: '4.0.1', hospital_id: bv2, reason: 'a\u0000b' });
    expect(bad.statusCode).toBe(400);
    const pins = await auditCount('pin');
    await ok(await post(admin, `${R}/ghim`, { module: 'survey', version: '4.0.1', hospital_id: bv2, reason: 'Sửa lỗi mất câu trả lời khi mạng chập chờn' }));
    expect((await mine(bv2admin, b)).survey!.version).toBe('4.0.1');
    expect(await auditCount('pin')).toBe(pins + 1);
    const audit = (
      await sql<{ changes: string }>`SELECT changes::text FROM audit_log WHERE entity = 'moduleRelease' AND action = 'pin' ORDER BY audit_log_id DESC LIMIT 1`.execute(
        a.database.db,
      )
    ).rows[0]!;
    expect(audit.changes).toContain('Sửa lỗi mất câu trả lời khi mạng chập chờn');
    expect(audit.changes).toContain('"hotfix": [null, true]');

    // The screen's data: why each hospital is frozen, which release is a hotfix, the reason in the history.
    const o = body<TReleaseOverview>(await get(admin, R)).data.modules.find((m) => m.module === 'survey')!;
    expect(o.hospitals.find((h) => h.hospital_id === bv2)!.frozen).toMatch(/^Bệnh viện Demo Thứ Hai \(«Khảo sát văn hóa an toàn 2026» đến /);
    expect(o.hospitals.find((h) => h.hospital_id === bv1)!.frozen).toBeNull();
    expect(o.releases.map((r) => [r.version, r.hotfix])).toEqual([
      ['4.0.1', true],
      ['4.0.0', false],
    ]);
    expect(o.events[0]).toMatchObject({ kind: 'pin', version: '4.0.1', reason: 'Sửa lỗi mất câu trả lời khi mạng chập chờn' });
    const dashboard = body<TReleaseOverview>(await get(admin, R)).data.modules.find((m) => m.module === 'dashboard')!;
    expect(dashboard.hospitals.every((h) => h.frozen === null)).toBe(true);

    // A campaign the hospital takes part in freezes it too; other modules are never frozen.
    const campaign = await openVersion('Chiến dịch tỉnh 2026', bv1, true);
    expect(await refused(await post(admin, `${R}/quay-lai`, { module: 'survey', channel: 'stable' }))).toMatch(/Bệnh viện Đa khoa Demo \(«Chiến dịch tỉnh 2026»/);
    await ok(await post(admin, R, release('dashboard', '4.0.0')));
    await ok(await post(admin, `${R}/nang-kenh`, { module: 'dashboard', version: '4.0.0', channel: 'stable' }));

    // Closed (or suspended), the survey no longer freezes anything.
    await sql`UPDATE phien_ban_khao_sat SET status_khao_sat = 2 WHERE phien_ban_id = ${campaign}`.execute(a.database.db);
    await sql`UPDATE phien_ban_khao_sat SET tam_ngung = true WHERE tieu_de_khao_sat = 'Khảo sát văn hóa an toàn 2026'`.execute(a.database.db);
    await ok(await post(admin, `${R}/theo-kenh`, { module: 'survey', hospital_id: bv2, channel: 'stable' }));
    await ok(await post(admin, `${R}/quay-lai`, { module: 'survey', channel: 'stable' }));
    expect((await mine(bv2admin)).survey).toBeUndefined();
  });
});

describe('QA override', () => {
  it('runs a release for the QA user only, audited, until cleared', async () => {
    await ok(await post(admin, R, release('catalogues', '6.0.0')));
    await ok(await post(admin, R, release('catalogues', '7.0.0', { contract_major: 2 })));
    // admin (a system administrator of hospital 1) has the QA function; bvadmin of the same hospital does not.
    expect((await get(bvadmin, `${R}/kiem-thu`)).statusCode).toBe(403);
    expect((await post(bvadmin, `${R}/kiem-thu`, { module: 'catalogues', version: '6.0.0' })).statusCode).toBe(403);
    const list = body<TReleaseQaOverview>(await get(admin, `${R}/kiem-thu`)).data.modules.find((m) => m.module === 'catalogues')!;
    expect(list).toMatchObject({ override: null, hospital_runs: null });
    expect(list.releases.map((r) => r.version)).toEqual(['6.0.0']);

    expect(await refused(await post(admin, `${R}/kiem-thu`, { module: 'catalogues', version: '7.0.0' }))).toMatch(/hợp đồng API phiên bản 2/);
    // The QA screen in English reads it in English, as the registry screen does.
    expect(await refused(await a.as(admin, { method: 'POST', url: `${R}/kiem-thu`, payload: { module: 'catalogues', version: '7.0.0' }, headers: { language: 'en' } }))).toMatch(
      /^Release 7\.0\.0 was built against API contract version 2;/,
    );
    expect((await post(admin, `${R}/kiem-thu`, { module: 'catalogues', version: '9.9.9' })).statusCode).toBe(404);
    expect((await post(admin, `${R}/kiem-thu`, { module: 'billing', version: '6.0.0' })).statusCode).toBe(400);

    const set = await ok(await post(admin, `${R}/kiem-thu`, { module: 'catalogues', version: '6.0.0' }));
    expect(body(set).data).toEqual({ module: 'catalogues', version: '6.0.0' });
    const expected = {
      name: 'mf_catalogues',
      version: '6.0.0',
      entry: '/releases/catalogues/6.0.0/remoteEntry.js',
      integrity: hash('/* catalogues entry 6.0.0 */'),
      qa_override: true,
    };
    expect((await mine(admin)).catalogues).toEqual(expected);
    expect((await mine(admin, b)).catalogues).toEqual(expected);
    // Nobody else: not the other accounts of the same hospital, not the other hospital.
    for (const t of [bvadmin, nhanvien, bv2admin]) expect((await mine(t)).catalogues).toBeUndefined();
    expect(body<TReleaseQaOverview>(await get(admin, `${R}/kiem-thu`)).data.modules.find((m) => m.module === 'catalogues')!.override).toBe('6.0.0');
    expect(await auditCount('qaOverride')).toBe(1);

    // The function granted to a hospital administrator's group: that account's override is its own too.
    await sql`INSERT INTO phan_quyen_chuc_nang (phan_quyen_id, chuc_nang_id)
              SELECT tk.phan_quyen_id, cn.chuc_nang_id FROM tai_khoan tk, chuc_nang cn WHERE tk.ten_tai_khoan = 'bv2admin' AND cn.ma_chuc_nang = 'KIEM_THU_PHAT_HANH'`.execute(
      a.database.db,
    );
    const bv2qa = await a.login('bv2admin');
    await ok(await post(bv2qa, `${R}/kiem-thu`, { module: 'survey', version: '4.0.0' }));
    expect((await mine(bv2qa)).survey).toMatchObject({ version: '4.0.0', qa_override: true });
    expect((await mine(admin)).survey).toBeUndefined();
    await ok(await post(bv2qa, `${R}/kiem-thu/bo`, { module: 'survey' }));

    // Cleared: the hospital's release again; clearing twice changes nothing and writes no audit row.
    const cleared = await ok(await post(admin, `${R}/kiem-thu/bo`, { module: 'catalogues' }));
    expect(body(cleared).data).toEqual({ module: 'catalogues', version: null });
    expect((await mine(admin)).catalogues).toBeUndefined();
    await ok(await post(admin, `${R}/kiem-thu/bo`, { module: 'catalogues' }));
    expect(await auditCount('qaClear')).toBe(2);
  });
});
