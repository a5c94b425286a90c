/**
 * The audit trail through HTTP: who changed what, filtered and paged, in scope; refused
 * administrative attempts recorded centrally; the CSV export; no call edits or deletes a row.
 */
import { endpointList, type TAuditRow, type TPage } from '@hm/contract';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';

const N = '/auth/v1/nhat-ky';
let t: TestApp;
let demo: number;
let demo2: number;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).execute();
  demo = rows.find((r) => r.ma_benh_vien === 'BVDEMO')!.hospital_id;
  demo2 = rows.find((r) => r.ma_benh_vien === 'BVDEMO2')!.hospital_id;
  for (const u of ['admin', 'bvadmin', 'bv2admin', 'nhanvien01']) tok[u] = await t.login(u);
});
afterAll(() => t.close());

const call = (u: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  u
    ? t.as(tok[u]!, { method, url, ...(payload === undefined ? {} : { payload: payload as never }) })
    : t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as never }) });
const trail = async (u: string, query = '') => {
  const res = await call(u, 'GET', `${N}?size=200${query}`);
  expect(res.statusCode).toBe(200);
  return body<TPage<TAuditRow>>(res).data;
};
/** The refused rows are written after the answer is sent: wait for them. */
const settle = () => new Promise((r) => setTimeout(r, 150));

describe('audit trail', () => {
  it('shows who changed what, filtered by person, entity, hospital and day', async () => {
    await call('bvadmin', 'POST', '/auth/v1/phong-ban', { hospital_id: demo, ma_phong_ban: 'PB_NK1', ten_phong_ban: 'Khoa nhật ký' });
    await call('bv2admin', 'POST', '/auth/v1/phong-ban', { hospital_id: demo2, ma_phong_ban: 'PB_NK2', ten_phong_ban: 'Khoa nhật ký 2' });
    const all = await trail('admin', '&entity=department');
    const mine = all.data.find((r) => r.ten_tai_khoan === 'bvadmin')!;
    expect(mine).toMatchObject({ action: 'create', entity: 'department', hospital_id: demo, ten_benh_vien: expect.any(String) });
    expect(mine.changes!.ma_phong_ban).toEqual([null, 'PB_NK1']);
    expect(mine.request_id).toBeTruthy();
    expect(mine.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await trail('admin', `&taiKhoanId=${mine.tai_khoan_id}`)).data.every((r) => r.tai_khoan_id === mine.tai_khoan_id)).toBe(true);
    expect((await trail('admin', '&keyword=bv2admin')).data.every((r) => r.ten_tai_khoan === 'bv2admin')).toBe(true);
    expect((await trail('admin', `&hospitalId=${demo2}`)).data.every((r) => r.hospital_id === demo2)).toBe(true);
    const today = mine.created_at.slice(0, 10);
    expect((await trail('admin', `&tu_ngay=${today}&den_ngay=${today}&entity=department`)).total).toBe(all.total);
    expect((await trail('admin', '&den_ngay=2000-01-01')).total).toBe(0);
    expect((await call('admin', 'GET', `${N}?tu_ngay=2025-13-01`)).statusCode).toBe(400);
    const entities = body<string[]>(await call('admin', 'GET', `${N}/doi-tuong`)).data;
    expect(entities).toContain('department');
  });

  it('keeps hospital administrators to their hospitals and refuses staff', async () => {
    const rows = (await trail('bvadmin')).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.hospital_id === demo)).toBe(true);
    expect((await call('bvadmin', 'GET', `${N}?hospitalId=${demo2}`)).statusCode).toBe(403);
    expect((await call('nhanvien01', 'GET', N)).statusCode).toBe(403);
  });

  it('records refused administrative attempts, with the caller when known', async () => {
    // A hospital administrator tries to change licences, and another hospital's parameter.
    expect((await call('bv2admin', 'PUT', `/auth/v1/hospital-module/${demo2}`, { licences: [{ module: 'dashboard' }] })).statusCode).toBe(403);
    expect((await call('bv2admin', 'POST', '/auth/v1/tham-so-he-thong', { hospital_id: demo, ma_tham_so: 'MIN_GROUP_SIZE', ten_tham_so: 'x', gia_tri: '3' })).statusCode).toBe(403);
    // Staff without the function; nobody logged in.
    expect((await call('nhanvien01', 'DELETE', '/auth/v1/phong-ban/1')).statusCode).toBe(403);
    expect((await call(null, 'POST', '/auth/v1/phong-ban', {})).statusCode).toBe(401);
    // Reads and answered writes are not refusals.
    await call('nhanvien01', 'GET', N);
    await settle();
    const refused = (await trail('admin', '&action=refused')).data;
    const of = (user: string | null, id: string) => refused.find((r) => r.ten_tai_khoan === user && r.entity_id === id);
    expect(of('bv2admin', 'PUT /auth/v1/hospital-module/{id}')).toMatchObject({ entity: 'endpoint', hospital_id: demo2, detail: expect.objectContaining({ status: 403 }) });
    expect(of('bv2admin', 'POST /auth/v1/tham-so-he-thong')).toBeTruthy();
    expect(of('nhanvien01', 'DELETE /auth/v1/phong-ban/{id}')).toBeTruthy();
    expect(of(null, 'POST /auth/v1/phong-ban')).toMatchObject({ tai_khoan_id: null, detail: expect.objectContaining({ status: 401 }) });
    expect(refused.some((r) => r.entity_id === `GET ${N}`)).toBe(false);
    // The hospital administrator sees the attempt about the own hospital.
    expect((await trail('bv2admin', '&action=refused')).data.some((r) => r.entity_id === 'PUT /auth/v1/hospital-module/{id}')).toBe(true);
  });

  it('exports the filtered trail as a CSV download with a safe file name, itself audited', async () => {
    await call('admin', 'POST', '/auth/v1/phong-ban', { hospital_id: demo, ma_phong_ban: 'PB_CSV', ten_phong_ban: '=HYPERLINK("x")' });
    const res = await call('admin', 'GET', `${N}/xuat?entity=department`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="nhat-ky-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // The Vietnamese Excel convention (;), words for actions and entities, Vietnamese times.
    expect(lines[0]).toContain('"Thời gian";"Tài khoản"');
    expect(lines.slice(1).every((l) => l.includes(';"Phòng ban";'))).toBe(true);
    expect(lines[1]).toMatch(/^"\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}";/);
    // A formula in the data stays text.
    expect(res.body).not.toMatch(/;"=HYPERLINK/);
    expect((await call('bvadmin', 'GET', `${N}/xuat?hospitalId=${demo2}`)).statusCode).toBe(403);
    expect((await trail('admin', '&entity=auditLog')).data[0]).toMatchObject({ action: 'export' });
  });

  it('has no call that edits or deletes audit rows', () => {
    expect(endpointList.filter((e) => e.path.includes('nhat-ky') && e.method !== 'GET')).toEqual([]);
  });
});
