import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { apiToken, login, signIn } from './login-helpers';
import { chooseByLabel } from './pick-option';

// Issue 13's journey in a real browser: the system administrator creates hospital C, licenses it
// for the survey and the dashboards only, and creates its administrator's account with a group;
// that administrator signs in (changing the initial password), sees the survey, dashboard and
// system menus and no other module, creates two department-head accounts linked to departments
// and staff members, and sets one's password; the department head sees the participation of
// their department and no more; the system administrator deactivates the account and its open
// session is refused on its next call.

test.describe.configure({ mode: 'serial' });
test.setTimeout(360_000);

const STAMP = Date.now().toString(36).slice(-5).toUpperCase();
const HOSPITAL = `Bệnh viện C ${STAMP}`;
const ADMIN_C = `qtc.${STAMP.toLowerCase()}`;
const HEADS = [`tk1.${STAMP.toLowerCase()}`, `tk2.${STAMP.toLowerCase()}`];
const INITIAL = 'BanDau@2026';
const NEW = 'MatKhau#C2026';
const DEPARTMENTS = [
  ['K1', 'Khoa Hồi sức'],
  ['K2', 'Khoa Ngoại'],
] as const;
const STAFF = [
  ['C001', 'Trần Thị Hồi', 0],
  ['C002', 'Lê Văn Sức', 0],
  ['C003', 'Phạm Ngoại Một', 1],
  ['C004', 'Võ Ngoại Hai', 1],
] as const;

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${method} ${url}: ${body.message}`).toBe(200);
  return body.data;
}
const adminToken = (request: APIRequestContext): Promise<string> => apiToken(request, 'admin');

async function noSeriousViolations(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(page.locator('.p-datatable-loading-overlay')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).include('.hm-page').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target} ${v.nodes[0]?.failureSummary?.slice(0, 200)}`),
  ).toEqual([]);
}

/** Signs in with an initial password and changes it in the dialog that will not close before. */
async function firstSignIn(page: Page, user: string, initial: string): Promise<void> {
  await login(page, user, initial);
  const dialog = page.getByRole('dialog', { name: 'Đổi mật khẩu' });
  await expect(dialog).toContainText('Vui lòng đổi mật khẩu trước khi tiếp tục');
  await dialog.getByLabel('Mật khẩu hiện tại').fill(initial);
  await dialog.getByLabel('Mật khẩu mới', { exact: true }).fill(NEW);
  await dialog.getByLabel('Nhập lại mật khẩu mới').fill(NEW);
  await dialog.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The top-level entries of the signed-in user's menu. */
async function menuGroups(page: Page): Promise<string[]> {
  await page.goto('/vi/');
  await page.getByRole('button', { name: 'Mở hoặc đóng menu' }).click();
  const drawer = page.getByRole('complementary');
  await expect(drawer.getByRole('button', { name: 'Khảo sát' })).toBeVisible();
  const names = await drawer.locator('.p-panelmenu-header, [data-pc-section="headeraction"], button').allInnerTexts();
  await page.keyboard.press('Escape');
  return names.map((n) => n.trim()).filter(Boolean);
}

async function signOut(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/vi/Login');
  await page.evaluate(() => sessionStorage.clear());
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

let hospitalId = 0;
let versionId = 0;

test('a hospital put into service by its own administrator, with department heads who see their departments only', async ({ browser, page, request }) => {
  // ── The system administrator: hospital C, its licences, its administrator's account.
  await signIn(page, 'admin', '/vi/HeThongDanhMuc/BenhVien');
  await page.getByRole('button', { name: 'Thêm bệnh viện' }).click();
  const hospitalDialog = page.getByRole('dialog');
  await hospitalDialog.getByLabel('Mã bệnh viện', { exact: true }).fill(`BVC${STAMP}`);
  await hospitalDialog.getByLabel('Tên bệnh viện', { exact: true }).fill(HOSPITAL);
  await hospitalDialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(hospitalDialog).toHaveCount(0);

  await page.goto(`/vi/HeThong/PhanQuyenBenhVien?keyword=BVC${STAMP}`);
  const licenceRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: `BVC${STAMP}`, exact: true }) });
  await licenceRow.getByRole('button', { name: new RegExp(`^Sửa: ${HOSPITAL}`) }).click();
  const licences = page.getByRole('dialog', { name: `Bản quyền của ${HOSPITAL}` });
  for (const off of ['Báo cáo', 'Danh mục']) {
    const sw = licences.getByRole('switch', { name: off, exact: true });
    if (await sw.isChecked()) await sw.click();
  }
  for (const on of ['Khảo sát', 'Thống kê']) {
    const sw = licences.getByRole('switch', { name: on, exact: true });
    if (!(await sw.isChecked())) await sw.click();
  }
  await licences.getByRole('button', { name: 'Lưu' }).click();
  await expect(licences).toHaveCount(0);

  // Its departments, staff and a running survey (their own screens are tested elsewhere).
  const token = await adminToken(request);
  hospitalId = (await api<{ data: { hospital_id: number; ma_benh_vien: string }[] }>(request, token, 'GET', `/auth/v1/hospital?keyword=BVC${STAMP}`)).data[0]!.hospital_id;
  const departmentIds: number[] = [];
  for (const [code, name] of DEPARTMENTS)
    departmentIds.push(
      (await api<{ phong_ban_id: number }>(request, token, 'POST', '/auth/v1/phong-ban', { hospital_id: hospitalId, ma_phong_ban: code, ten_phong_ban: name })).phong_ban_id,
    );
  for (const [code, name, d] of STAFF)
    await api(request, token, 'POST', '/auth/v1/nhan-vien', { hospital_id: hospitalId, ma_nhan_vien: code, ten_nhan_vien: name, phong_ban_id: departmentIds[d] });
  const template = (
    await api<{ data: { phien_ban_id: number; instrument_code: string | null }[] }>(request, token, 'GET', '/votesafety/v1/phien-ban-khao-sat?la_mau=true&size=50')
  ).data.find((v) => v.instrument_code === 'HSOPS2')!;
  versionId = (
    await api<{ phien_ban_id: number }>(request, token, 'POST', `/votesafety/v1/phien-ban-khao-sat/${template.phien_ban_id}/copy`, {
      hospital_id: hospitalId,
      tieu_de_khao_sat: `Khảo sát C ${STAMP}`,
      time_start: '2026-01-01 07:00:00',
      time_end: '2030-12-31 17:00:00',
    })
  ).phien_ban_id;
  await api(request, token, 'POST', `/votesafety/v1/phien-ban-khao-sat/${versionId}/start`, {});

  await page.goto('/vi/HeThong/TaiKhoan');
  await expect(page.getByRole('heading', { level: 1, name: 'Tài khoản' })).toBeVisible();
  await page.getByRole('button', { name: 'Thêm tài khoản' }).click();
  const accountDialog = page.getByRole('dialog');
  await accountDialog.getByLabel('Tên tài khoản', { exact: true }).fill(ADMIN_C);
  await accountDialog.getByLabel('Tên hiển thị', { exact: true }).fill(`Quản trị ${HOSPITAL}`);
  await chooseByLabel(page, accountDialog, 'Nhóm quyền', 'Quản trị bệnh viện');
  await chooseByLabel(page, accountDialog, 'Bệnh viện', HOSPITAL);
  await accountDialog.getByLabel('Mật khẩu', { exact: true }).fill(INITIAL);
  await accountDialog.getByLabel('Nhập lại mật khẩu', { exact: true }).fill(INITIAL);
  await accountDialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(accountDialog).toHaveCount(0);
  await page.getByRole('searchbox').first().fill(ADMIN_C);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: ADMIN_C })).toContainText('Phải đổi mật khẩu');
  await noSeriousViolations(page);

  // ── Hospital C's administrator: first sign-in, menus of the licensed modules only.
  const c = await newPage(browser);
  await firstSignIn(c, ADMIN_C, INITIAL);
  const groups = await menuGroups(c);
  expect(groups).toEqual(expect.arrayContaining(['Khảo sát', 'Thống kê', 'Hệ thống']));
  expect(groups).not.toContain('Báo cáo');
  expect(groups).not.toContain('Danh mục');

  // Two department heads, each linked to a staff member and a department.
  await c.goto('/vi/HeThong/TaiKhoanBenhVien');
  await expect(c.getByRole('heading', { level: 1, name: 'Tài khoản bệnh viện' })).toBeVisible();
  for (const [i, user] of HEADS.entries()) {
    await c.getByRole('button', { name: 'Thêm tài khoản' }).click();
    const d = c.getByRole('dialog');
    await d.getByLabel('Tên tài khoản', { exact: true }).fill(user);
    await d.getByLabel('Tên hiển thị', { exact: true }).fill(`Trưởng ${DEPARTMENTS[i]![1]}`);
    await chooseByLabel(c, d, 'Nhóm quyền', 'Trưởng khoa/phòng');
    await d.getByLabel('Mật khẩu', { exact: true }).fill(INITIAL);
    await d.getByLabel('Nhập lại mật khẩu', { exact: true }).fill(INITIAL);
    await d.getByRole('button', { name: 'Lưu' }).click();
    await expect(d).toHaveCount(0);
    const row = c.getByRole('row').filter({ hasText: user });
    await row.getByRole('button', { name: `Nhân viên sử dụng: ${user}` }).click();
    const link = c.getByRole('dialog', { name: `Nhân viên sử dụng ${user}` });
    await chooseByLabel(c, link, 'Nhân viên sử dụng', STAFF[i * 2]![1]);
    await link.getByRole('button', { name: 'Lưu' }).click();
    await expect(link).toHaveCount(0);
    await expect(row).toContainText(STAFF[i * 2]![1]);
  }
  await noSeriousViolations(c);

  await c.goto('/vi/HeThong/TaiKhoanPhongBan');
  for (const [i, user] of HEADS.entries()) {
    await c.getByRole('button', { name: 'Gán phòng ban' }).click();
    const d = c.getByRole('dialog');
    await d.getByLabel('Tài khoản', { exact: true }).fill(user);
    await c.getByRole('option', { name: new RegExp(`^${user.replace('.', '\\.')} — `) }).click();
    await d.locator('.p-multiselect').click();
    await c.locator('.p-multiselect-panel').getByRole('option', { name: DEPARTMENTS[i]![1] }).click();
    await c.keyboard.press('Escape');
    await d.getByRole('button', { name: 'Lưu' }).click();
    await expect(d).toHaveCount(0);
  }
  await expect(c.getByRole('row').filter({ hasText: HEADS[0]! })).toContainText(DEPARTMENTS[0][1]);
  await noSeriousViolations(c);

  // The administrator sets the first head's password (to be changed at sign-in).
  await c.goto('/vi/HeThong/TaiKhoanBenhVien');
  await c
    .getByRole('row')
    .filter({ hasText: HEADS[0]! })
    .getByRole('button', { name: `Đặt mật khẩu: ${HEADS[0]}` })
    .click();
  const pw = c.getByRole('dialog', { name: `Đặt mật khẩu cho ${HEADS[0]}` });
  await pw.getByLabel('Mật khẩu', { exact: true }).fill('DatLai@2026');
  await pw.getByLabel('Nhập lại mật khẩu', { exact: true }).fill('DatLai@2026');
  await pw.getByRole('button', { name: 'Lưu' }).click();
  await expect(pw).toHaveCount(0);

  // ── The department head: the participation of their department and no more.
  const head = await newPage(browser);
  await firstSignIn(head, HEADS[0]!, 'DatLai@2026');
  const headGroups = await menuGroups(head);
  expect(headGroups).not.toContain('Hệ thống');
  await head.goto(`/vi/KhaoSat/TableUser?phien_ban_id=${versionId}`);
  await expect(head.getByRole('cell', { name: STAFF[0][1], exact: true })).toBeVisible();
  await expect(head.getByRole('cell', { name: STAFF[1][1], exact: true })).toBeVisible();
  await expect(head.getByRole('cell', { name: STAFF[2][1], exact: true })).toHaveCount(0);
  await expect(head.getByRole('cell', { name: STAFF[3][1], exact: true })).toHaveCount(0);
  await head.goto('/vi/HeThong/TaiKhoanBenhVien');
  await expect(head).toHaveURL(/CamTruyCap/);

  // ── The system administrator deactivates the account; its open session is refused next time.
  await page.goto('/vi/HeThong/TaiKhoan');
  await page.getByRole('searchbox').first().fill(HEADS[0]!);
  await page.keyboard.press('Enter');
  await page
    .getByRole('row')
    .filter({ hasText: HEADS[0]! })
    .getByRole('button', { name: `Sửa: ${HEADS[0]}` })
    .click();
  const edit = page.getByRole('dialog');
  await edit.getByRole('switch', { name: 'Đang hoạt động' }).click();
  await edit.getByRole('button', { name: 'Lưu' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: HEADS[0]! })).toContainText('Đã khóa');

  // The open tab's next call (its session's refresh, or a call with its access token) is refused.
  const refused = head.waitForResponse((r) => /\/(auth|votesafety)\/v1\//.test(r.url()) && r.status() === 401);
  await head.goto(`/vi/KhaoSat/TableUser?phien_ban_id=${versionId}`);
  await refused;
  await expect(head.getByRole('form', { name: 'Đăng nhập hệ thống' })).toBeVisible();
  await signOut(c);
});
