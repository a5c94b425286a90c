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

/** Signs in through the API (no browser): the access token, for the calls a test makes to set up or check. */
export async function apiToken(api: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<string> {
  const body = (await (await api.post('/auth/v1/login', { data: { ten_tai_khoan: username, mat_khau: password } })).json()) as { code: number; data: { token: string } };
  expect(body.code, `login ${username}`).toBe(200);
  return body.data.token;
}

/** The header of a call made with an access token. */
export const bearer = (token: string): { Authorization: string } => ({ Authorization: `Bearer ${token}` });
