import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiToken, bearer, signIn } from './login-helpers';
import { seriousViolations } from './page-check';

// Staff comments read safely (issue 27 item 4), as the demo's quality manager (the hospital
// administrator): the 2025 wave's comments with a colleague named without accents, a phone number
// and an e-mail address masked; the search works in the masked text; a unit below the minimum
// shows a plain reason instead of comments; a comment is tagged and flagged to the incident team
// with the note about the hospital's own incident procedure; the export is masked; a staff account
// without the function gets 403; axe is clean at 1280 and 360 px.

interface Envelope<T> {
  data: T;
}
interface Version {
  phien_ban_id: number;
  tieu_de_khao_sat: string;
  hospitals: { hospital_id: number }[];
}
interface CommentList {
  total: number;
  min_group_size: number;
  units: { don_vi: number; label: string; shown: boolean }[];
  composites: { ma_composite: string; name: string }[];
}
const D = '/votesafety/v1/dash-board';
const PATH = '/Dashboard/YKienGopY';
const NAMED = 'Cảm ơn [tên] đã hướng dẫn tận tình khi tôi mới vào khoa; ai cần hỗ trợ thì gọi [số điện thoại] hoặc gửi thư [email].';

async function axeClean(page: Page, where: string): Promise<void> {
  // Measured at rest, as the other specs do: a focused PrimeReact dropdown carries a stale aria-activedescendant.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(await seriousViolations(page, '.hm-page'), where).toEqual([]);
}

let v2025: Version;
let hospitalId: number;
let all: CommentList;
/** The demo wave with a unit the dashboards hide (2025 has none: its units are large). */
let small: { version: Version; unit: { label: string }; min: number };

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  const token = await apiToken(api, 'bvadmin');
  const versions = ((await (await api.get(`${D}/phien-ban`, { headers: bearer(token) })).json()) as Envelope<Version[]>).data;
  v2025 = versions.find((v) => v.tieu_de_khao_sat === 'Khảo sát văn hóa an toàn người bệnh 2025')!;
  hospitalId = v2025.hospitals[0]!.hospital_id;
  const query = `phien_ban_id=${v2025.phien_ban_id}&hospital_id=${hospitalId}`;
  const list = async (v: Version) =>
    ((await (await api.get(`${D}/y-kien?phien_ban_id=${v.phien_ban_id}&hospital_id=${hospitalId}`, { headers: bearer(token) })).json()) as Envelope<CommentList>).data;
  all = await list(v2025);
  for (const v of versions.filter((x) => x.tieu_de_khao_sat.startsWith('Khảo sát văn hóa an toàn người bệnh'))) {
    const l = await list(v);
    const unit = l.units.find((u) => !u.shown);
    if (unit) small = { version: v, unit, min: l.min_group_size };
  }
  // A staff account without the function is refused.
  const staff = await apiToken(api, 'nhanvien01');
  expect((await api.get(`${D}/y-kien?${query}`, { headers: bearer(staff) })).status()).toBe(403);
  await api.dispose();
});

test('the quality manager reads the 2025 comments masked, tags and flags one, and exports them masked', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'bvadmin', PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Ý kiến góp ý' })).toBeVisible();
  await expect(page.getByText(/không phải là báo cáo sự cố/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `${all.total} ý kiến` })).toBeVisible();
  await expect(page.getByLabel('Đợt khảo sát (đã đóng)')).toHaveValue(v2025.tieu_de_khao_sat);
  await expect(page.locator('.hm-comment-text', { hasText: NAMED }).first()).toBeVisible();
  expect(await page.locator('.hm-comment-list').innerText()).not.toMatch(/0912|qlcl@|@bvdemo/);
  await axeClean(page, `${PATH} at 1280 px`);

  // Search in the masked text, without accents.
  await page.getByLabel('Tìm trong ý kiến (đã che)').fill('huong dan tan tinh');
  await expect(page.locator('.hm-comment-text').first()).toHaveText(NAMED);
  const named = await page.locator('.hm-comment-text').count();
  expect(await page.locator('.hm-comment-text').allInnerTexts()).toEqual(Array(named).fill(NAMED));

  // Tag the first with a composite and flag it, by keyboard for the flag.
  const first = page.locator('.hm-comment').first();
  await first.locator('.p-dropdown').click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: all.composites[0]!.name }).click();
  await expect(page.getByText('Đã lưu.').first()).toBeVisible();
  const flag = first.getByRole('checkbox', { name: 'Chuyển cho nhóm xử lý sự cố' });
  await flag.focus();
  await page.keyboard.press('Space');
  await expect(flag).toBeChecked();
  await page.getByLabel('Tìm trong ý kiến (đã che)').fill('');
  await page.locator('.p-dropdown', { has: page.locator('#hm-comments-flag') }).click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: 'Đã chuyển' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '1 ý kiến' })).toBeVisible();
  await expect(page.locator('.hm-comment-text')).toHaveText(NAMED);

  // The export holds the masked text only.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Xuất Excel' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^y-kien-gop-y_v${v2025.phien_ban_id}_h${hospitalId}_\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const cells: string[] = [];
  workbook.worksheets[0]!.eachRow((r) => r.eachCell((c) => cells.push(String(c.value))));
  expect(cells).toContain(NAMED);
  expect(cells).toContain('Đã chuyển');
  expect(cells.join('\n')).not.toMatch(/0912|qlcl@/);

  // A unit below the minimum (or hidden with one) says why, with no comment.
  expect(small, 'a demo wave with a hidden unit').toBeDefined();
  await page.locator('.p-dropdown', { has: page.locator('#hm-comments-flag') }).click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: 'Tất cả' }).click();
  await page.locator('.p-dropdown', { has: page.locator('#hm-comments-version') }).click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: small.version.tieu_de_khao_sat }).click();
  await page.locator('.p-dropdown', { has: page.locator('#hm-comments-unit') }).click();
  await page
    .locator('.p-dropdown-panel')
    .getByRole('option', { name: `${small.unit.label} (ẩn: nhóm nhỏ)` })
    .click();
  await expect(page.getByText(`Khoa/đơn vị này có dưới ${small.min} người trả lời`, { exact: false })).toBeVisible();
  await expect(page.locator('.hm-comment')).toHaveCount(0);
  await axeClean(page, `${PATH}, a hidden unit, at 1280 px`);
  test.info().annotations.push({
    type: 'demo 2025',
    description: `${all.total} comments, ${named} naming a colleague, hidden unit in ${small.version.tieu_de_khao_sat}: ${small.unit.label}`,
  });

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 2, name: `${all.total} ý kiến` })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: `${PATH} at 360 px` })
    .toBeLessThanOrEqual(0);
  await axeClean(page, `${PATH} at 360 px`);
});
