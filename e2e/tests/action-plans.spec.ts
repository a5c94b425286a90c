import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, bearer, signIn } from './login-helpers';

// Action plans (issue 27 item 3), as the demo's quality manager (the hospital administrator):
// a plan on the 2024 wave's weakest composite is created, progressed from the dashboard's panel,
// and shows that composite re-measured in the 2025 wave with the change and verdict the 2025
// dashboard computes; the page and the plan pass axe at 1280 and 360 px; the plan is deleted
// after a confirmation.

interface Envelope<T> {
  data: T;
}
interface Version {
  phien_ban_id: number;
  tieu_de_khao_sat: string;
  hospitals: { hospital_id: number }[];
}
interface Composite {
  ma_composite: string;
  name: string;
  score: number | null;
  change?: { verdict: 'improvement' | 'decline' | 'no_clear_change' } | null;
}
const D = '/votesafety/v1/dash-board';
const P = '/votesafety/v1/ke-hoach-hanh-dong';
const TITLE = 'E2E: cải thiện lĩnh vực yếu nhất 2024';
const VERDICT = { improvement: 'Cải thiện rõ', decline: 'Giảm rõ', no_clear_change: 'Chưa có thay đổi rõ ràng' } as const;

test.describe.configure({ mode: 'serial' });

async function get<T>(api: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await api.get(url, { headers: bearer(token) });
  expect(res.status(), url).toBe(200);
  return ((await res.json()) as Envelope<T>).data;
}

async function noSeriousViolations(page: Page, include: string, where: string): Promise<void> {
  await expect(page.locator('.p-datatable-loading-overlay')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).include(include).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target} ${v.nodes[0]?.failureSummary?.slice(0, 200)}`),
    where,
  ).toEqual([]);
}

let w2024: Version;
let w2025: Version;
let hospitalId: number;
let weakest: Composite;
let remeasured: Composite;

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  const token = await apiToken(api, 'bvadmin');
  const versions = await get<Version[]>(api, token, `${D}/phien-ban`);
  w2024 = versions.find((v) => v.tieu_de_khao_sat === 'Khảo sát văn hóa an toàn người bệnh 2024')!;
  w2025 = versions.find((v) => v.tieu_de_khao_sat === 'Khảo sát văn hóa an toàn người bệnh 2025')!;
  hospitalId = w2024.hospitals[0]!.hospital_id;
  const before = await get<{ composites: Composite[] }>(api, token, `${D}/get-composite-score?phien_ban_id=${w2024.phien_ban_id}&hospital_id=${hospitalId}`);
  weakest = [...before.composites].sort((a, b) => (a.score ?? 101) - (b.score ?? 101))[0]!;
  const after = await get<{ composites: Composite[] }>(api, token, `${D}/get-composite-score?phien_ban_id=${w2025.phien_ban_id}&hospital_id=${hospitalId}`);
  remeasured = after.composites.find((c) => c.ma_composite === weakest.ma_composite)!;
  // A plan left by an earlier failed run would make two rows.
  for (const p of (await get<{ data: { ke_hoach_id: number; tieu_de: string }[] }>(api, token, `${P}?keyword=E2E&size=50`)).data) {
    await api.delete(`${P}/${p.ke_hoach_id}`, { headers: bearer(token) });
  }
  await api.dispose();
});

test('the quality manager plans on the weakest 2024 composite, progresses it and sees its 2025 change', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'bvadmin', `/Dashboard/KeHoachHanhDong?phien_ban_id=${w2024.phien_ban_id}&hospitalId=${hospitalId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kế hoạch hành động' })).toBeVisible();
  await expect(page.getByText('Chưa có kế hoạch hành động nào')).toBeVisible();
  await noSeriousViolations(page, '.hm-page', 'empty list at 1280 px');

  // Create: the composites are offered weakest first.
  await page.getByRole('button', { name: 'Lập kế hoạch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lập kế hoạch' });
  await dialog.getByLabel('Tên kế hoạch').fill(TITLE);
  const composites = dialog.locator('.p-multiselect', { has: page.locator('#hm-plan-linh_vuc') });
  await composites.click();
  const options = page.locator('.p-multiselect-panel').getByRole('option');
  await expect(options.first()).toContainText(weakest.name);
  await options.first().click();
  await composites.locator('.p-multiselect-trigger').click();
  await expect(page.locator('.p-multiselect-panel')).toBeHidden();
  await dialog.getByLabel(/Mục tiêu SMART/).fill('Tăng tỷ lệ tích cực của lĩnh vực thêm 10 điểm ở đợt khảo sát 2025');
  await dialog.getByLabel('Người phụ trách').fill('Phòng Quản lý chất lượng');
  await dialog.getByLabel('Ngày kết thúc').fill('2025-03-31');
  await dialog.getByRole('button', { name: 'Thêm mốc' }).click();
  await dialog.getByLabel('Mốc 1', { exact: true }).fill('Ban hành mẫu bàn giao');
  await noSeriousViolations(page, '.p-dialog', 'new plan at 1280 px');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`${TITLE}.*Toàn bệnh viện.*Nháp.*Phòng Quản lý chất lượng`) })).toBeVisible();

  // Progress it from the 2024 dashboard's panel.
  await page.goto(`/Dashboard/Hospital?phien_ban_id=${w2024.phien_ban_id}&hospital_id=${hospitalId}`);
  const panel = page.locator('section[data-panel="action-plans"]');
  await expect(panel.getByText('Nháp')).toBeVisible();
  await panel.getByRole('link', { name: TITLE }).click();
  const plan = page.getByRole('dialog', { name: `Kế hoạch: ${TITLE}` });
  await expect(plan.getByLabel('Tên kế hoạch')).toHaveValue(TITLE);
  await plan.locator('.p-dropdown', { has: page.locator('#hm-plan-trang_thai') }).click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: 'Đang thực hiện' }).click();
  await plan.getByRole('checkbox', { name: 'Xong' }).check();
  await plan.getByRole('button', { name: 'Thêm ghi chú tiến độ' }).click();
  await plan.getByLabel('Nội dung 1', { exact: true }).fill('Đã tập huấn bàn giao cho 4 khoa');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(plan).toBeHidden();

  // The 2024 dashboard shows the new state; the plan shows its 2025 re-measure.
  await page.goto(`/Dashboard/Hospital?phien_ban_id=${w2024.phien_ban_id}&hospital_id=${hospitalId}`);
  await expect(panel.getByText('Đang thực hiện')).toBeVisible();
  await panel.getByRole('link', { name: TITLE }).click();
  await expect(plan.getByLabel('Nội dung 1', { exact: true })).toHaveValue('Đã tập huấn bàn giao cho 4 khoa');
  await expect(plan.getByText(`Đo lại ở "${w2025.tieu_de_khao_sat}", so với "${w2024.tieu_de_khao_sat}".`)).toBeVisible();
  const rows = await plan
    .locator('table[data-table="composite-change"]')
    .evaluate((t) => [...t.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim())));
  expect(rows).toHaveLength(2);
  expect(rows[1]![0]).toBe(weakest.name);
  expect(rows[1]![1]).toMatch(/^\d+(,\d)? % \(\d+(,\d)?–\d+(,\d)?\)$/);
  expect(rows[1]![3]).toMatch(/^(\+|−|±)\d+(,\d)? \(−?\d+(,\d)? đến −?\d+(,\d)?\)$/);
  expect(rows[1]![5]).toBe(VERDICT[remeasured.change!.verdict]);
  await noSeriousViolations(page, '.p-dialog', 'plan with its re-measure at 1280 px');

  // Printed, only the plan shows: its record, its notes and its re-measure.
  await page.emulateMedia({ media: 'print' });
  const printed = page.locator('.hm-plan-print');
  await expect(printed).toBeVisible();
  await expect(printed.getByRole('heading', { level: 2 })).toHaveText(TITLE);
  await expect(printed).toContainText('Đã tập huấn bàn giao cho 4 khoa');
  await expect(printed.locator('table[data-table="composite-change"]')).toContainText(weakest.name);
  await expect(page.locator('.p-dialog')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(printed).toBeHidden();

  // On a phone.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(plan.getByText(`Đo lại ở "${w2025.tieu_de_khao_sat}"`, { exact: false })).toBeVisible();
  await noSeriousViolations(page, '.p-dialog', 'plan at 360 px');
  await page.keyboard.press('Escape');
  await expect(plan).toBeHidden();
  await noSeriousViolations(page, '.hm-page', 'list at 360 px');

  // Delete after a confirmation.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: `Xóa: ${TITLE}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Xác nhận' });
  await expect(confirm).toContainText(TITLE);
  await confirm.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByText('Chưa có kế hoạch hành động nào')).toBeVisible();
});
