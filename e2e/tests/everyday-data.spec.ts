import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { PORT } from '../ports';
import { apiToken, bearer, signIn } from './login-helpers';
import { checkPage, seriousViolations } from './page-check';
import { parseCsv } from './csv';

// What people meet every day (issue 29), the data side: the audit trail reads as words and
// Vietnamese times, exports open right in Vietnamese Excel, and one name per concept.

test.describe.configure({ mode: 'serial' });
test.setTimeout(360_000);

const RUN = Date.now().toString(36).slice(-6).toUpperCase();
const A = '/auth/v1';
const V = '/votesafety/v1';
const BASE = `http://127.0.0.1:${PORT}`;

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

async function call<T>(
  api: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await api.fetch(path, { method, headers: { ...bearer(token), ...headers }, ...(data === undefined ? {} : { data }) });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${method} ${path}: ${body.message}`).toBe(200);
  return body.data;
}

/** Today in Vietnam as `YYYY-MM-DD`. */
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' });
const vi = (day: string) => day.split('-').reverse().join('/');

/** Cells whose content spills out of them, and tables wider than their frame. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const w of document.querySelectorAll<HTMLElement>('.hm-page .p-datatable-wrapper'))
      if (w.scrollWidth > w.clientWidth + 1) out.push(`table ${w.scrollWidth} > ${w.clientWidth}`);
    for (const td of document.querySelectorAll<HTMLElement>('.hm-page .p-datatable-tbody td'))
      if (td.scrollWidth > td.clientWidth + 1) out.push(`cell "${td.textContent?.slice(0, 60)}" ${td.scrollWidth} > ${td.clientWidth}`);
    return out;
  });
}

test('the audit trail reads as words, Vietnamese times and days, changes as a wrapped summary; in vi and en', async ({ page, request, context }) => {
  const token = await apiToken(request, 'admin');
  const me = (await (await request.post(`${A}/login`, { data: { ten_tai_khoan: 'bvadmin', mat_khau: 'Demo@123' } })).json()) as Envelope<{
    user: { hospital: { hospital_id: number } };
  }>;
  const hospitalId = me.data.user.hospital.hospital_id;
  // A department created, then renamed with a long value without spaces (the old raw JSON ran into the next columns).
  const code = `PB_NK_${RUN}`;
  const long = `Khoa-${'Hồi-sức-tích-cực-chống-độc-'.repeat(4)}${RUN}`;
  const created = await call<{ phong_ban_id: number }>(request, token, 'POST', `${A}/phong-ban`, {
    hospital_id: hospitalId,
    ma_phong_ban: code,
    ten_phong_ban: `Khoa nhật ký ${RUN}`,
  });
  await call(request, token, 'PUT', `${A}/phong-ban`, { phong_ban_id: created.phong_ban_id, hospital_id: hospitalId, ma_phong_ban: code, ten_phong_ban: long });

  await signIn(page, 'admin');
  const url = `/vi/HeThong/NhatKy?entity=department&hospitalId=${hospitalId}`;
  await checkPage(page, url, { heading: 'Nhật ký thay đổi', scope: '.hm-page' });
  await page.setViewportSize({ width: 1280, height: 800 });
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(created.phong_ban_id), exact: true }) });
  const update = row.filter({ hasText: 'Đã sửa 1 trường: ten_phong_ban' });
  await expect(update).toHaveCount(1);
  // Words, not slugs; a Vietnamese time.
  await expect(update).toContainText('Sửa');
  await expect(update).toContainText('Phòng ban');
  await expect(update).not.toContainText('department');
  await expect(update.locator('.hm-audit__time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await expect(row.filter({ hasText: /Đã đặt \d+ trường: / })).toHaveCount(1);
  // The changes: a summary that opens to the field's before and after, wrapped in its cell.
  const summary = update.getByText('Đã sửa 1 trường: ten_phong_ban');
  await expect(summary).toBeVisible();
  await summary.click();
  await expect(update.getByText(`ten_phong_ban: Khoa nhật ký ${RUN} → ${long}`)).toBeVisible();
  expect(await overflowing(page), 'at 1280 px').toEqual([]);
  // No action reads as a slug anywhere on the page.
  const actions = await page.locator('.p-datatable-tbody tr').evaluateAll((rows) =>
    rows.map((r) =>
      [...(r.querySelectorAll('td')[3]?.childNodes ?? [])]
        .filter((n) => !(n instanceof Element && n.classList.contains('p-column-title')))
        .map((n) => n.textContent)
        .join(''),
    ),
  );
  expect(actions.length).toBeGreaterThan(0);
  expect(actions.filter((a) => /^[a-z]+([-_][a-z]+)+$/.test(a) || /^[a-z]+$/.test(a))).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await overflowing(page), 'at 360 px').toEqual([]);
  expect(await seriousViolations(page, '.hm-page'), 'opened details at 360 px').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Days are typed and shown as dd/mm/yyyy; the address keeps the wire day.
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === `${A}/nhat-ky` && r.status() === 200);
  await page.getByLabel('Từ ngày', { exact: true }).fill(vi(today()));
  await listed;
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`tu_ngay=${today()}`));
  await expect(page.getByLabel('Từ ngày', { exact: true })).toHaveValue(vi(today()));
  await expect(page.getByLabel('Từ ngày', { exact: true })).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await expect(update).toHaveCount(1);

  // The CSV states its convention and follows it: ';', words, Vietnamese times.
  const button = page.getByRole('button', { name: /^Xuất CSV \(Excel tiếng Việt/ });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = text.trimEnd().split('\r\n');
  expect(header!.split(';')[0]).toBe('"Thời gian"');
  const ours = lines.filter((l) => l.includes(`;"${created.phong_ban_id}";`) && l.includes(RUN));
  expect(ours.length).toBe(2);
  for (const l of ours) expect(l).toMatch(new RegExp(`^"${vi(today())} \\d{2}:\\d{2}:\\d{2}";"admin";.*;"(Thêm|Sửa)";"Phòng ban";`));

  // In English: the same rows in English words.
  await context.addCookies([{ name: 'hm_lang', value: 'en', url: BASE }]);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  const enUpdate = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(created.phong_ban_id), exact: true }) })
    .filter({ hasText: 'Fields changed (1): ten_phong_ban' });
  await expect(enUpdate).toContainText('Update');
  await expect(enUpdate).toContainText('Department');
  await expect(page.getByRole('button', { name: /^Export CSV \(columns separated by ","/ })).toBeVisible();
  expect(await seriousViolations(page, '.hm-page'), 'in English').toEqual([]);
  await context.addCookies([{ name: 'hm_lang', value: 'vi', url: BASE }]);

  await call(request, token, 'DELETE', `${A}/phong-ban/${created.phong_ban_id}`);
});

test('a report exported in Vietnamese opens in Vietnamese Excel: ";" between fields, decimal commas, labelled parameters', async ({ page, request }) => {
  const token = await apiToken(request, 'admin');
  const versions = await call<{ phien_ban_id: number; tieu_de_khao_sat: string }[]>(request, token, 'GET', `${V}/report/phien-ban`);
  const version = versions.find((v) => v.tieu_de_khao_sat === 'Khảo sát văn hóa an toàn người bệnh 2025')!;
  expect(version, 'the 2025 demo survey').toBeTruthy();
  const report = await call<{ report_id: number }>(request, token, 'POST', `${V}/report`, {
    ma_report: `TL_CSV_${RUN}`,
    ten_report: `Tỷ lệ phản hồi CSV ${RUN}`,
    nguon: 'response_rate_department',
    tham_so: { phien_ban_id: version.phien_ban_id },
    details: ['ten_phong_ban', 'moi', 'da_gui', 'ty_le'].map((field, thu_tu) => ({ field, thu_tu })),
  });
  const data = await call<{ columns: { field: string; label: string }[]; rows: Record<string, string | number | null>[] }>(request, token, 'POST', `${V}/report/get-data`, {
    report_id: report.report_id,
    params: {},
    page: 1,
    size: 500,
  });
  expect(
    data.rows.some((r) => typeof r.ty_le === 'number' && !Number.isInteger(r.ty_le)),
    'a rate with decimals',
  ).toBe(true);

  await signIn(page, 'admin', `/vi/HeThongBaoCao/ReportView?id=${report.report_id}`);
  await expect(page.getByRole('heading', { level: 2, name: `Tỷ lệ phản hồi CSV ${RUN}` })).toBeVisible();
  const run = page.getByRole('button', { name: 'Xem báo cáo', exact: true });
  if (await run.count()) await run.click();
  await expect(page.locator('.p-datatable-tbody tr').first()).toBeVisible();
  const button = page.getByRole('button', { name: 'Xuất CSV (Excel tiếng Việt: cột ngăn bằng ";", số thập phân dùng ",")' });
  await expect(button).toBeVisible();
  expect(await seriousViolations(page, '.hm-page')).toEqual([]);

  // Read back as Vietnamese Excel does: ';' separates, ',' is the decimal mark.
  const [csv] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = readFileSync((await csv.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...lines] = parseCsv(bytes.subarray(3).toString('utf8'), ';');
  expect(header).toEqual(data.columns.map((c) => c.label));
  const vnNumber = (s: string) => (s === '' ? null : Number(s.replace(',', '.')));
  const byName = new Map(lines.map((l) => [l[0], l]));
  expect(byName.size).toBe(data.rows.length);
  for (const r of data.rows) {
    const l = byName.get(String(r.ten_phong_ban))!;
    expect([vnNumber(l[1]!), vnNumber(l[2]!), vnNumber(l[3]!)], String(r.ten_phong_ban)).toEqual([r.moi, r.da_gui, r.ty_le]);
  }
  expect(
    lines.some((l) => /^\d+,\d+$/.test(l[3]!)),
    'decimal commas',
  ).toBe(true);

  // The information sheet of the Excel file names its parameters.
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Xuất Excel' }).click()]);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await xlsx.path())!);
  const info: string[][] = [];
  wb.worksheets[1]!.eachRow((r) => info.push((r.values as unknown[]).slice(1).map(String)));
  const versionRow = info.find((r) => r[0] === 'Phiên bản khảo sát');
  expect(versionRow?.[1]).toBe('Khảo sát văn hóa an toàn người bệnh 2025');
  expect(info.flat().join(' ')).not.toMatch(/phien_ban_id/);

  // In English the international convention: ',' and '.'.
  const en = await request.fetch(`${V}/report/export`, {
    method: 'POST',
    headers: { ...bearer(token), Language: 'en' },
    data: { report_id: report.report_id, params: {}, format: 'csv' },
  });
  const [enHeader, ...enLines] = parseCsv((await en.body()).subarray(3).toString('utf8'), ',');
  expect(enHeader![0]).toBe('Department');
  expect(enLines.some((l) => /^\d+\.\d+$/.test(l[3]!))).toBe(true);

  await call(request, token, 'DELETE', `${V}/report/${report.report_id}`);
});

test('one name per concept: menu, page titles, hospital form and licence list, in vi and en', async ({ page, context }) => {
  await signIn(page, 'admin', '/vi/HeThong/PhanQuyenBenhVien');
  await expect(page.getByRole('heading', { level: 1, name: 'Bản quyền phân hệ', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Bản quyền phân hệ | Vote for Patient Safety');
  await expect(page.getByRole('columnheader', { name: 'Thống kê' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Dashboard', exact: true })).toHaveCount(0);
  // The menu says the same.
  await page.getByRole('button', { name: 'Mở hoặc đóng menu' }).click();
  const drawer = page.locator('.hm-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Phân quyền bệnh viện')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/vi/HeThong/PhanQuyen');
  await expect(page.getByRole('heading', { level: 1, name: 'Nhóm quyền', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Nhóm quyền | Vote for Patient Safety');
  await page.goto('/vi/HeThongDanhMuc/PhanQuyen');
  await expect(page.getByRole('heading', { level: 1, name: 'Nhóm quyền', exact: true })).toBeVisible();

  // The hospital form names the modules as the licence list does.
  await page.goto('/vi/HeThongDanhMuc/BenhVien');
  await page.getByRole('button', { name: /^Thêm bệnh viện/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Bản quyền phân hệ', { exact: true })).toBeVisible();
  await dialog.locator('.p-multiselect').click();
  await expect(page.locator('.p-multiselect-panel').getByText('Thống kê', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await context.addCookies([{ name: 'hm_lang', value: 'en', url: BASE }]);
  await page.goto('/vi/HeThong/PhanQuyenBenhVien');
  await expect(page.getByRole('heading', { level: 1, name: 'Module licences', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Module licences | Vote for Patient Safety');
  await expect(page.getByRole('columnheader', { name: 'Dashboards' })).toBeVisible();
  await page.goto('/vi/HeThong/PhanQuyen');
  await expect(page.getByRole('heading', { level: 1, name: 'Permission groups', exact: true })).toBeVisible();
  await context.addCookies([{ name: 'hm_lang', value: 'vi', url: BASE }]);
});
