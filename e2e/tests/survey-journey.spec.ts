import { expect, type Page, test } from '@playwright/test';
import { apiToken, bearer, login, signIn } from './login-helpers';

// Issue 18's journey, as a new quality manager would walk it on one shared ward PC: from the start
// page, a version from the SOPS 2.0 template whose window opens tomorrow; two departments invited
// across pages; started, it reads 'Đã lên lịch'; invitations queued with a warning, the outbox
// shows them; the opening moved to now, it reads 'Đang mở'; the manager logs out, a staff member
// signs in on the same browser, lands on their own start page and votes; the manager sees the
// vote counted, closes the survey and reads the dashboard.

test.setTimeout(600_000);

const RUN = Date.now().toString(36);
const TITLE = `Chiến dịch e2e ${RUN}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `dd/mm/yyyy HH:mm` in Vietnamese time (UTC+7), as the date picker takes it typed. */
const typedVn = (d: Date) => {
  const s = new Date(d.getTime() + 7 * 3_600_000).toISOString();
  return `${s.slice(8, 10)}/${s.slice(5, 7)}/${s.slice(0, 4)} ${s.slice(11, 16)}`;
};

interface Envelope<T> {
  code: number;
  data: T;
}

const row = (page: Page) => page.getByRole('row', { name: new RegExp(escape(TITLE)) });
async function rowAction(page: Page, action: string) {
  await page.getByRole('button', { name: `Thao tác khác: ${TITLE}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}
async function logout(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Tài khoản:/ })
    .click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/vi\/Login$/);
}
async function answerStep(page: Page) {
  for (const group of await page.getByRole('radiogroup').all()) {
    const radios = group.getByRole('radio');
    await radios.nth(Math.min(3, (await radios.count()) - 1)).check();
  }
  for (const box of await page.locator('.hm-vote-question textarea').all()) await box.fill('Góp ý thử nghiệm.');
}

test('a quality manager runs a campaign from the start page to the dashboard; staff vote from their own start page', async ({ page, request }) => {
  // nhanvien01's department and another one of the hospital (what the manager would pick by name).
  const headers = bearer(await apiToken(request, 'bvadmin'));
  const nv001 = (
    (await (await request.get('/auth/v1/nhan-vien?keyword=NV001&size=5', { headers })).json()) as Envelope<{
      data: { ma_nhan_vien: string; phong_ban_id: number; ten_phong_ban: string; hospital_id: number }[];
    }>
  ).data.data.find((s) => s.ma_nhan_vien === 'NV001')!;
  const departments = ((await (await request.get(`/auth/v1/phong-ban/combobox?hospitalId=${nv001.hospital_id}`, { headers })).json()) as Envelope<{ id: number; name: string }[]>)
    .data;
  const other = departments.find((d) => d.id !== nv001.phong_ban_id)!;

  // ── The start page, then the version list, then a version from the template, opening tomorrow (the start defaults to now).
  await login(page, 'bvadmin');
  await expect(page.getByRole('heading', { level: 1, name: /^Xin chào / })).toBeVisible();
  await page.getByRole('link', { name: 'Phiên bản khảo sát' }).click();
  await expect(page.getByRole('heading', { name: 'Phiên bản khảo sát', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Tạo từ bộ câu hỏi mẫu' }).click();
  const copy = page.getByRole('dialog', { name: 'Tạo phiên bản từ bộ câu hỏi mẫu' });
  await copy.getByRole('button', { name: 'Chọn bộ câu hỏi mẫu' }).click();
  await page.getByRole('option', { name: /SOPS Hospital Survey 2\.0/ }).click();
  await copy.getByLabel('Tiêu đề (tiếng Việt)').fill(TITLE);
  await copy.getByLabel('Bắt đầu', { exact: true }).fill(typedVn(new Date(Date.now() + 24 * 3_600_000)));
  // Tab closes the picker's calendar (Escape would reach the dialog); the end's calendar opens on focus, a second Tab closes it.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await copy.getByRole('button', { name: 'Tạo phiên bản' }).click();
  await expect(copy).toBeHidden();
  await expect(row(page)).toContainText('Nháp');

  // ── Two departments invited, across pages, in one call.
  await rowAction(page, 'Mời nhân viên');
  await page.locator('.p-multiselect', { has: page.locator('#hm-survey-invite-departments') }).click();
  for (const name of [nv001.ten_phong_ban, other.name]) await page.locator('.p-multiselect-panel').getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
  // The list (and the count of the button below) follows the filter of both departments: a row of the second one is shown.
  await expect(page.getByRole('cell', { name: other.name, exact: true }).first()).toBeVisible();
  await expect(page.locator('.p-datatable-loading-overlay')).toHaveCount(0);
  const selectAll = page.getByRole('button', { name: /^Chọn tất cả \d+ nhân viên khớp bộ lọc$/ });
  const matching = Number(/(\d+)/.exec((await selectAll.textContent()) ?? '')?.[1]);
  expect(matching, 'more than one page of staff').toBeGreaterThan(20);
  await selectAll.click();
  await page.getByRole('button', { name: `Mời ${matching} nhân viên đã chọn` }).click();
  await page.getByRole('dialog', { name: 'Xác nhận' }).getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByText(new RegExp(`^Đã thêm ${matching} nhân viên; tổng ${matching} nhân viên tham gia\\.$`))).toBeVisible();

  // ── Started: the dialog says whom it invites and when the window opens; the list says 'Đã lên lịch'.
  await page.goto('/vi/KhaoSat/FormPhienBan');
  await rowAction(page, 'Bắt đầu khảo sát');
  const start = page.getByRole('dialog', { name: /^Bắt đầu khảo sát/ });
  await expect(start).toContainText(`giữ ${matching} nhân viên đã chọn`);
  await expect(start).toContainText('Khảo sát nhận phiếu từ');
  await start.getByRole('button', { name: 'Bắt đầu', exact: true }).click();
  await expect(start).toBeHidden();
  await expect(row(page)).toContainText('Đã lên lịch');
  await expect(row(page)).toContainText(`0 / ${matching}`);

  // ── Invitations queued before the opening: the confirmation warns; the outbox shows them.
  await rowAction(page, 'Gửi thư mời');
  const confirm = page.getByRole('dialog', { name: 'Xác nhận' });
  await expect(confirm).toContainText('Thư mời gửi trước giờ đó sẽ đến trước khi nhân viên bình chọn được');
  await confirm.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByText(/^Đã xếp \d+ thư vào hàng đợi;/)).toBeVisible();
  await page.goto('/vi/KhaoSat/HopThu');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: new RegExp(escape(TITLE)) }).first()).toBeVisible();

  // ── The opening moved to now: 'Đang mở'.
  await page.goto('/vi/KhaoSat/FormPhienBan');
  await row(page)
    .getByRole('button', { name: `Sửa phiên bản: ${TITLE}` })
    .click();
  const opening = page.getByLabel('Bắt đầu', { exact: true });
  await opening.fill(typedVn(new Date(Date.now() - 5 * 60_000)));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Cập nhật thành công')).toBeVisible();
  await page.goto('/vi/KhaoSat/FormPhienBan');
  await expect(row(page)).toContainText('Đang mở');

  // ── The manager logs out; staff sign in on the same browser and land on their own start page.
  await logout(page);
  await login(page, 'nhanvien01');
  await expect(page).toHaveURL(/\/vi\/?$/);
  const mine = page.getByRole('region', { name: 'Khảo sát của tôi' });
  await mine.getByRole('button', { name: `Bình chọn: ${TITLE}` }).click();
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Bắt đầu' }).click();
  for (let i = 0; i < 12 && !(await page.getByRole('heading', { name: 'Xem lại và gửi phiếu', level: 2 }).isVisible()); i++) {
    await answerStep(page);
    await page.getByRole('button', { name: 'Tiếp', exact: true }).click();
  }
  await expect(page.getByRole('heading', { name: 'Xem lại và gửi phiếu', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Gửi phiếu' }).click();
  await expect(page.getByRole('heading', { name: 'Cảm ơn anh/chị đã tham gia khảo sát!' })).toBeVisible();
  await logout(page);

  // ── The manager sees the vote counted, closes the survey and reads the dashboard.
  await signIn(page, 'bvadmin', '/vi/KhaoSat/FormPhienBan');
  await expect(row(page)).toContainText(`1 / ${matching}`);
  await rowAction(page, 'Đóng khảo sát');
  await page.getByRole('dialog', { name: 'Xác nhận' }).getByRole('button', { name: 'Đồng ý' }).click();
  await expect(row(page)).toContainText('Đã đóng');
  const found = (await (await request.get(`/votesafety/v1/phien-ban-khao-sat?keyword=${encodeURIComponent(TITLE)}&size=5`, { headers })).json()) as Envelope<{
    data: { phien_ban_id: number }[];
  }>;
  await page.goto(`/vi/Dashboard/Hospital?phien_ban_id=${found.data.data[0]!.phien_ban_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Phiếu hoàn chỉnh').first()).toBeVisible();
});
