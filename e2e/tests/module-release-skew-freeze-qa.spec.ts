import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { apiCall, vnWire } from './api-call';
import { apiToken, bearer, DEMO_PASSWORD, signIn } from './login-helpers';
import { seriousViolations } from './page-check';

// The module release registry, issue 28 items 6-8 (docs/decisions/module-releases.md):
// - no skew: an open page whose hospital's releases change shows "Đã có phiên bản mới — Tải lại"
//   and keeps running what it loaded until the user reloads;
// - campaign freeze: hospital 2 runs a survey; on the registry screen its survey module is shown
//   frozen, a pin to an ordinary release is refused with the reason in Vietnamese, a hotfix with a
//   written reason passes; a vote started before it completes on the version it started with;
// - QA override: admin runs mf-dashboard 1.0.1-e2e for himself only, with a banner naming it;
//   bvadmin of the same hospital keeps the built-in one; cleared, admin is back on it.
// Every assignment is put back at the end; the survey version made here is hidden.

const R = '/votesafety/v1/phat-hanh-phan-he';
const V = '/votesafety/v1';
const DASHBOARD = '1.0.1-e2e';
const SKEW = '0.0.1-e2e-skew';
const SURVEY = '0.0.1-e2e-survey';
const HOTFIX = '0.0.2-e2e-hotfix';
const REASON = 'Sửa lỗi mất câu trả lời khi mạng chập chờn (e2e)';
const TITLE = `Đóng băng phát hành e2e ${Date.now().toString(36)}`;
const ROOT = path.join(import.meta.dirname, '..', '..');

let api: APIRequestContext;
let token: string;
let hospital1: number;
let hospital2: number;
let version: number | null = null;

test.describe.configure({ mode: 'serial' });

const hash = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
/** A release of one file that no page of this spec ever runs (its assignment is what is tested). */
const tiny = (module: string, v: string, hotfix = false) => ({
  module,
  version: v,
  contract_major: 1,
  shell_range: '>=1.0.0 <2',
  smoke_test: 'not-run',
  hotfix,
  files: [{ path: 'remoteEntry.js', sha384: hash(`/* ${v} */`), content_base64: Buffer.from(`/* ${v} */`).toString('base64') }],
});

const call = <T = unknown>(method: 'GET' | 'POST' | 'PUT', url: string, data?: object) => apiCall<T>(api, token, method, url, data);

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(480_000);
  api = await playwright.request.newContext({ baseURL });
  token = await apiToken(api, 'admin');
  const overview = await call<{ modules: { module: string; releases: { version: string }[]; hospitals: { hospital_id: number; name: string }[] }[] }>('GET', R);
  const stored = (m: string, v: string) => overview.modules.some((x) => x.module === m && x.releases.some((r) => r.version === v));
  // The dashboard release of module-releases.spec.ts, built once per run whichever spec comes first.
  if (!stored('dashboard', DASHBOARD))
    execFileSync('node', [path.join(ROOT, 'scripts/release.mjs'), 'mf-dashboard', '--version', DASHBOARD], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, HM_RELEASE_URL: baseURL, HM_RELEASE_USER: 'admin', HM_RELEASE_PASSWORD: DEMO_PASSWORD, HM_BUILD_LOCK: '/tmp/build.lock' },
    });
  for (const [m, v, hotfix] of [
    ['catalogues', SKEW, false],
    ['survey', SURVEY, false],
    ['survey', HOTFIX, true],
  ] as const) {
    if (!stored(m, v)) await call('POST', R, tiny(m, v, hotfix));
  }
  const hospitals = overview.modules[0]!.hospitals;
  hospital1 = hospitals.find((h) => h.name === 'Bệnh viện Đa khoa Demo')!.hospital_id;
  hospital2 = hospitals.find((h) => h.name === 'Bệnh viện Demo Thứ Hai')!.hospital_id;
});

test.afterAll(async () => {
  // Hidden first: the survey no longer open, hospital 2 may follow stable again (the freeze).
  if (version !== null) await call('PUT', `${V}/phien-ban-khao-sat/delete`, { phien_ban_id: version });
  await call('POST', `${R}/theo-kenh`, { module: 'survey', hospital_id: hospital2, channel: 'stable' });
  await call('POST', `${R}/theo-kenh`, { module: 'catalogues', hospital_id: hospital1, channel: 'stable' });
  const res = await api.post(`${R}/kiem-thu/bo`, { data: { module: 'dashboard' }, headers: bearer(token) });
  expect(res.status()).toBe(200);
  await api.dispose();
});

/** A signed-in page of `user` at `where`, in a context of its own. */
async function pageOf(browser: Browser, user: string, where: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user, where);
  return page;
}

/** In-app navigation (the loaded modules stay): a route change, which also asks the registry. */
async function goInApp(page: Page, to: string) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** The version of the dashboard module the page runs, from the About page (in-app navigation). */
async function loadedDashboard(page: Page): Promise<string> {
  await goInApp(page, '/vi/About');
  const row = page.getByRole('row').filter({ hasText: 'mf_dashboard' });
  // The route change waits for the dashboard's own render to finish: slow on two shared cores.
  await expect(row).toBeVisible({ timeout: 30_000 });
  return (await row.getByRole('cell').nth(3).innerText()).trim();
}

const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Đã có phiên bản mới' });

test('an open page keeps its modules when its hospital’s releases change, and offers a reload', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await pageOf(browser, 'bvadmin', '/vi/Dashboard/Hospital');
  await expect(page.getByRole('heading', { name: 'Dashboard bệnh viện', level: 1 })).toBeVisible({ timeout: 20_000 });
  await goInApp(page, '/vi/About');
  await expect(notice(page)).toHaveCount(0);

  await call('POST', `${R}/ghim`, { module: 'catalogues', hospital_id: hospital1, version: SKEW });
  // The next route change asks: the notice, and the page still runs what it loaded.
  await page.waitForTimeout(2_100);
  await goInApp(page, '/vi/Dashboard/Hospital');
  await expect(notice(page)).toBeVisible();
  expect(await loadedDashboard(page)).toBe('1.0.0 (hợp đồng v1)');
  await goInApp(page, '/vi/Dashboard/Hospital');
  await expect(notice(page)).toContainText('Đã có phiên bản mới —');
  await expect(notice(page).getByRole('button', { name: 'Tải lại' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard bệnh viện', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // "Reload" loads the new assignment: no notice any more.
  await notice(page).getByRole('button', { name: 'Tải lại' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard bệnh viện', level: 1 })).toBeVisible({ timeout: 20_000 });
  await goInApp(page, '/vi/About');
  await expect(page.getByRole('heading', { name: 'About', level: 1 })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);

  // Put back: this page is told again (on focus); "Later" hides it until the assignment changes once more.
  await call('POST', `${R}/theo-kenh`, { module: 'catalogues', hospital_id: hospital1, channel: 'stable' });
  await page.waitForTimeout(2_100);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(notice(page)).toBeVisible();
  await notice(page).getByRole('button', { name: 'Để sau' }).click();
  await expect(notice(page)).toHaveCount(0);
  await page.waitForTimeout(2_100);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.waitForTimeout(500);
  await expect(notice(page)).toHaveCount(0);
  await page.context().close();
});

/** Answers every radio group of the step on screen (the 4th answer, or the last of shorter lists) and every text box. */
async function answerStep(page: Page) {
  for (const group of await page.getByRole('radiogroup').all()) {
    const radios = group.getByRole('radio');
    await radios.nth(Math.min(3, (await radios.count()) - 1)).check();
  }
  for (const box of await page.locator('.hm-vote-question textarea').all()) await box.fill('Ý kiến thử nghiệm e2e.');
}
const next = (page: Page) => page.getByRole('button', { name: 'Tiếp', exact: true }).click();

test('the survey module of a hospital with an open survey is frozen: refused with its reason, a hotfix with a reason passes, a vote in progress completes', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  // Hospital 2 runs a survey (a started copy of the SOPS 2.0 template).
  const templates = await call<{ data: { phien_ban_id: number; instrument_code: string | null }[] }>('GET', `${V}/phien-ban-khao-sat?la_mau=true&page=1&size=50`);
  const sops2 = templates.data.find((v) => v.instrument_code === 'HSOPS2')!;
  const copy = await call<{ phien_ban_id: number }>('POST', `${V}/phien-ban-khao-sat/${sops2.phien_ban_id}/copy`, {
    hospital_id: hospital2,
    tieu_de_khao_sat: TITLE,
    time_start: vnWire(new Date(Date.now() - 10 * 60_000)),
    time_end: vnWire(new Date(Date.now() + 7 * 86_400_000)),
  });
  version = copy.phien_ban_id;
  await call('POST', `${V}/phien-ban-khao-sat/${version}/start`);

  // A nurse of hospital 2 starts voting.
  const staff = await pageOf(browser, 'bv2nhanvien01', '/vi/KhaoSat');
  const releaseFiles: string[] = [];
  staff.on('request', (r) => r.url().includes('/releases/survey/') && releaseFiles.push(r.url()));
  const row = staff.getByRole('row', { name: new RegExp(TITLE) });
  await row.getByRole('button', { name: `Bình chọn: ${TITLE}` }).click({ timeout: 20_000 });
  await staff.getByRole('button', { name: 'Bắt đầu' }).click();
  await answerStep(staff);
  await next(staff);

  // The registry screen: hospital 2's survey module is frozen, with why.
  await signIn(page, 'admin', '/vi/HeThong/PhatHanhPhanHe');
  const survey = page.getByRole('region', { name: 'Khảo sát' });
  const h2 = survey.getByRole('table', { name: 'Bệnh viện chạy bản nào của phân hệ Khảo sát' }).getByRole('row').filter({ hasText: 'Bệnh viện Demo Thứ Hai' });
  await expect(h2).toContainText('Đóng băng', { timeout: 20_000 });
  await expect(h2).toContainText(`Đang có đợt khảo sát mở: Bệnh viện Demo Thứ Hai («${TITLE}» đến`);
  await expect(survey.getByRole('table', { name: 'Các bản phát hành của phân hệ Khảo sát' }).getByRole('row').filter({ hasText: HOTFIX })).toContainText('Hotfix');

  const pin = async (v: string) => {
    await h2.locator('.p-dropdown', { has: page.getByLabel('Bản Khảo sát cho Bệnh viện Demo Thứ Hai') }).click();
    await page
      .locator('.p-dropdown-panel')
      .getByRole('option', { name: `Ghim bản ${v}` })
      .click();
    await h2.getByRole('button', { name: 'Áp dụng cho Bệnh viện Demo Thứ Hai (Khảo sát)' }).click();
    await page.getByRole('dialog', { name: 'Đổi bản phát hành của bệnh viện' }).getByRole('button', { name: 'Đồng ý' }).click();
  };
  // An ordinary release: refused, the reason shown in Vietnamese.
  await pin(SURVEY);
  await expect(page.getByText(/Phân hệ Khảo sát đang đóng băng vì có đợt khảo sát đang mở: Bệnh viện Demo Thứ Hai/)).toBeVisible();
  await expect(h2).toContainText('Bản có sẵn của máy chủ');
  // The hotfix, without a reason: refused; with one: passes, the reason in the history.
  await pin(HOTFIX);
  await expect(page.getByText('Bản hotfix thay đổi phân hệ Khảo sát đang đóng băng: hãy ghi lý do (ít nhất 10 ký tự).')).toBeVisible();
  await survey.getByLabel('Lý do thay đổi (bắt buộc khi dùng bản hotfix cho bệnh viện đang khảo sát)').fill(REASON);
  await pin(HOTFIX);
  await expect(page.getByText('Đã cập nhật bản phát hành')).toBeVisible();
  await expect(h2).toContainText(`Ghim bản ${HOTFIX}`);
  const history = survey.getByRole('table', { name: 'Lịch sử phát hành của phân hệ Khảo sát' });
  await expect(history.getByRole('row').nth(1)).toContainText(`Lý do: ${REASON}`);
  expect(await seriousViolations(page)).toEqual([]);

  // The nurse's page is told, without being interrupted, and the vote completes on the version it started with.
  await staff.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(notice(staff)).toBeVisible();
  for (let step = 0; step < 12 && !(await staff.getByRole('heading', { name: 'Xem lại và gửi phiếu', level: 2 }).isVisible()); step++) {
    await answerStep(staff);
    await next(staff);
  }
  await staff.getByRole('button', { name: 'Gửi phiếu' }).click();
  await expect(staff.getByRole('heading', { name: 'Cảm ơn anh/chị đã tham gia khảo sát!' })).toBeVisible();
  expect(releaseFiles).toEqual([]);
  await staff.context().close();
});

test('a QA user runs a release for himself only, with a banner naming it, until he clears it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin', '/vi/HeThong/KiemThuPhanHe');
  await expect(page.getByRole('heading', { name: 'Kiểm thử bản phát hành', level: 1 })).toBeVisible({ timeout: 20_000 });
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Thống kê' }) });
  await row.locator('.p-dropdown', { has: page.getByLabel('Bản kiểm thử của Thống kê') }).click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: DASHBOARD, exact: true }).click();
  await row.getByRole('button', { name: 'Chạy bản đã chọn của Thống kê cho riêng tôi' }).click();
  await expect(page.getByText(`Đã chọn bản kiểm thử Thống kê ${DASHBOARD}: tải lại trang để chạy`)).toBeVisible();
  await expect(row).toContainText(DASHBOARD);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Tải lại trang' }).click();
  const banner = page.getByRole('status').filter({ hasText: 'Bạn đang chạy bản kiểm thử' });
  await expect(banner).toHaveText(new RegExp(`Bạn đang chạy bản kiểm thử \\(chỉ tài khoản của bạn\\): Thống kê ${DASHBOARD.replace(/\./g, '\\.')}`), { timeout: 20_000 });
  await goInApp(page, '/vi/Dashboard/Hospital');
  await expect(page.getByRole('heading', { name: 'Dashboard bệnh viện', level: 1 })).toBeVisible({ timeout: 20_000 });
  expect(await loadedDashboard(page)).toBe(`${DASHBOARD} (hợp đồng v1)`);
  await expect(banner).toBeVisible();

  // Nobody else: bvadmin of the same hospital runs the built-in dashboard, with no banner.
  const other = await pageOf(browser, 'bvadmin', '/vi/Dashboard/Hospital');
  await expect(other.getByRole('heading', { name: 'Dashboard bệnh viện', level: 1 })).toBeVisible({ timeout: 20_000 });
  expect(await loadedDashboard(other)).toBe('1.0.0 (hợp đồng v1)');
  await expect(other.getByText('Bạn đang chạy bản kiểm thử')).toHaveCount(0);
  await other.context().close();

  // Cleared from the banner's link: back on the hospital's dashboard at the next load.
  await banner.getByRole('link', { name: 'Đổi hoặc bỏ' }).click();
  await row.getByRole('button', { name: 'Bỏ bản kiểm thử của Thống kê' }).click();
  await expect(page.getByText('Đã bỏ bản kiểm thử Thống kê: tải lại trang để về bản của bệnh viện')).toBeVisible();
  await page.goto('/vi/Dashboard/Hospital');
  await expect(page.getByRole('heading', { name: 'Dashboard bệnh viện', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Bạn đang chạy bản kiểm thử')).toHaveCount(0);
  expect(await loadedDashboard(page)).toBe('1.0.0 (hợp đồng v1)');
});
