import { expect, test } from '@playwright/test';
import { login } from './login-helpers';

test('a slow remote shows the progress bar at the top until its page renders', async ({ page }) => {
  // Before login: the licensed remotes are preloaded after it.
  await page.route('**/remotes/mf-reports/**', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await login(page, 'admin');
  await page.goto('/vi/HeThongBaoCao/XuatDuLieu');
  const bar = page.getByRole('progressbar', { name: 'Đang tải trang' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText(/HeThongBaoCao\/XuatDuLieu của phân hệ Báo cáo/)).toBeVisible({ timeout: 15_000 });
  await expect(bar).toHaveCount(0);
});

test('a quick route change never shows the bar (200 ms throttle)', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/vi/HeThongBaoCao/XuatDuLieu');
  await expect(page.getByText(/HeThongBaoCao\/XuatDuLieu của phân hệ Báo cáo/)).toBeVisible({ timeout: 15_000 });
  const drawer = page.getByRole('complementary');
  const openReports = async () => {
    await page.getByRole('button', { name: 'Mở hoặc đóng menu' }).click();
    const group = drawer.getByRole('button', { name: 'Báo cáo' });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  };
  // Warm up: both pages' code is loaded once, so the measured change has nothing to fetch.
  await openReports();
  await drawer.getByRole('link', { name: 'Xem báo cáo' }).click();
  await expect(page.getByText(/HeThongBaoCao\/ReportView của phân hệ Báo cáo/)).toBeVisible({ timeout: 15_000 });
  await page.evaluate(() => {
    const seen = { bar: false };
    Object.assign(window, { __progressSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) seen.bar = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await openReports();
  await drawer.getByRole('link', { name: 'Xuất dữ liệu' }).click();
  await expect(page.getByText(/HeThongBaoCao\/XuatDuLieu của phân hệ Báo cáo/)).toBeVisible();
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => (window as { __progressSeen?: { bar: boolean } }).__progressSeen?.bar)).toBe(false);
});
