import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { EMPTY_ADMIN_PASSWORD, EMPTY_PORT } from '../ports';
import { login, signIn } from './login-helpers';
import { checkPage, seriousViolations } from './page-check';
import { chooseByLabel } from './pick-option';

// Putting a hospital into service on a new installation (HM_DEMO=0, only the first administrator
// exists), through the UI alone: the hospital with its address, departments, job titles and
// positions, 300 staff from the Excel template (three wrong rows first), the AHRQ mappings, then
// finding a staff member and editing them.

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${EMPTY_PORT}` });
test.setTimeout(240_000);

const DEPARTMENTS = ['Khoa Nội tổng hợp', 'Khoa Ngoại', 'Khoa Sản', 'Khoa Nhi', 'Khoa Dược'];
const JOB_TITLES = [
  ['BS', 'Bác sĩ', true],
  ['DD', 'Điều dưỡng', false],
] as const;
const POSITIONS = [
  ['TK', 'Trưởng khoa'],
  ['NV', 'Nhân viên'],
] as const;

/** Adds a row through the page's Add button and its form dialog. */
async function addRow(page: Page, add: string, fields: Record<string, string>, switches: string[] = []): Promise<void> {
  await page.getByRole('button', { name: add }).click();
  const dialog = page.getByRole('dialog');
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
  for (const label of switches) await dialog.getByLabel(label, { exact: true }).check();
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('cell', { name: Object.values(fields)[1] ?? '', exact: true })).toBeVisible();
}

async function noSeriousViolations(page: Page): Promise<void> {
  // Measured once the rows are there: the loading mask would dim what it covers.
  await expect(page.locator('.p-datatable-loading-overlay')).toHaveCount(0);
  expect(await seriousViolations(page, '.hm-page')).toEqual([]);
}

test('a new installation is put into service through the UI alone', async ({ page }) => {
  await login(page, 'admin', EMPTY_ADMIN_PASSWORD);

  // The hospital, with its address from the administrative units.
  await page.goto('/HeThongDanhMuc/BenhVien');
  await expect(page.getByRole('heading', { level: 1, name: 'Bệnh viện' })).toBeVisible();
  await page.getByRole('button', { name: 'Thêm bệnh viện' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Mã bệnh viện', { exact: true }).fill('BVHN01');
  await dialog.getByLabel('Tên bệnh viện', { exact: true }).fill('Bệnh viện Đa khoa Ba Đình');
  await chooseByLabel(page, dialog, 'Tỉnh/thành phố', 'Hà Nội');
  await chooseByLabel(page, dialog, 'Xã/phường', 'Phường Ba Đình');
  await dialog.getByLabel('Địa chỉ (số nhà, đường)', { exact: true }).fill('19 Nguyễn Thái Học');
  await dialog.getByLabel('Số giường kế hoạch', { exact: true }).fill('450');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('cell', { name: '19 Nguyễn Thái Học, Phường Ba Đình, Hà Nội' })).toBeVisible();
  await noSeriousViolations(page);

  // Five departments, the job titles, the positions.
  await page.goto('/HeThongDanhMuc/PhongBan');
  await expect(page.getByRole('heading', { level: 1, name: 'Phòng ban' })).toBeVisible();
  for (const [i, name] of DEPARTMENTS.entries()) await addRow(page, 'Thêm phòng ban', { 'Mã phòng ban': `K0${i + 1}`, 'Tên phòng ban': name });
  await noSeriousViolations(page);
  await page.goto('/HeThongDanhMuc/ChucDanh');
  for (const [code, name, doctor] of JOB_TITLES) await addRow(page, 'Thêm chức danh', { 'Mã chức danh': code, 'Tên chức danh': name }, doctor ? ['Chức danh bác sĩ'] : []);
  await page.goto('/HeThongDanhMuc/ChucVu');
  for (const [code, name] of POSITIONS) await addRow(page, 'Thêm chức vụ', { 'Mã chức vụ': code, 'Tên chức vụ': name });

  // The staff template, filled with 300 rows of which three are wrong.
  await page.goto('/HeThongDanhMuc/NhanVien');
  await expect(page.getByRole('heading', { level: 1, name: 'Nhân viên' })).toBeVisible();
  await page.getByRole('button', { name: 'Nhập từ Excel' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Nhập nhân viên từ Excel' });
  const [download] = await Promise.all([page.waitForEvent('download'), importDialog.getByRole('button', { name: 'Tải tệp mẫu' }).click()]);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hm-import-'));
  const template = path.join(dir, 'template.xlsx');
  await download.saveAs(template);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(template);
  const sheet = workbook.worksheets[0]!;
  const header = sheet.getRow(1);
  const col = (start: string) => {
    for (let c = 1; c <= sheet.columnCount; c++) if (header.getCell(c).text.startsWith(start)) return c;
    throw new Error(`no column ${start} in the template`);
  };
  const fill = (wrong: boolean) => {
    for (let i = 1; i <= 300; i++) {
      const row = sheet.getRow(i + 1);
      row.getCell(col('Mã nhân viên')).value = `NV${String(i).padStart(4, '0')}`;
      row.getCell(col('Họ và tên')).value = `Nguyễn Văn ${i}`;
      row.getCell(col('Mã phòng ban')).value = wrong && i === 10 ? 'K99' : `K0${(i % 5) + 1}`;
      row.getCell(col('Mã chức danh')).value = i % 7 === 0 ? 'BS' : 'DD';
      row.getCell(col('Mã chức vụ')).value = 'NV';
      row.getCell(col('E-mail')).value = wrong && i === 20 ? 'khong-phai-email' : `nv${i}@bvbadinh.vn`;
      row.getCell(col('Số điện thoại')).value = '0912345678';
      if (wrong && i === 30) row.getCell(col('Mã nhân viên')).value = 'NV0001';
      row.commit();
    }
  };
  fill(true);
  const wrongFile = path.join(dir, 'nhan-vien-sai.xlsx');
  await workbook.xlsx.writeFile(wrongFile);
  await importDialog.locator('input[type="file"]').setInputFiles(wrongFile);
  await importDialog.getByRole('button', { name: 'Kiểm tra tệp' }).click();
  await expect(importDialog.getByText('Có 3 dòng lỗi. Vui lòng sửa trong tệp rồi kiểm tra lại; chưa lưu dòng nào.')).toBeVisible();
  for (const row of ['11', '21', '31']) await expect(importDialog.getByRole('cell', { name: row, exact: true })).toBeVisible();

  fill(false);
  const goodFile = path.join(dir, 'nhan-vien.xlsx');
  await workbook.xlsx.writeFile(goodFile);
  await importDialog.locator('input[type="file"]').setInputFiles(goodFile);
  await importDialog.getByRole('button', { name: 'Kiểm tra tệp' }).click();
  await expect(importDialog.getByText('Tệp hợp lệ: 300 nhân viên thêm mới, 0 nhân viên cập nhật.')).toBeVisible();
  await importDialog.getByRole('button', { name: 'Nhập 300 nhân viên' }).click();
  await expect(page.getByText('Nhập nhân viên thành công')).toBeVisible();
  if (await importDialog.count()) await importDialog.getByRole('button', { name: 'Đóng' }).first().click();

  // The AHRQ mappings of the departments and job titles.
  for (const [path, label, rows] of [
    ['/Mapping/PhongBanMapping', 'Khoa/đơn vị AHRQ', DEPARTMENTS],
    ['/Mapping/ChucDanhMapping', 'Vị trí công tác AHRQ', JOB_TITLES.map((j) => j[1])],
  ] as const) {
    await page.goto(path);
    for (const row of rows) {
      await page.locator('.p-dropdown', { has: page.getByLabel(`${label} của ${row}`, { exact: true }) }).click();
      await page.locator('.hm-cat-pick-panel').getByRole('option').nth(1).click();
    }
    await page.getByRole('button', { name: `Lưu thay đổi (${rows.length})` }).click();
    await expect(page.getByText(`Đã lưu ánh xạ của ${rows.length} dòng`)).toBeVisible();
  }

  // A staff member found by search and edited.
  await page.goto('/HeThongDanhMuc/NhanVien');
  await expect(page.getByText(/300/).first()).toBeVisible();
  await page.getByLabel('Tìm kiếm').fill('Nguyễn Văn 150');
  await expect(page.getByRole('cell', { name: 'Nguyễn Văn 150', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Nguyễn Văn 15', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sửa: Nguyễn Văn 150' }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Họ và tên', { exact: true }).fill('Nguyễn Văn Một Trăm Năm Mươi');
  await chooseByLabel(page, edit, 'Phòng ban', 'Khoa Nhi');
  await edit.getByRole('button', { name: 'Lưu' }).click();
  await expect(edit).toHaveCount(0);
  await page.getByLabel('Tìm kiếm').fill('Một Trăm');
  await expect(page.getByRole('row', { name: /Nguyễn Văn Một Trăm Năm Mươi.*Khoa Nhi/ })).toBeVisible();
  await noSeriousViolations(page);
});

const CATALOGUE_PAGES = ['NhanVien', 'BenhVien', 'PhongBan', 'ChucDanh', 'ChucVu', 'Menu', 'ChucNang', 'DuAn', 'PhongBanAhrq', 'ChucDanhAhrq', 'Reports', 'Benchmark'];
const half = CATALOGUE_PAGES.length / 2;

// Two halves, each with its own time limit: one axe sweep of twelve pages outlasts a loaded CI machine's 120 s.
for (const [label, pages] of [
  ['first', CATALOGUE_PAGES.slice(0, half)],
  ['second', CATALOGUE_PAGES.slice(half)],
] as const) {
  test(`the ${label} half of the catalogue pages fits a 360 px phone with no serious axe violation`, async ({ page }) => {
    test.setTimeout(480_000);
    await signIn(page, 'admin', undefined, EMPTY_ADMIN_PASSWORD);
    for (const path of pages.map((p) => `/HeThongDanhMuc/${p}`)) {
      await checkPage(page, path, { heading: /./, ready: '.hm-page table, .hm-page .p-datatable', scope: '.hm-page' });
    }
  });
}
