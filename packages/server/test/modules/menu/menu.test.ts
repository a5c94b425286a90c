import type { TMenuItem } from '@hm/contract';
import { createTestApp, body, type TestApp } from '../../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const groupId = async (code: string) =>
  (await t.database.db.selectFrom('phan_quyen').select('phan_quyen_id').where('ma_phan_quyen', '=', code).executeTakeFirstOrThrow()).phan_quyen_id;
const tree = (token: string, phanQuyenId: number, duAnId = 'hm-vote-for-safety') =>
  t.as(token, { method: 'GET', url: `/auth/v1/menu/phan-quyen?phanQuyenId=${phanQuyenId}&duAnId=${duAnId}` });
const paths = (items: TMenuItem[]): string[] => items.flatMap((i) => [...(i.path ? [i.path] : []), ...paths(i.children)]);

describe('GET /auth/v1/menu/phan-quyen', () => {
  it('gives a system administrator every route of the spec, siblings sorted by order_by', async () => {
    const token = await t.login('admin');
    const res = await tree(token, await groupId('SYSTEM_ADMIN'));
    expect(res.statusCode).toBe(200);
    const items = body<TMenuItem[]>(res).data;
    const all = paths(items);
    for (const p of [
      '/',
      '/KhaoSat',
      '/Composite',
      '/Dashboard/Hospital',
      '/Dashboard/HMC',
      '/Dashboard/TinhDuLieu',
      '/ThongKe',
      '/PercentData',
      '/HeThongBaoCao/XuatDuLieu',
      '/HeThong/TaiKhoan',
      '/HeThong/ThamSoHeThong',
      '/HeThongDanhMuc/BenhVien',
      '/Mapping/PhongBanMapping',
      '/GioiThieu',
      '/About',
    ]) {
      expect(all).toContain(p);
    }
    const check = (list: TMenuItem[]) => {
      expect(list.map((i) => i.order_by)).toEqual([...list.map((i) => i.order_by)].sort((a, b) => a - b));
      list.forEach((i) => check(i.children));
    };
    check(items);
    const survey = items.find((i) => i.menu_name === 'Khảo sát')!;
    expect(survey.menu_name_english).toBe('Survey');
    expect(survey.children[0]).toMatchObject({ cap: 2, path: '/KhaoSat', icon: expect.stringMatching(/^pi /) });
  });

  it('gives staff only the voting entries', async () => {
    const token = await t.login('nhanvien01');
    const res = await tree(token, await groupId('STAFF'));
    expect(paths(body<TMenuItem[]>(res).data).sort()).toEqual(['/', '/About', '/GioiThieu', '/KhaoSat', '/ThongTinNhanVien'].sort());
  });

  it('hides entries of a module the hospital has not licensed', async () => {
    const token = await t.login('bv2admin');
    const all = paths(body<TMenuItem[]>(await tree(token, await groupId('HOSPITAL_ADMIN'))).data);
    expect(all).toContain('/KhaoSat');
    expect(all.some((p) => p.startsWith('/Dashboard') || p === '/ThongKe')).toBe(false);
  });

  it('lets only a system administrator read another group’s menu', async () => {
    const bvadmin = await t.login('bvadmin');
    const res = await tree(bvadmin, await groupId('SYSTEM_ADMIN'));
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe('Bạn chỉ được xem menu của nhóm quyền của mình');
    const admin = await t.login('admin');
    expect((await tree(admin, await groupId('STAFF'))).statusCode).toBe(200);
  });

  it('refuses a missing group id and an unknown project', async () => {
    const token = await t.login('admin');
    const missing = await t.as(token, { method: 'GET', url: '/auth/v1/menu/phan-quyen' });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).message).toBe('Thiếu nhóm quyền');
    expect((await tree(token, await groupId('STAFF'), 'khong-co')).statusCode).toBe(404);
  });
});

describe('check-role', () => {
  it('answers whether the group has a page, a function or reports', async () => {
    const staff = await t.login('nhanvien01');
    const get = async (url: string) => body<{ allowed: boolean }>(await t.as(staff, { method: 'GET', url })).data.allowed;
    expect(await get('/auth/v1/menu/check-role?path=/KhaoSat')).toBe(true);
    expect(await get('/auth/v1/menu/check-role?path=/vi/khaosat')).toBe(true);
    expect(await get('/auth/v1/menu/check-role?path=/HeThong/TaiKhoan')).toBe(false);
    expect(await get('/auth/v1/menu/check-role?path=/Login')).toBe(true);
    expect(await get('/auth/v1/chuc-nang/check-role?ma=KHAO_SAT_BINH_CHON')).toBe(true);
    expect(await get('/auth/v1/chuc-nang/check-role?ma=TAI_KHOAN_SUA')).toBe(false);
    expect(await get('/auth/v1/report/check-role')).toBe(false);
    const bv2 = await t.login('bv2admin');
    const dash = await t.as(bv2, { method: 'GET', url: '/auth/v1/menu/check-role?path=/Dashboard/Hospital' });
    expect(body<{ allowed: boolean }>(dash).data.allowed).toBe(false);
  });
});
