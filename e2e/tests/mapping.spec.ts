import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './login-helpers';

// The AHRQ mapping pages (mf-catalogues) over the demo data, and what a mapping changes on the
// dashboard: bvadmin's departments all come mapped by the demo seed.

test.describe.configure({ mode: 'serial' });

/** Picks the AHRQ category of a row of the mapping table (its picker is named after the row). */
async function mapRow(page: Page, row: string, category: string) {
  await page.locator('.p-dropdown', { has: page.getByLabel(`Khoa/đơn vị AHRQ của ${row}`, { exact: true }) }).click();
  await page.locator('.hm-cat-pick-panel').getByRole('option', { name: category, exact: true }).click();
}

/** The data table of a dashboard figure, header row first. */
async function tableRows(page: Page, name: string): Promise<string[][]> {
  return page
    .locator(`table[data-table="${name}"]`)
    .evaluate((t) => [...t.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim())));
}

/** The department-rate panel's rows pooled by AHRQ category, by name. */
async function ahrqRows(page: Page): Promise<Map<string, string[]>> {
  await page.goto('/Dashboard');
  const panel = page.locator('[data-panel="rate-by-department"]');
  await expect(panel.locator('table[data-table="rate-by-department"] tr')).not.toHaveCount(0);
  await panel.getByRole('button', { name: 'Nhóm AHRQ' }).click();
  await expect(panel.getByRole('button', { name: 'Nhóm AHRQ' })).toHaveAttribute('aria-pressed', 'true');
  const rows = (await tableRows(page, 'rate-by-department')).slice(1);
  return new Map(rows.map((r) => [r[0]!, r.slice(1)]));
}

test('the mapping index shows how far bvadmin’s departments and job titles are mapped', async ({ page }) => {
  await signIn(page, 'bvadmin', '/Mapping');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const card of ['Phòng ban', 'Chức danh']) await expect(page.getByRole('heading', { name: card })).toBeVisible();
  await expect(page.getByText(/Đã ánh xạ 10\/10/)).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('.hm-page').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('mapping a department to another AHRQ category moves its staff there on the dashboard, and back', async ({ page }) => {
  await signIn(page, 'bvadmin');
  const before = await ahrqRows(page);
  const imaging = before.get('Chẩn đoán hình ảnh')!;
  const pharmacy = before.get('Dược')!;
  expect(imaging && pharmacy, 'the demo maps Khoa Chẩn đoán hình ảnh and Khoa Dược').toBeTruthy();

  await page.goto('/Mapping/PhongBanMapping');
  await expect(page.getByRole('heading', { name: 'Ánh xạ phòng ban', level: 1 })).toBeVisible();
  await mapRow(page, 'Khoa Dược', 'Chẩn đoán hình ảnh');
  await expect(page.getByText('Số dòng đã sửa, chưa lưu: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Lưu thay đổi (1)' }).click();
  await expect(page.getByText('Đã lưu ánh xạ của 1 dòng')).toBeVisible();
  await expect(page.getByText(/đã ánh xạ 10\/10/)).toBeVisible();

  // Invited (column 2) of the two groups now count together; Dược has no department left.
  const after = await ahrqRows(page);
  expect(after.has('Dược')).toBe(false);
  expect(Number(after.get('Chẩn đoán hình ảnh')![1])).toBe(Number(imaging[1]) + Number(pharmacy[1]));

  await page.goto('/Mapping/PhongBanMapping');
  await mapRow(page, 'Khoa Dược', 'Dược');
  await page.getByRole('button', { name: 'Lưu thay đổi (1)' }).click();
  await expect(page.getByText('Đã lưu ánh xạ của 1 dòng')).toBeVisible();
  expect((await ahrqRows(page)).get('Dược')).toEqual(pharmacy);
});
