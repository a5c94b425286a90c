import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, signIn } from './login-helpers';
import { noOverlayMoving } from './page-check';

// Benchmarks as data (issue 14 item 7): the system administrator enters a SOPS 2.0 benchmark set
// with a value for one composite, and the dashboard of the 2025 demo survey compares with it.

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
const D = '/votesafety/v1/dash-board';
const B = '/votesafety/v1/diem-chuan';
const CODE = 'E2E_SOPS2_2024';

test.describe.configure({ mode: 'serial' });

/** The admin's API token, for finding the demo version and removing the set afterwards. */
const adminToken = (api: APIRequestContext): Promise<string> => apiToken(api, 'admin');

async function noSeriousViolations(page: Page, where: string): Promise<void> {
  await expect(page.locator('.p-datatable-loading-overlay')).toHaveCount(0);
  await noOverlayMoving(page);
  const { violations } = await new AxeBuilder({ page }).include('.hm-page').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target} ${v.nodes[0]?.failureSummary?.slice(0, 200)}`),
    where,
  ).toEqual([]);
}

async function tableRows(page: Page, name: string): Promise<string[][]> {
  const table = page.locator(`table[data-table="${name}"]`);
  await expect(table).toHaveCount(1);
  return table.evaluate((t) => [...t.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim())));
}

test.afterAll(async ({ playwright, baseURL }) => {
  // Leave the demo as it was for the other specs (the 2025 survey has no SOPS 2.0 benchmark).
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  const token = await adminToken(api);
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await api.get(`${B}?keyword=${CODE}`, { headers })).json()) as Envelope<{ data: { benchmark_id: number }[] }>;
  for (const b of list.data.data) await api.delete(`${B}/${b.benchmark_id}`, { headers });
  await api.dispose();
});

test('the benchmark page lists the seeded sets and passes axe at 1280 and 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin', '/HeThongDanhMuc/Benchmark');
  await expect(page.getByRole('heading', { level: 1, name: 'Điểm chuẩn so sánh' })).toBeVisible();
  await expect(page.getByRole('row', { name: /AHRQ_2012_HSOPSC1.*Cơ sở dữ liệu.*2012.*HSOPSC1/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /EV_HSOPSC_2015.*Nghiên cứu.*2015/ })).toBeVisible();
  await noSeriousViolations(page, 'list at 1280 px');
  await page.getByRole('button', { name: 'Sửa: AHRQ_2012_HSOPSC1' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('TEAMWORK_WITHIN_UNITS Làm việc nhóm trong khoa')).toHaveValue('80 %');
  await noOverlayMoving(page);
  const { violations } = await new AxeBuilder({ page }).include('.p-dialog').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`),
    'the set’s form',
  ).toEqual([]);
  await dialog.getByRole('button', { name: 'Hủy' }).click();
  await expect(dialog).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Điểm chuẩn so sánh' })).toBeVisible();
  await expect(page.locator('.hm-page table, .hm-page .p-datatable').first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: 'scrolls sideways at 360 px' })
    .toBeLessThanOrEqual(0);
  await noSeriousViolations(page, 'list at 360 px');
});

test('a SOPS 2.0 set entered by the administrator fills the benchmark column of the 2025 demo dashboard', async ({ page, playwright, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin', '/HeThongDanhMuc/Benchmark');
  await page.getByRole('button', { name: 'Thêm bộ điểm chuẩn' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Mã', { exact: true }).fill(CODE);
  await dialog.getByLabel('Nguồn', { exact: true }).fill('AHRQ');
  await dialog.getByLabel('Năm số liệu').fill('2024');
  await dialog.locator('.p-dropdown', { has: page.getByLabel('Bộ câu hỏi của số liệu', { exact: true }) }).click();
  await page
    .locator('.p-dropdown-panel')
    .getByRole('option', { name: /^HSOPS2 — / })
    .click();
  await dialog.getByLabel('Số bệnh viện').fill('445');
  // Typed as a user types it (the number control formats as it goes: '82,5 %').
  await dialog.getByLabel('TEAMWORK Làm việc nhóm', { exact: true }).pressSequentially('82,5');
  await expect(dialog.getByLabel('TEAMWORK Làm việc nhóm', { exact: true })).toHaveValue('82,5 %');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(`${CODE}.*AHRQ.*2024.*HSOPS2.*445.*1 lĩnh vực, 0 câu hỏi`) })).toBeVisible();

  // The 2025 demo survey and its hospital.
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  const token = await adminToken(api);
  const versions = (
    (await (await api.get(`${D}/phien-ban`, { headers: { Authorization: `Bearer ${token}` } })).json()) as Envelope<
      { phien_ban_id: number; tieu_de_khao_sat: string; hospitals: { hospital_id: number }[] }[]
    >
  ).data;
  const v2025 = versions.find((v) => v.tieu_de_khao_sat === 'Khảo sát văn hóa an toàn người bệnh 2025')!;
  await api.dispose();

  await page.goto(`/Dashboard/Hospital?phien_ban_id=${v2025.phien_ban_id}&hospital_id=${v2025.hospitals[0]!.hospital_id}`);
  await expect.poll(async () => (await tableRows(page, 'composites'))[0]).toEqual(['Lĩnh vực', 'Điểm', 'Trung bình AHRQ 2024', 'Phiên bản trước', 'Thay đổi (điểm %)']);
  const teamwork = (await tableRows(page, 'composites')).find((r) => r[0] === 'Làm việc nhóm')!;
  expect(teamwork[2]).toBe('82,5 %');
  // The other composites have no value in the set.
  expect(
    (await tableRows(page, 'composites'))
      .slice(1)
      .filter((r) => r[2] !== '—')
      .map((r) => r[0]),
  ).toEqual(['Làm việc nhóm']);
  await expect(page.getByText('Điểm chuẩn so sánh: AHRQ 2024 (445 bệnh viện).')).toBeVisible();
});
