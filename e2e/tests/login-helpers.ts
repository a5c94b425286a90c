import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@123';

/** Logs in through the login page, as a user would. */
export async function login(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/Login');
  const form = page.getByRole('form', { name: 'Đăng nhập hệ thống' });
  await form.getByLabel('Tên tài khoản').fill(username);
  await form.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByText('Đăng nhập thành công!')).toBeVisible();
}

/**
 * Signs the page in the way a reload keeps a session, without the login page: the browser's own
 * sign-in call (as the login form makes it: the platform's header, so the server sets the HttpOnly
 * refresh cookie in this page's context), then `path` opened if given; the shell restores the
 * session from that cookie on the next page it opens. For tests about something else than signing
 * in (login.spec.ts and session.spec.ts walk the form): it spares each test the login page and the
 * start page, two full page loads.
 */
export async function signIn(page: Page, username: string, path?: string, password = DEMO_PASSWORD): Promise<void> {
  const res = await page.request.post('/auth/v1/login', { data: { ten_tai_khoan: username, mat_khau: password }, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(res.status(), `sign-in of ${username}`).toBe(200);
  if (path !== undefined) await page.goto(path);
}

/** Signs in through the API (no browser): the access token, for the calls a test makes to set up or check. */
export async function apiToken(api: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<string> {
  const body = (await (await api.post('/auth/v1/login', { data: { ten_tai_khoan: username, mat_khau: password } })).json()) as { code: number; data: { token: string } };
  expect(body.code, `login ${username}`).toBe(200);
  return body.data.token;
}

/** The header of a call made with an access token. */
export const bearer = (token: string): { Authorization: string } => ({ Authorization: `Bearer ${token}` });
