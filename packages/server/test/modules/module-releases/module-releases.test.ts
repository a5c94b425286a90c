/**
 * The module release registry (issue 28, docs/decisions/module-releases.md), through HTTP on both
 * engines: an upload checked file by file and immutable (the same version twice is 409), its files
 * served under versioned URLs cached for good, channel and pin moves as append-only audited events
 * with rollback popping the channel back, promotion refused with its reason for an incompatible
 * release, what a hospital's shell is told to load, bad input and non-administrators refused, and a
 * second API process serving the same releases and assignments.
 */
import { createHash } from 'node:crypto';
import type { TReleaseAssignment, TReleaseMoveResult, TReleaseOverview } from '@hm/contract';
import { sql } from 'kysely';
import { inRange } from '../../../src/modules/module-releases/compatibility.js';
import { body, createSecondApp, createTestApp, type TestApp } from '../../helpers/app.js';

const R = '/votesafety/v1/phat-hanh-phan-he';
let a: TestApp;
let b: TestApp;
let admin: string;
let bvadmin: string;
let bv2admin: string;
let bv2: number;

beforeAll(async () => {
  a = await createTestApp();
  b = await createSecondApp(a);
  [admin, bvadmin, bv2admin] = await Promise.all([a.login('admin'), a.login('bvadmin'), a.login('bv2admin')]);
  bv2 = (await sql<{ id: number }>`SELECT hospital_id AS id FROM hospital WHERE ma_benh_vien = 'BVDEMO2'`.execute(a.database.db)).rows[0]!.id;
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const hash = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const file = (path: string, text: string) => ({ path, sha384: hash(text), content_base64: Buffer.from(text).toString('base64') });
const release = (version: string, o: Record<string, unknown> = {}) => ({
  module: 'system',
  version,
  contract_major: 1,
  shell_range: '>=1.0.0 <2',
  commit: 'abc1234',
  smoke_test: 'passed',
  files: [file('remoteEntry.js', `/* entry ${version} */`), file('123.abcdef01.js', `/* chunk ${version} */`), file('css/456.css', 'a{}')],
  ...o,
});
const post = (token: string, url: string, payload: unknown, app = a) => app.as(token, { method: 'POST', url, payload: payload as object });
const get = (token: string, url: string, app = a) => app.as(token, { method: 'GET', url });
const mine = async (token: string, app = a) => body<TReleaseAssignment>(await get(token, `${R}/cua-toi`, app)).data.remotes;
const auditRows = async () =>
  (await sql<{ action: string; n: number }>`SELECT action, count(*)::int AS n FROM audit_log WHERE entity = 'moduleRelease' GROUP BY action ORDER BY action`.execute(a.database.db))
    .rows;

describe('module releases', () => {
  it('stores a release once, checked file by file, and serves its files under versioned URLs cached for good', async () => {
    const up = await post(admin, R, release('2.0.0'));
    expect(up.statusCode).toBe(200);
    expect(body<{ entry_integrity: string; files: number }>(up).data).toMatchObject({ files: 3, entry_integrity: hash('/* entry 2.0.0 */') });

    const again = await post(admin, R, release('2.0.0', { commit: 'def5678' }));
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe('Phân hệ system đã có bản phát hành 2.0.0: mỗi bản phát hành là bất biến, hãy dùng một số phiên bản mới.');

    for (const app of [a, b]) {
      const entry = await app.app.inject({ method: 'GET', url: '/releases/system/2.0.0/remoteEntry.js' });
      expect(entry.statusCode).toBe(200);
      expect(entry.body).toBe('/* entry 2.0.0 */');
      expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(entry.headers['content-type']).toContain('text/javascript');
      expect(entry.headers['x-content-sha384']).toBe(hash('/* entry 2.0.0 */'));
      const css = await app.app.inject({ method: 'GET', url: '/releases/system/2.0.0/css/456.css' });
      expect([css.statusCode, css.headers['content-type'], css.body]).toEqual([200, 'text/css; charset=utf-8', 'a{}']);
    }
    for (const url of ['/releases/system/2.0.0/nothing.js', '/releases/system/9.9.9/remoteEntry.js', '/releases/other/2.0.0/remoteEntry.js']) {
      expect((await a.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }

    // Stored rows cannot be changed, even by a statement of the server's own.
    await expect(sql`UPDATE module_release_file SET bytes = '\\x00' WHERE path = 'remoteEntry.js'`.execute(a.database.db)).rejects.toThrow(/immutable/);
    await expect(sql`DELETE FROM module_release WHERE version = '2.0.0'`.execute(a.database.db)).rejects.toThrow(/immutable/);
    expect(await auditRows()).toEqual([{ action: 'create', n: 1 }]);
  });

  it('refuses bad input with a Vietnamese message, storing nothing', async () => {
    const cases: [unknown, RegExp][] = [
      [release('2.1.0', { files: [{ ...file('remoteEntry.js', 'x'), sha384: hash('y') }] }), /Mã băm SHA-384 của tệp remoteEntry\.js không khớp/],
      [release('2.1.0', { files: [file('other.js', 'x')] }), /không có tệp vào remoteEntry\.js/],
      [release('2.1.0', { files: [file('remoteEntry.js', 'x'), file('remoteEntry.js', 'x')] }), /xuất hiện hai lần/],
      [release('2.1.0', { files: [] }), /ít nhất một tệp/],
      [release('2.1.0', { files: [file('../etc/passwd', 'x')] }), /Đường dẫn tệp không hợp lệ/],
      [release('../2.1.0'), /Số phiên bản/],
      [release('2.1.0', { module: 'billing' }), /.+/],
      [release('2.1.0', { smoke_test: 'maybe' }), /Kết quả kiểm thử/],
      [release('2.1.0', { files: [{ ...file('remoteEntry.js', 'x'), sha384: 'md5-abc' }] }), /sha384-/],
    ];
    for (const [payload, message] of cases) {
      const res = await post(admin, R, payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toMatch(message);
    }
    for (const [url, payload] of [
      [`${R}/nang-kenh`, { module: 'system', version: '2.0.0', channel: 'beta' }],
      [`${R}/ghim`, { module: 'system', version: '2.0.0', hospital_id: 'x' }],
      [`${R}/theo-kenh`, { module: 'system', hospital_id: bv2 }],
    ] as const) {
      expect((await post(admin, url, payload)).statusCode).toBe(400);
    }
    expect((await post(admin, `${R}/ghim`, { module: 'system', version: '2.0.0', hospital_id: 999999 })).statusCode).toBe(404);
    expect((await post(admin, `${R}/nang-kenh`, { module: 'system', version: '7.7.7', channel: 'pilot' })).statusCode).toBe(404);
    const o = body<TReleaseOverview>(await get(admin, R)).data;
    expect(o.modules.find((m) => m.module === 'system')!.releases.map((r) => r.version)).toEqual(['2.0.0']);
  });

  it('refuses every call of the registry to a hospital administrator', async () => {
    expect((await get(bvadmin, R)).statusCode).toBe(403);
    expect((await post(bvadmin, R, release('2.2.0'))).statusCode).toBe(403);
    expect((await post(bv2admin, `${R}/nang-kenh`, { module: 'system', version: '2.0.0', channel: 'pilot' })).statusCode).toBe(403);
    expect((await post(bvadmin, `${R}/ghim`, { module: 'system', version: '2.0.0', hospital_id: bv2 })).statusCode).toBe(403);
    expect((await a.app.inject({ method: 'GET', url: R })).statusCode).toBe(401);
    // Their own assignment is theirs to read.
    expect((await get(bvadmin, `${R}/cua-toi`)).statusCode).toBe(200);
  });

  it('refuses to promote an incompatible release, with the reason, and shows it before', async () => {
    const stored = [
      await post(admin, R, release('3.0.0', { contract_major: 2 })),
      await post(admin, R, release('2.5.0', { shell_range: '>=9.0.0' })),
      await post(admin, R, release('2.6.0', { smoke_test: 'failed' })),
      await post(admin, R, release('2.7.0', { smoke_test: 'not-run' })),
    ];
    expect(stored.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const promote = (version: string, channel = 'pilot') => post(admin, `${R}/nang-kenh`, { module: 'system', version, channel });
    const refused = async (res: Awaited<ReturnType<typeof promote>>) => {
      expect(res.statusCode).toBe(409);
      return body(res).message;
    };
    expect(await refused(await promote('3.0.0'))).toBe('Bản 3.0.0 được build với hợp đồng API phiên bản 2, vỏ ứng dụng đang chạy dùng phiên bản 1.');
    expect(await refused(await promote('2.5.0'))).toMatch(/^Bản 2\.5\.0 chỉ chạy với vỏ ứng dụng >=9\.0\.0, vỏ ứng dụng đang chạy là \d/);
    expect(await refused(await promote('2.6.0'))).toBe('Bản 2.6.0 không qua kiểm thử chạy độc lập.');
    expect(await refused(await promote('2.7.0', 'stable'))).toMatch(/chưa được kiểm thử chạy độc lập/);
    expect(await refused(await post(admin, `${R}/ghim`, { module: 'system', version: '3.0.0', hospital_id: bv2 }))).toMatch(/hợp đồng API phiên bản 2/);
    const o = body<TReleaseOverview>(await get(admin, R)).data.modules.find((m) => m.module === 'system')!;
    const rows = Object.fromEntries(o.releases.map((r) => [r.version, r]));
    expect(rows['3.0.0']!.blocked).toMatch(/hợp đồng API/);
    expect(rows['2.7.0']!.blocked).toBeNull();
    expect(rows['2.7.0']!.blocked_stable).toMatch(/chưa được kiểm thử/);
    expect(rows['2.0.0']!.blocked_stable).toBeNull();
    expect(await mine(bvadmin)).toEqual({});
    // The screen in English: the same refusals in English (the request's Language header).
    const en = { headers: { language: 'en' } };
    const promoteEn = await a.as(admin, { method: 'POST', url: `${R}/nang-kenh`, payload: { module: 'system', version: '3.0.0', channel: 'pilot' }, ...en });
    expect(await refused(promoteEn)).toBe('Release 3.0.0 was built against API contract version 2; the running shell uses version 1.');
    const oEn = body<TReleaseOverview>(await a.as(admin, { method: 'GET', url: R, ...en })).data.modules.find((m) => m.module === 'system')!;
    const rowsEn = Object.fromEntries(oEn.releases.map((r) => [r.version, r]));
    expect(rowsEn['2.6.0']!.blocked).toBe('Release 2.6.0 failed its standalone smoke test.');
    expect(rowsEn['2.7.0']!.blocked_stable).toMatch(/^Release 2\.7\.0 has not had its standalone smoke test/);
    expect(inRange('1.4.2', '^1.2.0')).toBe(true);
    expect(inRange('2.0.0', '^1.2.0')).toBe(false);
    expect(inRange('1.0.5', '1.0.x || >=3')).toBe(true);
    expect(inRange('1.1.0', '~1.0.1')).toBe(false);
  });

  it('moves channels and pins as audited events; a hospital is told what to load; rollback moves the pointer back', async () => {
    const move = async (path: string, payload: object) => {
      const res = await post(admin, `${R}/${path}`, payload);
      expect([res.statusCode, body(res).message]).toEqual([200, 'Thành công!']);
      return body<TReleaseMoveResult>(res).data;
    };
    const before = await auditRows();
    // Hospital 2 follows pilot; a promotion to pilot reaches it, and only it.
    expect((await move('theo-kenh', { module: 'system', hospital_id: bv2, channel: 'pilot' })).hospital_ids).toEqual([bv2]);
    expect(await mine(bv2admin)).toEqual({});
    const promoted = await move('nang-kenh', { module: 'system', version: '2.0.0', channel: 'pilot' });
    expect(promoted).toMatchObject({ version: '2.0.0', hospital_ids: [bv2] });
    const expected = { system: { name: 'mf_system', version: '2.0.0', entry: '/releases/system/2.0.0/remoteEntry.js', integrity: hash('/* entry 2.0.0 */') } };
    expect(await mine(bv2admin)).toEqual(expected);
    expect(await mine(bv2admin, b)).toEqual(expected);
    expect(await mine(bvadmin)).toEqual({});
    expect((await post(admin, `${R}/nang-kenh`, { module: 'system', version: '2.0.0', channel: 'pilot' })).statusCode).toBe(409);

    await move('nang-kenh', { module: 'system', version: '2.7.0', channel: 'pilot' });
    expect((await mine(bv2admin)).system!.version).toBe('2.7.0');
    expect(await move('quay-lai', { module: 'system', channel: 'pilot' })).toMatchObject({ version: '2.0.0', hospital_ids: [bv2] });
    expect((await mine(bv2admin, b)).system!.version).toBe('2.0.0');
    expect(await move('quay-lai', { module: 'system', channel: 'pilot' })).toMatchObject({ version: null });
    expect(await mine(bv2admin)).toEqual({});
    const none = await post(admin, `${R}/quay-lai`, { module: 'system', channel: 'pilot' });
    expect([none.statusCode, body(none).message]).toEqual([409, 'Kênh pilot đang dùng bản có sẵn của máy chủ: không có bản nào để quay lại.']);

    // A pin wins over the channel, for that hospital only; following a channel again undoes it.
    await move('ghim', { module: 'system', version: '2.7.0', hospital_id: bv2 });
    expect((await mine(bv2admin)).system!.version).toBe('2.7.0');
    expect(await mine(bvadmin)).toEqual({});
    // The dashboard is not licensed to hospital 2: it is never told to load one.
    await post(admin, R, release('2.0.0', { module: 'dashboard' }));
    await move('nang-kenh', { module: 'dashboard', version: '2.0.0', channel: 'pilot' });
    expect((await mine(bv2admin)).dashboard).toBeUndefined();

    const o = body<TReleaseOverview>(await get(admin, R)).data.modules.find((m) => m.module === 'system')!;
    expect(o.channels).toEqual([
      { channel: 'stable', version: null, hospitals: expect.arrayContaining([expect.objectContaining({ name: 'Bệnh viện Đa khoa Demo' })]) },
      { channel: 'pilot', version: null, hospitals: [] },
    ]);
    expect(o.hospitals.find((h) => h.hospital_id === bv2)).toMatchObject({ channel: null, pinned: '2.7.0', runs: '2.7.0' });
    expect(o.events.map((e) => [e.kind, e.channel, e.version])).toEqual([
      ['pin', null, '2.7.0'],
      ['rollback', 'pilot', null],
      ['rollback', 'pilot', '2.0.0'],
      ['promote', 'pilot', '2.7.0'],
      ['promote', 'pilot', '2.0.0'],
      ['follow', 'pilot', null],
    ]);
    expect(o.events[0]).toMatchObject({ hospital: 'Bệnh viện Demo Thứ Hai', created_by: 'admin' });
    const after = Object.fromEntries((await auditRows()).map((r) => [r.action, r.n]));
    const was = Object.fromEntries(before.map((r) => [r.action, r.n]));
    expect([after.follow, (after.promote ?? 0) - (was.promote ?? 0), after.rollback, after.pin]).toEqual([1, 3, 2, 1]);
    const row = (
      await sql<{ hospital_id: number; changes: unknown }>`SELECT hospital_id, changes FROM audit_log WHERE entity = 'moduleRelease' AND action = 'pin'`.execute(a.database.db)
    ).rows[0]!;
    expect(row.hospital_id).toBe(bv2);
  });
});
