import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiToken, bearer, login } from './login-helpers';

// Everyday dialogs (issue 29 item 6): the product's form dialogs do not drop what was typed
// without a word. Escape, Cancel or the × of a dialog with unsaved edits asks 'Bạn có thay đổi
// chưa lưu. Rời trang?': Stay keeps the edits, Leave closes the dialog and saves nothing.

const RUN = Date.now().toString(36);
const UNSAVED = 'Bạn có thay đổi chưa lưu. Rời trang?';

/** The 'unsaved changes' question (PrimeReact's confirmation dialog). */
const question = (page: Page) => page.locator('.p-confirm-dialog');

async function list<T>(api: APIRequestContext, token: string, path: string): Promise<T[]> {
  const body = (await (await api.get(path, { headers: bearer(token) })).json()) as { code: number; message: string; data: { data: T[] } };
  expect(body.code, `GET ${path}: ${body.message}`).toBe(200);
  return body.data.data;
}

/** Asks to close, stays (the question goes, the dialog and its edits stay), then asks again and leaves. */
async function stayThenLeave(page: Page, dialog: Locator, close: () => Promise<void>, kept: () => Promise<void>) {
  await close();
  await expect(question(page)).toBeVisible();
  await expect(question(page)).toContainText(UNSAVED);
  await question(page).getByRole('button', { name: 'Ở lại' }).click();
  await expect(question(page)).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await kept();
  await close();
  await question(page).getByRole('button', { name: 'Rời trang' }).click();
  await expect(question(page)).toHaveCount(0);
  await expect(dialog).toHaveCount(0);
}

test('form dialogs with unsaved edits ask before closing: a hospital, a hospital’s licences, a version from a template', async ({ page, request }) => {
  const token = await apiToken(request, 'admin');
  await login(page, 'admin');

  // A new hospital, typed and dropped with Escape.
  const code = `DLG${RUN}`.slice(0, 30);
  await page.goto('/vi/HeThongDanhMuc/BenhVien');
  await expect(page.getByRole('heading', { level: 1, name: 'Bệnh viện' })).toBeVisible();
  await page.getByRole('button', { name: 'Thêm bệnh viện' }).click();
  const hospital = page.getByRole('dialog', { name: 'Thêm bệnh viện' });
  await hospital.getByLabel('Mã bệnh viện', { exact: true }).fill(code);
  await hospital.getByLabel('Tên bệnh viện', { exact: true }).fill(`Bệnh viện hộp thoại ${RUN}`);
  await stayThenLeave(
    page,
    hospital,
    () => page.keyboard.press('Escape'),
    () => expect(hospital.getByLabel('Tên bệnh viện', { exact: true })).toHaveValue(`Bệnh viện hộp thoại ${RUN}`),
  );
  expect(await list(request, token, `/auth/v1/hospital?keyword=${code}`)).toEqual([]);

  // The licences of the second demo hospital (no dashboard): switched on, dropped with the ×.
  const before = (await list<{ ma_benh_vien: string; licences: { module: string }[] }>(request, token, '/auth/v1/hospital-module?keyword=BVDEMO2')).find(
    (r) => r.ma_benh_vien === 'BVDEMO2',
  )!;
  await page.goto('/vi/HeThong/PhanQuyenBenhVien?keyword=BVDEMO2');
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'BVDEMO2', exact: true }) })
    .getByRole('button', { name: /^Sửa: Bệnh viện Demo Thứ Hai/ })
    .click();
  const licences = page.getByRole('dialog', { name: 'Bản quyền của Bệnh viện Demo Thứ Hai' });
  const dashboard = licences.getByRole('switch', { name: 'Thống kê', exact: true });
  const wasOn = await dashboard.isChecked();
  await dashboard.click();
  await stayThenLeave(
    page,
    licences,
    () => licences.getByRole('button', { name: 'Đóng' }).first().click(),
    async () => expect(await dashboard.isChecked()).toBe(!wasOn),
  );
  const after = (await list<{ ma_benh_vien: string; licences: { module: string }[] }>(request, token, '/auth/v1/hospital-module?keyword=BVDEMO2')).find(
    (r) => r.ma_benh_vien === 'BVDEMO2',
  )!;
  expect(after.licences.map((l) => l.module).sort()).toEqual(before.licences.map((l) => l.module).sort());

  // A version from a template: a title typed, dropped with Cancel.
  const title = `Hộp thoại e2e ${RUN}`;
  await page.goto('/vi/KhaoSat');
  await expect(page.getByRole('heading', { name: 'Phiên bản khảo sát', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Tạo từ bộ câu hỏi mẫu' }).click();
  const copy = page.getByRole('dialog', { name: 'Tạo phiên bản từ bộ câu hỏi mẫu' });
  await copy.getByLabel('Tiêu đề (tiếng Việt)').fill(title);
  await stayThenLeave(
    page,
    copy,
    () => copy.getByRole('button', { name: 'Hủy' }).click(),
    () => expect(copy.getByLabel('Tiêu đề (tiếng Việt)')).toHaveValue(title),
  );
  expect(await list(request, token, `/votesafety/v1/phien-ban-khao-sat?keyword=${encodeURIComponent(title)}&page=1&size=50`)).toEqual([]);
});
