import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiToken, bearer, signIn } from './login-helpers';
import { seriousViolations } from './page-check';

// Everyday forms (issue 29 items 5, 6 and 8) on the real product: a vote read in English is in
// English all through; unsaved edits are not dropped without a word (the drawer, a dialog's
// Cancel); required fields are marked before saving, a taken code is shown at its field, and a
// list comes back in the order of its codes after a save.

const V = '/votesafety/v1';
const RUN = Date.now().toString(36);
const UNSAVED = 'Bạn có thay đổi chưa lưu. Rời trang?';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
interface Department {
  phong_ban_id: number;
  hospital_id: number;
  ma_phong_ban: string;
  ten_phong_ban: string;
  tam_ngung: boolean;
}

async function call<T>(api: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const res = await api.fetch(path, { method, data, headers: bearer(token) });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${method} ${path}: ${body.message}`).toBe(200);
  return body.data;
}

/** `YYYY-MM-DD HH:mm:ss` in Vietnamese time (UTC+7). */
const vnWire = (d: Date) => new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** bvadmin copies the SOPS 2.0 template into an open version of its hospital. */
async function openVersion(api: APIRequestContext, title: string): Promise<number> {
  const signIn = (await (await api.post('/auth/v1/login', { data: { ten_tai_khoan: 'bvadmin', mat_khau: 'Demo@123' } })).json()) as Envelope<{
    token: string;
    user: { hospital: { hospital_id: number } };
  }>;
  const { token, user: me } = signIn.data;
  const templates = await call<{ data: { phien_ban_id: number; instrument_code: string | null }[] }>(api, token, 'GET', `${V}/phien-ban-khao-sat?la_mau=true&page=1&size=50`);
  const sops2 = templates.data.find((v) => v.instrument_code === 'HSOPS2')!;
  const now = Date.now();
  const copy = await call<{ phien_ban_id: number }>(api, token, 'POST', `${V}/phien-ban-khao-sat/${sops2.phien_ban_id}/copy`, {
    hospital_id: me.hospital.hospital_id,
    tieu_de_khao_sat: title,
    time_start: vnWire(new Date(now - 10 * 60_000)),
    time_end: vnWire(new Date(now + 30 * 86_400_000)),
  });
  await call(api, token, 'POST', `${V}/phien-ban-khao-sat/${copy.phien_ban_id}/start`);
  return copy.phien_ban_id;
}

/** The drawer, opened from the top bar. */
async function openDrawer(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Mở hoặc đóng menu' }).click();
  const drawer = page.locator('.hm-drawer');
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The 'unsaved changes' question (PrimeReact's confirmation dialog). */
const question = (page: Page) => page.locator('.p-confirm-dialog');

/** Picks the AHRQ category of a row of the mapping table (its picker is named after the row). */
async function mapRow(page: Page, row: string, category: string) {
  await page.locator('.p-dropdown', { has: page.getByLabel(`Khoa/đơn vị AHRQ của ${row}`, { exact: true }) }).click();
  await page.locator('.hm-cat-pick-panel').getByRole('option', { name: category, exact: true }).click();
}

/** The codes of the department list, top to bottom. */
const codesOnScreen = (page: Page) =>
  page
    .locator('.p-datatable tbody tr td:first-child')
    .evaluateAll((cells) => cells.map((td) => (td.textContent ?? '').replace(td.querySelector('.p-column-title')?.textContent ?? '', '').trim()));
const byCode = (codes: string[]) => [...codes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

test('a vote read in English is in English all through: greeting aside, the steps, autosave and buttons', async ({ page, request }) => {
  const versionId = await openVersion(request, `Biểu mẫu e2e ${RUN}`);
  await signIn(page, 'nhanvien01', `/vi/KhaoSat/StepForm?phien_ban_id=${versionId}`);
  await page.getByRole('button', { name: 'Bắt đầu' }).click();
  await expect(page.getByText('Bước 2/12')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quay lại' })).toBeVisible();

  await page.locator('label[for="hm-vote-lang-en"]').click();
  const form = page.locator('.hm-vote');
  await expect(form.getByText('Step 2 of 12')).toBeVisible();
  await expect(form.getByText('Saved', { exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Next', exact: true })).toBeVisible();
  await expect(form.getByRole('group', { name: 'Language of the form' })).toBeVisible();
  for (const vietnamese of ['Bước', 'Đã lưu', 'Quay lại', 'Tiếp']) await expect(form.getByText(vietnamese, { exact: false })).toHaveCount(0);
  expect(await seriousViolations(page, '.hm-vote'), 'the form in English').toEqual([]);

  // The next step keeps it; Vietnamese again brings the Vietnamese words back.
  await form.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(form.getByText('Step 3 of 12')).toBeVisible();
  await page.locator('label[for="hm-vote-lang-vi"]').click();
  await expect(form.getByText('Bước 3/12')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Tiếp', exact: true })).toBeVisible();
});

test('unsaved AHRQ mapping edits: the drawer asks first, Stay keeps them, Leave goes', async ({ page }) => {
  await signIn(page, 'bvadmin', '/vi/Mapping/PhongBanMapping');
  await expect(page.getByRole('heading', { name: 'Ánh xạ phòng ban', level: 1 })).toBeVisible();
  await mapRow(page, 'Khoa Dược', 'Chẩn đoán hình ảnh');
  await expect(page.getByText('Số dòng đã sửa, chưa lưu: 1')).toBeVisible();

  let drawer = await openDrawer(page);
  await drawer.getByRole('link', { name: 'Ánh xạ chức danh', exact: true }).click();
  await expect(question(page)).toBeVisible();
  await expect(question(page)).toContainText(UNSAVED);
  await question(page).getByRole('button', { name: 'Ở lại' }).click();
  await expect(question(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/Mapping\/PhongBanMapping/);
  await expect(page.getByText('Số dòng đã sửa, chưa lưu: 1')).toBeVisible();

  // The menu entry shut the drawer (see the group-rights test below): open it again.
  await expect(page.locator('.hm-drawer')).toBeHidden();
  drawer = await openDrawer(page);
  await drawer.getByRole('link', { name: 'Ánh xạ chức danh', exact: true }).click();
  await question(page).getByRole('button', { name: 'Rời trang' }).click();
  await expect(page.getByRole('heading', { name: 'Ánh xạ chức danh', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/Mapping\/ChucDanhMapping/);

  // Nothing was saved: Khoa Dược is still mapped to Dược.
  await page.goto('/vi/Mapping/PhongBanMapping');
  await expect(page.getByLabel('Khoa/đơn vị AHRQ của Khoa Dược', { exact: true })).toBeAttached();
  await expect(page.locator('.p-dropdown', { has: page.getByLabel('Khoa/đơn vị AHRQ của Khoa Dược', { exact: true }) })).toContainText('Dược');
});

test('a form dialog: required fields marked before saving, a dirty Cancel asks, a taken code shows at its field', async ({ page, request }) => {
  const token = await apiToken(request, 'bvadmin');
  const taken = (await call<{ data: Department[] }>(request, token, 'GET', '/auth/v1/phong-ban?page=1&size=50')).data[0]!;
  await signIn(page, 'bvadmin', '/vi/HeThongDanhMuc/PhongBan');
  await expect(page.getByRole('heading', { level: 1, name: 'Phòng ban' })).toBeVisible();
  await page.getByRole('button', { name: 'Thêm phòng ban' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm phòng ban' });
  await expect(dialog).toBeVisible();

  // Required before any save: the asterisk beside the label and aria-required on the control.
  const code = dialog.getByLabel('Mã phòng ban');
  const name = dialog.getByLabel('Tên phòng ban');
  for (const field of [code, name]) await expect(field).toHaveAttribute('aria-required', 'true');
  await expect(dialog.locator('.hm-form-field__required')).toHaveCount(2);
  expect(await seriousViolations(page, '.p-dialog'), 'the dialog').toEqual([]);

  // Cancel with something typed asks; Stay keeps it.
  await name.fill('Khoa thử e2e');
  await dialog.getByRole('button', { name: 'Hủy' }).click();
  await expect(question(page)).toContainText(UNSAVED);
  await question(page).getByRole('button', { name: 'Ở lại' }).click();
  await expect(name).toHaveValue('Khoa thử e2e');

  // A taken code: the server's reason under the code, the code marked invalid and focused.
  await code.fill(taken.ma_phong_ban);
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog.locator('.hm-form-field__error')).toHaveText('Mã phòng ban đã tồn tại trong bệnh viện');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toBeFocused();

  // Leave drops the edits and closes the dialog.
  await dialog.getByRole('button', { name: 'Hủy' }).click();
  await question(page).getByRole('button', { name: 'Rời trang' }).click();
  await expect(dialog).toHaveCount(0);
});

test('after a save the list comes back in the order of the codes, the row in its place', async ({ page, request }) => {
  const token = await apiToken(request, 'bvadmin');
  const rows = (await call<{ data: Department[] }>(request, token, 'GET', '/auth/v1/phong-ban?page=1&size=50')).data;
  const last = rows.at(-1)!;
  expect(rows.map((r) => r.ma_phong_ban)).toEqual(byCode(rows.map((r) => r.ma_phong_ban)));
  await signIn(page, 'bvadmin', '/vi/HeThongDanhMuc/PhongBan?size=50');
  await expect(page.getByRole('heading', { level: 1, name: 'Phòng ban' })).toBeVisible();
  await expect(page.getByRole('cell', { name: last.ten_phong_ban, exact: true })).toBeVisible();
  try {
    // A name that sorts first: the row stays where its code puts it.
    await page.getByRole('button', { name: `Sửa: ${last.ten_phong_ban}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Tên phòng ban').fill(`A e2e ${last.ten_phong_ban}`);
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('cell', { name: `A e2e ${last.ten_phong_ban}`, exact: true })).toBeVisible();
    const codes = await codesOnScreen(page);
    expect(codes).toEqual(byCode(codes));
    expect(codes.at(-1)).toBe(last.ma_phong_ban);
  } finally {
    await call(request, token, 'PUT', '/auth/v1/phong-ban', {
      phong_ban_id: last.phong_ban_id,
      hospital_id: last.hospital_id,
      ma_phong_ban: last.ma_phong_ban,
      ten_phong_ban: last.ten_phong_ban,
      tam_ngung: last.tam_ngung,
    });
  }
});

test('group rights: unsaved edits of a permission group ask before the drawer leaves', async ({ page, request }) => {
  const token = await apiToken(request, 'admin');
  const groups = await call<{ data: { phan_quyen_id: number; ma_phan_quyen: string; ten_phan_quyen: string }[] }>(request, token, 'GET', '/auth/v1/phan-quyen?page=1&size=50');
  const group = groups.data.find((g) => g.ma_phan_quyen !== 'SYSTEM_ADMIN') ?? groups.data[0]!;
  await signIn(page, 'admin', `/vi/HeThong/PhanQuyen/${group.phan_quyen_id}`);
  const groupName = page.getByLabel('Tên nhóm quyền');
  await expect(groupName).toHaveValue(group.ten_phan_quyen);
  await groupName.fill(`${group.ten_phan_quyen} (sửa e2e)`);

  // Another entry of the drawer's open group (the groups of other pages are closed).
  let drawer = await openDrawer(page);
  await expect(drawer.locator('button.hm-menu__group').first()).toBeVisible();
  if ((await drawer.locator('a.hm-menu__item:visible').count()) === 0) await drawer.locator('button.hm-menu__group').first().click();
  const other = drawer.locator('a.hm-menu__item:visible:not([aria-current])').first();
  const otherName = (await other.textContent())!.trim();
  await other.click();
  await expect(question(page)).toContainText(UNSAVED);
  await question(page).getByRole('button', { name: 'Ở lại' }).click();
  await expect(groupName).toHaveValue(`${group.ten_phan_quyen} (sửa e2e)`);
  await expect(page).toHaveURL(new RegExp(`/HeThong/PhanQuyen/${group.phan_quyen_id}$`));

  // A menu entry closes the drawer, whether the page then leaves or stays: wait until it is shut
  // (on a busy machine it was still closing when asked whether it showed), then open it again.
  await expect(page.locator('.hm-drawer')).toBeHidden();
  drawer = await openDrawer(page);
  await drawer.locator('a.hm-menu__item:visible', { hasText: otherName }).first().click();
  await question(page).getByRole('button', { name: 'Rời trang' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/HeThong/PhanQuyen/${group.phan_quyen_id}$`));
  await expect(groupName).toHaveCount(0);
});
