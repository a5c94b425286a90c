import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { EMPTY_ADMIN_PASSWORD, EMPTY_PORT, PORT } from '../ports';
import { apiToken, bearer, login, signIn } from './login-helpers';

// What people meet every day (issue 29): the first sign-in of a new account, the drawer's groups,
// the vote form on a phone, the keyboard focus, and small things, on the real product.

const BASE = `http://127.0.0.1:${PORT}`;
const V = '/votesafety/v1';
const RUN = Date.now().toString(36);
const TITLE = `Mỗi ngày e2e ${RUN}`;
const PHONE = { width: 360, height: 740 };

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

async function call<T>(api: APIRequestContext, token: string, method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<T> {
  const res = await api.fetch(path, { method, data, headers: bearer(token) });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${method} ${path}: ${body.message}`).toBe(200);
  return body.data;
}

/** `YYYY-MM-DD HH:mm:ss` in Vietnamese time (UTC+7). */
const vnWire = (d: Date) => new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** bvadmin copies the SOPS 2.0 template into a version of its hospital from now on, started or still being prepared. */
async function openVersion(api: APIRequestContext, title: string, start = true): Promise<number> {
  const login = (await (await api.post('/auth/v1/login', { data: { ten_tai_khoan: 'bvadmin', mat_khau: 'Demo@123' } })).json()) as Envelope<{
    token: string;
    user: { hospital: { hospital_id: number } };
  }>;
  const token = login.data.token;
  const templates = await call<{ data: { phien_ban_id: number; instrument_code: string | null }[] }>(api, token, 'GET', `${V}/phien-ban-khao-sat?la_mau=true&page=1&size=50`);
  const sops2 = templates.data.find((v) => v.instrument_code === 'HSOPS2')!;
  const now = Date.now();
  const copy = await call<{ phien_ban_id: number }>(api, token, 'POST', `${V}/phien-ban-khao-sat/${sops2.phien_ban_id}/copy`, {
    hospital_id: login.data.user.hospital.hospital_id,
    tieu_de_khao_sat: title,
    time_start: vnWire(new Date(now - 10 * 60_000)),
    time_end: vnWire(new Date(now + 30 * 86_400_000)),
  });
  if (start) await call(api, token, 'POST', `${V}/phien-ban-khao-sat/${copy.phien_ban_id}/start`);
  return copy.phien_ban_id;
}

/** WCAG relative luminance of `rgb(r, g, b)`, and the contrast ratio of two colours. */
const luminance = (css: string) => {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? [])
    .slice(0, 3)
    .map(Number)
    .map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/** The focus outline of `element` (or of the box drawn for it), and the backgrounds around it: the page's and the nearest painted one. */
async function focusRing(element: Locator, drawn?: Locator) {
  return (drawn ?? element).evaluate((el) => {
    const style = getComputedStyle(el);
    let around = el.parentElement;
    while (around && ['rgba(0, 0, 0, 0)', 'transparent'].includes(getComputedStyle(around).backgroundColor)) around = around.parentElement;
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      color: style.outlineColor,
      page: getComputedStyle(document.body).backgroundColor,
      around: around ? getComputedStyle(around).backgroundColor : 'rgb(255, 255, 255)',
    };
  });
}

const openDrawer = async (page: Page) => {
  await page.getByRole('button', { name: 'Mở hoặc đóng menu' }).click();
  const drawer = page.locator('.hm-drawer');
  await expect(drawer).toBeVisible();
  return drawer;
};

let versionId: number;
let preparedId: number;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: BASE });
  versionId = await openVersion(api, TITLE);
  preparedId = await openVersion(api, `${TITLE} (chuẩn bị)`, false);
  await api.dispose();
});

test('a new account changes its initial password and the start page then shows its data, no error', async ({ page, request }) => {
  const token = await apiToken(request, 'bvadmin');
  const me = (await (await request.post('/auth/v1/login', { data: { ten_tai_khoan: 'bvadmin', mat_khau: 'Demo@123' } })).json()) as Envelope<{
    user: { hospital: { hospital_id: number } };
  }>;
  const groups = await call<{ id: number; name: string }[]>(request, token, 'GET', '/auth/v1/tai-khoan/nhom-quyen');
  const group = groups.find((g) => g.name === 'Quản trị bệnh viện') ?? groups[0]!;
  const username = `moi.${RUN}`;
  await call(request, token, 'POST', '/auth/v1/tai-khoan', {
    ten_tai_khoan: username,
    display_name: `Tài khoản mới ${RUN}`,
    phan_quyen_id: group.id,
    hospital_id: me.data.user.hospital.hospital_id,
    mat_khau: 'BanDau@2026',
    confirm: 'BanDau@2026',
  });

  await login(page, username, 'BanDau@2026');
  const dialog = page.getByRole('dialog', { name: 'Đổi mật khẩu' });
  await expect(dialog.getByText('Mật khẩu của bạn do quản trị viên đặt.')).toBeVisible();
  // Behind the dialog the start page's reads were refused (the password must be changed first).
  await expect(page.getByText('Không tải được dữ liệu').first()).toBeVisible();
  await dialog.getByLabel('Mật khẩu hiện tại', { exact: true }).fill('BanDau@2026');
  await dialog.getByLabel('Mật khẩu mới', { exact: true }).fill('MatKhauMoi@2026');
  await dialog.getByLabel('Nhập lại mật khẩu mới', { exact: true }).fill('MatKhauMoi@2026');
  await dialog.getByRole('button', { name: 'Đổi mật khẩu', exact: true }).click();
  await expect(page.getByText('Đổi mật khẩu thành công!')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Without a reload: the refused reads are read again.
  await expect(page.getByText('Không tải được dữ liệu')).toHaveCount(0);
  await expect(page.getByText(/Bạn cần đổi mật khẩu ban đầu/)).toHaveCount(0);
  // The running surveys of the hospital are listed (this spec started one).
  await expect(page.locator('section[aria-labelledby="hm-start-campaigns"] li').first()).toBeVisible();
});

test('the drawer opens with its groups closed but the current one, and groups open and close with the keyboard', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin', '/vi/HeThongDanhMuc/PhongBan');
  await expect(page.getByRole('heading', { level: 1, name: 'Phòng ban' })).toBeVisible();
  const drawer = await openDrawer(page);

  const groups = drawer.locator('button.hm-menu__group');
  expect(await groups.count()).toBeGreaterThan(3);
  // Only the group of the page shown is open, and the page is marked as current.
  const current = drawer.getByRole('link', { name: 'Phòng ban', exact: true });
  await expect(current).toBeVisible();
  await expect(current).toHaveAttribute('aria-current', 'page');
  const open = drawer.locator('button.hm-menu__group[aria-expanded="true"]');
  expect(await open.count()).toBeGreaterThanOrEqual(1);
  expect(await drawer.locator('a.hm-menu__item:visible').count()).toBeLessThan(25);
  const height = await drawer.evaluate((d) => d.scrollHeight);
  expect(height, 'the drawer is not a 2,500 px list').toBeLessThan(1500);

  // A closed group, with the keyboard.
  const listId = await drawer.locator('button.hm-menu__group[aria-expanded="false"]').first().getAttribute('aria-controls');
  const closed = drawer.locator(`button[aria-controls="${listId}"]`);
  const list = page.locator(`#${listId}`);
  await expect(list).toBeHidden();
  await closed.focus();
  await page.keyboard.press('Enter');
  await expect(closed).toHaveAttribute('aria-expanded', 'true');
  await expect(list).toBeVisible();
  await expect(list.getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Space');
  await expect(closed).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();
});

test.describe('a new installation', () => {
  test.use({ baseURL: `http://127.0.0.1:${EMPTY_PORT}` });

  test('the system administrator’s drawer leads to the first hospital, then counts the hospitals', async ({ page, request }) => {
    const token = await apiToken(request, 'admin', EMPTY_ADMIN_PASSWORD);
    const hospitals = await call<{ id: number }[]>(request, token, 'GET', '/auth/v1/hospital/auth');
    await login(page, 'admin', EMPTY_ADMIN_PASSWORD);
    let created: number | null = null;
    try {
      if (hospitals.length === 0) {
        let drawer = await openDrawer(page);
        await drawer.getByRole('link', { name: 'Nhập thông tin bệnh viện' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Bệnh viện' })).toBeVisible();
        await expect(page.locator('.hm-drawer')).toHaveCount(0);
        created = (await call<{ hospital_id: number }>(request, token, 'POST', '/auth/v1/hospital', { ma_benh_vien: `EVD${RUN}`.slice(0, 30), name: `Bệnh viện thử ${RUN}` }))
          .hospital_id;
        drawer = await openDrawer(page);
        await expect(drawer.getByText('Tất cả bệnh viện (1)')).toBeVisible();
        await expect(drawer.getByText('Nhập thông tin bệnh viện')).toHaveCount(0);
      } else {
        const drawer = await openDrawer(page);
        await expect(drawer.getByText(`Tất cả bệnh viện (${hospitals.length})`)).toBeVisible();
        await expect(drawer.getByText('Nhập thông tin bệnh viện')).toHaveCount(0);
      }
    } finally {
      // Leave the empty installation as it was for into-service.spec.ts.
      if (created !== null) await call(request, token, 'DELETE', `/auth/v1/hospital?hospitalId=${created}`);
    }
  });
});

test('on a phone: a full-width toast, no hospital choice for staff of one hospital, a failed submit in view, a retry on one line', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await login(page, 'nhanvien01');
  // The sign-in toast spans the screen, not its right half one word a line.
  const toast = page.locator('.p-toast-message').filter({ hasText: 'Đăng nhập thành công!' });
  const box = (await toast.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(PHONE.width - 48);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

  await page.goto('/vi/KhaoSat');
  await expect(page.getByRole('row', { name: new RegExp(TITLE) })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('Đơn vị tham gia bình chọn')).toHaveCount(0);

  await page.goto(`/vi/KhaoSat/StepForm?phien_ban_id=${versionId}`);
  await page.getByRole('button', { name: 'Bắt đầu' }).click();
  for (let step = 2; step <= 11; step++) {
    await expect(page.getByText(`Bước ${step}/12`)).toBeVisible();
    await page.getByRole('button', { name: 'Tiếp', exact: true }).click();
  }
  await expect(page.getByRole('heading', { name: 'Xem lại và gửi phiếu', level: 2 })).toBeVisible();

  // The submit is refused: its reason comes into view above the sticky buttons, and takes the focus.
  await page.route(`**${V}/ket-qua`, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 409, json: { code: 409, message: 'Phiếu bị từ chối (e2e)', data: null } }) : route.continue(),
  );
  await page.getByRole('button', { name: 'Gửi phiếu' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Chưa gửi được phiếu' });
  await expect(alert).toContainText('Phiếu bị từ chối (e2e)');
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport({ ratio: 1 });
  const nav = (await page.locator('.hm-vote-nav').boundingBox())!;
  expect((await alert.boundingBox())!.y + (await alert.boundingBox())!.height).toBeLessThanOrEqual(nav.y);
  await page.unroute(`**${V}/ket-qua`);

  // The autosave is refused: the retry button keeps its word on one line (in English: the form is read in English now).
  await page.route(`**${V}/ket-qua/nhap`, (route) => route.fulfill({ status: 409, json: { code: 409, message: 'Bản nháp bị từ chối (e2e)', data: null } }));
  await page.locator('label[for="hm-vote-lang-en"]').click();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  const r = (await retry.boundingBox())!;
  expect(r.height, 'one line').toBeLessThanOrEqual(48);
  expect(r.width).toBeGreaterThan(60);
  await page.unroute(`**${V}/ket-qua/nhap`);
});

test('keyboard focus on a button and a radio is a solid outline of at least 3:1 against the page', async ({ page }) => {
  await signIn(page, 'nhanvien01', `/vi/KhaoSat/StepForm?phien_ban_id=${versionId}`);
  const english = page.locator('#hm-vote-lang-en');
  await expect(english).toBeAttached();
  // Focus by the keyboard: Tab from the radio group's end onto the next focusable thing and back.
  await page.locator('#hm-vote-lang-vi').focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const radio = page.locator('.p-radiobutton:has(input:focus)');
  await expect(radio).toHaveCount(1);
  const ring = await focusRing(radio, radio.locator('.p-radiobutton-box'));
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(contrast(ring.color, ring.page), `radio ${ring.color} on ${ring.page}`).toBeGreaterThanOrEqual(3);
  expect(contrast(ring.color, ring.around), `radio ${ring.color} on ${ring.around}`).toBeGreaterThanOrEqual(3);

  const start = page.locator('.hm-vote-nav .p-button').first();
  await start.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(start).toBeFocused();
  const button = await focusRing(start);
  expect(button.style).toBe('solid');
  expect(button.width).toBeGreaterThanOrEqual(2);
  expect(contrast(button.color, button.page), `button ${button.color} on ${button.page}`).toBeGreaterThanOrEqual(3);
  expect(contrast(button.color, button.around), `button ${button.color} on ${button.around}`).toBeGreaterThanOrEqual(3);
});

test('small things: the shortcuts in the theme colour, no invitation of nobody', async ({ page }) => {
  await signIn(page, 'bvadmin', '/vi');
  const shortcut = page.locator('nav[aria-labelledby="hm-start-shortcuts"] a').first();
  await expect(shortcut).toBeVisible();
  expect(await shortcut.evaluate((a) => getComputedStyle(a).color)).toBe('rgb(67, 56, 202)');

  await page.goto(`/vi/KhaoSat/MSettingUser?phien_ban_id=${preparedId}`);
  const invite = page.getByRole('button', { name: 'Mời 0 nhân viên đã chọn' });
  await expect(invite).toBeVisible();
  await expect(invite).toBeDisabled();
});
