import { expect, type Page, test } from '@playwright/test';
import { apiToken, bearer, signIn } from './login-helpers';
import { seriousViolations } from './page-check';

// The province view (issue 30 item 1, docs/decisions/province-view.md), as the demo province
// officer `soyte` of three hospitals: the comparison ranks the two hospitals with at least 10
// respondents on a composite with their 95% intervals, the third (fewer than 10) is listed last
// without figures; a unit breakdown of any of them is refused (403) and the page offers none;
// axe is clean at 1280 and 360 px.

const PATH = '/Dashboard/SoSanhBenhVien';
const G = '/votesafety/v1/nhom-benh-vien';
const D = '/votesafety/v1/dash-board';
const HOSPITALS = ['Bệnh viện Đa khoa tỉnh Demo', 'Bệnh viện Y học cổ truyền Demo', 'Trung tâm Y tế huyện Demo'];
const SMALL = 'Trung tâm Y tế huyện Demo';

interface Envelope<T> {
  data: T;
}
interface Results {
  phien_ban_id: number;
  hospitals: { hospital_id: number; name: string; suppressed: boolean }[];
}

async function axeClean(page: Page, where: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(await seriousViolations(page, '.hm-page'), where).toEqual([]);
}

const rows = (page: Page) => page.locator('table[data-table="province-ranking"] tbody tr');

test('the province officer compares the hospitals of the province, the small one without figures', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'soyte', PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'So sánh bệnh viện' })).toBeVisible();
  await expect(page.getByText('Nhóm bệnh viện: Sở Y tế Hà Nội (demo) (3 bệnh viện)')).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  // Ranked on the average first: two hospitals with figures, the small one last without any.
  await expect(rows(page).nth(2)).toContainText(SMALL);
  await expect(rows(page).nth(2)).toContainText('Dưới 10 người trả lời');
  expect(await rows(page).nth(2).innerText()).not.toMatch(/\d+[,.]?\d* %/);
  // The hospital heads its row; then its rank, score, interval, response rate and n.
  for (const i of [0, 1]) await expect(rows(page).nth(i).locator('td').nth(1)).toContainText('%');
  expect((await rows(page).allInnerTexts()).map((t) => HOSPITALS.find((h) => t.includes(h))).sort()).toEqual([...HOSPITALS].sort());
  await axeClean(page, `${PATH} at 1280 px`);

  // Ranked on one composite: its name in the caption, each hospital with its 95% interval.
  await page.locator('.p-dropdown', { has: page.locator('#hm-province-composite') }).click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: 'Làm việc nhóm', exact: true }).click();
  await expect(page.locator('table[data-table="province-ranking"] caption')).toHaveText('Các bệnh viện xếp hạng theo Làm việc nhóm');
  for (const i of [0, 1]) await expect(rows(page).nth(i).locator('td').nth(2)).toHaveText(/^\d+([,.]\d)? % – \d+([,.]\d)? %$/);
  await expect(rows(page).nth(0).locator('td').nth(0)).toHaveText('1');
  await expect(rows(page).nth(2)).toContainText(SMALL);
});

test('at 360 px: the same comparison, axe-clean; no unit breakdown of any hospital is offered or answered', async ({ page, playwright, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, 'soyte', PATH);
  await expect(rows(page)).toHaveCount(3);
  // No unit (nor position) to choose: the page has two choices, the wave and the composite.
  await expect(page.getByLabel(/Khoa\/đơn vị|Vị trí công tác/)).toHaveCount(0);
  await expect(page.locator('.hm-page form [id^="hm-province-"]')).toHaveCount(2);
  await axeClean(page, `${PATH} at 360 px`);

  const api = await playwright.request.newContext({ baseURL: baseURL! });
  const token = await apiToken(api, 'soyte');
  const versions = ((await (await api.get(`${G}/pham-vi`, { headers: bearer(token) })).json()) as Envelope<{ versions: { phien_ban_id: number }[] }>).data.versions;
  const r = ((await (await api.get(`${G}/ket-qua?phien_ban_id=${versions[0]!.phien_ban_id}`, { headers: bearer(token) })).json()) as Envelope<Results>).data;
  expect(r.hospitals.map((h) => [h.name, h.suppressed]).sort()).toEqual(HOSPITALS.map((h) => [h, h === SMALL]).sort());
  for (const h of r.hospitals) {
    const q = `phien_ban_id=${r.phien_ban_id}&hospital_id=${h.hospital_id}`;
    for (const url of [`${D}/thong-ke-ty-le-phan-hoi-phong-ban?${q}`, `${D}/get-composite-score?${q}&don_vi=1`, `${D}/y-kien?${q}`]) {
      expect([url, (await api.get(url, { headers: bearer(token) })).status()]).toEqual([url, 403]);
    }
  }
  await api.dispose();
});
