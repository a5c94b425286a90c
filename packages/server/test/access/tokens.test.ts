import { SignJWT } from 'jose';
import { createTestApp, body, type TestApp } from '../helpers/app.js';
import { REFRESH_REUSE_GRACE_MS } from '../../src/modules/auth/service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/auth/v1/tai-khoan/me', headers });
const loginPair = async (user: string) =>
  body<{ token: string; refresh_token: string }>(await t.app.inject({ method: 'POST', url: '/auth/v1/login', payload: { ten_tai_khoan: user, mat_khau: 'Demo@123' } })).data;
const refresh = (refresh_token: string) => t.app.inject({ method: 'POST', url: '/auth/v1/refresh-token', payload: { refresh_token } });

async function secret(): Promise<Uint8Array> {
  const row = await t.database.db.selectFrom('server_secret').select('value').where('name', '=', 'jwt').executeTakeFirstOrThrow();
  return new TextEncoder().encode(row.value);
}

describe('access tokens', () => {
  it('reads the logged-in user at tai-khoan/me and at /me', async () => {
    const token = await t.login('bvadmin');
    for (const url of ['/auth/v1/tai-khoan/me', '/auth/v1/me']) {
      const res = await t.as(token, { method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(body<any>(res).data).toMatchObject({ ten_tai_khoan: 'bvadmin', hospital: { name: 'Bệnh viện Đa khoa Demo' } });
    }
  });

  it.each([
    ['missing', {}, 'Vui lòng đăng nhập để sử dụng chức năng này'],
    ['not a bearer', { authorization: 'Basic YWRtaW46RGVtb0AxMjM=' }, 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn, vui lòng đăng nhập lại'],
    ['garbage', { authorization: 'Bearer abc.def.ghi' }, 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn, vui lòng đăng nhập lại'],
  ])('refuses a %s token with 401', async (_n, headers, message) => {
    const res = await me(headers);
    expect(res.statusCode).toBe(401);
    expect(body(res)).toEqual({ code: 401, message, data: null, request_id: expect.any(String) });
  });

  it('refuses a forged, an expired and a refresh token used as access token', async () => {
    const forged = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('hm-vote-for-safety')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret'));
    const expired = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('hm-vote-for-safety')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(await secret());
    const { refresh_token } = await loginPair('admin');
    for (const token of [forged, expired, refresh_token]) {
      const res = await me({ authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(401);
      expect(body(res).code).toBe(401);
    }
  });

  it('accepts a token issued in the same second the account was created or its password changed', async () => {
    // Tokens carry whole seconds; the account's time keeps milliseconds (late in its second here).
    const lateInSecond = new Date(Math.floor(Date.now() / 1000) * 1000 + 999);
    await t.database.db.updateTable('tai_khoan').set({ tokens_valid_after: lateInSecond }).where('ten_tai_khoan', '=', 'bv2admin').execute();
    const token = await t.login('bv2admin');
    expect((await t.as(token, { method: 'GET', url: '/auth/v1/me' })).statusCode).toBe(200);
  });

  it('stops accepting the token of a deactivated account', async () => {
    const token = await t.login('bv2nhanvien01');
    expect((await t.as(token, { method: 'GET', url: '/auth/v1/me' })).statusCode).toBe(200);
    await t.database.db.updateTable('tai_khoan').set({ tinh_trang: false }).where('ten_tai_khoan', '=', 'bv2nhanvien01').execute();
    expect((await t.as(token, { method: 'GET', url: '/auth/v1/me' })).statusCode).toBe(401);
    await t.database.db.updateTable('tai_khoan').set({ tinh_trang: true }).where('ten_tai_khoan', '=', 'bv2nhanvien01').execute();
  });
});

describe('POST /auth/v1/refresh-token', () => {
  it('answers a new working pair and rotates the refresh token', async () => {
    const first = await loginPair('bvadmin');
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const next = body<{ token: string; refresh_token: string; expires_in: number }>(res).data;
    expect(next.expires_in).toBe(3600);
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect((await me({ authorization: `Bearer ${next.token}` })).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent refresh token is replayed', async () => {
    const first = await loginPair('bvadmin');
    const second = body<{ refresh_token: string }>(await refresh(first.refresh_token)).data;
    // Used longer ago than the grace of a race.
    await t.database.db
      .updateTable('refresh_token')
      .set({ used_at: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where('used_at', 'is not', null)
      .where('revoked_at', 'is', null)
      .execute();
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(body(replay).message).toBe('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại');
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('gives a new pair for a spent token presented again right after its use whose successor never came back (a race of one browser)', async () => {
    const first = await loginPair('bvadmin');
    const lost = body<{ refresh_token: string }>(await refresh(first.refresh_token)).data;
    const again = await refresh(first.refresh_token);
    expect(again.statusCode).toBe(200);
    const kept = body<{ token: string; refresh_token: string }>(again).data;
    expect((await me({ authorization: `Bearer ${kept.token}` })).statusCode).toBe(200);
    expect((await refresh(kept.refresh_token)).statusCode).toBe(200);
    // Nothing was revoked: the first answer's token, had it arrived, still works once.
    expect((await refresh(lost.refresh_token)).statusCode).toBe(200);
  });

  it('answers 401 and keeps the session when a spent token comes back after the family moved on', async () => {
    const first = await loginPair('bvadmin');
    const second = body<{ refresh_token: string }>(await refresh(first.refresh_token)).data;
    const third = body<{ refresh_token: string }>(await refresh(second.refresh_token)).data;
    const late = await refresh(first.refresh_token);
    expect(late.statusCode).toBe(401);
    expect(body(late).data).toBeNull();
    expect((await refresh(third.refresh_token)).statusCode).toBe(200);
  });

  it('refuses an access token, a forged token, a missing field and a deactivated account', async () => {
    const pair = await loginPair('nhanvien01');
    expect((await refresh(pair.token)).statusCode).toBe(401);
    expect((await refresh('x.y.z')).statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'POST', url: '/auth/v1/refresh-token', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).message).toBe('Thiếu refresh token');
    await t.database.db.updateTable('tai_khoan').set({ tinh_trang: false }).where('ten_tai_khoan', '=', 'nhanvien01').execute();
    expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
    await t.database.db.updateTable('tai_khoan').set({ tinh_trang: true }).where('ten_tai_khoan', '=', 'nhanvien01').execute();
  });
});
