/**
 * Hospital groups as system administrators manage them (screen HeThong/NhomBenhVien,
 * docs/decisions/hospital-groups-screen.md) through HTTP: list (paged, searched with marks and
 * case aside, by the group's name, province, hospitals and accounts), create / edit as a province
 * or a list, delete (refused while an account is assigned), assign / unassign officers. Every
 * write is audited; bad input is a Vietnamese 400 that changes nothing; anyone but a system
 * administrator is refused (403) every call.
 */
import { type TGroupOfficer, type THospitalGroupRow, type TPage } from '@hm/contract';
import { seed } from '../../../src/seed/index.js';
import { DEMO_PROVINCE } from '../../../src/seed/demo-province.js';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { menuOf, seededBeforeScreen } from '../../helpers/seeded-menu.js';

const G = '/votesafety/v1/nhom-benh-vien';
const VIETNAMESE = /[àáảãạăâđêôơưÀ-ỹ]/;

let t: TestApp;
let admin: string;
let ids: number[]; // BVTINH1..3
let demoId: number;
let officerId: number;
let provinceGroupId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const hs = await t.database.db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).execute();
  ids = DEMO_PROVINCE.hospitals.map((h) => hs.find((x) => x.ma_benh_vien === h.ma)!.hospital_id);
  demoId = hs.find((x) => x.ma_benh_vien === 'BVDEMO')!.hospital_id;
  officerId = (await t.database.db.selectFrom('tai_khoan').select('tai_khoan_id').where('ten_tai_khoan', '=', DEMO_PROVINCE.officer).executeTakeFirstOrThrow()).tai_khoan_id;
  provinceGroupId = (await t.database.db.selectFrom('nhom_benh_vien').select('nhom_id').where('ten', '=', DEMO_PROVINCE.group).executeTakeFirstOrThrow()).nhom_id;
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.as(admin, { method: 'GET', url: `${G}?${query}` });
  expect(res.statusCode).toBe(200);
  return body<TPage<THospitalGroupRow>>(res).data;
};
const auditOf = (id: number) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['action', 'changes', 'tai_khoan_id'])
    .where('entity', '=', 'hospitalGroup')
    .where('entity_id', '=', String(id))
    .orderBy('audit_log_id')
    .execute();
const groupCount = async () => (await t.database.db.selectFrom('nhom_benh_vien').select('nhom_id').execute()).length;
const assignments = () => t.database.db.selectFrom('tai_khoan_nhom_benh_vien').select(['tai_khoan_id', 'nhom_id']).orderBy('tai_khoan_id').execute();

it('lists groups with their province, hospitals and accounts, paged and searched with marks and case aside', async () => {
  const page = await list('page=1&size=20');
  const demo = page.data.find((g) => g.nhom_id === provinceGroupId)!;
  expect(demo).toMatchObject({ ten: DEMO_PROVINCE.group, ma_tinh: '01', ten_tinh: expect.stringContaining('Hà Nội') });
  expect(demo.hospitals.map((h) => h.hospital_id).sort()).toEqual([...ids].sort());
  expect(demo.tai_khoan).toEqual([{ tai_khoan_id: officerId, ten_tai_khoan: DEMO_PROVINCE.officer, display_name: DEMO_PROVINCE.officerName }]);
  // Without marks or case: the group's name, its province, a hospital's name, an account.
  for (const keyword of ['SO Y TE HA NOI', 'ha noi', 'y hoc co truyen', 'BVTINH3', 'can bo so y te']) {
    expect([keyword, (await list(`keyword=${encodeURIComponent(keyword)}`)).data.map((g) => g.nhom_id)]).toEqual([keyword, [provinceGroupId]]);
  }
  expect((await list('keyword=khong-co-nhom-nay')).total).toBe(0);
  const byId = await t.as(admin, { method: 'GET', url: `${G}/${provinceGroupId}` });
  expect(body<THospitalGroupRow>(byId).data.ten).toBe(DEMO_PROVINCE.group);
  expect((await t.as(admin, { method: 'GET', url: `${G}/999999` })).statusCode).toBe(404);
  for (const q of ['page=0', 'size=500', 'page=abc']) {
    const res = await t.as(admin, { method: 'GET', url: `${G}?${q}` });
    expect([q, res.statusCode]).toEqual([q, 400]);
    expect(body(res).message).toMatch(VIETNAMESE);
  }
});

it('creates a list, edits it into a province and back, refuses bad input with nothing changed, and audits each write', async () => {
  const before = await groupCount();
  for (const payload of [
    {},
    { ten: '' },
    { ten: 'x'.repeat(201), hospital_ids: [ids[0]] },
    { ten: 'X' },
    { ten: 'X', ma_tinh: '1' },
    { ten: 'X', ma_tinh: '01', hospital_ids: [ids[0]] },
    { ten: 'X', hospital_ids: ['a'] },
    { ten: 'X', ma_tinh: '99' },
    { ten: 'X', hospital_ids: [999999] },
  ]) {
    const res = await t.as(admin, { method: 'POST', url: G, payload });
    expect([payload, res.statusCode]).toEqual([payload, 400]);
    expect(body(res).message).toMatch(VIETNAMESE);
  }
  expect(await groupCount()).toBe(before);

  const created = await t.as(admin, { method: 'POST', url: G, payload: { ten: 'Nhóm thử nghiệm Đống Đa', hospital_ids: [ids[0], ids[1], ids[0]] } });
  expect(body(created).message).toBe('Thành công!');
  const row = body<THospitalGroupRow>(created).data;
  expect(row).toMatchObject({ ten: 'Nhóm thử nghiệm Đống Đa', ma_tinh: null, ten_tinh: null, tai_khoan: [] });
  expect(row.hospitals.map((h) => h.hospital_id).sort()).toEqual([ids[0], ids[1]].sort());

  // A bad edit changes nothing.
  const bad = await t.as(admin, { method: 'PUT', url: `${G}/${row.nhom_id}`, payload: { ten: 'Y', hospital_ids: [999999] } });
  expect(bad.statusCode).toBe(400);
  expect((await t.as(admin, { method: 'PUT', url: `${G}/999999`, payload: { ten: 'Y', hospital_ids: [ids[0]] } })).statusCode).toBe(404);
  const same = body<THospitalGroupRow>(await t.as(admin, { method: 'GET', url: `${G}/${row.nhom_id}` })).data;
  expect(same).toEqual(row);

  // Into a province (its hospitals are then those of the province, the list is dropped), and back into one hospital.
  const province = await t.as(admin, { method: 'PUT', url: `${G}/${row.nhom_id}`, payload: { ten: 'Nhóm thử nghiệm Hà Nội', ma_tinh: '01' } });
  expect(body(province).message).toBe('Cập nhật thành công');
  expect(
    body<THospitalGroupRow>(province)
      .data.hospitals.map((h) => h.hospital_id)
      .sort(),
  ).toEqual([...ids].sort());
  expect(await t.database.db.selectFrom('nhom_benh_vien_thanh_vien').select('hospital_id').where('nhom_id', '=', row.nhom_id).execute()).toEqual([]);
  const back = body<THospitalGroupRow>(
    await t.as(admin, { method: 'PUT', url: `${G}/${row.nhom_id}`, payload: { ten: 'Nhóm thử nghiệm', ma_tinh: null, hospital_ids: [demoId] } }),
  ).data;
  expect(back).toMatchObject({ ma_tinh: null, hospitals: [{ hospital_id: demoId }] });

  const removed = await t.as(admin, { method: 'DELETE', url: `${G}/${row.nhom_id}` });
  expect(body(removed)).toMatchObject({ code: 200, message: 'Xóa thành công', data: null });
  expect((await t.as(admin, { method: 'GET', url: `${G}/${row.nhom_id}` })).statusCode).toBe(404);
  expect(await t.database.db.selectFrom('nhom_benh_vien_thanh_vien').select('hospital_id').where('nhom_id', '=', row.nhom_id).execute()).toEqual([]);

  const audit = await auditOf(row.nhom_id);
  expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update', 'delete']);
  expect(audit.every((a) => a.tai_khoan_id !== null)).toBe(true);
  expect(audit[1]!.changes).toMatchObject({ ma_tinh: [null, '01'] });
});

it('assigns and unassigns officers only, refuses deleting a group with accounts, and audits each change', async () => {
  const officers = body<TPage<TGroupOfficer>>(await t.as(admin, { method: 'GET', url: `${G}/tai-khoan?keyword=SOYTE` })).data;
  expect(officers.data).toEqual([
    {
      tai_khoan_id: officerId,
      ten_tai_khoan: DEMO_PROVINCE.officer,
      display_name: DEMO_PROVINCE.officerName,
      ten_phan_quyen: expect.any(String),
      nhom_id: provinceGroupId,
      ten_nhom: DEMO_PROVINCE.group,
    },
  ]);
  // Accounts of other permission groups are not offered, and not assignable.
  expect(body<TPage<TGroupOfficer>>(await t.as(admin, { method: 'GET', url: `${G}/tai-khoan?keyword=bvadmin` })).data.total).toBe(0);
  const bvadminId = (await t.database.db.selectFrom('tai_khoan').select('tai_khoan_id').where('ten_tai_khoan', '=', 'bvadmin').executeTakeFirstOrThrow()).tai_khoan_id;

  const nhom = body<THospitalGroupRow>(await t.as(admin, { method: 'POST', url: G, payload: { ten: 'Nhóm gán thử', hospital_ids: [ids[0]] } })).data;
  const start = await assignments();
  for (const [url, payload, status] of [
    [`${G}/${nhom.nhom_id}/tai-khoan`, { tai_khoan_id: bvadminId }, 400],
    [`${G}/${nhom.nhom_id}/tai-khoan`, { tai_khoan_id: 'x' }, 400],
    [`${G}/${nhom.nhom_id}/tai-khoan`, {}, 400],
    [`${G}/${nhom.nhom_id}/tai-khoan`, { tai_khoan_id: 999999 }, 404],
    [`${G}/999999/tai-khoan`, { tai_khoan_id: officerId }, 404],
  ] as const) {
    const res = await t.as(admin, { method: 'PUT', url, payload });
    expect([payload, res.statusCode]).toEqual([payload, status]);
    expect(body(res).message).toMatch(VIETNAMESE);
  }
  expect(await assignments()).toEqual(start);

  // Moved into the new group (out of the province's), then a repeat changes nothing and writes no audit row.
  expect((await t.as(admin, { method: 'PUT', url: `${G}/${nhom.nhom_id}/tai-khoan`, payload: { tai_khoan_id: officerId } })).statusCode).toBe(200);
  expect((await t.as(admin, { method: 'PUT', url: `${G}/${nhom.nhom_id}/tai-khoan`, payload: { tai_khoan_id: officerId } })).statusCode).toBe(200);
  expect(body<THospitalGroupRow>(await t.as(admin, { method: 'GET', url: `${G}/${nhom.nhom_id}` })).data.tai_khoan.map((a) => a.tai_khoan_id)).toEqual([officerId]);
  expect(body<THospitalGroupRow>(await t.as(admin, { method: 'GET', url: `${G}/${provinceGroupId}` })).data.tai_khoan).toEqual([]);

  // Not deleted while the officer reads it.
  const refused = await t.as(admin, { method: 'DELETE', url: `${G}/${nhom.nhom_id}` });
  expect(refused.statusCode).toBe(409);
  expect(body(refused).message).toContain('tài khoản được gán');

  expect((await t.as(admin, { method: 'DELETE', url: `${G}/${provinceGroupId}/tai-khoan?tai_khoan_id=${officerId}` })).statusCode).toBe(404);
  expect((await t.as(admin, { method: 'DELETE', url: `${G}/${nhom.nhom_id}/tai-khoan?tai_khoan_id=abc` })).statusCode).toBe(400);
  const un = await t.as(admin, { method: 'DELETE', url: `${G}/${nhom.nhom_id}/tai-khoan?tai_khoan_id=${officerId}` });
  expect(body(un)).toMatchObject({ code: 200, data: null });
  expect((await t.as(admin, { method: 'DELETE', url: `${G}/${nhom.nhom_id}` })).statusCode).toBe(200);

  const audit = await auditOf(nhom.nhom_id);
  expect(audit.map((a) => a.action)).toEqual(['create', 'assign', 'unassign', 'delete']);
  // Back as the demo was.
  expect((await t.as(admin, { method: 'PUT', url: `${G}/${provinceGroupId}/tai-khoan`, payload: { tai_khoan_id: officerId } })).statusCode).toBe(200);
  expect(await assignments()).toEqual([{ tai_khoan_id: officerId, nhom_id: provinceGroupId }]);
});

it('refuses every call to anyone but a system administrator (403), changing nothing', async () => {
  const before = [await groupCount(), await assignments()];
  for (const user of ['bvadmin', DEMO_PROVINCE.officer, 'nhanvien01']) {
    const token = await t.login(user);
    for (const [method, url, payload] of [
      ['GET', G, undefined],
      ['GET', `${G}/${provinceGroupId}`, undefined],
      ['GET', `${G}/tai-khoan`, undefined],
      ['POST', G, { ten: 'Nhóm', hospital_ids: [demoId] }],
      ['PUT', `${G}/${provinceGroupId}`, { ten: 'Nhóm', ma_tinh: '01' }],
      ['DELETE', `${G}/${provinceGroupId}`, undefined],
      ['PUT', `${G}/${provinceGroupId}/tai-khoan`, { tai_khoan_id: officerId }],
      ['DELETE', `${G}/${provinceGroupId}/tai-khoan?tai_khoan_id=${officerId}`, undefined],
    ] as const) {
      const res = await t.as(token, { method, url, ...(payload ? { payload } : {}) });
      expect([user, method, url, res.statusCode]).toEqual([user, method, url, 403]);
    }
  }
  expect([await groupCount(), await assignments()]).toEqual(before);
});

it('is in the menu of system administrators only, and added once to a database seeded before it', async () => {
  expect(await menuOf(t.database.db, 'HT_NHOM_BV')).toEqual([{ path: '/HeThong/NhomBenhVien', ma_phan_quyen: 'SYSTEM_ADMIN' }]);
  await seededBeforeScreen(t.database.db, 'HT_NHOM_BV', 'seed:hospital-groups:1');
  await seed(t.database.db, { demo: true, adminPassword: null });
  await seed(t.database.db, { demo: true, adminPassword: null });
  expect(await menuOf(t.database.db, 'HT_NHOM_BV')).toEqual([{ path: '/HeThong/NhomBenhVien', ma_phan_quyen: 'SYSTEM_ADMIN' }]);
});
