import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiToken, bearer, signIn } from './login-helpers';

// XuatDuLieu (issue 14): the hospital administrator downloads the AHRQ respondent file of the 2025
// demo survey; it has one row per complete response (the dashboard's count). The page passes axe
// at 1280 px and at 360 px, where nothing scrolls sideways.

const PATH = '/vi/HeThongBaoCao/XuatDuLieu';
const D = '/votesafety/v1/dash-board';

async function axeClean(page: Page, where: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const { violations } = await new AxeBuilder({ page }).include('.hm-page').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${where} ${v.id}: ${v.nodes[0]?.target} ${v.nodes[0]?.failureSummary?.slice(0, 200)}`),
  ).toEqual([]);
}

test('the AHRQ respondent file of the 2025 demo survey has one row per complete response', async ({ page, request }) => {
  test.setTimeout(180_000);
  // The dashboard's complete count, through the API.
  const headers = bearer(await apiToken(request, 'bvadmin'));
  const versions = (await (await request.get(`${D}/phien-ban`, { headers })).json()) as { data: { phien_ban_id: number; tieu_de_khao_sat: string }[] };
  const demo2025 = versions.data.find((v) => v.tieu_de_khao_sat === 'Khảo sát văn hóa an toàn người bệnh 2025')!;
  const rates = (await (await request.get(`${D}/thong-ke-ty-le-phan-hoi?phien_ban_id=${demo2025.phien_ban_id}`, { headers })).json()) as { data: { total: { complete: number } } };
  const complete = rates.data.total.complete;
  expect(complete).toBeGreaterThan(0);

  await signIn(page, 'bvadmin');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PATH);
  await expect(page.locator('.hm-page').getByRole('heading', { level: 1, name: 'Xuất dữ liệu' })).toBeVisible();
  await expect(page.getByText('Trang đang được phát triển')).toHaveCount(0);
  const versionPicker = page.locator('.p-dropdown').filter({ has: page.locator('#hm-export-version') });
  await versionPicker.click();
  await page.getByRole('option', { name: /Khảo sát văn hóa an toàn người bệnh 2025/ }).click();
  await expect(versionPicker).toContainText('Khảo sát văn hóa an toàn người bệnh 2025');

  const respondent = page.getByRole('article', { name: 'Tệp người trả lời' });
  const button = respondent.getByRole('button', { name: 'Tải tệp: Tệp người trả lời' });
  await expect(button).toBeEnabled();
  await axeClean(page, `${PATH} at 1280 px`);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^AHRQ-HSOPS2-respondents_v${demo2025.phien_ban_id}_\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header.slice(0, 5)).toEqual(['SiteID', 'POSITION', 'UNIT', 'A1', 'A2']);
  expect(sheet.actualRowCount - 1).toBe(complete);
  test.info().annotations.push({ type: 'respondent file', description: `${complete} rows (complete responses)` });
  await expect(page.getByText(/^Đã tải tệp AHRQ-HSOPS2-respondents/)).toBeVisible();

  // The site file goes with it, with the same Site ID.
  const [siteDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Tải tệp: Tệp bệnh viện' }).click()]);
  const site = new ExcelJS.Workbook();
  await site.xlsx.readFile((await siteDownload.path())!);
  expect(site.worksheets[0]!.actualRowCount).toBe(2);
  expect(site.worksheets[0]!.getRow(2).getCell(1).value).toBe(sheet.getRow(2).getCell(1).value);

  await page.setViewportSize({ width: 360, height: 740 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: `${PATH} at 360 px` })
    .toBeLessThanOrEqual(0);
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeVisible();
  await axeClean(page, `${PATH} at 360 px`);
});
