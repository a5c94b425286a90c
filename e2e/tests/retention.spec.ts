import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiToken, bearer, signIn } from './login-helpers';
import { seriousViolations } from './page-check';

// Retention and personal data (issue 31 item 3) as the demo hospital's administrator: the
// retention period on the hospital information screen (saved with a toast), a staff member's data
// downloaded as JSON and as a workbook from the staff screen, and their erasure behind the dialog that asks for the
// staff code; the erased row is gone from the list.

test.setTimeout(180_000);
const STAMP = Date.now().toString(36).slice(-5).toUpperCase();
const CODE = `XOA${STAMP}`;
const NAME = `Nhân Viên Xóa ${STAMP}`;

test('the retention period, a staff member’s data downloaded and erased', async ({ page, request }) => {
  const token = await apiToken(request, 'bvadmin');
  const me = (await (await request.get('/auth/v1/tai-khoan/me', { headers: bearer(token) })).json()) as { data: { hospital: { hospital_id: number } } };
  const created = await request.post('/auth/v1/nhan-vien', {
    headers: bearer(token),
    data: { hospital_id: me.data.hospital.hospital_id, ma_nhan_vien: CODE, ten_nhan_vien: NAME, email: `xoa.${STAMP.toLowerCase()}@bvdemo.example.vn` },
  });
  expect(created.status()).toBe(200);

  await signIn(page, 'bvadmin', '/vi/HeThong/ThongTinBenhVien');
  const section = page.locator('section.hm-retention');
  await expect(section.getByText('Thời hạn lưu giữ dữ liệu cá nhân')).toBeVisible();
  const days = section.getByLabel('Số ngày giữ sau khi khảo sát đóng');
  await days.fill('');
  await days.pressSequentially('60');
  await section.getByRole('button', { name: 'Lưu thời hạn' }).click();
  await expect(page.getByText('Đã lưu thời hạn lưu giữ')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/vi/HeThongDanhMuc/NhanVien');
  await page.getByLabel('Tìm kiếm').fill(CODE);
  const rows = page.locator('.hm-page .p-datatable-tbody > tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(NAME);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Tải dữ liệu cá nhân (JSON): ${NAME}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`du-lieu-ca-nhan-${CODE}.json`);
  const data = JSON.parse(readFileSync((await file.path())!, 'utf8')) as { staff: { ma_nhan_vien: string; ten_nhan_vien: string }; notes: string[] };
  expect(data.staff).toMatchObject({ ma_nhan_vien: CODE, ten_nhan_vien: NAME });
  expect(data.notes.join(' ')).toContain('ẩn danh');
  const workbook = page.waitForEvent('download');
  await page.getByRole('button', { name: `Tải dữ liệu cá nhân (Excel): ${NAME}` }).click();
  expect((await workbook).suggestedFilename()).toBe(`du-lieu-ca-nhan-${CODE}.xlsx`);

  await page.getByRole('button', { name: `Xóa dữ liệu cá nhân: ${NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: `Xóa dữ liệu cá nhân của ${NAME}` });
  await expect(dialog).toBeVisible();
  const erase = dialog.getByRole('button', { name: 'Xóa vĩnh viễn' });
  await expect(erase).toBeDisabled();
  await dialog.getByLabel(`Nhập mã nhân viên ${CODE} để xác nhận`).fill(CODE);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await erase.click();
  await expect(page.getByText('Đã xóa dữ liệu cá nhân của nhân viên')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(rows.filter({ hasText: NAME })).toHaveCount(0);
});
