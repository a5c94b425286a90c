import { expect, test } from '@playwright/test';
import { login } from './login-helpers';

test('/ goes to /vi, the index page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/vi$/);
  await expect(page.getByRole('heading', { name: 'Vote for Patient Safety' })).toBeVisible();
  await expect(page.getByText('Version: 1.2')).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/vi/KhongCoTrangNay');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('a guest sees the default menu and Guest in the drawer', async ({ page }) => {
  await page.goto('/vi');
  await page.getByRole('button', { name: 'Mở hoặc đóng menu' }).click();
  const drawer = page.getByRole('complementary');
  await expect(drawer.getByText('Guest')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Trang chủ' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Bình chọn' })).toBeVisible();
});

test('a guest asking for a module page is sent to login first, then back', async ({ page }) => {
  await page.goto('/vi/HeThong/TaiKhoan');
  await expect(page).toHaveURL(/\/vi\/Login\?redirect=/);
  const form = page.getByRole('form', { name: 'Đăng nhập hệ thống' });
  await form.getByLabel('Tên tài khoản').fill('admin');
  await form.getByLabel('Mật khẩu', { exact: true }).fill('Demo@123');
  await form.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/vi\/HeThong\/TaiKhoan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tài khoản' })).toBeVisible();
});

test("the drawer shows the group's menu from the server, the name and the hospital", async ({ page }) => {
  await login(page, 'bvadmin');
  await page.getByRole('button', { name: 'Mở hoặc đóng menu' }).click();
  const drawer = page.getByRole('complementary');
  await expect(drawer.getByText('Bệnh viện Đa khoa Demo')).toBeVisible();
  await drawer.getByRole('button', { name: 'Khảo sát' }).click();
  await drawer.getByRole('link', { name: 'Phiên bản khảo sát' }).click();
  await expect(page).toHaveURL(/\/vi\/KhaoSat\/FormPhienBan$/);
  // The menu item opens the version list, not an empty form.
  await expect(page.getByRole('heading', { name: 'Phiên bản khảo sát', exact: true })).toBeVisible();
});
