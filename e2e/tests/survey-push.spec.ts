import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, bearer, signIn } from './login-helpers';
import { seriousViolations } from './page-check';

// Pushing a campaign (issue 30 item 2, docs/decisions/province-view.md, "Campaign push"): the
// system administrator pushes the SOPS 2.0 template with one window to the demo province group
// from the version list; each of its three hospitals gets a version of its own; once each is
// started (as its administrator would), the officer's comparison page follows the three
// hospitals' progress in one table. The dialog is axe-clean at 1280 and 360 px. The versions are deleted
// afterwards (no response), so the province's other specs see the demo as it was.

const V = '/votesafety/v1';
const TITLE = `Đợt E2E triển khai cấp tỉnh ${Date.now().toString(36)}`;
const HOSPITALS = ['Bệnh viện Đa khoa tỉnh Demo', 'Bệnh viện Y học cổ truyền Demo', 'Trung tâm Y tế huyện Demo'];

interface Envelope<T> {
  data: T;
}
type Row = { phien_ban_id: number; hospital_id: number | null };

test.describe.configure({ mode: 'serial' });

async function pushed(api: APIRequestContext, headers: Record<string, string>): Promise<Row[]> {
  const rows: Row[] = [];
  for (const hidden of [false, true]) {
    const url = `${V}/phien-ban-khao-sat?la_mau=false&tam_ngung=${hidden}&keyword=${encodeURIComponent(TITLE)}&page=1&size=50`;
    rows.push(...((await (await api.get(url, { headers })).json()) as Envelope<{ data: Row[] }>).data.data);
  }
  return rows;
}

test.afterAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  const headers = bearer(await apiToken(api, 'admin'));
  for (const v of await pushed(api, headers)) expect((await api.delete(`${V}/phien-ban-khao-sat/${v.phien_ban_id}`, { headers })).status()).toBe(200);
  expect(await pushed(api, headers)).toEqual([]);
  await api.dispose();
});

async function axeClean(page: Page, where: string): Promise<void> {
  expect(await seriousViolations(page, '.p-dialog'), where).toEqual([]);
}

test('the administrator pushes a template to the province group; the officer follows it hospital by hospital', async ({ page, playwright, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin', '/vi/KhaoSat');
  await expect(page.getByRole('heading', { name: 'Phiên bản khảo sát', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Triển khai tới nhiều bệnh viện' }).click();
  const dialog = page.getByRole('dialog', { name: 'Triển khai đợt khảo sát tới nhiều bệnh viện' });
  await expect(dialog).toBeVisible();
  // Nothing chosen: the dialog says what is missing, the server is not asked.
  await dialog.getByRole('button', { name: 'Triển khai', exact: true }).click();
  await expect(dialog.getByText('Vui lòng chọn bộ câu hỏi mẫu')).toBeVisible();
  await expect(dialog.getByText('Vui lòng chọn nhóm bệnh viện')).toBeVisible();
  await axeClean(page, 'push dialog with errors at 1280 px');
  await page.setViewportSize({ width: 360, height: 800 });
  await axeClean(page, 'push dialog at 360 px');
  await page.setViewportSize({ width: 1280, height: 900 });

  await dialog.getByRole('button', { name: 'Chọn bộ câu hỏi mẫu' }).click();
  await page.getByRole('option', { name: /SOPS Hospital Survey 2\.0/ }).click();
  await dialog.getByRole('button', { name: 'Chọn nhóm bệnh viện' }).click();
  await page.getByRole('option', { name: 'Sở Y tế Hà Nội (demo)' }).click();
  await dialog.getByLabel(/^Tiêu đề của đợt/).fill(TITLE);
  await dialog.getByRole('button', { name: 'Triển khai', exact: true }).click();
  await expect(page.locator('.p-toast-message-success').filter({ hasText: 'Đã tạo 3 phiên bản' })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Each hospital's own version; each is started as its administrator would (participants: its whole staff).
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  const headers = bearer(await apiToken(api, 'admin'));
  const rows = await pushed(api, headers);
  expect(rows).toHaveLength(3);
  expect(new Set(rows.map((r) => r.hospital_id)).size).toBe(3);
  for (const r of rows) expect((await api.post(`${V}/phien-ban-khao-sat/${r.phien_ban_id}/start`, { headers })).status()).toBe(200);
  await api.dispose();

  await signIn(page, 'soyte', '/Dashboard/SoSanhBenhVien');
  await expect(page.getByRole('heading', { level: 2, name: 'Tiến độ các đợt khảo sát đang mở' })).toBeVisible();
  const tables = page.locator('table[data-table="province-progress"]').filter({ has: page.locator('caption', { hasText: TITLE }) });
  // One campaign, one table: the push's three hospitals, each on its own row.
  await expect(tables).toHaveCount(1);
  await expect(tables.locator('caption')).toContainText('Triển khai cho 3 bệnh viện');
  await expect(tables.locator('tbody tr')).toHaveCount(3);
  for (const name of HOSPITALS) await expect(tables.locator('tbody tr').filter({ hasText: name })).toHaveCount(1);
});
