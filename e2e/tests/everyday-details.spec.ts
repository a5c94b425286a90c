import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PORT } from '../ports';
import { apiToken, bearer, signIn } from './login-helpers';
import { seriousViolations } from './page-check';

// The small things of issue 29 (item 12), on the real product over the demo data: every version
// picker opens on the version the dashboards open on; the feedback report's bar is full when the
// report is done; the questionnaire preview's values are not indented; SOPS 2.0's comment section
// is not tagged as background questions; an empty group reads like a suppressed one.

const BASE = `http://127.0.0.1:${PORT}`;
const V = '/votesafety/v1';
const D = `${V}/dash-board`;
const RUN = Date.now().toString(36);
/** What a survey page shows while no version is chosen. */
const PROMPT = 'Chọn một phiên bản khảo sát để tiếp tục.';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
interface Scope {
  n: number | null;
  suppressed: boolean;
  min_group_size: number;
}

async function call<T>(api: APIRequestContext, token: string, method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<T> {
  const res = await api.fetch(path, { method, data, headers: bearer(token) });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${method} ${path}: ${body.message}`).toBe(200);
  return body.data;
}

/** The version the hospital dashboard opens on (written back to its address), for the signed-in user. */
async function dashboardVersion(page: Page): Promise<number> {
  await page.goto('/vi/Dashboard/Hospital');
  await expect(page).toHaveURL(/phien_ban_id=\d+/);
  return Number(new URL(page.url()).searchParams.get('phien_ban_id'));
}

/** bvadmin's demo version with 300 responses (2025), by the dashboards' list. */
async function demo2025(api: APIRequestContext, token: string): Promise<{ phien_ban_id: number; tieu_de_khao_sat: string }> {
  const versions = await call<{ phien_ban_id: number; tieu_de_khao_sat: string }[]>(api, token, 'GET', `${D}/phien-ban`);
  const v = versions.find((x) => x.tieu_de_khao_sat === 'Khảo sát văn hóa an toàn người bệnh 2025');
  expect(v, 'the 2025 demo survey').toBeDefined();
  return v!;
}

test('the composites, the participation list and the report viewer open on the version the dashboards open on', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  await signIn(page, 'bvadmin');
  const expected = await dashboardVersion(page);

  for (const [path, heading] of [
    ['/vi/Composite', 'Composite'],
    ['/vi/KhaoSat/TableUser', 'Tình trạng tham gia'],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`[?&]phien_ban_id=${expected}(&|$)`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(PROMPT)).toHaveCount(0);
    expect(await seriousViolations(page, '.hm-page'), path).toEqual([]);
    // Back leaves the page: the choice replaced the address, it did not add one.
    await page.goBack();
    await expect(page, `${path}: back`).toHaveURL(/\/Dashboard\/Hospital/);
    // The dashboard page restores its session (a refresh of the cookie) before the next page is
    // opened: navigating away mid-refresh drops the rotated cookie, and the next page's refresh,
    // with the spent token, ends the session (docs/decisions/sessions.md, "Rotation across tabs").
    await page.waitForLoadState('networkidle');
  }

  // The report viewer: a report that leaves the version to the reader starts on the same one.
  const token = await apiToken(request, 'admin');
  const adminContext = await browser.newContext({ baseURL: BASE, locale: 'vi-VN' });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, 'admin');
  const adminExpected = await dashboardVersion(adminPage);
  const versions = await call<{ phien_ban_id: number; tieu_de_khao_sat: string }[]>(request, token, 'GET', `${V}/report/phien-ban`);
  const title = versions.find((v) => v.phien_ban_id === adminExpected)?.tieu_de_khao_sat;
  expect(title, 'the dashboards’ version is in the report pickers’ list').toBeDefined();
  const report = await call<{ report_id: number }>(request, token, 'POST', `${V}/report`, {
    ma_report: `PB_MAC_DINH_${RUN}`,
    ten_report: `Phiên bản mặc định ${RUN}`,
    nguon: 'response_rate_department',
    tham_so: {},
    details: ['ten_phong_ban', 'moi', 'da_gui', 'ty_le'].map((field, thu_tu) => ({ field, thu_tu })),
  });
  try {
    await adminPage.goto(`/vi/HeThongBaoCao/ReportView?id=${report.report_id}`);
    await expect(adminPage.getByRole('heading', { level: 2, name: `Phiên bản mặc định ${RUN}` })).toBeVisible();
    await expect(adminPage.getByRole('textbox', { name: /^Phiên bản khảo sát/ })).toHaveValue(title!);
    await adminPage.getByRole('button', { name: 'Xem báo cáo', exact: true }).click();
    await expect(adminPage.locator('.p-datatable-tbody tr').first()).toBeVisible();
    expect(await seriousViolations(adminPage, '.hm-page'), 'report viewer').toEqual([]);
  } finally {
    await call(request, token, 'DELETE', `${V}/report/${report.report_id}`);
    await adminContext.close();
  }
});

test('the feedback report’s progress bar is full as soon as the report is done', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'bvadmin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/vi/HeThongBaoCao/BaoCaoPhanHoi');
  const form = page.getByRole('form', { name: 'Chọn báo cáo' });
  await expect(form.getByRole('textbox', { name: 'Phiên bản khảo sát' })).toHaveValue('Khảo sát văn hóa an toàn người bệnh 2025');
  await form.getByRole('button', { name: 'Tạo báo cáo' }).click();
  const job = page.getByRole('region', { name: 'Báo cáo đang tạo' });
  await expect(job.getByRole('status')).toHaveText(/^Đã tạo xong/, { timeout: 120_000 });
  // Read at once, as a person glances at it when the download appears (no waiting for an animation).
  const bar = await job.getByRole('progressbar', { name: 'Tiến độ tạo báo cáo' }).evaluate((el) => ({
    now: el.getAttribute('aria-valuenow'),
    share: (el.querySelector('.p-progressbar-value') as HTMLElement).getBoundingClientRect().width / el.getBoundingClientRect().width,
  }));
  expect(bar.now).toBe('100');
  expect(bar.share).toBeGreaterThan(0.995);
  expect(await seriousViolations(page, '.hm-page')).toEqual([]);
});

test('the questionnaire preview: values under their labels, and SOPS 2.0’s comment section under its own title, in vi and en', async ({ page, request }) => {
  test.setTimeout(180_000);
  const version = await demo2025(request, await apiToken(request, 'bvadmin'));
  await signIn(page, 'bvadmin');
  for (const lang of ['vi', 'en'] as const) {
    await page.context().addCookies([{ name: 'hm_lang', value: lang, url: BASE }]);
    await page.goto(`/vi/KhaoSat/detail?phien_ban_id=${version.phien_ban_id}`);
    const facts = page.locator('.hm-survey-facts');
    await expect(facts).toBeVisible();
    const offsets = await facts.evaluate((dl) =>
      [...dl.querySelectorAll(':scope > div')].map((row) => row.querySelector('dd')!.getBoundingClientRect().left - row.querySelector('dt')!.getBoundingClientRect().left),
    );
    expect(offsets.length).toBeGreaterThan(1);
    for (const o of offsets) expect(Math.abs(o), `${lang}: a value starts where its label does`).toBeLessThanOrEqual(1);

    const background = lang === 'vi' ? 'Thông tin chung' : 'Background';
    // The questionnaire is shown in the UI language at first: its own section titles.
    const comments = page.getByRole('article', { name: /Phần H: Ý kiến của anh\/chị|Section H: Your Comments/ });
    await expect(comments).toBeVisible();
    await expect(comments.locator('.p-tag', { hasText: background })).toHaveCount(0);
    const position = page.getByRole('article', { name: /Vị trí công việc của anh\/chị|Your Staff Position/ });
    await expect(position.locator('.p-tag', { hasText: background })).toHaveCount(1);
    expect(await seriousViolations(page, '.hm-page'), lang).toEqual([]);
  }
});

test('a unit without respondents reads like a suppressed one on the hospital dashboard', async ({ page, request }) => {
  test.setTimeout(240_000);
  const token = await apiToken(request, 'bvadmin');
  const version = await demo2025(request, token);
  const base = { phien_ban_id: version.phien_ban_id };
  const qs = (q: Record<string, number>) => new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();
  const choices = await call<{ units: { gia_tri: number; label: string }[] }>(request, token, 'GET', `${D}/bo-loc?${qs({ phien_ban_id: version.phien_ban_id })}`);
  let empty: number | undefined;
  let small: number | undefined;
  for (const u of choices.units) {
    const { scope } = await call<{ scope: Scope }>(request, token, 'GET', `${D}/thong-ke-ty-le-phan-hoi-tich-cuc-trung-binh?${qs({ ...base, don_vi: u.gia_tri })}`);
    if (scope.n === 0 && !scope.suppressed) empty ??= u.gia_tri;
    if (scope.suppressed) small ??= u.gia_tri;
  }
  expect(empty, 'a unit of the list that no 2025 respondent chose').toBeDefined();

  await signIn(page, 'bvadmin');
  const notice = async (unit: number) => {
    await page.goto(`/vi/Dashboard/Hospital?${qs({ ...base, don_vi: unit })}`);
    const note = page.getByRole('note').filter({ hasText: 'Ẩn (dưới' });
    await expect(note).toBeVisible();
    await expect(page.getByText('Không có người trả lời nào trong nhóm này')).toHaveCount(0);
    return (await note.textContent())?.trim();
  };
  const emptyText = await notice(empty!);
  expect(emptyText).toMatch(/^Ẩn \(dưới \d+ người trả lời\)/);
  if (small !== undefined) expect(await notice(small), 'the same words for 0 and for 1 to N − 1').toBe(emptyText);
  expect(await seriousViolations(page, '.hm-page')).toEqual([]);
});
