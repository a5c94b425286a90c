import { expect, test } from '@playwright/test';
import { login, signIn } from './login-helpers';

test('a remote loads on the first visit of its path, case-insensitively, with React loaded once', async ({ page }) => {
  await login(page, 'admin');
  // A page of the reports remote (the data export).
  await page.goto('/hethongbaocao/xuatdulieu');
  await expect(page.locator('.hm-page').getByRole('heading', { level: 1, name: 'Xuất dữ liệu' })).toBeVisible();
  const reactProviders = await page.evaluate(() => {
    const scope =
      (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, { default?: Record<string, Record<string, { loaded?: boolean; lib?: unknown; from: string }>> }> } })
        .__FEDERATION__?.__SHARE__ ?? {};
    return Object.values(scope)
      .flatMap((s) => Object.values(s.default?.react ?? {}))
      .filter((v) => v.loaded || v.lib)
      .map((v) => v.from);
  });
  expect(new Set(reactProviders)).toEqual(new Set(['shell']));
});

test('an unlicensed module goes to access denied and is not in the menu', async ({ page }) => {
  await signIn(page, 'bv2admin', '/vi/Dashboard/Hospital');
  await expect(page).toHaveURL(/\/vi\/CamTruyCap$/);
  await expect(page.getByRole('heading', { name: 'Không có quyền truy cập' })).toBeVisible();
  await page.getByRole('button', { name: 'Mở hoặc đóng menu' }).click();
  const drawer = page.getByRole('complementary');
  await expect(drawer.getByRole('button', { name: 'Khảo sát' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Thống kê' })).toHaveCount(0);
});

test('a remote that is down shows an in-place error with retry; the shell keeps working', async ({ page }) => {
  // Before login: the licensed remotes are preloaded after it.
  await page.route('**/remotes/mf-reports/**', (route) => route.abort());
  await signIn(page, 'admin', '/vi/HeThongBaoCao/XuatDuLieu');
  await expect(page.getByRole('heading', { name: 'Không mở được phân hệ Báo cáo' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Mở hoặc đóng menu' }).click();
  await expect(page.getByRole('complementary').getByRole('button', { name: 'Khảo sát' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.unroute('**/remotes/mf-reports/**');
  await page.getByRole('button', { name: 'Thử lại' }).click();
  await expect(page.locator('.hm-page').getByRole('heading', { level: 1, name: 'Xuất dữ liệu' })).toBeVisible({ timeout: 15_000 });
});

test('a signed-in page reads its configuration from the page and asks its module releases beside the user (me): two round trips less before its first remote', async ({ page }) => {
  const heading = page.locator('.hm-page').getByRole('heading', { level: 1, name: 'Xuất dữ liệu' });
  await signIn(page, 'admin', '/vi/HeThongBaoCao/XuatDuLieu');
  await expect(heading).toBeVisible();
  const order: string[] = [];
  page.on('request', (r) => void (new URL(r.url()).pathname.endsWith('/phat-hanh-phan-he/cua-toi') && order.push('releases asked')));
  page.on('requestfinished', (r) => void (new URL(r.url()).pathname.endsWith('/tai-khoan/me') && order.push('me answered')));
  const configAsked: string[] = [];
  page.on('request', (r) => void (new URL(r.url()).pathname === '/config.json' && configAsked.push(r.url())));
  await page.reload();
  await expect(heading).toBeVisible();
  expect(order.slice(0, 2)).toEqual(['releases asked', 'me answered']);
  expect(configAsked).toEqual([]);
});
