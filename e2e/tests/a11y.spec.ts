import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { login } from './login-helpers';

const scan = async (page: import('@playwright/test').Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test('the login page has no WCAG A/AA violations', async ({ page }) => {
  await page.goto('/vi/Login');
  await expect(page.getByRole('form', { name: 'Đăng nhập hệ thống' })).toBeVisible();
  expect(await scan(page)).toEqual([]);
});

test('the index page and the open drawer have no WCAG A/AA violations', async ({ page }) => {
  await login(page, 'admin');
  expect(await scan(page)).toEqual([]);
  await page.getByRole('button', { name: 'Mở hoặc đóng menu' }).click();
  await expect(page.getByRole('complementary').getByText('Bệnh viện Đa khoa Demo')).toBeVisible();
  expect(await scan(page)).toEqual([]);
});
