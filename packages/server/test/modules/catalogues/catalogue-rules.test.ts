import type { TComboItem, TFunction, TMenuRow, TPage, TStaff } from '@hm/contract';
import type { InjectOptions } from 'fastify';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';

// The catalogue rules beyond the shared CRUD path (the conformance suite covers that): doctors,
// staff by account, the hospitals a report user may pick, references within one hospital,
// refusals naming what uses a row, menus as a tree and clones, the product's own functions.

let t: TestApp;
let h1: number;
let h2: number;
let project: number;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).execute();
  h1 = rows.find((r) => r.ma_benh_vien === 'BVDEMO')!.hospital_id;
  h2 = rows.find((r) => r.ma_benh_vien === 'BVDEMO2')!.hospital_id;
  project = (await t.database.db.selectFrom('du_an').select('du_an_id').executeTakeFirstOrThrow()).du_an_id;
  for (const u of ['admin', 'bvadmin', 'bv2admin', 'nhanvien01']) tokens[u] = await t.login(u);
});
afterAll(() => t.close());

const call = (user: string, o: InjectOptions) => t.as(tokens[user]!, o);
const get = (user: string, url: string) => call(user, { method: 'GET', url });

describe('staff', () => {
  it('lists the doctors (a doctor’s job title) and among them the collaborating ones (external staff)', async () => {
    const [jt] = await t.database.db.selectFrom('chuc_danh').select('chuc_danh_id').where('hospital_id', '=', h1).orderBy('chuc_danh_id').limit(1).execute();
    await t.database.db.updateTable('chuc_danh').set({ la_bac_si: true }).where('chuc_danh_id', '=', jt!.chuc_danh_id).execute();
    const staffOfIt = await t.database.db.selectFrom('nhan_vien').select(['nhan_vien_id']).where('chuc_danh_id', '=', jt!.chuc_danh_id).execute();
    await t.database.db.updateTable('nhan_vien').set({ nhan_su_ngoai: true }).where('nhan_vien_id', '=', staffOfIt[0]!.nhan_vien_id).execute();

    const doctors = body<TPage<TStaff>>(await get('bvadmin', '/auth/v1/nhan-vien/danhsachbacsi?size=200')).data;
    expect(doctors.total).toBe(staffOfIt.length);
    expect(doctors.data.every((s) => s.chuc_danh_id === jt!.chuc_danh_id)).toBe(true);
    const partners = body<TPage<TStaff>>(await get('bvadmin', '/auth/v1/nhan-vien/danhsachbacsihoptac?size=200')).data;
    const external = await t.database.db
      .selectFrom('nhan_vien')
      .select('nhan_vien_id')
      .where('chuc_danh_id', '=', jt!.chuc_danh_id)
      .where('nhan_su_ngoai', '=', true)
      .orderBy('ma_nhan_vien')
      .execute();
    expect(partners.data.map((s) => s.nhan_vien_id).sort()).toEqual(external.map((s) => s.nhan_vien_id).sort());
    expect(partners.data.map((s) => s.nhan_vien_id)).toContain(staffOfIt[0]!.nhan_vien_id);
    expect(partners.data.every((s) => s.nhan_su_ngoai)).toBe(true);
    // Another hospital's doctors are not listed, nor may be asked for.
    expect(body<TPage<TStaff>>(await get('bv2admin', '/auth/v1/nhan-vien/danhsachbacsi')).data.total).toBe(0);
    expect((await get('bv2admin', `/auth/v1/nhan-vien/danhsachbacsi?hospitalId=${h1}`)).statusCode).toBe(403);
  });

  it('finds the staff member an account is used by, within the caller’s scope', async () => {
    const me = body<TStaff>(await get('bvadmin', '/auth/v1/nhan-vien/username?username=NHANVIEN01')).data;
    expect(me.hospital_id).toBe(h1);
    expect(me.tai_khoan_id).not.toBeNull();
    expect((await get('bv2admin', '/auth/v1/nhan-vien/username?username=nhanvien01')).statusCode).toBe(403);
    expect((await get('bvadmin', '/auth/v1/nhan-vien/username?username=khong-co')).statusCode).toBe(404);
    expect((await get('bvadmin', '/auth/v1/nhan-vien/username')).statusCode).toBe(400);
  });

  it('refuses a department, job title or position of another hospital', async () => {
    const theirs = await t.database.db.selectFrom('phong_ban').select('phong_ban_id').where('hospital_id', '=', h2).executeTakeFirstOrThrow();
    const res = await call('bvadmin', {
      method: 'POST',
      url: '/auth/v1/nhan-vien',
      payload: { hospital_id: h1, ma_nhan_vien: 'X-1', ten_nhan_vien: 'Lê Văn X', phong_ban_id: theirs.phong_ban_id },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toMatch(/Không tìm thấy phòng ban/);
    expect(await t.database.db.selectFrom('nhan_vien').select('nhan_vien_id').where('ma_nhan_vien', '=', 'X-1').executeTakeFirst()).toBeUndefined();
  });

  it('hides e-mail and phone of a created staff member from callers without the details function', async () => {
    const created = body<TStaff>(
      await call('bvadmin', {
        method: 'POST',
        url: '/auth/v1/nhan-vien',
        payload: { hospital_id: h1, ma_nhan_vien: 'MAIL-1', ten_nhan_vien: '  Phạm  Thị Mai ', email: 'mai@bv.vn', so_dien_thoai: '0912 345 678' },
      }),
    ).data;
    expect(created.ten_nhan_vien).toBe('Phạm  Thị Mai');
    expect(created.email).toBe('mai@bv.vn');
    const seen = body<TStaff>(await get('nhanvien01', `/auth/v1/nhan-vien/id/${created.nhan_vien_id}`)).data;
    expect([seen.email, seen.so_dien_thoai]).toEqual([null, null]);
  });
});

describe('in-use rows', () => {
  it('refuses to delete a department its staff use, naming them, and changes nothing', async () => {
    const dept = await t.database.db
      .selectFrom('phong_ban as pb')
      .innerJoin('nhan_vien as nv', 'nv.phong_ban_id', 'pb.phong_ban_id')
      .select(['pb.phong_ban_id', 'pb.ten_phong_ban'])
      .where('pb.hospital_id', '=', h1)
      .executeTakeFirstOrThrow();
    const res = await call('bvadmin', { method: 'DELETE', url: `/auth/v1/phong-ban/${dept.phong_ban_id}` });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toMatch(new RegExp(`Không thể xóa phòng ban "${dept.ten_phong_ban}": đang được dùng bởi \\d+ nhân viên; hãy tạm ngừng thay vì xóa`));
    expect((await get('bvadmin', `/auth/v1/phong-ban/${dept.phong_ban_id}`)).statusCode).toBe(200);
  });

  it('keeps the functions the product’s routes require', async () => {
    const fn = await t.database.db.selectFrom('chuc_nang').select(['chuc_nang_id']).where('ma_chuc_nang', '=', 'DANH_MUC_SUA').executeTakeFirstOrThrow();
    // Even unassigned from every group (assignments put back afterwards).
    const held = await t.database.db.deleteFrom('phan_quyen_chuc_nang').where('chuc_nang_id', '=', fn.chuc_nang_id).returningAll().execute();
    try {
      const res = await call('admin', { method: 'DELETE', url: `/auth/v1/chuc-nang/${fn.chuc_nang_id}` });
      expect(res.statusCode).toBe(409);
      expect(body(res).message).toMatch(/không thể đổi mã hoặc xóa/);
    } finally {
      await t.database.db.insertInto('phan_quyen_chuc_nang').values(held).execute();
    }
  });
});

describe('hospitals', () => {
  it('gives a report user the hospitals in scope that licensed reports', async () => {
    const all = body<TComboItem[]>(await get('admin', '/auth/v1/hospital/report')).data;
    expect(all.length).toBeGreaterThan(0);
    await t.database.db.deleteFrom('hospital_module').where('hospital_id', '=', h2).where('module', '=', 'reports').execute();
    const without2 = body<TComboItem[]>(await get('admin', '/auth/v1/hospital/report')).data;
    expect(without2.map((h) => h.id)).not.toContain(h2);
    expect(body<TComboItem[]>(await get('bvadmin', '/auth/v1/hospital/report')).data.map((h) => h.id)).toEqual([h1]);
  });

  it('checks the province and commune against the administrative units', async () => {
    const base = { ma_benh_vien: 'BV-DC', name: 'Bệnh viện Địa chỉ' };
    const wrongPair = await call('admin', { method: 'POST', url: '/auth/v1/hospital', payload: { ...base, ma_tinh: '79', ma_xa: '00004' } });
    expect(wrongPair.statusCode).toBe(400);
    expect(body(wrongPair).message).toBe('Xã/phường không thuộc tỉnh/thành phố đã chọn');
    const ok = await call('admin', { method: 'POST', url: '/auth/v1/hospital', payload: { ...base, ma_tinh: '01', ma_xa: '00004', modules: ['survey'] } });
    expect(body<{ ten_tinh: string; ten_xa: string; modules: string[] }>(ok).data).toMatchObject({ ten_tinh: 'Hà Nội', ten_xa: 'Phường Ba Đình', modules: ['survey'] });
  });
});

describe('menus and functions', () => {
  it('levels a menu entry under its parent and refuses a parent below itself', async () => {
    const parent = body<TMenuRow>(
      await call('admin', { method: 'POST', url: '/auth/v1/menu', payload: { du_an_id: project, ma_menu: 'P1', menu_name: 'Nhóm thử', menu_name_english: 'Test group' } }),
    ).data;
    const child = body<TMenuRow>(
      await call('admin', {
        method: 'POST',
        url: '/auth/v1/menu',
        payload: { du_an_id: project, ma_menu: 'C1', menu_name: 'Mục thử', menu_name_english: 'Test item', parent_id: parent.menu_id, path: '/Thu' },
      }),
    ).data;
    expect([parent.cap, child.cap, child.ten_menu_cha]).toEqual([1, 2, 'Nhóm thử']);
    const cycle = await call('admin', {
      method: 'PUT',
      url: '/auth/v1/menu',
      payload: { menu_id: parent.menu_id, du_an_id: project, ma_menu: 'P1', menu_name: 'Nhóm thử', menu_name_english: 'Test group', parent_id: child.menu_id },
    });
    expect(cycle.statusCode).toBe(400);

    const clone = body<TMenuRow>(await call('admin', { method: 'POST', url: '/auth/v1/menu/clone', payload: { id: parent.menu_id, ma_moi: 'P2' } })).data;
    expect(clone.ma_menu).toBe('P2');
    const ofProject = body<TMenuRow[]>(await get('admin', `/auth/v1/menu/du-an?duAnId=${project}`)).data;
    expect(ofProject.find((m) => m.ma_menu === 'P2_C1')?.parent_id).toBe(clone.menu_id);
    const inUse = await call('admin', { method: 'DELETE', url: `/auth/v1/menu/${parent.menu_id}` });
    expect(inUse.statusCode).toBe(409);
    expect((await call('bvadmin', { method: 'POST', url: '/auth/v1/menu/clone', payload: { id: parent.menu_id, ma_moi: 'P3' } })).statusCode).toBe(403);
  });

  it('lists a group’s functions and clones one under a new code', async () => {
    const group = await t.database.db.selectFrom('phan_quyen').select('phan_quyen_id').where('ma_phan_quyen', '=', 'STAFF').executeTakeFirstOrThrow();
    const fns = body<TFunction[]>(await get('admin', `/auth/v1/chuc-nang/phan-quyen?phanQuyenId=${group.phan_quyen_id}`)).data;
    expect(fns.map((f) => f.ma_chuc_nang)).toEqual(['KHAO_SAT_BINH_CHON']);
    const copy = body<TFunction>(await call('admin', { method: 'POST', url: '/auth/v1/chuc-nang/clone', payload: { id: fns[0]!.chuc_nang_id, ma_moi: 'ban_sao_1' } })).data;
    expect(copy.ma_chuc_nang).toBe('BAN_SAO_1');
    expect(body<TFunction[]>(await get('admin', `/auth/v1/chuc-nang/du-an?duAnId=${project}`)).data.map((f) => f.ma_chuc_nang)).toContain('BAN_SAO_1');
  });
});

describe('audit', () => {
  it('records a write with who, where, what changed and the request id, in the same transaction', async () => {
    const res = await call('bvadmin', { method: 'POST', url: '/auth/v1/chuc-vu', payload: { hospital_id: h1, ma_chuc_vu: 'AUD', ten_chuc_vu: 'Kiểm toán' } });
    expect(body(res).message).toBe('Thành công!');
    const id = body<{ chuc_vu_id: number }>(res).data.chuc_vu_id;
    const row = await t.database.db.selectFrom('audit_log').selectAll().where('entity', '=', 'position').where('entity_id', '=', String(id)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ action: 'create', hospital_id: h1, request_id: expect.any(String) });
    expect(row.changes).toMatchObject({ ten_chuc_vu: [null, 'Kiểm toán'] });
    // A refused write leaves no audit row either.
    const before = await t.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await call('bvadmin', { method: 'POST', url: '/auth/v1/chuc-vu', payload: { hospital_id: h1, ma_chuc_vu: 'AUD', ten_chuc_vu: 'Trùng' } });
    const after = await t.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('records the AHRQ list writes and the mapping saves too', async () => {
    const created = body<{ id: number }>(
      await call('admin', { method: 'POST', url: '/auth/v1/phong-ban-ahrq', payload: { ma: 'UAX1', ten_vi: 'Khoa thử', ten_en: 'Test unit' } }),
    ).data;
    await call('admin', { method: 'PUT', url: '/auth/v1/phong-ban-ahrq', payload: { id: created.id, ma: 'UAX1', ten_vi: 'Khoa thử đổi', ten_en: 'Test unit' } });
    const dept = await t.database.db.selectFrom('phong_ban').select(['phong_ban_id', 'phong_ban_ahrq_id']).where('hospital_id', '=', h1).executeTakeFirstOrThrow();
    const saved = await call('bvadmin', { method: 'POST', url: '/auth/v1/mapping', payload: { kind: 'phong_ban', items: [{ id: dept.phong_ban_id, ahrq_id: created.id }] } });
    expect(saved.statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'hospital_id', 'changes', 'detail'])
      .where((eb) => eb.or([eb('entity', '=', 'phong_ban_ahrq'), eb('entity', '=', 'mapping:phong_ban')]))
      .orderBy('audit_log_id')
      .execute();
    expect(rows.map((r) => [r.action, r.entity])).toEqual([
      ['create', 'phong_ban_ahrq'],
      ['update', 'phong_ban_ahrq'],
      ['update', 'mapping:phong_ban'],
    ]);
    expect(rows[1]!.changes).toMatchObject({ ten_vi: ['Khoa thử', 'Khoa thử đổi'] });
    expect(rows[2]).toMatchObject({ hospital_id: h1, detail: { rows: [{ id: dept.phong_ban_id, from: dept.phong_ban_ahrq_id, to: created.id }] } });
  });
});
