import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, bearer, signIn } from './login-helpers';
import { seriousViolations } from './page-check';

// The progress of an open wave in the province view (issue 30 item 2, docs/decisions/province-view.md,
// "Campaign progress"): a SOPS 2.0 wave opened in one hospital of the demo province shows, on the
// officer's comparison page, that hospital's invited, ineligible, responded and response rate for
// the whole hospital; axe-clean at 1280 and 360 px. The wave is deleted afterwards (it has no
// response), so the province's other specs see the demo as it was.

const V = '/votesafety/v1';
const PATH = '/Dashboard/SoSanhBenhVien';
const TITLE = 'Đợt E2E tiến độ cấp tỉnh';
const HOSPITAL = 'Bệnh viện Đa khoa tỉnh Demo';
const vnWire = (d: Date) => new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

interface Envelope<T> {
  data: T;
}

test.describe.configure({ mode: 'serial' });

let versionId: number | null = null;

async function adminApi(api: APIRequestContext) {
  return bearer(await apiToken(api, 'admin'));
}

test.afterAll(async ({ playwright, baseURL }) => {
  if (versionId === null) return;
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  expect((await api.delete(`${V}/phien-ban-khao-sat/${versionId}`, { headers: await adminApi(api) })).status()).toBe(200);
  await api.dispose();
});

async function axeClean(page: Page, where: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(await seriousViolations(page, '.hm-page'), where).toEqual([]);
}

test("the officer follows an open wave's progress, hospital by hospital", async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  const headers = await adminApi(api);
  const templates = (
    (await (await api.get(`${V}/phien-ban-khao-sat?la_mau=true&page=1&size=50`, { headers })).json()) as Envelope<{
      data: { phien_ban_id: number; instrument_code: string | null }[];
    }>
  ).data.data;
  const sops2 = templates.find((v) => v.instrument_code === 'HSOPS2')!;
  const hospitals = ((await (await api.get(`/auth/v1/hospital?keyword=BVTINH1&size=5`, { headers })).json()) as Envelope<{ data: { hospital_id: number }[] }>).data.data;
  const now = Date.now();
  const copy = (await (
    await api.post(`${V}/phien-ban-khao-sat/${sops2.phien_ban_id}/copy`, {
      headers,
      data: { hospital_id: hospitals[0]!.hospital_id, tieu_de_khao_sat: TITLE, time_start: vnWire(new Date(now - 600_000)), time_end: vnWire(new Date(now + 86_400_000)) },
    })
  ).json()) as Envelope<{ phien_ban_id: number }>;
  versionId = copy.data.phien_ban_id;
  expect((await api.post(`${V}/phien-ban-khao-sat/${versionId}/start`, { headers })).status()).toBe(200);
  await api.dispose();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'soyte', PATH);
  await expect(page.getByRole('heading', { level: 2, name: 'Tiến độ các đợt khảo sát đang mở' })).toBeVisible();
  const table = page.locator('table[data-table="province-progress"]');
  await expect(table).toHaveCount(1);
  await expect(table.locator('caption')).toContainText(`${TITLE}: đang mở`);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  // Hospital, invited, ineligible, responded, rate: the whole hospital, nobody has answered yet.
  await expect(rows.nth(0).locator('th, td').nth(0)).toContainText(HOSPITAL);
  await expect(rows.nth(0).locator('td').nth(2)).toHaveText(/^\s*(Đã trả lời\s*)?0\s*$/);
  await expect(rows.nth(0)).toContainText('0 %');
  // No unit: the page still has only its two choices.
  await expect(page.getByLabel(/Khoa\/đơn vị|Vị trí công tác/)).toHaveCount(0);
  // The closed wave's ranking is still there below it.
  await expect(page.locator('table[data-table="province-ranking"] tbody tr')).toHaveCount(3);
  await axeClean(page, `${PATH} with progress at 1280 px`);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: 'scrolls sideways at 360 px' })
    .toBeLessThanOrEqual(0);
  await axeClean(page, `${PATH} with progress at 360 px`);
});
