import type { LightMyRequestResponse } from 'fastify';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ login: { freeAttempts: 5, backoffBaseMs: 1000, backoffMaxMs: 60_000, ratePerMinute: 10_000, windowMs: 3_600_000 } });
});
afterAll(() => t.close());

const BROWSER = { 'x-requested-with': 'XMLHttpRequest' };
const REFRESH_PATH = '/auth/v1/refresh-token';

type Pair = { token: string; refresh_token?: string; expires_in: number; refresh_expires_in: number };

const cookie = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);

async function browserLogin(user = 'bvadmin', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/auth/v1/login', headers: { ...BROWSER, ...headers }, payload: { ten_tai_khoan: user, mat_khau: 'Demo@123' } });
  expect(res.statusCode).toBe(200);
  return { res, refresh: cookie(res, 'hm_refresh')!.value };
}

const refreshWith = (value: string, headers: Record<string, string> = BROWSER) =>
  t.app.inject({ method: 'POST', url: REFRESH_PATH, headers: { ...headers, cookie: `hm_refresh=${value}` }, payload: {} });
const logoutWith = (value: string, headers: Record<string, string> = BROWSER) =>
  t.app.inject({ method: 'DELETE', url: REFRESH_PATH, headers: { ...headers, cookie: `hm_refresh=${value}` }, payload: {} });
const me = (token: string) => t.as(token, { method: 'GET', url: '/auth/v1/tai-khoan/me' });

describe('browser sessions: the refresh token in an HttpOnly cookie', () => {
  it('a browser login keeps the refresh token out of the body, in an HttpOnly, SameSite=Strict cookie scoped to the refresh call', async () => {
    const { res } = await browserLogin();
    const data = body<Pair & { user: unknown }>(res).data;
    expect(data.refresh_token).toBeUndefined();
    expect(data).toMatchObject({ expires_in: 3600, refresh_expires_in: 10800 });
    expect(cookie(res, 'hm_refresh')).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: REFRESH_PATH, maxAge: 10800 });
    expect(cookie(res, 'hm_refresh')!.secure).toBeFalsy();
    expect((await me(data.token)).statusCode).toBe(200);
  });

  it('a client that is not a browser keeps the spec shape: the refresh token in the body, no refresh cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/v1/login', payload: { ten_tai_khoan: 'bvadmin', mat_khau: 'Demo@123' } });
    expect(body<Pair>(res).data.refresh_token?.split('.')).toHaveLength(3);
    expect(cookie(res, 'hm_refresh')).toBeUndefined();
    const next = await t.app.inject({ method: 'POST', url: REFRESH_PATH, payload: { refresh_token: body<Pair>(res).data.refresh_token } });
    expect(next.statusCode).toBe(200);
    expect(body<Pair>(next).data.refresh_token).toBeDefined();
  });

  it('refresh with the cookie answers an access token and rotates the cookie (a reload, a second tab)', async () => {
    const { refresh } = await browserLogin();
    const res = await refreshWith(refresh);
    expect(res.statusCode).toBe(200);
    const data = body<Pair>(res).data;
    expect(data.refresh_token).toBeUndefined();
    expect((await me(data.token)).statusCode).toBe(200);
    const rotated = cookie(res, 'hm_refresh')!;
    expect(rotated).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: REFRESH_PATH });
    expect(rotated.value).not.toBe(refresh);
    // The next tab presents the rotated cookie and gets in too.
    expect((await refreshWith(rotated.value)).statusCode).toBe(200);
  });

  it('refuses a cookie refresh without the custom header, from a foreign origin or cross-site (CSRF), in Vietnamese', async () => {
    const { refresh } = await browserLogin();
    const noHeader = await refreshWith(refresh, {});
    expect(noHeader.statusCode).toBe(400);
    expect(body(noHeader).message).toBe('Thiếu refresh token');
    for (const headers of [
      { ...BROWSER, origin: 'https://evil.example' },
      { ...BROWSER, 'sec-fetch-site': 'cross-site' },
      { ...BROWSER, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    ]) {
      const res = await refreshWith(refresh, headers);
      expect(res.statusCode).toBe(403);
      expect(body(res).message).toBe('Yêu cầu không hợp lệ: không xác định được trang gửi yêu cầu. Vui lòng tải lại trang và thử lại.');
    }
    // The refused calls spent nothing: the page itself (same origin, or an allowed origin) still refreshes.
    const own = await refreshWith(refresh, { ...BROWSER, origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode).toBe(200);
    const standalone = await refreshWith(cookie(own, 'hm_refresh')!.value, { ...BROWSER, origin: 'http://localhost:3001', 'sec-fetch-site': 'same-site' });
    expect(standalone.statusCode).toBe(200);
  });

  it('a missing or dead cookie is 401 and the cookie is cleared', async () => {
    const missing = await t.app.inject({ method: 'POST', url: REFRESH_PATH, headers: BROWSER, payload: {} });
    expect(missing.statusCode).toBe(401);
    expect(body(missing).message).toBe('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại');
    const dead = await refreshWith('x.y.z');
    expect(dead.statusCode).toBe(401);
    expect(cookie(dead, 'hm_refresh')).toMatchObject({ value: '', path: REFRESH_PATH });
  });

  it('logout revokes the session in every tab and clears the cookie', async () => {
    const { refresh } = await browserLogin('nhanvien01');
    // A second tab refreshed meanwhile: same family, newer cookie.
    const tab2 = cookie(await refreshWith(refresh), 'hm_refresh')!.value;
    const out = await logoutWith(tab2);
    expect(out.statusCode).toBe(200);
    expect(body(out)).toMatchObject({ code: 200, message: 'Đã đăng xuất' });
    const cleared = cookie(out, 'hm_refresh')!;
    expect(cleared).toMatchObject({ value: '', path: REFRESH_PATH });
    expect(new Date(cleared.expires!).getTime()).toBeLessThan(Date.now());
    // The other tab's next refresh fails.
    expect((await refreshWith(tab2)).statusCode).toBe(401);
    // Logout is CSRF-checked too, and harmless without a session.
    expect((await logoutWith(tab2, { ...BROWSER, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: REFRESH_PATH, headers: BROWSER, payload: {} })).statusCode).toBe(200);
  });

  it('logout of a client that is not a browser revokes the token it sends', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/auth/v1/login', payload: { ten_tai_khoan: 'bv2nhanvien01', mat_khau: 'Demo@123' } });
    const { refresh_token } = body<Pair>(login).data;
    expect((await t.app.inject({ method: 'DELETE', url: REFRESH_PATH, payload: { refresh_token } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: REFRESH_PATH, payload: { refresh_token } })).statusCode).toBe(401);
  });

  it('changing one’s own password in a browser puts the fresh refresh token in the cookie only', async () => {
    const { res } = await browserLogin('bv2admin');
    const token = body<Pair>(res).data.token;
    const change = async (from: string, to: string, access: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/auth/v1/tai-khoan/doi-mat-khau-user',
        headers: { ...BROWSER, authorization: `Bearer ${access}` },
        payload: { mat_khau_cu: from, mat_khau: to, confirm: to },
      });
    const changed = await change('Demo@123', 'MatKhauMoi@2026', token);
    expect(changed.statusCode).toBe(200);
    const tokens = body<{ tokens: Pair }>(changed).data.tokens;
    expect(tokens.refresh_token).toBeUndefined();
    const fresh = cookie(changed, 'hm_refresh')!.value;
    expect((await refreshWith(fresh)).statusCode).toBe(200);
    expect((await change('MatKhauMoi@2026', 'Demo@123', tokens.token)).statusCode).toBe(200);
  });

  it('CORS lets an allowed origin (a standalone remote, or a shell on another origin) send cookies and the custom header', async () => {
    for (const method of ['POST', 'DELETE']) {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: REFRESH_PATH,
        headers: { origin: 'http://localhost:3001', 'access-control-request-method': method, 'access-control-request-headers': 'content-type,x-requested-with' },
      });
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3001');
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(String(res.headers['access-control-allow-methods'])).toContain(method);
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('x-requested-with');
    }
    const foreign = await t.app.inject({ method: 'OPTIONS', url: REFRESH_PATH, headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('an API on another site (HM_COOKIE_SAMESITE=none)', () => {
  let cross: TestApp;
  beforeAll(async () => {
    cross = await createTestApp({ cookieSameSite: 'none', corsOrigins: ['https://khaosat.benhvien.vn'] });
  });
  afterAll(() => cross.close());

  it('sets SameSite=None; Secure cookies and accepts refresh only from the configured origin', async () => {
    const login = await cross.app.inject({
      method: 'POST',
      url: '/auth/v1/login',
      headers: { ...BROWSER, origin: 'https://khaosat.benhvien.vn', 'sec-fetch-site': 'cross-site' },
      payload: { ten_tai_khoan: 'bvadmin', mat_khau: 'Demo@123' },
    });
    expect(login.statusCode).toBe(200);
    for (const name of ['hm_refresh', 'hm_device']) expect(cookie(login, name)).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true });
    const value = cookie(login, 'hm_refresh')!.value;
    const refresh = (origin: string) =>
      cross.app.inject({ method: 'POST', url: REFRESH_PATH, headers: { ...BROWSER, origin, 'sec-fetch-site': 'cross-site', cookie: `hm_refresh=${value}` }, payload: {} });
    expect((await refresh('https://evil.example')).statusCode).toBe(403);
    expect((await refresh('https://khaosat.benhvien.vn')).statusCode).toBe(200);
  });
});
