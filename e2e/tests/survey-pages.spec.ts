import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, login } from './login-helpers';

// Every survey page of spec §2 as a quality manager (bvadmin) and the vote pages as staff: the
// page renders, axe finds no serious or critical violation at 1280 px, and nothing scrolls
// sideways on a 360 px phone (issue 18).

interface Envelope<T> {
  code: number;
  data: T;
}

const AXE_SCOPE = 'main';

async function check(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(path);
  await expect(page.locator('.hm-page, .hm-vote-frame').first(), path).toBeVisible();
  await expect(page.locator('.p-datatable-loading-overlay, .hm-loading-block, .hm-page-spinner')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${path} ${v.id}: ${v.nodes[0]?.target} ${v.nodes[0]?.failureSummary?.slice(0, 200)}`)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: `${path} at 360 px` }).toBeLessThanOrEqual(0);
  const phone = await new AxeBuilder({ page }).include(AXE_SCOPE).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(phone.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${path} at 360 px ${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

test('every survey page passes axe and fits a phone, for a quality manager', async ({ page, request }) => {
  test.setTimeout(240_000);
  const login1 = (await (await request.post('/auth/v1/login', { data: { ten_tai_khoan: 'bvadmin', mat_khau: DEMO_PASSWORD } })).json()) as Envelope<{ token: string }>;
  const versions = (await (await request.get('/votesafety/v1/phien-ban-khao-sat?size=5', { headers: { Authorization: `Bearer ${login1.data.token}` } })).json()) as Envelope<{ data: { phien_ban_id: number }[] }>;
  const id = versions.data.data[0]!.phien_ban_id;
  await login(page, 'bvadmin');
  for (const path of [
    '/vi/KhaoSat', '/vi/KhaoSat/FormPhienBan', '/vi/KhaoSat/FormPhienBan?moi=1', `/vi/KhaoSat/FormPhienBan?phien_ban_id=${id}`,
    `/vi/KhaoSat/FormPhanCauHoi?phien_ban_id=${id}`, `/vi/KhaoSat/FormCauHoi?phien_ban_id=${id}`, `/vi/KhaoSat/FormDapAn?phien_ban_id=${id}`,
    `/vi/Composite?phien_ban_id=${id}`, `/vi/KhaoSat/MSettingBenhVien?phien_ban_id=${id}`, `/vi/KhaoSat/MSettingUser?phien_ban_id=${id}`,
    `/vi/KhaoSat/GroupUserByBV?phien_ban_id=${id}`, `/vi/KhaoSat/TableUser?phien_ban_id=${id}`, `/vi/KhaoSat/KhaoSatDetail?phien_ban_id=${id}`,
    '/vi/ThongTinKhaoSat', '/vi/KhaoSat/HopThu', '/vi/ThongTinNhanVien', '/vi',
  ]) await check(page, path);
});

test('the vote pages pass axe and fit a phone, for staff', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'nhanvien01');
  for (const path of ['/vi', '/vi/KhaoSat', '/vi/ThongTinNhanVien']) await check(page, path);
});
