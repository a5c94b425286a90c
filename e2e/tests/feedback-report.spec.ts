import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { login, signIn } from './login-helpers';

/**
 * The feedback report PDF (issue 14) in the browser: a hospital administrator asks for the demo
 * hospital's 2025 report, sees it progress while the page stays usable, downloads the PDF; the
 * page has no serious WCAG A/AA violation and fits a 360 px phone.
 */

const PAGE = '/HeThongBaoCao/BaoCaoPhanHoi';

/** Serious and critical WCAG A/AA violations inside the page. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('.hm-page').withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('bvadmin makes the demo hospital’s feedback report, follows its progress and downloads the PDF', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'bvadmin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Báo cáo phản hồi', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Chọn báo cáo' });
  await expect(form.getByRole('textbox', { name: 'Phiên bản khảo sát' })).toHaveValue('Khảo sát văn hóa an toàn người bệnh 2025');
  await expect(form.getByRole('textbox', { name: 'Bệnh viện' })).toHaveValue('Bệnh viện Đa khoa Demo');
  expect(await seriousViolations(page), 'form at 1280 px').toEqual([]);

  await form.getByRole('button', { name: 'Tạo báo cáo' }).click();
  const job = page.getByRole('region', { name: 'Báo cáo đang tạo' });
  // The progress shows while the server works, and the page stays usable meanwhile.
  await expect(job.getByRole('progressbar', { name: 'Tiến độ tạo báo cáo' })).toBeVisible();
  await expect(job.getByRole('status')).toHaveText(/^(Đang chờ đến lượt|Bước [1-5]\/5: .+)$/);
  const language = form.getByRole('textbox', { name: 'Ngôn ngữ của báo cáo' });
  await form.locator('.p-dropdown', { has: page.getByRole('textbox', { name: 'Ngôn ngữ của báo cáo' }) }).click();
  await page.getByRole('option', { name: 'Tiếng Anh', exact: true }).click();
  await expect(language).toHaveValue('Tiếng Anh');

  await expect(job.getByRole('status')).toHaveText(/^Đã tạo xong \(\d+ KB, [\d,]+ giây\)$/, { timeout: 90_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), job.getByRole('button', { name: 'Tải PDF' }).click()]);
  expect(download.suggestedFilename()).toBe('Báo cáo phản hồi - BVDEMO - Khảo sát văn hóa an toàn người bệnh 2025.pdf');
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.byteLength).toBeGreaterThan(50_000);

  // The report is in the list of recent reports, with its download.
  const recent = page.getByRole('table', { name: 'Các báo cáo phản hồi bạn đã tạo trong 24 giờ qua' });
  await expect(recent).toContainText('Đã xong');
  expect(await seriousViolations(page), 'done at 1280 px').toEqual([]);

  await page.setViewportSize({ width: 360, height: 780 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${PAGE} at 360 px` }).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page), 'done at 360 px').toEqual([]);
});

test('the page is in the menu of the reports module', async ({ page }) => {
  await login(page, 'bvadmin');
  await page.getByRole('button', { name: 'Mở hoặc đóng menu' }).click();
  const drawer = page.getByRole('complementary');
  await drawer.getByRole('button', { name: 'Báo cáo', exact: true }).click();
  await drawer.getByRole('link', { name: 'Báo cáo phản hồi' }).click();
  await expect(page).toHaveURL(/\/HeThongBaoCao\/BaoCaoPhanHoi$/);
  await expect(page.getByRole('heading', { name: 'Báo cáo phản hồi', level: 1 })).toBeVisible();
});
