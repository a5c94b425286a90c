import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { apiToken, bearer, signIn } from './login-helpers';
import { chooseByLabel } from './pick-option';

// The system administration screens of mf-system in a real browser over the demo data: module
// licences per hospital (PhanQuyenBenhVien), system parameters (ThamSoHeThong) and the audit
// trail (NhatKy). Only the second demo hospital (BVDEMO2) is touched, and everything this spec
// changes is set back at the end (afterAll), so the other specs see the demo data as seeded.

test.describe.configure({ mode: 'serial' });

const HOSPITAL2 = 'Bệnh viện Demo Thứ Hai';
const LICENCES = '/auth/v1/hospital-module';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
interface Licences {
  hospital_id: number;
  ma_benh_vien: string;
  licences: { module: string; valid_from: string | null; valid_to: string | null }[];
}

const token = apiToken;

/** BVDEMO2's licences as seeded, read before the spec changes them. */
let initial: Licences;

test.beforeAll(async ({ request }) => {
  const t = await token(request, 'admin');
  const body = (await (await request.get(`${LICENCES}?keyword=BVDEMO2`, { headers: bearer(t) })).json()) as Envelope<{ data: Licences[] }>;
  expect(body.code).toBe(200);
  initial = body.data.data.find((r) => r.ma_benh_vien === 'BVDEMO2')!;
  expect(initial, 'BVDEMO2 in the licence list').toBeDefined();
  expect(initial.licences.map((l) => l.module)).not.toContain('dashboard');
});

test.afterAll(async ({ request }) => {
  // The licences as seeded (whatever happened above), and no parameter override left behind.
  const t = await token(request, 'admin');
  const licences = initial.licences.map(({ module, valid_from, valid_to }) => ({ module, valid_from, valid_to }));
  expect((await (await request.put(`${LICENCES}/${initial.hospital_id}`, { headers: bearer(t), data: { licences } })).json()).code).toBe(200);
  const params = (await (await request.get(`/auth/v1/tham-so-he-thong?hospitalId=${initial.hospital_id}&size=100`, { headers: bearer(t) })).json()) as Envelope<{
    data: { id: number; hospital_id: number | null; ma_tham_so: string }[];
  }>;
  for (const r of params.data.data.filter((x) => x.hospital_id === initial.hospital_id && x.ma_tham_so === 'MIN_GROUP_SIZE')) {
    await request.delete(`/auth/v1/tham-so-he-thong/${r.id}`, { headers: bearer(t) });
  }
});

async function noSeriousViolations(page: Page, include = '.hm-page'): Promise<void> {
  // Measured at rest: a focused PrimeReact dropdown (10.9) carries aria-activedescendant on its
  // root, `dropdownItem_-1` once its panel is closed — a library quirk of every filter, not of these pages.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(page.locator('.p-datatable-loading-overlay')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).include(include).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes[0]?.target} ${v.nodes[0]?.html.slice(0, 200)} ${v.nodes[0]?.failureSummary?.slice(0, 300)}`),
  ).toEqual([]);
}

/** Axe at desktop width, then no horizontal scroll on a 360 px phone. */
async function accessibleAndFits(page: Page): Promise<void> {
  await noSeriousViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: `${page.url()} at 360 px` })
    .toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Opens BVDEMO2's licence dialog, sets the dashboard switch, saves (switching on: a wrong period is refused first). */
async function setDashboard(page: Page, on: boolean): Promise<void> {
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'BVDEMO2', exact: true }) });
  await row.getByRole('button', { name: new RegExp(`^Sửa: ${HOSPITAL2}`) }).click();
  const dialog = page.getByRole('dialog', { name: `Bản quyền của ${HOSPITAL2}` });
  const sw = dialog.getByRole('switch', { name: 'Thống kê', exact: true });
  await expect(sw).toBeChecked({ checked: !on });
  await sw.click();
  await expect(sw).toBeChecked({ checked: on });
  if (on) {
    // A period that ends before it starts: a Vietnamese error, the dialog stays open.
    const group = dialog.getByRole('group', { name: 'Thống kê' });
    await group.getByLabel('Từ ngày', { exact: true }).fill('2030-06-01');
    await group.getByLabel('Đến ngày', { exact: true }).fill('2030-01-01');
    const refused = page.waitForResponse((r) => r.url().includes(`${LICENCES}/`) && r.request().method() === 'PUT');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByText('Ngày hết hạn phải sau ngày bắt đầu').first()).toBeVisible();
    await expect(dialog).toBeVisible();
    await noSeriousViolations(page, '.p-dialog');
    await group.getByLabel('Từ ngày', { exact: true }).fill('');
    await group.getByLabel('Đến ngày', { exact: true }).fill('');
  }
  const saved = page.waitForResponse((r) => r.url().includes(`${LICENCES}/`) && r.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.p-toast-message-success').filter({ hasText: 'Đã cập nhật bản quyền' }).last()).toBeVisible();
}

/** bv2admin's menu: the dashboard module's entry ("Thống kê") present or not. */
async function dashboardInMenu(page: Page, present: boolean): Promise<void> {
  await page.goto('/vi/');
  await page.getByRole('button', { name: 'Mở hoặc đóng menu' }).click();
  const drawer = page.getByRole('complementary');
  await expect(drawer.getByRole('button', { name: 'Khảo sát' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Thống kê' })).toHaveCount(present ? 1 : 0);
}

test("a licence switched on and off applies to the hospital's next page load", async ({ browser, page }) => {
  await signIn(page, 'admin', '/vi/HeThong/PhanQuyenBenhVien');
  await expect(page.getByRole('heading', { level: 1, name: 'Bản quyền phân hệ' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'BVDEMO2', exact: true }) });
  await expect(row).toContainText('Tắt');
  await accessibleAndFits(page);

  const other = await browser.newPage();
  try {
    await setDashboard(page, true);
    await expect(row.getByText('Bật')).not.toHaveCount(0);

    await signIn(other, 'bv2admin');
    await dashboardInMenu(other, true);

    await setDashboard(page, false);
    await dashboardInMenu(other, false);
    const t = await token(other.request, 'bv2admin');
    const refused = await other.request.get('/votesafety/v1/dash-board/phien-ban', { headers: bearer(t) });
    expect(refused.status()).toBe(403);
  } finally {
    await other.close();
  }
});

test("a hospital's override of a parameter is checked, added, edited and deleted", async ({ page }) => {
  await signIn(page, 'admin', '/vi/HeThong/ThamSoHeThong');
  await expect(page.getByRole('heading', { level: 1, name: 'Tham số hệ thống' })).toBeVisible();
  await chooseByLabel(page, page, 'Bệnh viện', HOSPITAL2);
  await expect(page).toHaveURL(new RegExp(`hospitalId=${initial.hospital_id}`));
  await accessibleAndFits(page);

  await page.getByRole('button', { name: 'Thêm tham số' }).click();
  const dialog = page.getByRole('dialog');
  await chooseByLabel(page, dialog, 'Phạm vi', HOSPITAL2);
  await chooseByLabel(page, dialog, 'Mã tham số', /^MIN_GROUP_SIZE/);
  const value = dialog.getByLabel('Giá trị', { exact: true });
  await value.fill('2');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog.getByText('Giá trị không được nhỏ hơn 3')).toBeVisible();
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await noSeriousViolations(page, '.p-dialog');

  await value.fill('6');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: HOSPITAL2, exact: true }) })
    .filter({ hasText: 'MIN_GROUP_SIZE' });
  await expect(row.getByRole('cell', { name: '6', exact: true })).toBeVisible();

  // A second override of the same code for the same hospital: refused, with a red toast.
  await page.getByRole('button', { name: 'Thêm tham số' }).click();
  await chooseByLabel(page, dialog, 'Phạm vi', HOSPITAL2);
  await chooseByLabel(page, dialog, 'Mã tham số', /^MIN_GROUP_SIZE/);
  await value.fill('8');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.locator('.p-toast-message-error')).toContainText('Tham số này đã có giá trị trong phạm vi đã chọn');
  // Cancel drops what was typed, after asking.
  await dialog.getByRole('button', { name: 'Hủy' }).click();
  await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Rời trang' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: 'Sửa: MIN_GROUP_SIZE' }).click();
  await expect(dialog).toBeVisible();
  await value.fill('7');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole('cell', { name: '7', exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Xóa: MIN_GROUP_SIZE' }).click();
  const confirm = page.getByRole('dialog', { name: 'Xác nhận' });
  await expect(confirm).toContainText('MIN_GROUP_SIZE');
  await confirm.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(row).toHaveCount(0);
});

test('the audit trail shows the licence changes and a refused attempt, filtered, and exports them as CSV', async ({ page, request }) => {
  // bv2admin (a hospital administrator) tries to give its hospital the dashboard: refused, and recorded.
  const t = await token(request, 'bv2admin');
  const refused = await request.put(`${LICENCES}/${initial.hospital_id}`, { headers: bearer(t), data: { licences: [{ module: 'dashboard', valid_from: null, valid_to: null }] } });
  expect(refused.status()).toBe(403);

  await signIn(page, 'admin', '/vi/HeThong/NhatKy');
  await expect(page.getByRole('heading', { level: 1, name: 'Nhật ký thay đổi' })).toBeVisible();
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' });
  // Days are typed and shown as dd/mm/yyyy.
  const todayVi = today.split('-').reverse().join('/');
  const listed = () => page.waitForResponse((r) => new URL(r.url()).pathname === '/auth/v1/nhat-ky' && r.status() === 200);

  // Hospital, days, entity: the two licence changes of the first test, each with before and after.
  let done = listed();
  await chooseByLabel(page, page, 'Bệnh viện', HOSPITAL2);
  await done;
  done = listed();
  await page.getByLabel('Từ ngày', { exact: true }).fill(todayVi);
  await done;
  done = listed();
  await page.getByLabel('Đến ngày', { exact: true }).fill(todayVi);
  await done;
  await page.keyboard.press('Escape');
  await chooseByLabel(page, page, 'Đối tượng', 'Bản quyền phân hệ');
  await expect(page).toHaveURL(new RegExp(`hospitalId=${initial.hospital_id}.*`));
  await expect(page).toHaveURL(new RegExp(`tu_ngay=${today}`));
  const changes = page.getByRole('row').filter({ hasText: HOSPITAL2 }).filter({ hasText: 'admin' });
  await expect(changes.filter({ hasText: 'Đã sửa 1 trường: dashboard' }).first()).toBeVisible();
  await page.locator('details.hm-audit__changes').evaluateAll((ds) => ds.forEach((d) => ((d as HTMLDetailsElement).open = true)));
  // At least the first test's pair: module-releases.spec.ts also licenses hospital 2's dashboard
  // for a while when it runs earlier in the same shard.
  await expect(changes.filter({ hasText: 'dashboard: tắt → …–…' }).first()).toBeVisible();
  await expect(changes.filter({ hasText: 'dashboard: …–… → tắt' }).first()).toBeVisible();
  await accessibleAndFits(page);

  // The person (search) and the action: bv2admin's refused attempt.
  await chooseByLabel(page, page, 'Đối tượng', 'Lệnh gọi');
  await chooseByLabel(page, page, 'Hành động', 'Bị từ chối');
  done = listed();
  await page.getByRole('searchbox').fill('bv2admin');
  await page.getByRole('searchbox').press('Enter');
  await done;
  const attempt = page
    .getByRole('row')
    .filter({ hasText: 'bv2admin' })
    .filter({ hasText: `PUT ${LICENCES}/{id}` });
  await expect(attempt.first()).toBeVisible();
  await expect(attempt.first()).toContainText('Bị từ chối');

  // The export is the filtered trail: the header, then bv2admin's refused attempts only.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Xuất CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^nhat-ky-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = text.trimEnd().split('\r\n');
  // The Vietnamese Excel convention: ';' between fields, times as dd/MM/yyyy, actions and entities in words.
  expect(header).toBe('"Thời gian";"Tài khoản";"Tên hiển thị";"Bệnh viện";"Hành động";"Đối tượng";"Mã đối tượng";"Thay đổi";"Chi tiết";"Mã yêu cầu";"Địa chỉ"');
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line).toMatch(new RegExp(`^"${todayVi} [^"]*";"bv2admin";.*"Bị từ chối";"Lệnh gọi";"PUT ${LICENCES}/\\{id\\}"`));
});
