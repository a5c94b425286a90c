import type { TComboItem, TPage, THospital, TStaff } from '@hm/contract';
import { createTestApp, body, type TestApp } from '../../helpers/app.js';
import { DEMO_HOSPITAL_STAFF } from '../../../src/seed/demo-votes.js';
import { DEMO_PROVINCE } from '../../../src/seed/demo-province.js';

let t: TestApp;
let demoId: number;
let demo2Id: number;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).execute();
  demoId = rows.find((r) => r.ma_benh_vien === 'BVDEMO')!.hospital_id;
  demo2Id = rows.find((r) => r.ma_benh_vien === 'BVDEMO2')!.hospital_id;
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.as(token, { method: 'GET', url });

describe('hospitals', () => {
  it('lists the hospitals in the caller’s scope with their licences', async () => {
    const admin = body<TPage<THospital>>(await get(await t.login('admin'), '/auth/v1/hospital')).data;
    // The two demo hospitals and the demo province's (docs/decisions/province-view.md).
    expect(admin.total).toBe(2 + DEMO_PROVINCE.hospitals.length);
    const bvadmin = body<TPage<THospital>>(await get(await t.login('bvadmin'), '/auth/v1/hospital')).data;
    expect(bvadmin.data.map((h) => h.name)).toEqual(['Bệnh viện Đa khoa Demo']);
    const bv2 = body<THospital>(await get(await t.login('bv2admin'), `/auth/v1/hospital/${demo2Id}`)).data;
    expect(bv2.modules).not.toContain('dashboard');
  });

  it('refuses a hospital outside the scope and answers 404 for an unknown one', async () => {
    const token = await t.login('bv2admin');
    const res = await get(token, `/auth/v1/hospital/${demoId}`);
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe('Bạn không có quyền truy cập dữ liệu của bệnh viện này');
    expect((await get(await t.login('admin'), '/auth/v1/hospital/99999')).statusCode).toBe(404);
    expect((await get(token, '/auth/v1/hospital/abc')).statusCode).toBe(400);
  });

  it('gives the hospital combobox as ids and names only', async () => {
    const combo = body<TComboItem[]>(await get(await t.login('nhanvien01'), '/auth/v1/hospital/auth')).data;
    expect(combo).toEqual([{ id: demoId, name: 'Bệnh viện Đa khoa Demo' }]);
  });
});

describe.each([
  ['phong-ban', 10, 'Khoa Nội'],
  ['chuc-danh', 7, 'Bác sĩ'],
  ['chuc-vu', 4, 'Trưởng khoa'],
])('%s', (path, count, sample) => {
  it('lists, pages and searches within the hospital', async () => {
    const token = await t.login('bvadmin');
    const page = body<TPage<Record<string, unknown>>>(await get(token, `/auth/v1/${path}?page=1&size=3`)).data;
    expect(page.total).toBe(count);
    expect(page.data).toHaveLength(3);
    expect(page.data.every((r) => r.hospital_id === demoId)).toBe(true);
    const found = body<TPage<Record<string, unknown>>>(await get(token, `/auth/v1/${path}?keyword=${encodeURIComponent(sample)}`)).data;
    expect(found.data.length).toBeGreaterThan(0);
  });

  it('refuses another hospital’s rows, by list and by id', async () => {
    const bv2 = await t.login('bv2admin');
    const list = await get(bv2, `/auth/v1/${path}?hospitalId=${demoId}`);
    expect(list.statusCode).toBe(403);
    const first = body<TPage<Record<string, number>>>(await get(await t.login('bvadmin'), `/auth/v1/${path}`)).data.data[0]!;
    const id = Object.entries(first).find(([k]) => k.endsWith('_id') && k !== 'hospital_id')![1];
    expect((await get(bv2, `/auth/v1/${path}/${id}`)).statusCode).toBe(403);
    expect((await get(await t.login('bvadmin'), `/auth/v1/${path}/${id}`)).statusCode).toBe(200);
  });

  it('lists in the order of the code (a saved row does not come back between others)', async () => {
    const rows = body<TPage<Record<string, unknown>>>(await get(await t.login('bvadmin'), `/auth/v1/${path}?page=1&size=50`)).data.data;
    const codes = rows.map((r) => String(Object.entries(r).find(([k]) => k.startsWith('ma_'))![1]));
    expect(codes).toEqual([...codes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('gives a combobox of ids and names', async () => {
    const combo = body<TComboItem[]>(await get(await t.login('nhanvien01'), `/auth/v1/${path}/combobox`)).data;
    expect(combo).toHaveLength(count);
    expect(Object.keys(combo[0]!).sort()).toEqual(['id', 'name']);
  });
});

describe('staff', () => {
  it('shows e-mail and phone only to callers with the staff-details function', async () => {
    const admin = body<TPage<TStaff>>(await get(await t.login('bvadmin'), '/auth/v1/nhan-vien?size=5')).data;
    expect(admin.total).toBe(DEMO_HOSPITAL_STAFF);
    expect(admin.data[0]!.email).toMatch(/@/);
    const staff = body<TPage<TStaff>>(await get(await t.login('nhanvien01'), '/auth/v1/nhan-vien?size=5')).data;
    expect(staff.data.every((s) => s.email === null && s.so_dien_thoai === null)).toBe(true);
    const one = body<TStaff>(await get(await t.login('nhanvien01'), `/auth/v1/nhan-vien/id/${staff.data[0]!.nhan_vien_id}`)).data;
    expect(one.email).toBeNull();
  });

  it('keeps hospitals apart', async () => {
    const bv2 = await t.login('bv2nhanvien01');
    const list = body<TPage<TStaff>>(await get(bv2, '/auth/v1/nhan-vien?size=200')).data;
    expect(list.data.every((s) => s.hospital_id === demo2Id)).toBe(true);
    const demoStaff = await t.database.db.selectFrom('nhan_vien').select('nhan_vien_id').where('hospital_id', '=', demoId).executeTakeFirstOrThrow();
    expect((await get(bv2, `/auth/v1/nhan-vien/id/${demoStaff.nhan_vien_id}`)).statusCode).toBe(403);
    expect((await get(bv2, `/auth/v1/nhan-vien/combobox?hospitalId=${demoId}`)).statusCode).toBe(403);
  });

  it('gives the caller’s own departments by token', async () => {
    const own = body<TComboItem[]>(await get(await t.login('nhanvien01'), '/auth/v1/phong-ban/by-token')).data;
    expect(own).toHaveLength(1);
  });
});

describe('system parameters', () => {
  it('lists the product-wide defaults', async () => {
    const rows = body<{ data: Array<{ ma_tham_so: string; gia_tri: string }> }>(await get(await t.login('nhanvien01'), '/auth/v1/tham-so-he-thong')).data.data;
    expect(rows.find((r) => r.ma_tham_so === 'MIN_GROUP_SIZE')?.gia_tri).toBe('5');
  });
});
