/**
 * Hospital information (ThongTinBenhVien) through HTTP: a hospital administrator edits their own
 * hospital (name, address, contacts, AHRQ site characteristics, logo), never another's, and staff
 * none; a system administrator any. Bad input is a 400 on its field and changes nothing.
 */
import type { THospital, THospitalInfoInput, TLoggedInUser, TUpload } from '@hm/contract';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';

const INFO = '/auth/v1/hospital/hospital-info';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');

let t: TestApp;
let A: number;
let B: number;
const tok: Record<string, string> = {};
let commune: string;
let otherCommune: string;

const call = (u: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  t.as(tok[u]!, { method, url, ...(payload === undefined ? {} : { payload: payload as never }) });
const hospital = async (id: number) => body<THospital>(await call('admin', 'GET', `/auth/v1/hospital/${id}`)).data;
const uploadAs = async (u: string, hospitalId: number, name: string, bytes: Buffer) => {
  const res = await call(u, 'POST', '/votesafety/v1/upload-data', { hospital_id: hospitalId, ten_tep: name, noi_dung: bytes.toString('base64') });
  expect(res.statusCode).toBe(200);
  return body<TUpload>(res).data;
};
const info = (id: number, over: Partial<THospitalInfoInput> = {}): THospitalInfoInput => ({
  hospital_id: id,
  name: 'Bệnh viện Đa khoa Demo (mới)',
  dia_chi: '12 Trần Hưng Đạo',
  ma_tinh: '01',
  ma_xa: commune,
  so_dien_thoai: '024 3826 0000',
  email: 'lienhe@bvdemo.example.vn',
  nguoi_lien_he: 'Phòng Quản lý chất lượng',
  so_giuong: 650,
  so_huu: 'cong_lap',
  giang_day: true,
  logo_upload_id: null,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).execute();
  A = rows.find((r) => r.ma_benh_vien === 'BVDEMO')!.hospital_id;
  B = rows.find((r) => r.ma_benh_vien === 'BVDEMO2')!.hospital_id;
  for (const u of ['admin', 'bvadmin', 'nhanvien01', 'bv2admin']) tok[u] = await t.login(u);
  commune = (await t.database.db.selectFrom('don_vi_hanh_chinh').select('ma').where('ma_cha', '=', '01').orderBy('ma').executeTakeFirstOrThrow()).ma;
  otherCommune = (await t.database.db.selectFrom('don_vi_hanh_chinh').select('ma').where('ma_cha', '=', '79').orderBy('ma').executeTakeFirstOrThrow()).ma;
});
afterAll(() => t.close());

describe('hospital information', () => {
  it('lets a hospital administrator edit their own hospital, logo included; the drawer’s user follows; audited', async () => {
    const logo = await uploadAs('bvadmin', A, 'logo.png', PNG);
    const res = await call('bvadmin', 'PUT', INFO, info(A, { logo_upload_id: logo.upload_id }));
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Cập nhật thành công');
    const h = await hospital(A);
    expect(h).toMatchObject({
      name: 'Bệnh viện Đa khoa Demo (mới)',
      ma_tinh: '01',
      ma_xa: commune,
      ten_tinh: 'Hà Nội',
      so_giuong: 650,
      so_huu: 'cong_lap',
      giang_day: true,
      logo_upload_id: logo.upload_id,
      ma_benh_vien: 'BVDEMO',
      tam_ngung: false,
    });
    const me = body<TLoggedInUser>(await call('nhanvien01', 'GET', '/auth/v1/tai-khoan/me')).data;
    expect(me.hospital).toMatchObject({ name: 'Bệnh viện Đa khoa Demo (mới)', logo_upload_id: logo.upload_id });
    // Staff see the logo (the drawer), though they cannot manage uploads.
    expect((await call('nhanvien01', 'GET', `/votesafety/v1/upload-data/${logo.upload_id}/file`)).statusCode).toBe(200);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['changes', 'tai_khoan_id'])
      .where('entity', '=', 'hospital')
      .where('entity_id', '=', String(A))
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(Object.keys(audit.changes as object)).toEqual(expect.arrayContaining(['name', 'logo_upload_id', 'so_giuong']));
  });

  it('refuses another hospital and staff, changing nothing', async () => {
    const before = await hospital(B);
    const other = await call('bvadmin', 'PUT', INFO, info(B, { name: 'Không được' }));
    expect(other.statusCode).toBe(403);
    const staff = await call('nhanvien01', 'PUT', INFO, info(A, { name: 'Không được' }));
    expect(staff.statusCode).toBe(403);
    expect(await hospital(B)).toEqual(before);
    expect((await hospital(A)).name).not.toBe('Không được');
  });

  it('lets a system administrator edit any hospital, and refuses a hospital that does not exist', async () => {
    const res = await call('admin', 'PUT', INFO, info(B, { name: 'Bệnh viện Demo Thứ Hai', ma_tinh: null, ma_xa: null, so_huu: 'tu_nhan', giang_day: false, so_giuong: 120 }));
    expect(res.statusCode).toBe(200);
    expect(body<THospital>(res).data).toMatchObject({ hospital_id: B, so_huu: 'tu_nhan', so_giuong: 120, giang_day: false });
    expect((await call('admin', 'PUT', INFO, info(999999))).statusCode).toBe(404);
  });

  it('answers bad input with 400 on the field, changing nothing', async () => {
    const before = await hospital(A);
    const logoB = await uploadAs('bv2admin', B, 'logo-b.png', PNG);
    const pdf = await uploadAs('bvadmin', A, 'quy-che.pdf', PDF);
    const cases: [Partial<THospitalInfoInput> | Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(301) }, 'name'],
      [{ ma_xa: otherCommune }, 'ma_xa'],
      [{ ma_tinh: null, ma_xa: commune }, 'ma_tinh'],
      [{ ma_tinh: '99' }, 'ma_tinh'],
      [{ so_giuong: -1 }, 'so_giuong'],
      [{ so_huu: 'nha_nuoc' }, 'so_huu'],
      [{ email: 'khong-phai-email' }, 'email'],
      [{ logo_upload_id: pdf.upload_id }, 'logo_upload_id'],
      [{ logo_upload_id: logoB.upload_id }, 'logo_upload_id'],
      [{ logo_upload_id: 2_000_000 }, 'logo_upload_id'],
    ];
    for (const [over, path] of cases) {
      const res = await call('bvadmin', 'PUT', INFO, info(A, over as Partial<THospitalInfoInput>));
      expect(res.statusCode).toBe(400);
      expect(body<{ errors: { path: string }[] }>(res).data.errors.map((e) => e.path)).toContain(path);
    }
    expect(await hospital(A)).toEqual(before);
    // Fields the catalogue owns are not taken here.
    const res = await call('bvadmin', 'PUT', INFO, { ...info(A), ma_benh_vien: 'DOI', tam_ngung: true, modules: [] });
    expect(res.statusCode).toBe(200);
    const after = await hospital(A);
    expect(after).toMatchObject({ ma_benh_vien: before.ma_benh_vien, tam_ngung: false, modules: before.modules });
  });
});
