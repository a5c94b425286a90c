import { createTestApp, body, type TestApp } from '../../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ login: { freeAttempts: 3, backoffBaseMs: 300, backoffMaxMs: 600, ratePerMinute: 1000, windowMs: 3_600_000 } });
});
afterAll(() => t.close());

const login = (payload: unknown, url = '/auth/v1/login') => t.app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /auth/v1/login', () => {
  it('answers the token pair and the logged-in user', async () => {
    const res = await login({ ten_tai_khoan: 'admin', mat_khau: 'Demo@123' });
    expect(res.statusCode).toBe(200);
    const b = body<any>(res);
    expect(b).toMatchObject({ code: 200, message: 'Đăng nhập thành công!' });
    expect(b.data.token.split('.')).toHaveLength(3);
    expect(b.data.refresh_token.split('.')).toHaveLength(3);
    expect(b.data).toMatchObject({ expires_in: 3600, refresh_expires_in: 10800 });
    expect(b.data.user).toMatchObject({
      ten_tai_khoan: 'admin',
      display_name: 'Quản trị hệ thống',
      phan_quyen_cap: 1,
      hospital: { name: 'Bệnh viện Đa khoa Demo', modules: ['catalogues', 'dashboard', 'reports', 'survey', 'system'] },
    });
    expect(typeof b.data.user.tai_khoan_id).toBe('number');
    expect(typeof b.data.user.phan_quyen_id).toBe('number');
  });

  it('has a twin at tai-khoan/login and ignores the case of the account name', async () => {
    const res = await login({ ten_tai_khoan: 'NhanVien01', mat_khau: 'Demo@123' }, '/auth/v1/tai-khoan/login');
    expect(res.statusCode).toBe(200);
    const user = body<any>(res).data.user;
    expect(user.nhan_vien_su_dung.ten_nhan_vien).toBe(user.display_name);
    expect(user.chuc_nang).toEqual(['KHAO_SAT_BINH_CHON']);
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const wrong = await login({ ten_tai_khoan: 'bvadmin', mat_khau: 'nope' });
    const unknown = await login({ ten_tai_khoan: 'khong-ton-tai', mat_khau: 'nope' });
    for (const r of [wrong, unknown]) {
      expect(r.statusCode).toBe(401);
      expect(body(r)).toEqual({ code: 401, message: 'Tên tài khoản hoặc mật khẩu không đúng', data: null, request_id: expect.any(String) });
    }
  });

  it.each([
    [{}, 'Vui lòng nhập tên tài khoản'],
    [{ ten_tai_khoan: 'admin' }, 'Vui lòng nhập mật khẩu'],
    [{ ten_tai_khoan: '  ', mat_khau: 'x' }, 'Vui lòng nhập tên tài khoản'],
    [{ ten_tai_khoan: 5, mat_khau: 'x' }, 'Vui lòng nhập tên tài khoản'],
  ])('refuses missing or mistyped fields %j with 400', async (payload, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ code: 400, message });
  });

  it('refuses malformed JSON and a wrong content type with a 4xx, never a 500', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/auth/v1/login', headers: { 'content-type': 'application/json' }, payload: '{"ten_tai_khoan":' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe('Dữ liệu gửi lên không đúng định dạng JSON');
    const text = await t.app.inject({ method: 'POST', url: '/auth/v1/login', headers: { 'content-type': 'text/plain' }, payload: 'admin' });
    expect(text.statusCode).toBe(415);
    expect(body(text).message).toBe('Kiểu dữ liệu gửi lên không được hỗ trợ');
  });

  it('refuses a deactivated account', async () => {
    await t.database.db.updateTable('tai_khoan').set({ tinh_trang: false }).where('ten_tai_khoan', '=', 'bv2nhanvien01').execute();
    const res = await login({ ten_tai_khoan: 'bv2nhanvien01', mat_khau: 'Demo@123' });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe('Tài khoản đã bị khóa. Vui lòng liên hệ quản trị viên.');
  });

  it('slows repeated failures with a capped backoff and never locks the account out', async () => {
    const attempt = (p: string) => t.app.inject({ method: 'POST', url: '/auth/v1/login', remoteAddress: '10.9.9.9', payload: { ten_tai_khoan: 'bv2admin', mat_khau: p } });
    for (let i = 0; i < 3; i++) expect((await attempt('sai')).statusCode).toBe(401);
    const slowed = await attempt('Demo@123');
    expect(slowed.statusCode).toBe(429);
    expect(body(slowed).message).toMatch(/^Đăng nhập sai nhiều lần\. Vui lòng thử lại sau \d+ giây\.$/);
    expect(slowed.headers['retry-after']).toBeDefined();
    // Another address is not slowed by these failures.
    const other = await t.app.inject({ method: 'POST', url: '/auth/v1/login', remoteAddress: '10.8.8.8', payload: { ten_tai_khoan: 'bv2admin', mat_khau: 'Demo@123' } });
    expect(other.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 700));
    expect((await attempt('Demo@123')).statusCode).toBe(200);
  });
});
