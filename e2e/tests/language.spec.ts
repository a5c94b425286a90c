import { expect, type Page, test } from '@playwright/test';
import { login } from './login-helpers';

const DAY_S = 24 * 60 * 60;

async function openLanguageDialog(page: Page, account: RegExp, item: string, title: string) {
  await page.getByRole('banner').getByRole('button', { name: account }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function drawerGroups(page: Page, toggle: string) {
  await page.getByRole('button', { name: toggle }).click();
  return page.getByRole('complementary');
}

test('choosing English switches the menu at once, keeps the choice 365 days, and OK reloads in English', async ({ page, context }) => {
  await login(page, 'admin');
  await page.evaluate(() => Object.assign(window, { __beforeReload: true }));

  const dialog = await openLanguageDialog(page, /^Tài khoản:/, 'Chọn ngôn ngữ', 'Chọn ngôn ngữ');
  await dialog.getByLabel('English').check();
  // At once, without a reload: the dialog and the account menu speak English.
  await expect(page.getByRole('dialog', { name: 'Select language' })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'hm_lang');
  expect(cookie?.value).toBe('en');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY_S;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365.01);

  await page.getByRole('dialog', { name: 'Select language' }).getByRole('button', { name: 'Cancel' }).click();
  let drawer = await drawerGroups(page, 'Open or close the menu');
  await expect(drawer.getByRole('button', { name: 'Survey', exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Khảo sát', exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __beforeReload?: boolean }).__beforeReload)).toBe(true);
  await page.keyboard.press('Escape');

  // OK reloads the page; the cookie keeps it English.
  const again = await openLanguageDialog(page, /^Account:/, 'Select language', 'Select language');
  await Promise.all([page.waitForEvent('load'), again.getByRole('button', { name: 'OK' }).click()]);
  expect(await page.evaluate(() => (window as { __beforeReload?: boolean }).__beforeReload)).toBeUndefined();
  drawer = await drawerGroups(page, 'Open or close the menu');
  await expect(drawer.getByRole('button', { name: 'Survey', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // And back to Vietnamese.
  const back = await openLanguageDialog(page, /^Account:/, 'Select language', 'Select language');
  await back.getByLabel('Tiếng Việt').check();
  await expect(page.getByRole('dialog', { name: 'Chọn ngôn ngữ' })).toBeVisible();
  await Promise.all([page.waitForEvent('load'), page.getByRole('dialog', { name: 'Chọn ngôn ngữ' }).getByRole('button', { name: 'Đồng ý' }).click()]);
  expect((await context.cookies()).find((c) => c.name === 'hm_lang')?.value).toBe('vi');
  drawer = await drawerGroups(page, 'Mở hoặc đóng menu');
  await expect(drawer.getByRole('button', { name: 'Khảo sát', exact: true })).toBeVisible();
});
