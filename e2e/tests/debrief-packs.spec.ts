import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { apiToken, bearer, signIn } from './login-helpers';
import { pdfText } from './pdf-read';
import { unzip } from './zip';

/**
 * Debrief packs per unit (issue 27 item 2) in the browser: on the feedback report page, the
 * demo hospital's administrator makes the packs of every unit of the 2025 survey, follows the
 * units done, downloads the zip and finds one PDF per unit the dashboards publish; the page's
 * new section has no serious WCAG A/AA violation at 1280 and 360 px. Then a department head of
 * Khoa Nội (a new account of the heads' group, removed at the end) makes its pack on its own page
 * and finds in the zip one PDF, of its own unit, naming no other unit.
 */

const PAGE = '/HeThongBaoCao/BaoCaoPhanHoi';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('.hm-page').withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('bvadmin makes the debrief packs of every unit, follows them and downloads one PDF per published unit', async ({ page, request }) => {
  test.setTimeout(360_000);
  await signIn(page, 'bvadmin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PAGE);
  const form = page.getByRole('form', { name: 'Chọn báo cáo' });
  await expect(form.getByRole('textbox', { name: 'Bệnh viện' })).toHaveValue('Bệnh viện Đa khoa Demo');
  await form.getByRole('button', { name: 'Tạo tài liệu cho từng khoa (zip)' }).click();

  const section = page.getByRole('region', { name: 'Tài liệu trao đổi kết quả theo khoa' });
  await expect(section.getByRole('progressbar', { name: 'Tiến độ tạo tài liệu khoa' })).toBeVisible();
  await expect(section.getByRole('status')).toHaveText(/^(Đang chờ đến lượt|Đang đọc danh sách khoa\/đơn vị|Đã tạo \d+\/\d+ khoa\/đơn vị)$/);
  await expect(section.getByRole('status')).toHaveText(/^Xong: \d+ khoa\/đơn vị \(.+\)$/, { timeout: 150_000 });
  const units = Number(/Xong: (\d+)/.exec((await section.getByRole('status').textContent()) ?? '')![1]);

  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Tải tệp zip' }).click()]);
  expect(download.suggestedFilename()).toBe('Tài liệu trao đổi theo khoa - BVDEMO - Khảo sát văn hóa an toàn người bệnh 2025.zip');
  const names = Object.keys(unzip(readFileSync((await download.path())!)));

  // One PDF per unit the dashboards publish (at or above the minimum size, not hidden), none other.
  const token = await apiToken(request, 'bvadmin');
  const versions = (await (await request.get('/votesafety/v1/dash-board/phien-ban', { headers: bearer(token) })).json()) as {
    data: { phien_ban_id: number; tieu_de_khao_sat: string; hospitals: { hospital_id: number; name: string }[] }[];
  };
  const version = versions.data.find((v) => v.tieu_de_khao_sat === 'Khảo sát văn hóa an toàn người bệnh 2025')!;
  const hospital = version.hospitals.find((h) => h.name === 'Bệnh viện Đa khoa Demo')!;
  const percent = (await (await request.get(`/votesafety/v1/percent-data/${version.phien_ban_id}?hospital_id=${hospital.hospital_id}`, { headers: bearer(token) })).json()) as {
    data: { scope: { min_group_size: number }; breakdowns: { dimension: string; gia_tri: number; n: number | null; suppressed: boolean }[] };
  };
  const shown = percent.data.breakdowns.filter((b) => b.dimension === 'unit' && b.gia_tri !== 0 && !b.suppressed && (b.n ?? 0) >= percent.data.scope.min_group_size);
  expect(names.filter((n) => n.endsWith('.pdf'))).toHaveLength(shown.length);
  expect(units).toBe(shown.length);
  expect(await seriousViolations(page), 'pack done at 1280 px').toEqual([]);

  await page.setViewportSize({ width: 360, height: 780 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${PAGE} at 360 px` }).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page), 'pack done at 360 px').toEqual([]);
});

const STAMP = Date.now().toString(36).slice(-5);

test('a department head of Khoa Nội makes the debrief pack of its own unit only, and its PDF names that unit alone', async ({ page, request }) => {
  test.setTimeout(360_000);
  // A new account of the seeded department heads' group, linked to Khoa Nội; removed at the end.
  const admin = await apiToken(request, 'bvadmin');
  const call = async <T>(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown): Promise<T> => {
    const res = await request.fetch(url, { method, headers: bearer(token), ...(data === undefined ? {} : { data }) });
    const body = (await res.json()) as { code: number; message: string; data: T };
    expect(body.code, `${method} ${url}: ${body.message}`).toBe(200);
    return body.data;
  };
  const groups = await call<{ id: number; name: string }[]>(admin, 'GET', '/auth/v1/tai-khoan/nhom-quyen');
  const heads = groups.find((g) => g.name === 'Trưởng khoa/phòng')!;
  const departments = (await call<{ data: { phong_ban_id: number; hospital_id: number; ten_phong_ban: string }[] }>(admin, 'GET', '/auth/v1/phong-ban?page=1&size=50')).data;
  const noi = departments.find((d) => d.ten_phong_ban === 'Khoa Nội')!;
  const user = `truongkhoa.noi.${STAMP}`;
  const account = await call<{ tai_khoan_id: number }>(admin, 'POST', '/auth/v1/tai-khoan', {
    ten_tai_khoan: user,
    display_name: `Trưởng Khoa Nội ${STAMP}`,
    phan_quyen_id: heads.id,
    hospital_id: noi.hospital_id,
    mat_khau: 'BanDau@2026',
    confirm: 'BanDau@2026',
  });
  try {
    await call(admin, 'POST', '/auth/v1/tai-khoan-phong-ban', { tai_khoan_id: account.tai_khoan_id, phong_ban_id: noi.phong_ban_id });
    await call(await apiToken(request, user, 'BanDau@2026'), 'PUT', '/auth/v1/tai-khoan/doi-mat-khau-user', {
      mat_khau_cu: 'BanDau@2026',
      mat_khau: 'TruongKhoa@2026',
      confirm: 'TruongKhoa@2026',
    });

    // Khoa Nội's unit as the dashboards name it (the demo maps Khoa Nội to AHRQ's medical unit), and every other published unit.
    const versions = await call<{ phien_ban_id: number; tieu_de_khao_sat: string }[]>(admin, 'GET', '/votesafety/v1/dash-board/phien-ban');
    const version = versions.find((v) => v.tieu_de_khao_sat === 'Khảo sát văn hóa an toàn người bệnh 2025')!;
    type Percent = { scope: { min_group_size: number }; breakdowns: { dimension: string; gia_tri: number; label: string; n: number | null; suppressed: boolean }[] };
    const percent = async (language: string) =>
      (
        (await (await request.get(`/votesafety/v1/percent-data/${version.phien_ban_id}?hospital_id=${noi.hospital_id}`, { headers: { ...bearer(admin), language } })).json()) as {
          data: Percent;
        }
      ).data;
    const [vi, en] = [await percent('vi'), await percent('en')];
    const medical = en.breakdowns.find((b) => b.dimension === 'unit' && b.label === 'Medical Unit (Nonsurgical)')!;
    const shown = vi.breakdowns.filter((b) => b.dimension === 'unit' && b.gia_tri !== 0 && !b.suppressed && (b.n ?? 0) >= vi.scope.min_group_size);
    const unit = shown.find((b) => b.gia_tri === medical.gia_tri)!.label;

    // The head's menu leads to its page; the feedback report is not its.
    await signIn(page, user, '/', 'TruongKhoa@2026');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Mở hoặc đóng menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    const folder = menu.getByRole('button', { name: 'Thống kê' });
    if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.click();
    await menu.getByRole('link', { name: 'Tài liệu trao đổi theo khoa' }).click();
    await expect(page).toHaveURL(/\/HeThongBaoCao\/TaiLieuKhoa$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tài liệu trao đổi theo khoa' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Chọn báo cáo' });
    await expect(form.getByRole('button', { name: 'Tạo báo cáo' })).toHaveCount(0);
    await form.getByRole('button', { name: 'Tạo tài liệu cho từng khoa (zip)' }).click();

    const section = page.getByRole('region', { name: 'Tài liệu trao đổi kết quả theo khoa' });
    await expect(section.getByRole('status')).toHaveText(/^Xong: 1 khoa\/đơn vị \(.+\)$/, { timeout: 120_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Tải tệp zip' }).click()]);
    const files = unzip(readFileSync((await download.path())!));
    expect(Object.keys(files)).toEqual([`01 - ${unit}.pdf`]);
    const pdf = files[`01 - ${unit}.pdf`]!;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(`Khoa/đơn vị: ${unit}`);
    // No other published unit is named in it.
    const others = shown.map((b) => b.label).filter((l) => l !== unit && !unit.includes(l));
    expect(others.filter((l) => text.includes(l))).toEqual([]);
    expect(await seriousViolations(page), 'head’s pack page at 1280 px').toEqual([]);
    await page.setViewportSize({ width: 360, height: 780 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page), 'head’s pack page at 360 px').toEqual([]);
  } finally {
    await call(admin, 'DELETE', `/auth/v1/tai-khoan/id/${account.tai_khoan_id}`);
  }
});
