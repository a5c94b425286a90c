import { expect, test } from '@playwright/test';
import { login } from './login-helpers';

test('an administrator logs in and sees their name', async ({ page }) => {
  await login(page, 'admin');
  await expect(page).toHaveURL(/\/vi$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Quản trị hệ thống/ })).toBeVisible();
});

test("a wrong password shows the server's Vietnamese message", async ({ page }) => {
  await page.goto('/Login');
  const form = page.getByRole('form', { name: 'Đăng nhập hệ thống' });
  await form.getByLabel('Tên tài khoản').fill('admin');
  await form.getByLabel('Mật khẩu', { exact: true }).fill('sai-mat-khau');
  await form.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(form.getByRole('alert')).toHaveText('Tên tài khoản hoặc mật khẩu không đúng');
  await expect(page).toHaveURL(/\/Login$/);
});

test('an empty form shows the validation messages without calling the server', async ({ page }) => {
  await page.goto('/vi/login');
  const form = page.getByRole('form', { name: 'Đăng nhập hệ thống' });
  await form.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(form.getByText('Vui lòng nhập tên tài khoản')).toBeVisible();
  await expect(form.getByText('Vui lòng nhập mật khẩu')).toBeVisible();
});

test('logout clears the session and goes to the login page', async ({ page }) => {
  await login(page, 'nhanvien01');
  // From a page that needs a login: the next person must not be sent back to it (no `redirect=`).
  await page.goto('/vi/KhaoSat');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Tài khoản:/ })
    .click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/vi\/Login$/);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Đăng nhập hệ thống' })).toBeVisible();
  // Nothing of the session is kept by the page: the refresh cookie is gone too.
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('hm_refresh');
});
