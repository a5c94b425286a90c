import { expect, type Page, test } from '@playwright/test';
import { PORT } from '../ports';
import { signIn } from './login-helpers';

// A remote whose files vanish at run time (a 404 or a dead host for its manifest, its entry or a
// page chunk) shows the product's own message in place, in the display language, with the title
// of the page asked for and a retry that loads it once the files are back. Never the runtime's
// text ('Loading chunk … failed', ScriptExternalLoadError) nor a URL.

const CATALOGUES = '**/remotes/mf-catalogues/**';
const RAW = /chunk|https?:\/\/|remoteEntry|mf-manifest|\.js\b|ScriptExternalLoadError|RUNTIME-\d+/i;

/** A link the app follows itself (no page load), as the menu does. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

test('a remote that cannot be reached: our message in Vietnamese, the title of the page asked for, and retry loads it', async ({ page }) => {
  test.setTimeout(120_000);
  // Before login: the licensed remotes are preloaded after it.
  await page.route(CATALOGUES, (route) => route.abort());
  await signIn(page, 'bvadmin', '/vi/KhaoSat');
  await expect(page.getByRole('heading', { name: 'Phiên bản khảo sát', exact: true })).toBeVisible();
  const before = await page.title();

  // Through the menu, as a user would.
  await page.getByRole('button', { name: 'Mở hoặc đóng menu' }).click();
  const drawer = page.getByRole('complementary');
  await drawer.getByRole('button', { name: 'Danh mục' }).click();
  await drawer.getByRole('link', { name: 'Phòng ban', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Không mở được phân hệ Danh mục' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Trang này tạm thời không tải được. Vui lòng kiểm tra kết nối mạng rồi thử lại; nếu vẫn lỗi, hãy báo quản trị viên.')).toBeVisible();
  await expect(page).toHaveTitle('Phòng ban | Vote for Patient Safety');
  expect(before).not.toBe(await page.title());
  expect(await page.locator('main, [role="main"], body').first().innerText()).not.toMatch(RAW);

  await page.unroute(CATALOGUES);
  await page.getByRole('button', { name: 'Thử lại' }).click();
  await expect(page.getByRole('heading', { name: 'Phòng ban', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Không mở được phân hệ Danh mục' })).toHaveCount(0);
});

test('a page chunk removed while the app runs: our message in English, the title of the page asked for, and retry loads it', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, 'bvadmin');
  await context.addCookies([{ name: 'hm_lang', value: 'en', url: `http://127.0.0.1:${PORT}` }]);
  // The catalogue remote is loaded and one of its pages shown...
  await page.goto('/vi/HeThongDanhMuc/PhongBan');
  await expect(page.getByRole('heading', { name: 'Departments', level: 1 })).toBeVisible({ timeout: 15_000 });
  // ...then its files vanish (a new deployment removed them): the next page's chunk fails.
  await page.route(CATALOGUES, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await navigateInApp(page, '/vi/Mapping/ChucDanhMapping');

  await expect(page.getByRole('heading', { name: 'Could not open the Catalogues module' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^This page could not be loaded right now\./)).toBeVisible();
  await expect(page).toHaveTitle('Job title mapping | Vote for Patient Safety');
  expect(await page.locator('body').innerText()).not.toMatch(RAW);

  await page.unroute(CATALOGUES);
  await page.getByRole('button', { name: 'Retry' }).click();
  // The page itself, in English (the title it sets is the menu's name the message used).
  await expect(page.getByRole('heading', { name: 'Job title mapping', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Could not open the Catalogues module' })).toHaveCount(0);
});
