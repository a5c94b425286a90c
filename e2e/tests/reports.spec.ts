import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD, login, signIn as signInPage } from './login-helpers';
import { parseCsv } from './csv';
import { chooseByLabel } from './pick-option';

// Issue 14's journey in a real browser over the demo data: the system administrator defines the
// report 'response rate by department' with the 2025 demo version fixed (HeThongDanhMuc/Reports,
// with its live preview) and lets one permission group view and export it
// (HeThong/PhanQuyenBaoCao); a user of that group runs it (HeThongBaoCao/ReportView), sees the
// dashboard's figures, and exports xlsx and csv holding the same numbers; a user of another group
// (which holds the report function too) does not see it and is refused by the server when calling
// it directly. Axe and a 360 px phone on the three pages. Both groups are new (cap 2: participation
// figures of a staff-level account are narrowed to its departments), so nothing seeded changes;
// the report is deleted at the end.

test.describe.configure({ mode: 'serial' });
test.setTimeout(360_000);

const STAMP = Date.now().toString(36).slice(-5).toUpperCase();
const REPORT_CODE = `TL_PB_${STAMP}`;
const REPORT_NAME = `Tỷ lệ phản hồi theo khoa/phòng ${STAMP}`;
const GROUPS = { granted: { ma: `BC_A_${STAMP}`, ten: `Xem báo cáo A ${STAMP}` }, other: { ma: `BC_B_${STAMP}`, ten: `Xem báo cáo B ${STAMP}` } };
const USERS = { granted: `bca.${STAMP.toLowerCase()}`, other: `bcb.${STAMP.toLowerCase()}` };
const INITIAL = 'BanDau@2026';
const PASSWORD = 'BaoCao#2026';
const D = '/votesafety/v1/dash-board';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
interface StaffGroup {
  name: string;
  invited: number;
  ineligible: number;
  submitted: number;
  complete: number;
  rate: number | null;
}

async function call<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${method} ${url}: ${body.message}`).toBe(200);
  return body.data;
}
async function signIn(request: APIRequestContext, user: string, password = DEMO_PASSWORD): Promise<{ token: string; hospitalId: number }> {
  const body = (await (await request.post('/auth/v1/login', { data: { ten_tai_khoan: user, mat_khau: password } })).json()) as Envelope<{
    token: string;
    user: { hospital: { hospital_id: number } | null };
  }>;
  expect(body.code, `login ${user}: ${body.message}`).toBe(200);
  return { token: body.data.token, hospitalId: body.data.user.hospital?.hospital_id ?? 0 };
}

/** A new permission group of hospital administrators' level holding only the report viewer (function and menu entry). */
async function createGroup(request: APIRequestContext, token: string, g: { ma: string; ten: string }): Promise<number> {
  const group = await call<{ phan_quyen_id: number }>(request, token, 'POST', '/auth/v1/phan-quyen', { ma_phan_quyen: g.ma, ten_phan_quyen: g.ten, cap: 2, mo_ta: 'e2e: báo cáo' });
  const id = group.phan_quyen_id;
  const fns = await call<{ du_an_id: number; functions: { chuc_nang_id: number; ma_chuc_nang: string }[] }>(
    request,
    token,
    'GET',
    `/auth/v1/phan-quyen-chuc-nang?phanQuyenId=${id}`,
  );
  await call(request, token, 'POST', '/auth/v1/phan-quyen-chuc-nang', {
    phan_quyen_id: id,
    du_an_id: fns.du_an_id,
    chuc_nang_ids: fns.functions.filter((f) => f.ma_chuc_nang === 'BAO_CAO_XEM').map((f) => f.chuc_nang_id),
  });
  const menus = await call<{ du_an_id: number; menus: { menu_id: number; ma_menu: string }[] }>(request, token, 'GET', `/auth/v1/phan-quyen-menu?phanQuyenId=${id}`);
  await call(request, token, 'POST', '/auth/v1/phan-quyen-menu', {
    phan_quyen_id: id,
    du_an_id: menus.du_an_id,
    menu_ids: menus.menus.filter((m) => ['BAO_CAO', 'BC_XEM'].includes(m.ma_menu)).map((m) => m.menu_id),
  });
  return id;
}

/** An account of the group in the demo hospital, its initial password already changed by its owner. */
async function createAccount(request: APIRequestContext, token: string, user: string, groupId: number, hospitalId: number): Promise<void> {
  await call(request, token, 'POST', '/auth/v1/tai-khoan', {
    ten_tai_khoan: user,
    display_name: `Người xem báo cáo ${user}`,
    phan_quyen_id: groupId,
    hospital_id: hospitalId,
    mat_khau: INITIAL,
    confirm: INITIAL,
  });
  const own = await signIn(request, user, INITIAL);
  await call(request, own.token, 'PUT', '/auth/v1/tai-khoan/doi-mat-khau-user', { mat_khau_cu: INITIAL, mat_khau: PASSWORD, confirm: PASSWORD });
}

/** Numbers as the pages write them in Vietnamese (@hm/platform's formats). */
const pct = (v: number | null) => (v === null ? '—' : `${v.toLocaleString('vi-VN', { maximumFractionDigits: 1 })} %`);
const count = (v: number) => v.toLocaleString('vi-VN');
/** A number as a file holds it: a number, or text in either decimal style. */
const numberOf = (v: unknown): number | null => {
  if (typeof v === 'number') return v;
  if (v && typeof v === 'object' && 'result' in v) return numberOf((v as { result: unknown }).result);
  const s = String(v ?? '').replace(/[%\s\u00a0]/g, '');
  if (!s || s === '—') return null;
  return Number(/,\d{1,2}$/.test(s) ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, ''));
};
const close = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) < 0.051);

/** The report's figures by department name, as the dashboard answers them. */
const HEADERS = { invited: 'Được mời', ineligible: 'Không đủ điều kiện', submitted: 'Đã gửi phiếu', complete: 'Phiếu hoàn chỉnh', rate: 'Tỷ lệ phản hồi (%)' } as const;
type Figures = Record<keyof typeof HEADERS, number | null>;

/** Rows of a sheet (xlsx or csv) from its header row on, as figures by department name. */
function figuresOf(rows: unknown[][]): Map<string, Figures> {
  const at = rows.findIndex((r) => r.some((c) => String(c ?? '').trim() === 'Khoa/phòng'));
  expect(at, 'a header row naming Khoa/phòng').toBeGreaterThanOrEqual(0);
  const header = rows[at]!.map((c) => String(c ?? '').trim());
  const col = (h: string) => {
    const i = header.indexOf(h);
    expect(i, `column ${h} in ${header.join(' | ')}`).toBeGreaterThanOrEqual(0);
    return i;
  };
  const out = new Map<string, Figures>();
  for (const r of rows.slice(at + 1)) {
    const name = String(r[col('Khoa/phòng')] ?? '').trim();
    if (!name) continue;
    out.set(name, Object.fromEntries(Object.entries(HEADERS).map(([k, h]) => [k, numberOf(r[col(h)])])) as Figures);
  }
  return out;
}

function expectSameFigures(file: Map<string, Figures>, dashboard: StaffGroup[], what: string): void {
  expect([...file.keys()].sort(), `${what}: departments`).toEqual(dashboard.map((g) => g.name).sort());
  for (const g of dashboard) {
    const f = file.get(g.name)!;
    for (const k of Object.keys(HEADERS) as (keyof typeof HEADERS)[]) expect(close(f[k], g[k]), `${what}: ${g.name} ${k} ${f[k]} vs ${g[k]}`).toBe(true);
  }
}

/** Axe finds no serious or critical violation at 1280 px and at 360 px, where nothing scrolls sideways. */
async function accessibleAndFits(page: Page, what: string): Promise<void> {
  const axe = async (width: number) => {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(page.locator('.p-datatable-loading-overlay, .hm-loading')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).include('.hm-page').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${what} at ${width} px ${v.id}: ${v.nodes[0]?.target} ${v.nodes[0]?.failureSummary?.slice(0, 200)}`),
    ).toEqual([]);
  };
  await page.setViewportSize({ width: 1280, height: 800 });
  await axe(1280);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: `${what} at 360 px` })
    .toBeLessThanOrEqual(0);
  await axe(360);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The rows of the report's table on screen, as text by column header. */
async function tableRows(page: Page): Promise<Record<string, string>[]> {
  const table = page.locator('[data-report-table="report"] table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  return table.evaluate((t) => {
    const headers = [...t.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').replace(/\s+/g, ' ').trim());
    return [...t.querySelectorAll('tbody tr')].map((tr) =>
      Object.fromEntries(
        [...tr.querySelectorAll('td')].map((td, i) => [
          headers[i] ?? String(i),
          ((td.querySelector('.p-column-title') ? td.lastChild?.textContent : td.textContent) ?? '').replace(/\s+/g, ' ').trim(),
        ]),
      ),
    );
  });
}

async function newUserPage(browser: Browser, user: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'vi-VN', acceptDownloads: true })).newPage();
  await login(page, user, PASSWORD);
  return page;
}

let groupIds = { granted: 0, other: 0 };
let reportId = 0;
let dashboard: StaffGroup[] = [];
let v2025Title = '';

test.beforeAll(async ({ request }) => {
  const admin = await signIn(request, 'admin');
  groupIds = { granted: await createGroup(request, admin.token, GROUPS.granted), other: await createGroup(request, admin.token, GROUPS.other) };
  await createAccount(request, admin.token, USERS.granted, groupIds.granted, admin.hospitalId);
  await createAccount(request, admin.token, USERS.other, groupIds.other, admin.hospitalId);
  // The dashboard's answer for the demo hospital's 2025 version, as its administrator reads it.
  const bv = await signIn(request, 'bvadmin');
  const versions = await call<{ phien_ban_id: number; tieu_de_khao_sat: string }[]>(request, bv.token, 'GET', `${D}/phien-ban`);
  const v2025 = versions.find((v) => v.tieu_de_khao_sat.includes('2025'))!;
  expect(v2025, 'the 2025 demo version').toBeDefined();
  v2025Title = v2025.tieu_de_khao_sat;
  dashboard = await call<StaffGroup[]>(request, bv.token, 'GET', `${D}/thong-ke-ty-le-phan-hoi-phong-ban?phien_ban_id=${v2025.phien_ban_id}&hospital_id=${bv.hospitalId}`);
  expect(dashboard.length).toBeGreaterThan(0);
});

test.afterAll(async ({ request }) => {
  if (!reportId) return;
  const admin = await signIn(request, 'admin');
  await request.delete(`/auth/v1/report/${reportId}`, { headers: { Authorization: `Bearer ${admin.token}` } });
});

test('the administrator defines the report with the 2025 version fixed, previews it, and lets one group view and export it', async ({ page }) => {
  await signInPage(page, 'admin', '/vi/HeThongDanhMuc/Reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Cấu hình báo cáo' })).toBeVisible();
  await expect(page.getByText('Trang đang được phát triển')).toHaveCount(0);
  await accessibleAndFits(page, 'HeThongDanhMuc/Reports');

  await page.getByRole('button', { name: 'Thêm báo cáo' }).click();
  await expect(page).toHaveURL(/\/vi\/HeThongDanhMuc\/Reports\/moi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thêm báo cáo' })).toBeVisible();
  // The source the page starts with is the one wanted; its description is shown.
  await expect(page.getByText(/^Tỷ lệ phản hồi của từng khoa\/phòng, cả theo từng kênh .*\(như trên dashboard\)\.$/)).toBeVisible();
  await page.getByLabel('Mã báo cáo', { exact: true }).fill(REPORT_CODE);
  await page.getByLabel('Tên báo cáo', { exact: true }).fill(REPORT_NAME);
  await page.getByLabel('Tên tiếng Anh', { exact: true }).fill(`Response rate by department ${STAMP}`);
  await page.getByLabel('Mô tả', { exact: true }).fill('Khảo sát 2025 của bệnh viện, mọi khoa/phòng');
  await chooseByLabel(page, page, 'Phiên bản khảo sát', v2025Title);
  // The AHRQ category is not wanted; the lowest response rates first.
  await page.getByLabel('Hiện: Nhóm AHRQ', { exact: true }).uncheck();
  await chooseByLabel(page, page, 'Sắp xếp: Tỷ lệ phản hồi (%)', 'Tăng dần');
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/auth/v1/report' && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Lưu' }).click();
  const answer = (await (await created).json()) as Envelope<{ report_id: number }>;
  expect(answer.code, answer.message).toBe(200);
  reportId = answer.data.report_id;
  await expect(page).toHaveURL(new RegExp(`/vi/HeThongDanhMuc/Reports/${reportId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Báo cáo: ${REPORT_NAME}` })).toBeVisible();

  // The live preview: the saved definition's first page and its chart, the dashboard's departments.
  const preview = page.getByRole('region', { name: 'Xem trước' });
  await expect(preview.locator('[data-report-table="preview"] tbody tr')).toHaveCount(Math.min(10, dashboard.length));
  // Charts start drawing when scrolled near the viewport.
  await preview.locator('[data-figure="preview"]').scrollIntoViewIfNeeded();
  await expect(preview.locator('[data-figure="preview"] canvas')).toHaveCount(1);
  await accessibleAndFits(page, 'HeThongDanhMuc/Reports/{id}');

  // Report permissions: the first group may view and export (export implies run and view).
  await page.goto('/vi/HeThong/PhanQuyenBaoCao');
  await expect(page.getByRole('heading', { level: 1, name: 'Phân quyền báo cáo' })).toBeVisible();
  await expect(page.getByText('Trang đang được phát triển')).toHaveCount(0);
  await chooseByLabel(page, page, 'Nhóm quyền', `${GROUPS.granted.ten} (${GROUPS.granted.ma})`);
  await expect(page).toHaveURL(new RegExp(`phanQuyenId=${groupIds.granted}`));
  const xem = page.getByLabel(`Xem: ${REPORT_NAME}`, { exact: true });
  const xuat = page.getByLabel(`Xuất: ${REPORT_NAME}`, { exact: true });
  await expect(xem).not.toBeChecked();
  await xuat.check();
  await expect(xem).toBeChecked();
  await expect(page.getByLabel(`Chạy: ${REPORT_NAME}`, { exact: true })).toBeChecked();
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/auth/v1/phan-quyen-report/update-phan-quyen');
  await page.getByRole('button', { name: 'Lưu' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.locator('.p-toast-message-success').filter({ hasText: 'Đã lưu quyền báo cáo' }).last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lưu' })).toBeDisabled();
  await accessibleAndFits(page, 'HeThong/PhanQuyenBaoCao');

  // Stored: a reload shows the group's rights as saved; the other group has none.
  await page.reload();
  await expect(page.getByLabel(`Xuất: ${REPORT_NAME}`, { exact: true })).toBeChecked();
  await chooseByLabel(page, page, 'Nhóm quyền', `${GROUPS.other.ten} (${GROUPS.other.ma})`);
  await expect(page.getByLabel(`Xem: ${REPORT_NAME}`, { exact: true })).not.toBeChecked();
});

test('a user of that group runs it, sees the dashboard’s figures, and exports xlsx and csv with the same numbers', async ({ browser }) => {
  const page = await newUserPage(browser, USERS.granted);
  await page.goto('/vi/HeThongBaoCao');
  await expect(page.getByRole('heading', { level: 1, name: 'Báo cáo' })).toBeVisible();
  await expect(page.getByText('Trang đang được phát triển')).toHaveCount(0);
  const link = page.getByRole('link', { name: new RegExp(REPORT_NAME) });
  await expect(link).toBeVisible();
  await accessibleAndFits(page, 'HeThongBaoCao');

  await page.goto('/vi/HeThongBaoCao/ReportView');
  await expect(page.getByRole('heading', { level: 1, name: 'Xem báo cáo' })).toBeVisible();
  await chooseByLabel(page, page, 'Báo cáo', new RegExp(REPORT_NAME));
  await expect(page).toHaveURL(new RegExp(`ReportView\\?id=${reportId}$`));
  await expect(page.getByRole('heading', { level: 2, name: REPORT_NAME })).toBeVisible();
  await expect(page.getByText('Khảo sát 2025 của bệnh viện, mọi khoa/phòng')).toBeVisible();
  // The version is fixed by the definition: only the hospital is asked, and may stay 'all'.
  await expect(page.getByLabel('Phiên bản khảo sát')).toHaveCount(0);
  const run = page.getByRole('button', { name: 'Xem báo cáo', exact: true });
  if (await run.count()) await run.click();

  // The same figures as the dashboard, department by department, lowest rate first.
  const rows = await tableRows(page);
  expect(rows.map((r) => r['Khoa/phòng']).sort()).toEqual(dashboard.map((g) => g.name).sort());
  for (const g of dashboard) {
    const r = rows.find((x) => x['Khoa/phòng'] === g.name)!;
    expect([r['Được mời'], r['Không đủ điều kiện'], r['Đã gửi phiếu'], r['Phiếu hoàn chỉnh'], r['Tỷ lệ phản hồi (%)']], g.name).toEqual([
      count(g.invited),
      count(g.ineligible),
      count(g.submitted),
      count(g.complete),
      pct(g.rate),
    ]);
  }
  expect(rows.map((r) => r['Nhóm AHRQ'])).toEqual(rows.map(() => undefined));
  const rates = rows.map((r) => dashboard.find((g) => g.name === r['Khoa/phòng'])!.rate ?? -1);
  expect(rates).toEqual([...rates].sort((a, b) => a - b));
  await page.locator('[data-figure="report"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-figure="report"] canvas')).toHaveCount(1);
  await accessibleAndFits(page, 'HeThongBaoCao/ReportView');

  // Excel: every row, the same numbers.
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Xuất Excel' }).click()]);
  expect(xlsx.suggestedFilename()).toMatch(new RegExp(`^${REPORT_CODE}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await xlsx.path())!);
  const sheet = workbook.worksheets[0]!;
  const sheetRows: unknown[][] = [];
  sheet.eachRow((row) => sheetRows.push((row.values as unknown[]).slice(1)));
  expectSameFigures(figuresOf(sheetRows), dashboard, 'xlsx');

  // CSV: UTF-8 with a byte-order mark (Excel then shows the Vietnamese), the same numbers.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Xuất CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(new RegExp(`^${REPORT_CODE}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const bytes = readFileSync((await csv.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text).toContain('Khoa/phòng');
  expectSameFigures(figuresOf(parseCsv(text)), dashboard, 'csv');
  await page.context().close();
});

test('a user of another group does not see it, and the server refuses it when called directly', async ({ browser, request }) => {
  const page = await newUserPage(browser, USERS.other);
  await page.goto('/vi/HeThongBaoCao/ReportView');
  await expect(page.getByRole('heading', { level: 1, name: 'Xem báo cáo' })).toBeVisible();
  await expect(page.locator('.hm-loading')).toHaveCount(0);
  const picker = page.locator('.p-dropdown', { has: page.getByLabel('Báo cáo', { exact: true }) });
  if (await picker.count()) {
    // Other reports given to the group are listed; this one is not.
    await picker.click();
    await expect(page.locator('.p-dropdown-panel')).toBeVisible();
    await expect(page.locator('.p-dropdown-panel').getByRole('option', { name: new RegExp(REPORT_NAME) })).toHaveCount(0);
    await page.keyboard.press('Escape');
  } else {
    await expect(page.getByRole('heading', { name: 'Bạn chưa được giao báo cáo nào' })).toBeVisible();
  }
  await page.goto('/vi/HeThongBaoCao');
  await expect(page.getByRole('heading', { level: 1, name: 'Báo cáo' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(REPORT_NAME) })).toHaveCount(0);

  // A link to it: the server's refusal in place, no figures.
  await page.goto(`/vi/HeThongBaoCao/ReportView?id=${reportId}`);
  await expect(page.getByText('Không tải được dữ liệu')).toBeVisible();
  await expect(page.locator('[data-report-table] tbody tr')).toHaveCount(0);
  await page.context().close();

  // Calling the API directly with the same session's rights: 403 for the data and for the export.
  const other = await signIn(request, USERS.other, PASSWORD);
  const headers = { Authorization: `Bearer ${other.token}` };
  const data = await request.post('/auth/v1/report/get-data', { headers, data: { report_id: reportId, params: {}, page: 1, size: 50 } });
  expect(data.status()).toBe(403);
  expect(((await data.json()) as Envelope<unknown>).code).toBe(403);
  const file = await request.post('/auth/v1/report/export', { headers, data: { report_id: reportId, params: {}, format: 'csv' } });
  expect(file.status()).toBe(403);
  // The granted user's own call succeeds, with the figures of the page.
  const granted = await signIn(request, USERS.granted, PASSWORD);
  const ok = await call<{ total: number; rows: Record<string, unknown>[] }>(request, granted.token, 'POST', '/auth/v1/report/get-data', {
    report_id: reportId,
    params: {},
    page: 1,
    size: 50,
  });
  expect(ok.total).toBe(dashboard.length);
});

test('no page of the reports module is left in development', async ({ page }) => {
  await signInPage(page, 'admin');
  for (const path of ['/vi/HeThongBaoCao', '/vi/HeThongBaoCao/ReportView', '/vi/HeThongBaoCao/XuatDuLieu']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.getByText('Trang đang được phát triển'), path).toHaveCount(0);
  }
});
