import { expect, type Page } from '@playwright/test';

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
