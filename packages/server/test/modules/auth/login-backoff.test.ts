import type { LightMyRequestResponse } from 'fastify';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';

// The defaults of the product: 5 free attempts per account and address, 20 per account from
// unknown devices, 20 distinct accounts per address; the wait starts at 1 s, capped at 60 s.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ login: { freeAttempts: 5, backoffBaseMs: 1000, backoffMaxMs: 60_000, ratePerMinute: 10_000, windowMs: 3_600_000 } });
});
afterAll(() => t.close());

const RIGHT = 'Demo@123';
const SLOWED = /^Đăng nhập sai nhiều lần\. Vui lòng thử lại sau \d+ giây\.$/;

interface Attempt {
  user: string;
  password: string;
  address: string;
  /** The browser's device cookie value, if it has one. */
  device?: string;
}

/** A sign-in from the product's login page (a browser: it sends X-Requested-With and its cookies). */
function signIn({ user, password, address, device }: Attempt): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/auth/v1/login',
    remoteAddress: address,
    headers: { 'x-requested-with': 'XMLHttpRequest', ...(device ? { cookie: `hm_device=${device}` } : {}) },
    payload: { ten_tai_khoan: user, mat_khau: password },
  });
}

const deviceCookieOf = (res: LightMyRequestResponse): string => {
  const c = res.cookies.find((x) => x.name === 'hm_device');
  if (!c) throw new Error('no device cookie');
  return c.value;
};

/** The real user's browser: it signed in to the account once before, and holds its device cookie. */
async function knownBrowser(user: string, address: string): Promise<string> {
  const res = await signIn({ user, password: RIGHT, address });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((x) => x.name === 'hm_device')!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth/v1' });
  expect(cookie.maxAge).toBe(180 * 24 * 3600);
  return cookie.value;
}

describe('login backoff (OWASP device cookies)', () => {
  it('a stranger failing bv2admin from several addresses is slowed, and the real user still signs in at once from their browser', async () => {
    const device = await knownBrowser('bv2admin', '10.20.0.7');

    // 30 wrong passwords from five addresses, none with a device cookie of the account.
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await signIn({ user: 'bv2admin', password: `doan-${i}`, address: `203.0.113.${1 + (i % 5)}` })).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toContain(429);

    // The stranger is slowed even with the right password, from a new address, or with a forged device cookie.
    for (const stranger of [
      { user: 'bv2admin', password: RIGHT, address: '198.51.100.9' },
      { user: 'bv2admin', password: RIGHT, address: '198.51.100.9', device: `${device.split('.').slice(0, 2).join('.')}.bWFkZS11cA` },
      { user: 'BV2ADMIN', password: RIGHT, address: '198.51.100.10', device: 'not-a-device-cookie' },
    ]) {
      const res = await signIn(stranger);
      expect(res.statusCode).toBe(429);
      expect(body(res)).toMatchObject({ code: 429, message: expect.stringMatching(SLOWED) });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(body<{ retry_after: number }>(res).data.retry_after).toBe(Number(res.headers['retry-after']));
    }

    // The real user, from the browser that signed in before: in at once, at home or at the hospital.
    for (const address of ['10.20.0.7', '10.99.0.1']) {
      const res = await signIn({ user: 'bv2admin', password: RIGHT, address, device });
      expect(res.statusCode).toBe(200);
      expect(body<{ user: { ten_tai_khoan: string } }>(res).data.user.ten_tai_khoan).toBe('bv2admin');
    }
    // The stranger keeps failing (renewing the wait of unknown devices): it still changes nothing for them.
    for (let i = 0; i < 5; i++) await signIn({ user: 'bv2admin', password: `lai-${i}`, address: `203.0.113.${1 + i}` });
    expect((await signIn({ user: 'bv2admin', password: RIGHT, address: '10.20.0.7', device })).statusCode).toBe(200);

    // The state is in the database (every API process sees it): per account from unknown devices.
    const row = await t.database.db.selectFrom('login_backoff').selectAll().where('key', '=', 'account:bv2admin').executeTakeFirstOrThrow();
    expect(row.failures).toBeGreaterThanOrEqual(20);
  });

  it("a device cookie counts only that browser's own failures, and one browser may remember several accounts", async () => {
    const device = await knownBrowser('bvadmin', '10.30.0.1');
    // A colleague signs in on the same ward computer: the cookie now names both accounts.
    const shared = deviceCookieOf(await signIn({ user: 'nhanvien01', password: RIGHT, address: '10.30.0.1', device }));
    expect(shared.split('.')[0]).toBe(device.split('.')[0]);
    // Its own typos slow that browser (5 free, then 1 s)…
    for (let i = 0; i < 5; i++) expect((await signIn({ user: 'bvadmin', password: `go-nham-${i}`, address: '10.30.0.1', device: shared })).statusCode).toBe(401);
    const slowed = await signIn({ user: 'bvadmin', password: RIGHT, address: '10.30.0.1', device: shared });
    expect(slowed.statusCode).toBe(429);
    expect(body(slowed).message).toMatch(SLOWED);
    // …not the same account elsewhere, nor the other account of that browser.
    expect((await signIn({ user: 'bvadmin', password: RIGHT, address: '10.30.0.2' })).statusCode).toBe(200);
    expect((await signIn({ user: 'nhanvien01', password: RIGHT, address: '10.30.0.1', device: shared })).statusCode).toBe(200);
    // After the wait the browser signs in, and its count starts again.
    await new Promise((r) => setTimeout(r, 1100));
    expect((await signIn({ user: 'bvadmin', password: RIGHT, address: '10.30.0.1', device: shared })).statusCode).toBe(200);
    expect(
      await t.database.db
        .selectFrom('login_backoff')
        .select('key')
        .where('key', 'like', `device:${device.split('.')[0]}|%`)
        .execute(),
    ).toEqual([]);
  });

  it('21 typos by various people behind one hospital address never slow nhanvien01 down', async () => {
    const NAT = '172.16.5.1';
    // Three colleagues mistype four times each and then sign in; eight people mistype their account name.
    for (const user of ['admin', 'bvadmin', 'bv2nhanvien01']) {
      for (let i = 0; i < 4; i++) expect((await signIn({ user, password: `typo-${i}`, address: NAT })).statusCode).toBe(401);
      expect((await signIn({ user, password: RIGHT, address: NAT })).statusCode).toBe(200);
    }
    for (let i = 2; i <= 9; i++) expect((await signIn({ user: `nhanvien0${i}x`, password: RIGHT, address: NAT })).statusCode).toBe(401);
    // nhanvien01 mistypes too, then signs in with a browser that never signed in before: at once.
    expect((await signIn({ user: 'nhanvien01', password: 'typo', address: NAT })).statusCode).toBe(401);
    expect((await signIn({ user: 'nhanvien01', password: RIGHT, address: NAT })).statusCode).toBe(200);
    // The address remembers only the accounts that have not signed in since (distinct accounts, not typos).
    const left = await t.database.db.selectFrom('login_address_failure').select('account').where('address', '=', NAT).orderBy('account').execute();
    expect(left.map((r) => r.account)).toEqual(['nhanvien02x', 'nhanvien03x', 'nhanvien04x', 'nhanvien05x', 'nhanvien06x', 'nhanvien07x', 'nhanvien08x', 'nhanvien09x']);
  });

  it('password spraying over many accounts from one address is slowed; other addresses and known browsers are not', async () => {
    const SPRAYER = '192.0.2.66';
    const device = await knownBrowser('bv2nhanvien01', SPRAYER);
    const statuses: number[] = [];
    for (let i = 1; i <= 26; i++) statuses.push((await signIn({ user: `nv${String(i).padStart(3, '0')}`, password: 'Matkhau@123', address: SPRAYER })).statusCode);
    // 20 distinct accounts may fail from one address; the next one waits.
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    // Every account is now slowed from that address for browsers it does not know, even a real one with its password…
    const sprayed = await signIn({ user: 'nhanvien01', password: RIGHT, address: SPRAYER });
    expect(sprayed.statusCode).toBe(429);
    expect(body(sprayed).message).toMatch(SLOWED);
    // …while each account name alone failed once: another address signs in as usual,
    expect((await signIn({ user: 'nhanvien01', password: RIGHT, address: '192.0.2.67' })).statusCode).toBe(200);
    // and a browser that signed in before is never slowed by what others did from its address.
    expect((await signIn({ user: 'bv2nhanvien01', password: RIGHT, address: SPRAYER, device })).statusCode).toBe(200);
  });
});
