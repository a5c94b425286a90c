import { type Browser, expect, type Page, test } from '@playwright/test';
import { FEDERATED_PORT } from '../ports';
import { apiCall } from './api-call';
import { apiToken, signIn } from './login-helpers';
import { type OwnServer, startOwnServer } from './own-server';
import { seriousViolations } from './page-check';

// The federated benchmark's screens (issue 30 item 3, docs/decisions/federated-benchmark.md) in a
// real browser against the real server. A demo server of its own is both the collector
// (HM_BENCHMARK_COLLECTOR=1, publishing from 1 hospital for the test) and a hospital
// installation sending to itself over http://127.0.0.1 (allowed for this machine only), with no
// background sender (HM_BENCHMARK_SEND_INTERVAL_MS=0: only "send now"). The system administrator
// issues a credential (shown once), connects the installation with it; the hospital's
// administrator consents and sends the 2025 wave; the system administrator fetches the
// publication; the 2025 dashboard places each composite among its percentiles (one hospital: at
// P90 or above); the administrator withdraws it, the next fetch publishes nothing, and the
// credential is revoked. The shared demo server, not a collector, explains so (read only).
// Axe at 1280 and 360 px on each screen.

const BASE = `http://127.0.0.1:${FEDERATED_PORT}`;
const W2025 = 'Khảo sát văn hóa an toàn người bệnh 2025';
const PAGE = '/HeThongDanhMuc/DiemChuanLienKet';

let server: OwnServer | null = null;

test.beforeAll(async () => {
  test.setTimeout(360_000);
  const began = Date.now();
  server = await startOwnServer('federated', FEDERATED_PORT, { HM_DEMO: '1', HM_BENCHMARK_COLLECTOR: '1', HM_BENCHMARK_MIN_HOSPITALS: '1', HM_BENCHMARK_SEND_INTERVAL_MS: '0' });
  console.log(`federated benchmark: own demo server up in ${((Date.now() - began) / 1000).toFixed(1)} s`);
});

test.afterAll(async () => {
  await server?.stop();
});

/** Axe finds nothing serious at 1280 px and at 360 px, where nothing scrolls sideways; back to 1280 px. */
async function axeBothWidths(page: Page, what: string, scope = 'main'): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page, scope), `${what} at ${width} px`).toEqual([]);
    if (width === 360) expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} scrolls sideways at 360 px`).toBeLessThanOrEqual(360);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function pageOf(browser: Browser, baseURL: string, user: string, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'vi-VN', reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, user, path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  return page;
}

test('a hospital installation that is not a collector says so, and offers its connection form', async ({ browser, baseURL }) => {
  const page = await pageOf(browser, baseURL!, 'admin', PAGE);
  await expect(page.getByRole('heading', { name: 'Cài đặt này không phải nơi tổng hợp' })).toBeVisible();
  await expect(page.getByText(/Cài đặt này không phải nơi tổng hợp điểm chuẩn\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cấp mã xác thực' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Lấy điểm chuẩn về ngay' })).toBeDisabled();
  await axeBothWidths(page, 'the page on a hospital installation');
  await page.context().close();
});

test('issue a credential, connect, consent and send, fetch, see the position, withdraw, revoke', async ({ browser, playwright }) => {
  // Generous: the shards share two cores (a quiet machine takes far less, printed below).
  test.setTimeout(480_000);
  const began = Date.now();
  const mark = (what: string) => console.log(`federated benchmark: ${what} at ${((Date.now() - began) / 1000).toFixed(1)} s`);
  const admin = await pageOf(browser, BASE, 'admin', PAGE);
  mark('collector page open');

  // ---- The collector issues a credential: shown once, with a copy button.
  await admin.getByRole('button', { name: 'Cấp mã xác thực' }).click();
  const issue = admin.getByRole('dialog', { name: 'Cấp mã xác thực cho một cài đặt' });
  await issue.getByLabel(/Tên cài đặt/).fill('Bệnh viện Demo');
  await issue.getByRole('button', { name: 'Cấp mã' }).click();
  const shown = admin.getByRole('dialog', { name: 'Mã xác thực của Bệnh viện Demo' });
  await expect(shown.getByText(/Mã chỉ hiện một lần/)).toBeVisible();
  const token = await shown.getByLabel('Mã xác thực (chỉ hiện một lần)').inputValue();
  expect(token).toMatch(/^hmfb_[A-Za-z0-9_-]{43}$/);
  await expect(shown.getByRole('button', { name: 'Chép mã', exact: true })).toBeVisible();
  expect(await seriousViolations(admin, '.p-dialog'), 'the credential dialog').toEqual([]);
  await shown.getByRole('button', { name: 'Tôi đã chép mã, đóng' }).click();
  await expect(shown).toHaveCount(0);
  const row = admin.getByRole('row').filter({ hasText: 'Bệnh viện Demo' });
  await expect(row.getByText('Đang dùng')).toBeVisible();
  await expect(admin.getByText(token)).toHaveCount(0);

  mark('credential issued');

  // ---- The installation connects to the collector (itself) with it: the credential is never shown back.
  await admin.getByLabel(/Địa chỉ nơi tổng hợp/).fill(BASE);
  await admin.getByLabel(/^Mã xác thực/).fill(token);
  await expect(admin.getByText('Có thay đổi chưa lưu')).toBeVisible();
  await admin.getByRole('button', { name: 'Lưu kết nối' }).click();
  await expect(admin.getByText(/Đã có mã xác thực \(lưu lúc/)).toBeVisible();
  await expect(admin.getByLabel(/^Mã xác thực/)).toHaveValue('');
  await axeBothWidths(admin, 'the collector page with an installation');

  mark('connected');

  // ---- The hospital's administrator consents and sends the 2025 wave.
  const hospital = await pageOf(browser, BASE, 'bvadmin', '/HeThong/ThongTinBenhVien');
  const card = hospital.locator('section.hm-benchmark-consent');
  await expect(card.getByText(/Không bao giờ gửi: phiếu trả lời/)).toBeVisible();
  await card.getByLabel('Đồng ý gửi số liệu tổng hợp của bệnh viện tới nơi tổng hợp điểm chuẩn').click();
  await expect(card.getByText('Đã đồng ý')).toBeVisible();
  await card.getByRole('button', { name: `Gửi ngay: ${W2025}` }).click();
  const version = card.getByRole('row').filter({ hasText: W2025 });
  await expect(version.getByText(/^Đã gửi lúc/)).toBeVisible({ timeout: 20_000 });
  await axeBothWidths(hospital, 'the consent card');

  mark('consented and sent');

  // ---- The system administrator fetches the publication: one set, of the 2025 wave's year.
  await admin.getByRole('button', { name: 'Lấy điểm chuẩn về ngay' }).click();
  const fetched = admin.getByRole('status').filter({ hasText: 'Kết quả lần lấy gần nhất' });
  await expect(fetched.getByText(/^LIEN_KET_\S+_\d{4}: \S+ năm \d{4}, 1 bệnh viện$/)).toBeVisible({ timeout: 20_000 });
  await expect(admin.getByRole('row').filter({ hasText: 'Bệnh viện Demo' }).getByRole('cell', { name: '1', exact: true })).toBeVisible();

  mark('fetched');

  // ---- The 2025 dashboard places each composite: one hospital, so at P90 or above.
  const api = await playwright.request.newContext({ baseURL: BASE });
  const bearerOf = await apiToken(api, 'bvadmin');
  const versions = await apiCall<{ phien_ban_id: number; tieu_de_khao_sat: string; hospitals: { hospital_id: number }[] }[]>(
    api,
    bearerOf,
    'GET',
    '/votesafety/v1/dash-board/phien-ban',
  );
  const w2025 = versions.find((v) => v.tieu_de_khao_sat === W2025)!;
  await hospital.goto(`/Dashboard/Hospital?phien_ban_id=${w2025.phien_ban_id}&hospital_id=${w2025.hospitals[0]!.hospital_id}`);
  const positions = hospital.locator('table[data-table="federated-position"]');
  await expect(positions.locator('tbody tr').first()).toBeVisible({ timeout: 60_000 });
  const labels = await positions.locator('tbody tr td:last-child').allTextContents();
  expect(labels.length).toBeGreaterThan(0);
  expect(new Set(labels)).toEqual(new Set(['từ P90 trở lên']));
  await expect(hospital.locator('table[data-table="composites"] thead')).toContainText('Vị trí (điểm chuẩn liên kết)');
  await axeBothWidths(hospital, 'the dashboard with its position', '[data-panel="composites"]');
  await api.dispose();

  mark('position shown');

  // ---- Withdrawn (after a confirmation): the next fetch has nothing published.
  await hospital.goto('/HeThong/ThongTinBenhVien');
  await card.getByRole('button', { name: `Rút số liệu: ${W2025}` }).click();
  await hospital.getByRole('alertdialog').or(hospital.getByRole('dialog')).getByRole('button', { name: 'Rút' }).click();
  await expect(version.getByText(/^Đã rút lúc/)).toBeVisible({ timeout: 20_000 });
  await admin.getByRole('button', { name: 'Lấy điểm chuẩn về ngay' }).click();
  await expect(fetched.getByText('Nơi tổng hợp chưa công bố bộ nào (chưa đủ số bệnh viện)')).toBeVisible({ timeout: 20_000 });

  mark('withdrawn and fetched again');

  // ---- The credential is revoked (after a confirmation).
  await admin.getByRole('button', { name: 'Thu hồi mã của Bệnh viện Demo' }).click();
  await admin.getByRole('alertdialog').or(admin.getByRole('dialog')).getByRole('button', { name: 'Thu hồi' }).click();
  await expect(row.getByText('Đã thu hồi')).toBeVisible();
  mark('revoked');
  await hospital.context().close();
  await admin.context().close();
});
