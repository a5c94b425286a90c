/**
 * Permission groups through HTTP: the system administrator's full CRUD with menus and functions
 * per project, and the no-escalation matrix — a hospital administrator, an administrator of the
 * other hospital, a staff member, and a custom group that holds PHAN_QUYEN_SUA but not everything
 * (it cannot create, raise, give or edit beyond itself, nor touch its own group) — with the
 * system administrators' group protected, parents following their children, and bad input
 * refused with nothing changed.
 */
import { FN, type TGroupFunctions, type TGroupMenus, type TMenuItem, type TPage, type TPermissionGroup } from '@hm/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';

const G = '/auth/v1/phan-quyen';
const GM = '/auth/v1/phan-quyen-menu';
const GF = '/auth/v1/phan-quyen-chuc-nang';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let t: TestApp;
let project: number;
let demoA: number;
const tok: Record<string, string> = {};
const groupId: Record<string, number> = {};
const menuId: Record<string, number> = {};
const fnId: Record<string, number> = {};
/** The custom group of the matrix: PHAN_QUYEN_SUA and a few others, no dashboard. */
let delegateGroup: number;

const call = (u: string, method: Method, url: string, payload?: unknown) => t.as(tok[u]!, { method, url, ...(payload === undefined ? {} : { payload: payload as never }) });
const data = <T>(res: LightMyRequestResponse) => body<T>(res).data;
const ok = <T>(res: LightMyRequestResponse): T => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return data<T>(res);
};
const group = (n: string, cap = 2, mo_ta: string | null = null) => ({ ma_phan_quyen: n, ten_phan_quyen: `Nhóm ${n}`, cap, mo_ta });
const menus = (u: string, id: number, ids: number[]) => call(u, 'POST', GM, { phan_quyen_id: id, du_an_id: project, menu_ids: ids });
const functions = (u: string, id: number, codes: string[]) => call(u, 'POST', GF, { phan_quyen_id: id, du_an_id: project, chuc_nang_ids: codes.map((c) => fnId[c]!) });
const menusOf = async (id: number) => ok<TGroupMenus>(await call('admin', 'GET', `${GM}?phanQuyenId=${id}`));
const functionsOf = async (id: number) => ok<TGroupFunctions>(await call('admin', 'GET', `${GF}?phanQuyenId=${id}&duAnId=${project}`));
const codesOf = async (id: number) => {
  const f = await functionsOf(id);
  return f.functions
    .filter((x) => f.chuc_nang_ids.includes(x.chuc_nang_id))
    .map((x) => x.ma_chuc_nang)
    .sort();
};
const menuCodesOf = async (id: number) => {
  const m = await menusOf(id);
  return m.menus
    .filter((x) => m.menu_ids.includes(x.menu_id))
    .map((x) => x.ma_menu)
    .sort();
};
/** Everything a group write could change: the groups, their links and the accounts' groups. */
const snapshot = async () => {
  const db = t.database.db;
  return JSON.stringify([
    await db.selectFrom('phan_quyen').selectAll().orderBy('phan_quyen_id').execute(),
    await db.selectFrom('phan_quyen_menu').selectAll().orderBy('phan_quyen_id').orderBy('menu_id').execute(),
    await db.selectFrom('phan_quyen_chuc_nang').selectAll().orderBy('phan_quyen_id').orderBy('chuc_nang_id').execute(),
  ]);
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  project = (await db.selectFrom('du_an').select('du_an_id').where('ma_du_an', '=', 'hm-vote-for-safety').executeTakeFirstOrThrow()).du_an_id;
  demoA = (await db.selectFrom('hospital').select('hospital_id').where('ma_benh_vien', '=', 'BVDEMO').executeTakeFirstOrThrow()).hospital_id;
  for (const g of await db.selectFrom('phan_quyen').select(['phan_quyen_id', 'ma_phan_quyen']).execute()) groupId[g.ma_phan_quyen] = g.phan_quyen_id;
  for (const m of await db.selectFrom('menu').select(['menu_id', 'ma_menu']).where('du_an_id', '=', project).execute()) menuId[m.ma_menu] = m.menu_id;
  for (const f of await db.selectFrom('chuc_nang').select(['chuc_nang_id', 'ma_chuc_nang']).where('du_an_id', '=', project).execute()) fnId[f.ma_chuc_nang] = f.chuc_nang_id;
  for (const u of ['admin', 'bvadmin', 'bv2admin', 'nhanvien01']) tok[u] = await t.login(u);

  // The custom group, made by the system administrator through the API, and an account of hospital A in it.
  delegateGroup = ok<TPermissionGroup>(await call('admin', 'POST', G, group('UY_QUYEN', 2, 'Được ủy quyền phân quyền'))).phan_quyen_id;
  ok(await functions('admin', delegateGroup, [FN.permissionRead, FN.permissionWrite, FN.surveyRead, FN.accountRead]));
  ok(await menus('admin', delegateGroup, [menuId.HT_PHAN_QUYEN!]));
  const hash = (await db.selectFrom('tai_khoan').select('mat_khau_hash').where('ten_tai_khoan', '=', 'bvadmin').executeTakeFirstOrThrow()).mat_khau_hash;
  await db
    .insertInto('tai_khoan')
    .values({ ten_tai_khoan: 'uyquyen', mat_khau_hash: hash, display_name: 'Người được ủy quyền', phan_quyen_id: delegateGroup, hospital_id: demoA })
    .execute();
  tok.delegate = await t.login('uyquyen');
}, 60_000);
afterAll(() => t.close());

describe('permission groups: the system administrator', () => {
  it('creates, finds, edits and deletes a group, each write audited with before and after', async () => {
    const created = ok<TPermissionGroup>(await call('admin', 'POST', G, group('Khoa_Noi', 3, 'Trưởng khoa')));
    expect(created).toMatchObject({ ma_phan_quyen: 'Khoa_Noi', cap: 3, mo_ta: 'Trưởng khoa' });
    const id = created.phan_quyen_id;
    const found = ok<TPage<TPermissionGroup>>(await call('admin', 'GET', `${G}?keyword=khoa_n`));
    expect(found.data.map((g) => g.phan_quyen_id)).toEqual([id]);
    expect(ok<TPermissionGroup>(await call('admin', 'GET', `${G}/id/${id}`)).ten_phan_quyen).toBe('Nhóm Khoa_Noi');

    const updated = await call('admin', 'PUT', G, { ...group('Khoa_Noi', 2), phan_quyen_id: id, ten_phan_quyen: 'Quản lý khoa' });
    expect(body(updated).message).toBe('Cập nhật thành công');
    expect(data<TPermissionGroup>(updated)).toMatchObject({ ten_phan_quyen: 'Quản lý khoa', cap: 2, mo_ta: null });

    ok(await functions('admin', id, [FN.surveyRead, FN.dashboardRead]));
    expect(await codesOf(id)).toEqual([FN.dashboardRead, FN.surveyRead].sort());

    const removed = await call('admin', 'DELETE', `${G}/id/${id}`);
    expect(body(removed)).toMatchObject({ code: 200, message: 'Xóa thành công', data: null });
    expect((await call('admin', 'GET', `${G}/id/${id}`)).statusCode).toBe(404);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'group')
      .where('entity_id', '=', String(id))
      .orderBy('audit_log_id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(audit[1]!.changes).toMatchObject({ ten_phan_quyen: ['Nhóm Khoa_Noi', 'Quản lý khoa'], cap: [3, 2], mo_ta: ['Trưởng khoa', null] });
    expect(audit[2]!.changes).toEqual({ chuc_nang: [[], [FN.dashboardRead, FN.surveyRead].sort()] });
  });

  it('stores the parents of every menu chosen, replaces the set of one project, and the group’s menu follows', async () => {
    const id = ok<TPermissionGroup>(await call('admin', 'POST', G, group('MENU_THU', 3))).phan_quyen_id;
    const saved = ok<TGroupMenus>(await menus('admin', id, [menuId.HT_PHAN_QUYEN!, menuId.HT_NHAT_KY!]));
    const codes = (m: TGroupMenus) =>
      m.menus
        .filter((x) => m.menu_ids.includes(x.menu_id))
        .map((x) => x.ma_menu)
        .sort();
    expect(codes(saved)).toEqual(['HE_THONG', 'HT_NHAT_KY', 'HT_PHAN_QUYEN']);
    expect(saved.menus.length).toBeGreaterThan(20);
    expect(saved.menus.every((m) => m.assignable)).toBe(true);
    // A parent chosen alone stays alone; the previous set is replaced.
    expect(codes(ok<TGroupMenus>(await menus('admin', id, [menuId.DANH_MUC!])))).toEqual(['DANH_MUC']);
    expect(codes(ok<TGroupMenus>(await menus('admin', id, [menuId.HT_THAM_SO!, menuId.HT_THAM_SO!])))).toEqual(['HE_THONG', 'HT_THAM_SO']);
    expect(await menuCodesOf(id)).toEqual(['HE_THONG', 'HT_THAM_SO']);
    const tree = ok<TMenuItem[]>(await call('admin', 'GET', `/auth/v1/menu/phan-quyen?phanQuyenId=${id}`));
    expect(tree.map((m) => [m.path, m.children.map((c) => c.path)])).toEqual([[null, ['/HeThong/ThamSoHeThong']]]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('changes')
      .where('entity', '=', 'group')
      .where('entity_id', '=', String(id))
      .orderBy('audit_log_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.changes).toEqual({ menu: [['DANH_MUC'], ['HE_THONG', 'HT_THAM_SO']] });
  });

  it('keeps codes unique whatever their case, on the field', async () => {
    ok(await call('admin', 'POST', G, group('Truong_Khoa')));
    for (const res of [
      await call('admin', 'POST', G, group('TRUONG_KHOA')),
      await call('admin', 'PUT', G, { ...group('truong_khoa'), phan_quyen_id: delegateGroup }),
      await call('admin', 'POST', G, group('system_admin', 1)),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(body<{ errors: { path: string; message: string }[] }>(res).data.errors[0]).toMatchObject({ path: 'ma_phan_quyen', message: expect.stringMatching(/đã tồn tại/) });
    }
    // A concurrent write that gets past the check meets the database's index.
    await expect(t.database.db.insertInto('phan_quyen').values({ ma_phan_quyen: 'truong_KHOA', ten_phan_quyen: 'x', cap: 3 }).execute()).rejects.toMatchObject({ code: '23505' });
  });

  it('protects the system administrators’ group: every function and menu kept, code and level kept, never deleted', async () => {
    const sys = groupId.SYSTEM_ADMIN!;
    const before = await snapshot();
    const held = await functionsOf(sys);
    const fewer = await call('admin', 'POST', GF, { phan_quyen_id: sys, du_an_id: project, chuc_nang_ids: held.chuc_nang_ids.slice(1) });
    expect(fewer.statusCode).toBe(409);
    expect(body(fewer).message).toMatch(/luôn giữ mọi chức năng và menu/);
    const m = await menusOf(sys);
    expect((await call('admin', 'POST', GM, { phan_quyen_id: sys, du_an_id: project, menu_ids: m.menu_ids.slice(2) })).statusCode).toBe(409);
    const row = ok<TPermissionGroup>(await call('admin', 'GET', `${G}/id/${sys}`));
    for (const change of [{ ma_phan_quyen: 'QTHT' }, { cap: 2 }]) {
      const res = await call('admin', 'PUT', G, { ...row, ...change });
      expect(res.statusCode).toBe(409);
      expect(body(res).message).toMatch(/mã hoặc cấp của nhóm quản trị hệ thống/);
    }
    const del = await call('admin', 'DELETE', `${G}/id/${sys}`);
    expect(del.statusCode).toBe(409);
    expect(body(del).message).toMatch(/Không thể xóa nhóm quản trị hệ thống/);
    expect(await snapshot()).toBe(before);
    // It may gain what is added to the product later, and be renamed.
    const extra = ok<{ chuc_nang_id: number }>(
      await call('admin', 'POST', '/auth/v1/chuc-nang', {
        du_an_id: project,
        ma_chuc_nang: 'THU_MOI',
        ten_chuc_nang: 'Chức năng mới',
        ten_chuc_nang_english: 'New function',
        module: 'system',
      }),
    );
    const more = ok<TGroupFunctions>(await call('admin', 'POST', GF, { phan_quyen_id: sys, du_an_id: project, chuc_nang_ids: [...held.chuc_nang_ids, extra.chuc_nang_id] }));
    expect(more.chuc_nang_ids).toContain(extra.chuc_nang_id);
    expect(more.kept).toBe(true);
    expect(ok<TPermissionGroup>(await call('admin', 'PUT', G, { ...row, ten_phan_quyen: 'Quản trị toàn hệ thống' })).ten_phan_quyen).toBe('Quản trị toàn hệ thống');
  });

  it('refuses to delete a group accounts use, saying how many', async () => {
    const n = Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM tai_khoan WHERE phan_quyen_id = ${groupId.STAFF!}`.execute(t.database.db)).rows[0]!.n);
    expect(n).toBeGreaterThan(0);
    const res = await call('admin', 'DELETE', `${G}/id/${groupId.STAFF!}`);
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(`Không thể xóa nhóm quyền "Nhân viên": đang được dùng bởi ${n} tài khoản`);
    expect((await call('admin', 'GET', `${G}/id/${groupId.STAFF!}`)).statusCode).toBe(200);
  });

  it('refuses bad input with a Vietnamese 4xx and changes nothing', async () => {
    const before = await snapshot();
    const target = delegateGroup;
    const cases: [Method, string, unknown, number, RegExp][] = [
      ['POST', G, { ...group('CO DAU CACH') }, 400, /khoảng trắng/],
      ['POST', G, { ...group('Mã_có_dấu') }, 400, /chữ không dấu/],
      ['POST', G, { ...group('CAP_0'), cap: 0 }, 400, /Cấp phải là 1/],
      ['POST', G, { ...group('CAP_4'), cap: 4 }, 400, /Cấp phải là 1/],
      ['POST', G, { ...group('CAP_X'), cap: 'x' }, 400, /cấp/],
      ['POST', G, { ...group('TEN_RONG'), ten_phan_quyen: '   ' }, 400, /tên nhóm quyền/],
      ['POST', G, { ...group('NUL'), mo_ta: 'a\u0000b' }, 400, /ký tự không hợp lệ/],
      ['PUT', G, { ...group('KHONG_CO'), phan_quyen_id: 999999 }, 404, /Không tìm thấy nhóm quyền/],
      ['DELETE', `${G}/id/999999`, undefined, 404, /Không tìm thấy nhóm quyền/],
      ['DELETE', `${G}/id/abc`, undefined, 400, /./],
      ['POST', GM, { phan_quyen_id: target, du_an_id: project, menu_ids: [999999] }, 400, /Không tìm thấy menu/],
      ['POST', GM, { phan_quyen_id: target, du_an_id: project, menu_ids: ['x'] }, 400, /./],
      ['POST', GM, { phan_quyen_id: target, du_an_id: project, menu_ids: 5 }, 400, /menu/],
      ['POST', GM, { phan_quyen_id: target, menu_ids: [] }, 400, /./],
      ['POST', GM, { phan_quyen_id: 999999, du_an_id: project, menu_ids: [] }, 404, /Không tìm thấy nhóm quyền/],
      ['POST', GM, { phan_quyen_id: target, du_an_id: 999999, menu_ids: [] }, 404, /Không tìm thấy dự án/],
      ['POST', GF, { phan_quyen_id: target, du_an_id: project, chuc_nang_ids: [fnId[FN.surveyRead]!, 999999] }, 400, /Không tìm thấy chức năng/],
      ['POST', GF, { phan_quyen_id: target, du_an_id: project, chuc_nang_ids: [-1] }, 400, /./],
      ['GET', `${GF}?phanQuyenId=abc`, undefined, 400, /./],
      ['GET', `${GM}?phanQuyenId=999999`, undefined, 404, /Không tìm thấy nhóm quyền/],
    ];
    for (const [method, url, payload, status, message] of cases) {
      const res = await call('admin', method, url, payload);
      expect([`${method} ${url} ${JSON.stringify(payload)}`, res.statusCode]).toEqual([`${method} ${url} ${JSON.stringify(payload)}`, status]);
      expect(body(res).message).toMatch(message);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('permission groups: no escalation', () => {
  it('refuses a hospital administrator (either hospital) every group write, a level-1 group included', async () => {
    const before = await snapshot();
    for (const u of ['bvadmin', 'bv2admin']) {
      const writes: [Method, string, unknown][] = [
        ['POST', G, group('BV_TU_TAO', 1)],
        ['POST', G, group('BV_TU_TAO_2', 2)],
        ['PUT', G, { ...group('HOSPITAL_ADMIN', 1), phan_quyen_id: groupId.HOSPITAL_ADMIN }],
        ['PUT', G, { ...group('STAFF', 3), phan_quyen_id: groupId.STAFF }],
        ['DELETE', `${G}/id/${delegateGroup}`, undefined],
        ['POST', GM, { phan_quyen_id: groupId.STAFF, du_an_id: project, menu_ids: [menuId.HT_PHAN_QUYEN] }],
        ['POST', GF, { phan_quyen_id: groupId.HOSPITAL_ADMIN, du_an_id: project, chuc_nang_ids: [fnId[FN.permissionWrite]] }],
        ['POST', GF, { phan_quyen_id: groupId.STAFF, du_an_id: project, chuc_nang_ids: [fnId[FN.surveyVote]] }],
      ];
      for (const [method, url, payload] of writes) {
        const res = await call(u, method, url, payload);
        expect([u, method, url, res.statusCode]).toEqual([u, method, url, 403]);
        expect(body(res).message).toMatch(/quyền/);
      }
    }
    expect(await snapshot()).toBe(before);
    // Reads: the list, and the menus of their own group; never those of a higher group.
    expect((await call('bvadmin', 'GET', G)).statusCode).toBe(200);
    expect((await call('bvadmin', 'GET', `${GM}?phanQuyenId=${groupId.HOSPITAL_ADMIN!}`)).statusCode).toBe(200);
    expect((await call('bv2admin', 'GET', `${GF}?phanQuyenId=${groupId.SYSTEM_ADMIN!}`)).statusCode).toBe(403);
  });

  it('refuses a staff member every call', async () => {
    const calls: [Method, string, unknown][] = [
      ['GET', G, undefined],
      ['GET', `${G}/id/${groupId.STAFF!}`, undefined],
      ['POST', G, group('NV_TU_TAO', 3)],
      ['PUT', G, { ...group('STAFF', 3), phan_quyen_id: groupId.STAFF }],
      ['DELETE', `${G}/id/${delegateGroup}`, undefined],
      ['GET', `${GM}?phanQuyenId=${groupId.STAFF!}`, undefined],
      ['POST', GM, { phan_quyen_id: groupId.STAFF, du_an_id: project, menu_ids: [menuId.HT_PHAN_QUYEN] }],
      ['GET', `${GF}?phanQuyenId=${groupId.STAFF!}`, undefined],
      ['POST', GF, { phan_quyen_id: groupId.STAFF, du_an_id: project, chuc_nang_ids: [fnId[FN.permissionWrite]] }],
    ];
    const before = await snapshot();
    for (const [method, url, payload] of calls) expect([method, url, (await call('nhanvien01', method, url, payload)).statusCode]).toEqual([method, url, 403]);
    expect(await snapshot()).toBe(before);
  });

  describe('a custom group holding PHAN_QUYEN_SUA but not DASHBOARD_XEM', () => {
    let child: number;
    beforeAll(async () => {
      child = ok<TPermissionGroup>(await call('delegate', 'POST', G, group('UY_QUYEN_CON', 2))).phan_quyen_id;
    });

    it('creates and fills groups within its own reach', async () => {
      expect(ok<TGroupFunctions>(await functions('delegate', child, [FN.surveyRead, FN.accountRead])).chuc_nang_ids.length).toBe(2);
      const m = ok<TGroupMenus>(await menus('delegate', child, [menuId.HT_PHAN_QUYEN!]));
      expect(
        m.menus
          .filter((x) => m.menu_ids.includes(x.menu_id))
          .map((x) => x.ma_menu)
          .sort(),
      ).toEqual(['HE_THONG', 'HT_PHAN_QUYEN']);
      // What it may give is marked for the edit page.
      const f = ok<TGroupFunctions>(await call('delegate', 'GET', `${GF}?phanQuyenId=${child}`));
      expect(
        f.functions
          .filter((x) => x.assignable)
          .map((x) => x.ma_chuc_nang)
          .sort(),
      ).toEqual([FN.accountRead, FN.permissionRead, FN.permissionWrite, FN.surveyRead].sort());
      expect(f.locked).toBeNull();
      expect(ok<TGroupMenus>(await call('delegate', 'GET', `${GM}?phanQuyenId=${child}`)).menus.find((x) => x.ma_menu === 'THONG_KE')?.assignable).toBe(false);
    });

    it('cannot give a function or a menu it does not hold itself', async () => {
      const before = await snapshot();
      const res = await functions('delegate', child, [FN.surveyRead, FN.dashboardRead]);
      expect(res.statusCode).toBe(403);
      expect(body(res).message).toBe('Bạn không thể cấp chức năng mà chính bạn không có: Xem dashboard');
      const menu = await menus('delegate', child, [menuId.HT_PHAN_QUYEN!, menuId.HT_THAM_SO!]);
      expect(menu.statusCode).toBe(403);
      expect(body(menu).message).toMatch(/menu mà chính bạn không được thấy: Tham số hệ thống/);
      expect(await snapshot()).toBe(before);
    });

    it('cannot create or raise a group above its own level', async () => {
      const before = await snapshot();
      const created = await call('delegate', 'POST', G, group('UY_QUYEN_CAP_1', 1));
      expect(created.statusCode).toBe(403);
      expect(body(created).message).toMatch(/cao hơn quyền của mình/);
      expect((await call('delegate', 'PUT', G, { ...group('UY_QUYEN_CON', 1), phan_quyen_id: child })).statusCode).toBe(403);
      expect(await snapshot()).toBe(before);
      // Lowering is within its reach.
      expect(ok<TPermissionGroup>(await call('delegate', 'PUT', G, { ...group('UY_QUYEN_CON', 3), phan_quyen_id: child })).cap).toBe(3);
    });

    it('cannot edit, fill or delete a group that holds more than it (or a higher one)', async () => {
      const before = await snapshot();
      for (const target of [groupId.HOSPITAL_ADMIN!, groupId.SYSTEM_ADMIN!]) {
        const row = ok<TPermissionGroup>(await call('admin', 'GET', `${G}/id/${target}`));
        for (const res of [
          await call('delegate', 'PUT', G, { ...row, ten_phan_quyen: 'Đổi tên' }),
          await call('delegate', 'DELETE', `${G}/id/${target}`),
          await functions('delegate', target, [FN.surveyRead]),
          await menus('delegate', target, [menuId.HT_PHAN_QUYEN!]),
          await call('delegate', 'GET', `${GF}?phanQuyenId=${target}`),
        ]) {
          expect(res.statusCode).toBe(403);
        }
      }
      expect(await snapshot()).toBe(before);
    });

    it('cannot grant itself: its own group’s functions, menus and level stay as they are', async () => {
      const before = await snapshot();
      for (const res of [
        await functions('delegate', delegateGroup, [FN.permissionRead, FN.permissionWrite, FN.surveyRead]),
        await menus('delegate', delegateGroup, [menuId.HT_PHAN_QUYEN!]),
        await call('delegate', 'PUT', G, { ...group('UY_QUYEN', 3), phan_quyen_id: delegateGroup }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(body(res).message).toMatch(/nhóm quyền mà chính bạn đang dùng/);
      }
      expect(await snapshot()).toBe(before);
      expect(ok<TGroupFunctions>(await call('delegate', 'GET', `${GF}?phanQuyenId=${delegateGroup}`)).locked).toMatch(/chính bạn đang dùng/);
      // Another administrator can.
      expect(ok<TGroupFunctions>(await functions('admin', delegateGroup, [FN.permissionRead, FN.permissionWrite, FN.surveyRead])).chuc_nang_ids).toHaveLength(3);
      ok(await functions('admin', delegateGroup, [FN.permissionRead, FN.permissionWrite, FN.surveyRead, FN.accountRead]));
    });

    it('deletes a group within its reach once no account uses it', async () => {
      expect(body(await call('delegate', 'DELETE', `${G}/id/${child}`)).message).toBe('Xóa thành công');
    });
  });
});
