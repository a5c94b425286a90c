import type { TAhrqCategory } from '@hm/contract';
import { AHRQ_STAFF_POSITIONS, AHRQ_UNITS } from '../../../../src/seed/ahrq-categories.js';
import { fromDbError } from '../../../../src/errors/db-errors.js';
import { createTestApp, body, type TestApp } from '../../../helpers/app.js';

let t: TestApp;
let admin: string;
let bvadmin: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, bvadmin, staff] = [await t.login('admin'), await t.login('bvadmin'), await t.login('nhanvien01')];
});
afterAll(() => t.close());

const SYSTEM_ONLY = 'Chỉ quản trị hệ thống được thêm, sửa hoặc xóa danh mục AHRQ (danh mục dùng chung cho mọi bệnh viện)';
const NO_FUNCTION = 'Bạn không có quyền thực hiện chức năng này';
const input = (ma: string) => ({ ma, ten_vi: 'Vị trí thử nghiệm', ten_en: 'Test position', nhom_vi: 'Khác', nhom_en: 'Other', thu_tu: 100 });

describe.each([
  ['chuc-danh-ahrq', 'chuc_danh_ahrq', AHRQ_STAFF_POSITIONS, 'SP'],
  ['phong-ban-ahrq', 'phong_ban_ahrq', AHRQ_UNITS, 'UA'],
] as const)('/auth/v1/%s', (path, table, seeded, prefix) => {
  const url = `/auth/v1/${path}`;
  const list = async (token: string, query = '') => body<TAhrqCategory[]>(await t.as(token, { method: 'GET', url: `${url}${query}` })).data;
  const codes = async () => (await t.database.db.selectFrom(table).select('ma').orderBy('ma').execute()).map((r) => r.ma);

  it('lists the seeded categories in form order to any logged-in user', async () => {
    const rows = await list(staff);
    expect(rows.map((r) => r.ma)).toEqual(seeded.map((c) => c.ma));
    expect(rows[0]).toEqual({ id: expect.any(Number), ...seeded[0], tam_ngung: false });
  });

  it('gives one by id, 404 for an unknown one, 400 for a bad id', async () => {
    const first = (await list(staff))[0]!;
    expect(body(await t.as(staff, { method: 'GET', url: `${url}/${first.id}` })).data).toEqual(first);
    const missing = await t.as(staff, { method: 'GET', url: `${url}/99999` });
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe('Không tìm thấy danh mục AHRQ');
    expect((await t.as(staff, { method: 'GET', url: `${url}/abc` })).statusCode).toBe(400);
  });

  it('lets a system administrator create, update, suspend and delete one', async () => {
    const created = await t.as(admin, { method: 'POST', url, payload: { ...input(`${prefix}X1`), nhom_vi: '  ', nhom_en: undefined } });
    expect(created.statusCode).toBe(200);
    const row = body<TAhrqCategory>(created).data;
    expect(row).toMatchObject({ ma: `${prefix}X1`, nhom_vi: null, nhom_en: null, thu_tu: 100, tam_ngung: false });
    expect((await list(staff)).at(-1)!.id).toBe(row.id);

    const updated = await t.as(admin, { method: 'PUT', url, payload: { ...input(`${prefix}X2`), id: row.id, ten_vi: ' Tên mới ', tam_ngung: true } });
    expect(updated.statusCode).toBe(200);
    expect(body(updated).message).toBe('Cập nhật thành công');
    expect(body<TAhrqCategory>(updated).data).toMatchObject({ id: row.id, ma: `${prefix}X2`, ten_vi: 'Tên mới', tam_ngung: true });
    // Suspended: out of the pickers' list, in the catalogue's own.
    expect((await list(staff)).some((r) => r.id === row.id)).toBe(false);
    expect((await list(staff, '?tam_ngung=true')).some((r) => r.id === row.id)).toBe(true);
    expect(await list(staff, '?tam_ngung=false')).toHaveLength(seeded.length);

    const deleted = await t.as(admin, { method: 'DELETE', url: `${url}/${row.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(body(deleted)).toEqual({ code: 200, message: 'Xóa thành công', data: null });
    expect((await t.as(admin, { method: 'GET', url: `${url}/${row.id}` })).statusCode).toBe(404);
    expect((await t.as(admin, { method: 'DELETE', url: `${url}/${row.id}` })).statusCode).toBe(404);
    expect((await t.as(admin, { method: 'PUT', url, payload: { ...input(`${prefix}X3`), id: row.id } })).statusCode).toBe(404);
  });

  it('refuses every write to a hospital administrator (system-wide list) and to a caller without the function', async () => {
    const before = await codes();
    const first = (await list(staff))[0]!;
    const writes = [
      { method: 'POST' as const, url, payload: input(`${prefix}Y1`) },
      { method: 'PUT' as const, url, payload: { ...input(first.ma), id: first.id, ten_vi: 'Đổi tên' } },
      { method: 'DELETE' as const, url: `${url}/${first.id}` },
    ];
    for (const w of writes) {
      const hospitalAdmin = await t.as(bvadmin, w);
      expect({ w: w.method, status: hospitalAdmin.statusCode, message: body(hospitalAdmin).message }).toEqual({ w: w.method, status: 403, message: SYSTEM_ONLY });
      const plainStaff = await t.as(staff, w);
      expect({ w: w.method, status: plainStaff.statusCode, message: body(plainStaff).message }).toEqual({ w: w.method, status: 403, message: NO_FUNCTION });
    }
    expect(await codes()).toEqual(before);
    expect(body<TAhrqCategory>(await t.as(staff, { method: 'GET', url: `${url}/${first.id}` })).data).toEqual(first);
  });

  it('refuses a code that exists already, on create and on update', async () => {
    const [first, second] = await list(staff);
    const create = await t.as(admin, { method: 'POST', url, payload: input(first!.ma) });
    expect(create.statusCode).toBe(409);
    expect(body(create).message).toBe(`Mã danh mục AHRQ "${first!.ma}" đã tồn tại`);
    const update = await t.as(admin, { method: 'PUT', url, payload: { ...input(first!.ma), id: second!.id } });
    expect(update.statusCode).toBe(409);
    // Keeping its own code is no conflict.
    const same = await t.as(admin, {
      method: 'PUT',
      url,
      payload: { ma: second!.ma, ten_vi: second!.ten_vi, ten_en: second!.ten_en, nhom_vi: second!.nhom_vi, nhom_en: second!.nhom_en, thu_tu: second!.thu_tu, id: second!.id },
    });
    expect(same.statusCode).toBe(200);
    // A write racing past the pre-check: the unique index answers with the same meaning.
    const raced = await t.database.db
      .insertInto(table)
      .values({ ma: first!.ma, ten_vi: 'x', ten_en: 'x' })
      .execute()
      .catch((e: unknown) => e);
    expect(fromDbError(raced)).toMatchObject({ status: 409, message: 'Mã danh mục AHRQ đã tồn tại' });
  });

  it('answers invalid input with a Vietnamese 400, never a 500', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Vui lòng nhập mã danh mục AHRQ'],
      [{ ...input('  '), ma: '   ' }, 'Vui lòng nhập mã danh mục AHRQ'],
      [{ ...input('A'.repeat(31)) }, 'Tối đa 30 ký tự'],
      [{ ...input(`${prefix}Z1`), ten_en: '' }, 'Vui lòng nhập tên tiếng Anh'],
      [{ ...input(`${prefix}Z1`), thu_tu: 'abc' }, 'Thứ tự phải là số'],
      [{ ...input(`${prefix}Z1`), thu_tu: -1 }, 'Thứ tự không được âm'],
      [{ ...input(`${prefix}Z1`), ma: 12 }, 'Phải là chuỗi ký tự'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.as(admin, { method: 'POST', url, payload: payload as object });
      expect({ payload, status: res.statusCode, message: body(res).message }).toEqual({ payload, status: 400, message });
    }
    const noId = await t.as(admin, { method: 'PUT', url, payload: input(`${prefix}Z1`) });
    expect(noId.statusCode).toBe(400);
    const badJson = await t.as(admin, { method: 'POST', url, payload: '{"ma":', headers: { 'content-type': 'application/json' } });
    expect(body(badJson)).toMatchObject({ code: 400, message: 'Dữ liệu gửi lên không đúng định dạng JSON' });
    const badQuery = await t.as(staff, { method: 'GET', url: `${url}?tam_ngung=abc` });
    expect(badQuery.statusCode).toBe(400);
    expect(body(badQuery).message).toMatch(/^Đầu vào không hợp lệ/);
    expect(await codes()).not.toContain(`${prefix}Z1`);
  });
});

describe('deleting a mapped category', () => {
  it('is refused with the number of rows mapped to it, and nothing changes', async () => {
    const unit = await t.database.db.selectFrom('phong_ban_ahrq').select(['id', 'ma']).where('ten_en', '=', 'Medical Unit (Nonsurgical)').executeTakeFirstOrThrow();
    const mapped = await t.database.db.selectFrom('phong_ban').select('phong_ban_id').where('phong_ban_ahrq_id', '=', unit.id).execute();
    expect(mapped.length).toBe(2); // 'Khoa Nội' of both demo hospitals
    const res = await t.as(admin, { method: 'DELETE', url: `/auth/v1/phong-ban-ahrq/${unit.id}` });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe('Danh mục đang được ánh xạ với 2 phòng ban, không thể xóa; hãy tạm ngừng thay vì xóa');
    expect((await t.as(admin, { method: 'GET', url: `/auth/v1/phong-ban-ahrq/${unit.id}` })).statusCode).toBe(200);
    const after = await t.database.db.selectFrom('phong_ban').select('phong_ban_id').where('phong_ban_ahrq_id', '=', unit.id).execute();
    expect(after).toEqual(mapped);

    const position = await t.database.db.selectFrom('chuc_danh_ahrq').select('id').where('ma', '=', 'SP04').executeTakeFirstOrThrow();
    const res2 = await t.as(admin, { method: 'DELETE', url: `/auth/v1/chuc-danh-ahrq/${position.id}` });
    expect(res2.statusCode).toBe(409);
    expect(body(res2).message).toMatch(/^Danh mục đang được ánh xạ với 4 chức danh/); // Điều dưỡng and Hộ sinh, two hospitals
  });
});
