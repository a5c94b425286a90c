import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, login } from './login-helpers';

async function openChangePassword(page: Page): Promise<Locator> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Tài khoản:/ })
    .click();
  await page.getByRole('menuitem', { name: 'Đổi mật khẩu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đổi mật khẩu' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fill(dialog: Locator, current: string, next: string, confirm: string): Promise<void> {
  await dialog.getByLabel('Mật khẩu hiện tại', { exact: true }).fill(current);
  await dialog.getByLabel('Mật khẩu mới', { exact: true }).fill(next);
  await dialog.getByLabel('Nhập lại mật khẩu mới', { exact: true }).fill(confirm);
}

const submit = (dialog: Locator) => dialog.getByRole('button', { name: 'Đổi mật khẩu', exact: true }).click();

test('the dialog shows the account read-only and refuses empty, mismatched and wrong-password input', async ({ page }) => {
  await login(page, 'bvadmin');
  const dialog = await openChangePassword(page);

  const username = dialog.getByLabel('Tên tài khoản', { exact: true });
  const displayName = dialog.getByLabel('Tên hiển thị', { exact: true });
  await expect(username).toHaveValue('bvadmin');
  await expect(username).not.toBeEditable();
  await expect(displayName).toHaveValue('Quản trị Bệnh viện Demo');
  await expect(displayName).not.toBeEditable();

  await submit(dialog);
  await expect(dialog.getByText('Vui lòng nhập đầy đủ thông tin').first()).toBeVisible();

  await fill(dialog, DEMO_PASSWORD, 'MatKhauMoi@2026', 'MatKhauKhac@2026');
  await submit(dialog);
  await expect(dialog.getByText('Mật khẩu nhập lại không đúng')).toBeVisible();

  await fill(dialog, 'sai-mat-khau-hien-tai', 'MatKhauMoi@2026', 'MatKhauMoi@2026');
  await submit(dialog);
  // The server's message, as an error notification; the dialog stays open.
  await expect(page.locator('.p-toast-message-error').getByText('Mật khẩu hiện tại không đúng')).toBeVisible();
  await expect(dialog).toBeVisible();

  // The footer's button (the header's × is called 'Đóng' too).
  await dialog.getByRole('button', { name: 'Đóng', exact: true }).last().click();
  await expect(dialog).toBeHidden();
});

// bv2admin, not bvadmin: the other specs log in as bvadmin. The password is set back at the end.
test('a successful change closes the dialog, keeps the session, and the new password logs in', async ({ page }) => {
  const NEW_PASSWORD = 'DoiMatKhau@2026';
  let current = DEMO_PASSWORD;
  const change = async (from: string, to: string) => {
    const dialog = await openChangePassword(page);
    await fill(dialog, from, to, to);
    await submit(dialog);
    await expect(page.getByText('Đổi mật khẩu thành công!').last()).toBeVisible();
    await expect(dialog).toBeHidden();
    current = to;
  };
  const loginWorks = async (password: string) =>
    (await (await page.request.post('/auth/v1/login', { data: { ten_tai_khoan: 'bv2admin', mat_khau: password } })).json()).code === 200;

  await login(page, 'bv2admin');
  try {
    await change(DEMO_PASSWORD, NEW_PASSWORD);
    expect(await loginWorks(NEW_PASSWORD)).toBe(true);
    // The session that made the change carries on (the server answered it a fresh token pair).
    await change(NEW_PASSWORD, DEMO_PASSWORD);
    expect(await loginWorks(DEMO_PASSWORD)).toBe(true);
  } finally {
    if (current !== DEMO_PASSWORD) {
      // Put the demo password back through the API, so the other specs can still log in.
      const auth = await (await page.request.post('/auth/v1/login', { data: { ten_tai_khoan: 'bv2admin', mat_khau: current } })).json();
      await page.request.put('/auth/v1/tai-khoan/doi-mat-khau-user', {
        headers: { Authorization: `Bearer ${auth.data.token}` },
        data: { mat_khau_cu: current, mat_khau: DEMO_PASSWORD, confirm: DEMO_PASSWORD },
      });
    }
  }
});
