import { test } from '@playwright/test';
import { login } from './login-helpers';
import { checkPage } from './page-check';

// Every HeThong route of spec §2 and its sub-pages, as the system administrator and as a hospital
// administrator: the page renders its heading (no 'in development' notice), axe finds no serious
// or critical violation at 1280 and 360 px, and nothing scrolls sideways on a 360 px phone.

const PAGES: readonly (readonly [string, string | RegExp])[] = [
  ['/vi/HeThong', 'Hệ thống'],
  ['/vi/HeThong/TaiKhoan', 'Tài khoản'],
  ['/vi/HeThong/TaiKhoanBenhVien', 'Tài khoản bệnh viện'],
  ['/vi/HeThong/TaiKhoanBenhVien/DoiMatKhauNguoiDung', 'Đổi mật khẩu của tôi'],
  ['/vi/HeThong/TaiKhoanPhongBan', 'Tài khoản phòng ban'],
  ['/vi/HeThong/PhanQuyen', 'Nhóm quyền'],
  ['/vi/HeThong/PhanQuyen/moi', 'Thêm nhóm quyền'],
  ['/vi/HeThong/PhanQuyenBaoCao', 'Phân quyền báo cáo'],
  ['/vi/HeThong/PhanQuyenBenhVien', 'Bản quyền phân hệ'],
  ['/vi/HeThong/QuanLyUploads', 'Quản lý tệp tải lên'],
  ['/vi/HeThong/ThamSoHeThong', 'Tham số hệ thống'],
  ['/vi/HeThong/ThongTinBenhVien', 'Thông tin bệnh viện'],
  ['/vi/HeThong/NhatKy', 'Nhật ký thay đổi'],
  ['/vi/HeThongDanhMuc/PhanQuyen', 'Nhóm quyền'],
];
const HOSPITAL_ADMIN_PAGES = [
  '/vi/HeThong',
  '/vi/HeThong/TaiKhoanBenhVien',
  '/vi/HeThong/TaiKhoanPhongBan',
  '/vi/HeThong/QuanLyUploads',
  '/vi/HeThong/ThongTinBenhVien',
  '/vi/HeThong/NhatKy',
];

test('every system page renders, passes axe and fits a phone, for the system administrator', async ({ page }) => {
  test.setTimeout(360_000);
  await login(page, 'admin');
  for (const [path, heading] of PAGES) await checkPage(page, path, { heading, scope: '.hm-page' });
});

test('the hospital administrator’s system pages too', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, 'bvadmin');
  for (const path of HOSPITAL_ADMIN_PAGES) await checkPage(page, path, { heading: PAGES.find(([p]) => p === path)![1], scope: '.hm-page' });
});
