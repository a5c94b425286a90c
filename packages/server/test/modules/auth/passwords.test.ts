import { createTestApp, body, type TestApp } from '../../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accountId = async (user: string) =>
  (await t.database.db.selectFrom('tai_khoan').select('tai_khoan_id').where('ten_tai_khoan', '=', user).executeTakeFirstOrThrow()).tai_khoan_id;
const changeOwn = (token: string, payload: object) => t.as(token, { method: 'PUT', url: '/auth/v1/tai-khoan/doi-mat-khau-user', payload });
const setPassword = (token: string, payload: object) => t.as(token, { method: 'PUT', url: '/auth/v1/tai-khoan/doi-mat-khau', payload });

describe('PUT /auth/v1/tai-khoan/doi-mat-khau-user', () => {
  it('asks for every field and a matching confirmation', async () => {
    const token = await t.login('nhanvien01');
    const empty = await changeOwn(token, { mat_khau_cu: '', mat_khau: 'MoiMoi@2026', confirm: 'MoiMoi@2026' });
    expect(empty.statusCode).toBe(400);
    expect(body(empty).message).toBe('Vui lòng nhập đầy đủ thông tin');
    const mismatch = await changeOwn(token, { mat_khau_cu: 'Demo@123', mat_khau: 'MoiMoi@2026', confirm: 'Khac@2026' });
    expect(mismatch.statusCode).toBe(400);
    expect(body(mismatch).message).toBe('Mật khẩu nhập lại không đúng');
    const wrong = await changeOwn(token, { mat_khau_cu: 'Sai@123', mat_khau: 'MoiMoi@2026', confirm: 'MoiMoi@2026' });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).message).toBe('Mật khẩu hiện tại không đúng');
    const short = await changeOwn(token, { mat_khau_cu: 'Demo@123', mat_khau: 'ngan', confirm: 'ngan' });
    expect(body(short).message).toBe('Mật khẩu phải có ít nhất 8 ký tự');
    expect((await t.as(token, { method: 'GET', url: '/auth/v1/me' })).statusCode).toBe(200);
  });

  it('changes the password, ends the other sessions and hands this one a new pair', async () => {
    const other = await t.login('nhanvien01');
    const token = await t.login('nhanvien01');
    await new Promise((r) => setTimeout(r, 1100)); // tokens carry whole seconds
    const res = await changeOwn(token, { mat_khau_cu: 'Demo@123', mat_khau: 'MoiMoi@2026', confirm: 'MoiMoi@2026' });
    expect(res.statusCode).toBe(200);
    const b = body<{ message: string; tokens: { token: string } }>(res);
    expect(b.message).toBe('Đổi mật khẩu thành công!');
    expect((await t.as(other, { method: 'GET', url: '/auth/v1/me' })).statusCode).toBe(401);
    expect((await t.as(b.data.tokens.token, { method: 'GET', url: '/auth/v1/me' })).statusCode).toBe(200);
    await expect(t.login('nhanvien01')).rejects.toThrow(/401/);
    await expect(t.login('nhanvien01', 'MoiMoi@2026')).resolves.toEqual(expect.any(String));
  });
});

describe('PUT /auth/v1/tai-khoan/doi-mat-khau (administrator)', () => {
  it('lets a hospital administrator set the password of a staff account of the hospital', async () => {
    const token = await t.login('bvadmin');
    const res = await setPassword(token, { tai_khoan_id: await accountId('nhanvien01'), mat_khau: 'DatLai@2026', confirm: 'DatLai@2026' });
    expect(res.statusCode).toBe(200);
    await expect(t.login('nhanvien01', 'DatLai@2026')).resolves.toEqual(expect.any(String));
  });

  it('refuses accounts of a higher group, of another hospital, unknown ones, and callers without the function', async () => {
    const bvadmin = await t.login('bvadmin');
    const higher = await setPassword(bvadmin, { tai_khoan_id: await accountId('admin'), mat_khau: 'DatLai@2026' });
    expect(higher.statusCode).toBe(403);
    expect(body(higher).message).toBe('Bạn không thể thao tác trên tài khoản hoặc nhóm quyền cao hơn quyền của mình');
    const otherHospital = await setPassword(bvadmin, { tai_khoan_id: await accountId('bv2nhanvien01'), mat_khau: 'DatLai@2026' });
    expect(otherHospital.statusCode).toBe(403);
    expect(body(otherHospital).message).toBe('Bạn không có quyền truy cập dữ liệu của bệnh viện này');
    const unknown = await setPassword(bvadmin, { tai_khoan_id: 999999, mat_khau: 'DatLai@2026' });
    expect(unknown.statusCode).toBe(404);
    const staff = await t.login('bv2nhanvien01');
    const noFunction = await setPassword(staff, { tai_khoan_id: await accountId('bv2nhanvien01'), mat_khau: 'DatLai@2026' });
    expect(noFunction.statusCode).toBe(403);
    expect(body(noFunction).message).toBe('Bạn không có quyền thực hiện chức năng này');
    await expect(t.login('bv2nhanvien01')).resolves.toEqual(expect.any(String));
  });

  it('lets a system administrator set any password', async () => {
    const admin = await t.login('admin');
    const res = await setPassword(admin, { tai_khoan_id: await accountId('bv2admin'), mat_khau: 'Admin@2026x' });
    expect(res.statusCode).toBe(200);
    await expect(t.login('bv2admin', 'Admin@2026x')).resolves.toEqual(expect.any(String));
  });
});
