/**
 * Module licences per hospital through HTTP: only system administrators change them, each change
 * is audited, and a licence switched off, or out of its validity period, refuses the module's
 * calls, menu and logged-in modules on the next request.
 */
import type { THospitalLicences, TMenuItem, TPage } from '@hm/contract';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';

const L = '/auth/v1/hospital-module';
let t: TestApp;
let demo2: number;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  demo2 = (await t.database.db.selectFrom('hospital').select('hospital_id').where('ma_benh_vien', '=', 'BVDEMO2').executeTakeFirstOrThrow()).hospital_id;
  for (const u of ['admin', 'bvadmin', 'bv2admin']) tok[u] = await t.login(u);
});
afterAll(() => t.close());

const call = (u: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  t.as(tok[u]!, { method, url, ...(payload === undefined ? {} : { payload: payload as never }) });
const licencesOf = async (h: number) => body<TPage<THospitalLicences>>(await call('admin', 'GET', `${L}?size=200`)).data.data.find((r) => r.hospital_id === h)!.licences;
const set = (u: string, h: number, licences: unknown[]) => call(u, 'PUT', `${L}/${h}`, { licences });
const day = (offset: number) => new Date(Date.now() + 7 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const flatten = (items: TMenuItem[]): string[] => items.flatMap((m) => [m.path ?? '', ...flatten(m.children ?? [])]);
const bv2Menu = async () => {
  const me = body<{ phan_quyen_id: number }>(await call('bv2admin', 'GET', '/auth/v1/tai-khoan/me')).data;
  return flatten(body<TMenuItem[]>(await call('bv2admin', 'GET', `/auth/v1/menu/phan-quyen?phanQuyenId=${me.phan_quyen_id}`)).data);
};
const bv2Modules = async () => body<{ hospital: { modules: string[] } }>(await call('bv2admin', 'GET', '/auth/v1/tai-khoan/me')).data.hospital.modules;
const bv2Dashboard = () => call('bv2admin', 'GET', '/votesafety/v1/dash-board/phien-ban');

describe('module licences', () => {
  it('lists each hospital with its licences, paged and searchable, for system administrators only', async () => {
    const page = body<TPage<THospitalLicences>>(await call('admin', 'GET', `${L}?keyword=BVDEMO2`)).data;
    expect(page.data.map((r) => r.hospital_id)).toEqual([demo2]);
    expect(page.data[0]!.licences.map((l) => l.module)).not.toContain('dashboard');
    expect((await call('bvadmin', 'GET', L)).statusCode).toBe(403);
  });

  it('refuses a hospital administrator and bad input, changing nothing', async () => {
    const before = await licencesOf(demo2);
    const res = await set('bv2admin', demo2, [...before.map((l) => ({ module: l.module })), { module: 'dashboard' }]);
    expect(res.statusCode).toBe(403);
    for (const [licences, message] of [
      [[{ module: 'khong-co' }], /./],
      [[{ module: 'survey' }, { module: 'survey' }], /một lần/],
      [[{ module: 'survey', valid_from: '2025-02-30' }], /Ngày không hợp lệ/],
      [[{ module: 'survey', valid_from: '2025-03-01', valid_to: '2025-02-01' }], /hết hạn phải sau/],
    ] as const) {
      const bad = await set('admin', demo2, licences as unknown as unknown[]);
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(body(bad))).toMatch(message);
    }
    expect((await set('admin', 999999, [])).statusCode).toBe(404);
    expect(await licencesOf(demo2)).toEqual(before);
  });

  it('switches a module on and off at once: logged-in modules, menu and server refusal follow, audited', async () => {
    const before = await licencesOf(demo2);
    const keep = before.map((l) => ({ module: l.module }));
    expect((await bv2Dashboard()).statusCode).toBe(403);

    const on = await set('admin', demo2, [...keep, { module: 'dashboard' }]);
    expect(on.statusCode).toBe(200);
    expect(body<THospitalLicences>(on).data.licences.find((l) => l.module === 'dashboard')).toMatchObject({ active: true, valid_from: null, valid_to: null });
    expect(await bv2Modules()).toContain('dashboard');
    expect(await bv2Menu()).toContain('/Dashboard/Hospital');
    expect((await bv2Dashboard()).statusCode).toBe(200);

    // A period that ended yesterday: the row stays, the licence is not in force.
    const past = await set('admin', demo2, [...keep, { module: 'dashboard', valid_from: day(-30), valid_to: day(-1) }]);
    expect(body<THospitalLicences>(past).data.licences.find((l) => l.module === 'dashboard')).toMatchObject({ active: false, valid_to: day(-1) });
    expect(await bv2Modules()).not.toContain('dashboard');
    expect(await bv2Menu()).not.toContain('/Dashboard/Hospital');
    expect((await bv2Dashboard()).statusCode).toBe(403);

    // A period that starts tomorrow: not yet; one that started today: in force.
    await set('admin', demo2, [...keep, { module: 'dashboard', valid_from: day(1) }]);
    expect((await bv2Dashboard()).statusCode).toBe(403);
    await set('admin', demo2, [...keep, { module: 'dashboard', valid_from: day(0), valid_to: day(0) }]);
    expect((await bv2Dashboard()).statusCode).toBe(200);

    // Off again.
    expect((await set('admin', demo2, keep)).statusCode).toBe(200);
    expect((await bv2Dashboard()).statusCode).toBe(403);
    expect(await bv2Menu()).not.toContain('/Dashboard/Hospital');

    // Catalogue writes follow the catalogues licence the same way.
    const withoutCatalogues = keep.filter((l) => l.module !== 'catalogues');
    await set('admin', demo2, [...withoutCatalogues, { module: 'catalogues', valid_to: day(-1) }]);
    const dept = await call('bv2admin', 'POST', '/auth/v1/phong-ban', { hospital_id: demo2, ma_phong_ban: 'PB_LIC', ten_phong_ban: 'Khoa bản quyền' });
    expect(dept.statusCode).toBe(403);
    expect(body(dept).message).toBe('Bệnh viện chưa đăng ký sử dụng phân hệ này');
    await set('admin', demo2, keep);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'changes', 'tai_khoan_id'])
      .where('entity', '=', 'licence')
      .where('entity_id', '=', String(demo2))
      .orderBy('audit_log_id')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(6);
    expect(audit[0]!.changes).toEqual({ dashboard: ['tắt', '…–…'] });
    expect(audit.every((a) => a.action === 'update' && a.tai_khoan_id)).toBe(true);
  });
});
