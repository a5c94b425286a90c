import { expect, type Page, test } from '@playwright/test';
import { login } from './login-helpers';

const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Tài khoản:/ });
const loginForm = (page: Page) => page.getByRole('form', { name: 'Đăng nhập hệ thống' });

/** What the page's scripts can read of its storage: localStorage, sessionStorage and document.cookie. */
const readableStorage = (page: Page) => page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));

test('the session survives a reload and a second tab, no script can read a token, and logout ends it in every tab', async ({ page, context }) => {
  // The access tokens the page sends, to look for them in its storage.
  const bearers = new Set<string>();
  context.on('request', (r) => {
    const auth = r.headers().authorization;
    if (auth?.startsWith('Bearer ')) bearers.add(auth.slice(7));
  });

  await login(page, 'nhanvien01');
  await expect(accountButton(page)).toBeVisible();
  const cookies = await context.cookies();
  const refresh = cookies.find((c) => c.name === 'hm_refresh');
  expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth/v1/refresh-token' });
  expect(cookies.find((c) => c.name === 'hm_device')).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth/v1' });

  // A reload: still signed in (the access token comes back from the refresh cookie).
  await page.reload();
  await expect(accountButton(page)).toBeVisible();
  await expect(loginForm(page)).toHaveCount(0);

  // A second tab of the same browser: signed in too.
  const second = await context.newPage();
  await second.goto('/vi/KhaoSat');
  await expect(accountButton(second)).toBeVisible();
  await expect(second).toHaveURL(/\/vi\/KhaoSat$/);

  // Neither tab keeps a token where a script could read it.
  expect(bearers.size).toBeGreaterThan(0);
  for (const p of [page, second]) {
    const stored = await readableStorage(p);
    for (const token of bearers) expect(stored).not.toContain(token);
    expect(stored).not.toContain(refresh!.value);
    expect(stored).not.toMatch(/hm_refresh|hm_device|refresh_token|"token"/);
  }
  const liveRefresh = (await context.cookies()).find((c) => c.name === 'hm_refresh')!;

  // Logout in the first tab: the server revokes the session and clears the cookie.
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/vi\/Login$/);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('hm_refresh');

  // The other tab is signed out as well, and its next refresh fails: the login page after a reload.
  await expect(loginForm(second)).toBeVisible();
  await second.reload();
  await expect(loginForm(second)).toBeVisible();
  await expect(accountButton(second)).toHaveCount(0);
  // Even a tab still holding the refresh cookie of before the logout is refused: the server revoked it.
  await context.addCookies([liveRefresh]);
  const refused = second.waitForResponse((r) => r.url().endsWith('/auth/v1/refresh-token') && r.request().method() === 'POST');
  await second.reload();
  expect((await refused).status()).toBe(401);
  await expect(loginForm(second)).toBeVisible();
  // The browser stores the clearing Set-Cookie a moment after the response reaches the page: poll the jar.
  await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain('hm_refresh');
});

test('a page of another site cannot use the refresh cookie (CSRF)', async ({ page, request }) => {
  await login(page, 'bvadmin');
  const value = (await page.context().cookies()).find((c) => c.name === 'hm_refresh')!.value;
  const forged = await request.post('/auth/v1/refresh-token', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', Cookie: `hm_refresh=${value}` },
    data: {},
  });
  expect(forged.status()).toBe(403);
  // The page's own session is untouched.
  await page.reload();
  await expect(accountButton(page)).toBeVisible();
});
