import { expect, test } from '@playwright/test';
import { signIn } from './login-helpers';

// Searches ignore Vietnamese marks and case (issue 29 item 2): a list the server searches (the
// staff catalogue) and a dropdown's own filter box (the provinces and communes of the hospital
// form), typed as many users type, without marks.

test('the staff catalogue finds "Nguyễn" from "nguyen"', async ({ page }) => {
  await signIn(page, 'bvadmin', '/HeThongDanhMuc/NhanVien');
  await expect(page.getByRole('heading', { level: 1, name: 'Nhân viên' })).toBeVisible();
  await page.getByLabel('Tìm kiếm').fill('nguyen');
  const rows = page.locator('.hm-page .p-datatable-tbody > tr');
  await expect(rows.first()).toContainText('Nguyễn');
  await expect(page.locator('.p-datatable-loading-overlay')).toHaveCount(0);
  await expect(rows.filter({ hasNotText: 'Nguyễn' })).toHaveCount(0);

  // Upper case, marks left out, two words.
  await page.getByLabel('Tìm kiếm').fill('NGUYEN VAN');
  await expect(rows.first()).toContainText('Nguyễn Văn');
  await expect(page.locator('.p-datatable-loading-overlay')).toHaveCount(0);
  await expect(rows.filter({ hasNotText: 'Nguyễn Văn' })).toHaveCount(0);
});

test('the province and commune dropdowns of the hospital form find "Đà Nẵng" from "da nang"', async ({ page }) => {
  await signIn(page, 'admin', '/HeThongDanhMuc/BenhVien');
  await expect(page.getByRole('heading', { level: 1, name: 'Bệnh viện' })).toBeVisible();
  await page.getByRole('button', { name: 'Thêm bệnh viện' }).click();
  const dialog = page.getByRole('dialog');
  const panel = page.locator('.p-dropdown-panel');

  await dialog.locator('.p-dropdown', { has: page.getByLabel('Tỉnh/thành phố', { exact: true }) }).click();
  await panel.locator('.p-dropdown-filter').fill('da nang');
  await expect(panel.getByRole('option')).toHaveCount(1);
  await panel.getByRole('option', { name: 'Đà Nẵng', exact: true }).click();
  await expect(panel).toHaveCount(0);

  await dialog.locator('.p-dropdown', { has: page.getByLabel('Xã/phường', { exact: true }) }).click();
  await panel.locator('.p-dropdown-filter').fill('HAI CHAU');
  // The filtered list first (a click on the list before it re-renders can miss and leave it open).
  await expect(panel.getByRole('option').first()).toContainText('Hải Châu');
  await panel.getByRole('option', { name: 'Phường Hải Châu', exact: true }).click();
  await expect(panel).toHaveCount(0);
  await expect(dialog.locator('.p-dropdown', { has: page.getByLabel('Xã/phường', { exact: true }) })).toContainText('Phường Hải Châu');
});
