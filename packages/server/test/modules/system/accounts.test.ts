/**
 * Accounts through HTTP (issue 13): create with an initial password that must be changed first,
 * edit, deactivate (sessions end at once), delete or deactivate by history, group, staff and
 * hospital links, and the no-escalation matrix: hospital administrator → system administrator,
 * hospital A → B, staff → any administrative call, granting oneself a function.
 */
import type { TAccount, TComboItem, TPage } from '@hm/contract';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';

const T = '/auth/v1/tai-khoan';
let t: TestApp;
const tok: Record<string, string> = {};
const id: Record<string, number> = {};
let demo1: number;
let demo2: number;
let staffGroup: number;
let hospitalAdminGroup: number;
let systemGroup: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const hospital = async (ma: string) => (await db.selectFrom('hospital').select('hospital_id').where('ma_benh_vien', '=', ma).executeTakeFirstOrThrow()).hospital_id;
  demo1 = await hospital('BVDEMO');
  demo2 = await hospital('BVDEMO2');
  const group = async (ma: string) => (await db.selectFrom('phan_quyen').select('phan_quyen_id').where('ma_phan_quyen', '=', ma).executeTakeFirstOrThrow()).phan_quyen_id;
  staffGroup = await group('STAFF');
  hospitalAdminGroup = await group('HOSPITAL_ADMIN');
  systemGroup = await group('SYSTEM_ADMIN');
  for (const u of ['admin', 'bvadmin', 'bv2admin', 'nhanvien01']) {
    tok[u] = await t.login(u);
    id[u] = (await db.selectFrom('tai_khoan').select('tai_khoan_id').where('ten_tai_khoan', '=', u).executeTakeFirstOrThrow()).tai_khoan_id;
  }
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: unknown) => t.as(token, { method, url, ...(payload === undefined ? {} : { payload: payload as never }) });
const as = (u: string, method: Method, url: string, payload?: unknown) => call(tok[u]!, method, url, payload);
const count = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('tai_khoan')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
let seq = 0;
const newAccount = (over: Record<string, unknown> = {}) => ({
  ten_tai_khoan: `tk.test${++seq}`,
  display_name: `Tài khoản thử ${seq}`,
  phan_quyen_id: staffGroup,
  hospital_id: demo1,
  mat_khau: 'BanDau@2026',
  confirm: 'BanDau@2026',
  ...over,
});
async function create(u: string, over: Record<string, unknown> = {}): Promise<TAccount> {
  const res = await as(u, 'POST', T, newAccount(over));
  expect(res.statusCode).toBe(200);
  return body<TAccount>(res).data;
}
/** Signs in with the initial password and changes it; returns a token of the new session. */
async function firstSignIn(a: TAccount): Promise<string> {
  const initial = await t.login(a.ten_tai_khoan, 'BanDau@2026');
  const res = await call(initial, 'PUT', `${T}/doi-mat-khau-user`, { mat_khau_cu: 'BanDau@2026', mat_khau: 'MatKhauMoi#1', confirm: 'MatKhauMoi#1' });
  expect(res.statusCode).toBe(200);
  return t.login(a.ten_tai_khoan, 'MatKhauMoi#1');
}

describe('accounts', () => {
  it('creates an account whose initial password must be changed before anything else', async () => {
    const a = await create('admin', { phan_quyen_id: hospitalAdminGroup, hospital_id: demo2 });
    expect(a).toMatchObject({ hospital_id: demo2, cap: 2, tinh_trang: true, doi_mat_khau: true, ten_benh_vien: 'Bệnh viện Demo Thứ Hai' });
    const login = await t.app.inject({ method: 'POST', url: '/auth/v1/login', payload: { ten_tai_khoan: a.ten_tai_khoan.toUpperCase(), mat_khau: 'BanDau@2026' } });
    expect(body<{ user: { phai_doi_mat_khau: boolean } }>(login).data.user.phai_doi_mat_khau).toBe(true);
    const initial = body<{ token: string }>(login).data.token;
    const refused = await call(initial, 'GET', T);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toMatch(/đổi mật khẩu ban đầu/);
    expect((await call(initial, 'GET', `${T}/me`)).statusCode).toBe(200);
    const fresh = await firstSignIn(a);
    expect((await call(fresh, 'GET', T)).statusCode).toBe(200);
    expect(body<TAccount>(await as('admin', 'GET', `${T}/${a.tai_khoan_id}`)).data.doi_mat_khau).toBe(false);
    // An administrator's reset makes it an initial password again.
    expect((await as('admin', 'PUT', `${T}/doi-mat-khau`, { tai_khoan_id: a.tai_khoan_id, mat_khau: 'DatLai@2026', confirm: 'DatLai@2026' })).statusCode).toBe(200);
    // Refused: the session ended (401), or, issued within the same second, must change first (403).
    expect([401, 403]).toContain((await call(fresh, 'GET', T)).statusCode);
    const reset = await t.login(a.ten_tai_khoan, 'DatLai@2026');
    expect((await call(reset, 'GET', T)).statusCode).toBe(403);
  });

  it('refuses bad input with a Vietnamese message on the field, creating nothing', async () => {
    const before = await count();
    for (const [over, status, message] of [
      [{ ten_tai_khoan: 'ADMIN' }, 409, /Tên tài khoản đã tồn tại/],
      [{ ten_tai_khoan: 'có dấu' }, 400, /chữ không dấu/],
      [{ ten_tai_khoan: 'ab' }, 400, /ít nhất 3/],
      [{ confirm: 'khac-nhau-1' }, 400, /Mật khẩu nhập lại không đúng/],
      [{ mat_khau: 'ngan', confirm: 'ngan' }, 400, /ít nhất 8/],
      [{ display_name: '' }, 400, /tên hiển thị/],
      [{ hospital_id: null }, 400, /phải thuộc một bệnh viện/],
      [{ hospital_id: 999999 }, 400, /Không tìm thấy bệnh viện/],
      [{ phan_quyen_id: 999999 }, 404, /nhóm quyền/],
      [{ nhan_vien_id: 999999 }, 400, /Nhân viên không thuộc/],
    ] as const) {
      const res = await as('admin', 'POST', T, newAccount(over));
      expect([res.statusCode, body(res).message]).toEqual([status, expect.stringMatching(message)]);
    }
    expect(await count()).toBe(before);
  });

  it('checks whether a name is taken regardless of case, naming its id only within scope', async () => {
    expect(body(await as('bvadmin', 'GET', `${T}/username?username=BV2ADMIN`)).data).toEqual({ ten_tai_khoan: 'BV2ADMIN', ton_tai: true, tai_khoan_id: null });
    expect(body(await as('admin', 'GET', `${T}/username?username=BV2ADMIN`)).data).toMatchObject({ ton_tai: true, tai_khoan_id: id.bv2admin });
    expect(body(await as('bvadmin', 'GET', `${T}/username?username=chua-co-ai`)).data).toMatchObject({ ton_tai: false });
  });

  it('lists the accounts of the caller hospitals only, paged, searchable and filtered', async () => {
    const mine = body<TPage<TAccount>>(await as('bvadmin', 'GET', `${T}?size=200`)).data;
    expect(mine.data.every((a) => a.hospital_id === demo1)).toBe(true);
    expect(mine.data.map((a) => a.ten_tai_khoan)).not.toContain('bv2admin');
    expect((await as('bvadmin', 'GET', `${T}?hospitalId=${demo2}`)).statusCode).toBe(403);
    expect((await as('bvadmin', 'GET', `${T}/${id.bv2admin}`)).statusCode).toBe(404);
    const found = body<TPage<TAccount>>(await as('admin', 'GET', `${T}?keyword=bv2&hospitalId=${demo2}`)).data;
    expect(found.data.map((a) => a.ten_tai_khoan)).toContain('bv2admin');
    const active = body<TPage<TAccount>>(await as('admin', 'GET', `${T}?tinhTrang=false&size=200`)).data;
    expect(active.data.every((a) => !a.tinh_trang)).toBe(true);
    const combo = body<TComboItem[]>(await as('bvadmin', 'GET', `${T}/query?keyword=bvadmin`)).data;
    expect(combo).toEqual([{ id: id.bvadmin, name: 'bvadmin — Quản trị Bệnh viện Demo' }]);
  });

  it('deactivating ends the open session at its next call; an account with history is deactivated, not deleted', async () => {
    const a = await create('bvadmin');
    const session = await firstSignIn(a);
    expect((await call(session, 'GET', `${T}/me`)).statusCode).toBe(200);
    const off = await as('bvadmin', 'PUT', T, { tai_khoan_id: a.tai_khoan_id, tinh_trang: false, hospital_id: demo1 });
    expect(off.statusCode).toBe(200);
    expect((await call(session, 'GET', `${T}/me`)).statusCode).toBe(401);
    const relogin = await t.app.inject({ method: 'POST', url: '/auth/v1/login', payload: { ten_tai_khoan: a.ten_tai_khoan, mat_khau: 'MatKhauMoi#1' } });
    expect(relogin.statusCode).toBe(403);
    const removed = await as('bvadmin', 'DELETE', `${T}/id/${a.tai_khoan_id}`);
    expect(body(removed).data).toMatchObject({ ket_qua: 'deactivated' });
    expect((await as('bvadmin', 'GET', `${T}/${a.tai_khoan_id}`)).statusCode).toBe(200);
    const unused = await create('bvadmin');
    expect(body(await as('bvadmin', 'DELETE', `${T}/id/${unused.tai_khoan_id}`)).data).toMatchObject({ ket_qua: 'deleted' });
    expect((await as('bvadmin', 'GET', `${T}/${unused.tai_khoan_id}`)).statusCode).toBe(404);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('entity', '=', 'account')
      .where('entity_id', 'in', [String(a.tai_khoan_id), String(unused.tai_khoan_id)])
      .execute();
    // The first sign-in changes the initial password: the account's own row (issue 25).
    expect(audit.map((r) => r.action).sort()).toEqual(['create', 'create', 'deactivate', 'delete', 'doi-mat-khau-user', 'update']);
  });

  it('links the staff member who uses the account: of its hospital, one account each', async () => {
    const a = await create('bvadmin');
    const own = await t.database.db.selectFrom('nhan_vien').select('nhan_vien_id').where('hospital_id', '=', demo1).where('ma_nhan_vien', '=', 'NV002').executeTakeFirstOrThrow();
    const other = await t.database.db.selectFrom('nhan_vien').select('nhan_vien_id').where('hospital_id', '=', demo2).where('ma_nhan_vien', '=', 'NV002').executeTakeFirstOrThrow();
    const taken = await t.database.db.selectFrom('tai_khoan').select('nhan_vien_id').where('ten_tai_khoan', '=', 'nhanvien01').executeTakeFirstOrThrow();
    expect((await as('bvadmin', 'PUT', `${T}/nhan-vien-su-dung`, { tai_khoan_id: a.tai_khoan_id, nhan_vien_id: other.nhan_vien_id })).statusCode).toBe(400);
    expect((await as('bvadmin', 'PUT', `${T}/nhan-vien-su-dung`, { tai_khoan_id: a.tai_khoan_id, nhan_vien_id: taken.nhan_vien_id })).statusCode).toBe(409);
    const ok = await as('bvadmin', 'PUT', `${T}/nhan-vien-su-dung`, { tai_khoan_id: a.tai_khoan_id, nhan_vien_id: own.nhan_vien_id });
    expect(body<TAccount>(ok).data).toMatchObject({ nhan_vien_id: own.nhan_vien_id, ma_nhan_vien: 'NV002' });
    // Moving it to another hospital needs the staff link removed first.
    expect((await as('admin', 'PUT', T, { tai_khoan_id: a.tai_khoan_id, tinh_trang: true, hospital_id: demo2 })).statusCode).toBe(400);
    expect(body<TAccount>(await as('bvadmin', 'PUT', `${T}/nhan-vien-su-dung`, { tai_khoan_id: a.tai_khoan_id, nhan_vien_id: null })).data.nhan_vien_id).toBeNull();
  });

  it('links an account to other hospitals of the caller scope only; the link widens its scope', async () => {
    const a = await create('admin');
    expect((await as('bvadmin', 'POST', '/auth/v1/tai-khoan-hospital', { tai_khoan_id: a.tai_khoan_id, hospital_ids: [demo2] })).statusCode).toBe(403);
    const ok = await as('admin', 'POST', '/auth/v1/tai-khoan-hospital', { tai_khoan_id: a.tai_khoan_id, hospital_ids: [demo2, demo1] });
    expect(body<TComboItem[]>(ok).data).toEqual([{ id: demo2, name: 'Bệnh viện Demo Thứ Hai' }]);
    expect(body<TComboItem[]>(await as('admin', 'GET', `/auth/v1/tai-khoan-hospital/${a.tai_khoan_id}/tai-khoan-id`)).data.map((h) => h.id)).toEqual([demo2]);
    expect((await as('admin', 'POST', '/auth/v1/tai-khoan-hospital', { tai_khoan_id: a.tai_khoan_id, hospital_ids: [999999] })).statusCode).toBe(404);
    expect((await as('admin', 'POST', '/auth/v1/tai-khoan-hospital', { tai_khoan_id: a.tai_khoan_id, hospital_ids: [demo2, demo2] })).statusCode).toBe(400);
    expect(body<TAccount>(await as('admin', 'GET', `${T}/${a.tai_khoan_id}`)).data.benh_vien_khac).toEqual([{ id: demo2, name: 'Bệnh viện Demo Thứ Hai' }]);
  });

  it('names support contacts (active system administrators) to any signed-in user', async () => {
    const support = body<{ display_name: string }[]>(await as('nhanvien01', 'GET', `${T}/taikhoanhotro`)).data;
    expect(support.map((s) => s.display_name)).toContain('Quản trị hệ thống');
  });
});

describe('no escalation', () => {
  it('hospital administrator → system administrator: no system group, no acting on a system account', async () => {
    expect((await as('bvadmin', 'POST', T, newAccount({ phan_quyen_id: systemGroup }))).statusCode).toBe(403);
    expect((await as('bvadmin', 'PUT', T, { tai_khoan_id: id.admin, tinh_trang: false, hospital_id: demo1 })).statusCode).toBe(403);
    expect((await as('bvadmin', 'PUT', `${T}/doi-mat-khau`, { tai_khoan_id: id.admin, mat_khau: 'ChiemQuyen#1', confirm: 'ChiemQuyen#1' })).statusCode).toBe(403);
    expect((await as('bvadmin', 'DELETE', `${T}/id/${id.admin}`)).statusCode).toBe(403);
    expect((await as('bvadmin', 'PUT', `${T}/phan-quyen-nhom`, { tai_khoan_id: id.nhanvien01, phan_quyen_id: systemGroup })).statusCode).toBe(403);
    const groups = body<TComboItem[]>(await as('bvadmin', 'GET', `${T}/nhom-quyen`)).data.map((g) => g.id);
    expect(groups).toEqual(expect.arrayContaining([hospitalAdminGroup, staffGroup]));
    expect(groups).not.toContain(systemGroup);
    expect((await t.login('admin')).length).toBeGreaterThan(0);
  });

  it('hospital A → B: no account, password, group, staff or hospital link in another hospital', async () => {
    const before = await count();
    expect((await as('bvadmin', 'POST', T, newAccount({ hospital_id: demo2 }))).statusCode).toBe(403);
    expect((await as('bvadmin', 'PUT', T, { tai_khoan_id: id.bv2admin, tinh_trang: false, hospital_id: demo2 })).statusCode).toBe(403);
    expect((await as('bvadmin', 'PUT', `${T}/doi-mat-khau`, { tai_khoan_id: id.bv2admin, mat_khau: 'ChiemQuyen#1' })).statusCode).toBe(403);
    expect((await as('bvadmin', 'PUT', `${T}/phan-quyen-nhom`, { tai_khoan_id: id.bv2admin, phan_quyen_id: staffGroup })).statusCode).toBe(403);
    expect((await as('bvadmin', 'PUT', `${T}/nhan-vien-su-dung`, { tai_khoan_id: id.bv2admin, nhan_vien_id: null })).statusCode).toBe(403);
    expect((await as('bvadmin', 'DELETE', `${T}/id/${id.bv2admin}`)).statusCode).toBe(403);
    const mine = await create('bvadmin');
    expect((await as('bvadmin', 'PUT', T, { tai_khoan_id: mine.tai_khoan_id, tinh_trang: true, hospital_id: demo2 })).statusCode).toBe(403);
    expect(await count()).toBe(before + 1);
    expect((await t.login('bv2admin')).length).toBeGreaterThan(0);
  });

  it('staff → any administrative call is refused', async () => {
    for (const [method, url, payload] of [
      ['GET', T, undefined],
      ['GET', `${T}/${id.nhanvien01}`, undefined],
      ['POST', T, newAccount()],
      ['PUT', T, { tai_khoan_id: id.nhanvien01, tinh_trang: true, hospital_id: demo1 }],
      ['PUT', `${T}/phan-quyen-nhom`, { tai_khoan_id: id.nhanvien01, phan_quyen_id: hospitalAdminGroup }],
      ['PUT', `${T}/doi-mat-khau`, { tai_khoan_id: id.bvadmin, mat_khau: 'ChiemQuyen#1' }],
      ['DELETE', `${T}/id/${id.bvadmin}`, undefined],
      ['GET', `${T}/nhom-quyen`, undefined],
      ['POST', '/auth/v1/tai-khoan-hospital', { tai_khoan_id: id.nhanvien01, hospital_ids: [demo2] }],
    ] as const) {
      expect([method, url, (await as('nhanvien01', method, url, payload)).statusCode]).toEqual([method, url, 403]);
    }
  });

  it('granting oneself: no own group change, no group holding a function one lacks, no self-deactivation', async () => {
    expect((await as('bvadmin', 'PUT', `${T}/phan-quyen-nhom`, { tai_khoan_id: id.bvadmin, phan_quyen_id: hospitalAdminGroup })).statusCode).toBe(400);
    expect((await as('bvadmin', 'PUT', T, { tai_khoan_id: id.bvadmin, tinh_trang: false, hospital_id: demo1 })).statusCode).toBe(400);
    // A group of the hospital level holding a function the hospital administrator lacks (licences).
    const db = t.database.db;
    const { phan_quyen_id } = await db
      .insertInto('phan_quyen')
      .values({ ma_phan_quyen: 'TEST_WIDER', ten_phan_quyen: 'Rộng hơn', cap: 2, mo_ta: null })
      .returning('phan_quyen_id')
      .executeTakeFirstOrThrow();
    const licence = await db.selectFrom('chuc_nang').select('chuc_nang_id').where('ma_chuc_nang', '=', 'BAN_QUYEN_SUA').executeTakeFirstOrThrow();
    await db.insertInto('phan_quyen_chuc_nang').values({ phan_quyen_id, chuc_nang_id: licence.chuc_nang_id }).execute();
    const refused = await as('bvadmin', 'POST', T, newAccount({ phan_quyen_id }));
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toMatch(/Quản lý bản quyền phân hệ/);
    expect((await as('bvadmin', 'PUT', `${T}/phan-quyen-nhom`, { tai_khoan_id: id.nhanvien01, phan_quyen_id })).statusCode).toBe(403);
    expect(body<TComboItem[]>(await as('bvadmin', 'GET', `${T}/nhom-quyen`)).data.map((g) => g.id)).not.toContain(phan_quyen_id);
    // An account in that wider group is out of the hospital administrator's reach too.
    const wide = await create('admin', { phan_quyen_id });
    expect((await as('bvadmin', 'PUT', T, { tai_khoan_id: wide.tai_khoan_id, tinh_trang: false, hospital_id: demo1 })).statusCode).toBe(403);
  });
});
