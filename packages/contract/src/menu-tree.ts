/**
 * A screen as the menu names it: the one list the server's menu seed, the shell's guard table
 * and each remote's routes are tested against (`screens.spec.ts` in the shell, each remote's
 * `routes.spec.tsx`). `groups` lists the permission groups that see it in the seeded menu.
 */
export interface MenuSeed {
  code: string;
  vi: string;
  en: string;
  path: string | null;
  icon: string;
  module: string;
  groups: Array<'SYSTEM_ADMIN' | 'HOSPITAL_ADMIN' | 'STAFF' | 'DEPARTMENT_HEAD'>;
  children?: MenuSeed[];
}

const ALL = ['SYSTEM_ADMIN', 'HOSPITAL_ADMIN', 'STAFF', 'DEPARTMENT_HEAD'] as MenuSeed['groups'];
const ADMINS = ['SYSTEM_ADMIN', 'HOSPITAL_ADMIN'] as MenuSeed['groups'];
/** Administrators and department heads (participation of their departments, docs/decisions/department-accounts.md). */
const ADMINS_AND_HEADS = [...ADMINS, 'DEPARTMENT_HEAD'] as MenuSeed['groups'];
const SYS = ['SYSTEM_ADMIN'] as MenuSeed['groups'];

const leaf = (code: string, vi: string, en: string, path: string, icon: string, module: string, groups = ADMINS): MenuSeed => ({ code, vi, en, path, icon, module, groups });

/** The menu tree of the project: every route of spec §2, in display order. */
/** Every leaf of the menu tree with the path it opens. */
export const menuLeaves = (tree: readonly MenuSeed[] = MENU_TREE): MenuSeed[] => tree.flatMap((m) => (m.children ? menuLeaves(m.children) : m.path ? [m] : []));

export const MENU_TREE: MenuSeed[] = [
  leaf('HOME', 'Trang chủ', 'Home', '/', 'pi pi-home', 'core', ALL),
  {
    code: 'KHAO_SAT', vi: 'Khảo sát', en: 'Survey', path: null, icon: 'pi pi-check-square', module: 'survey', groups: ALL,
    children: [
      leaf('KS_BINH_CHON', 'Bình chọn', 'Vote', '/KhaoSat', 'pi pi-thumbs-up', 'survey', ALL),
      leaf('KS_THONG_TIN_NV', 'Thông tin nhân viên', 'My participation', '/ThongTinNhanVien', 'pi pi-id-card', 'survey', ALL),
      leaf('KS_PHIEN_BAN', 'Phiên bản khảo sát', 'Survey versions', '/KhaoSat/FormPhienBan', 'pi pi-book', 'survey'),
      leaf('KS_PHAN_CAU_HOI', 'Phần câu hỏi', 'Question parts', '/KhaoSat/FormPhanCauHoi', 'pi pi-list', 'survey'),
      leaf('KS_CAU_HOI', 'Câu hỏi', 'Questions', '/KhaoSat/FormCauHoi', 'pi pi-question-circle', 'survey'),
      leaf('KS_DAP_AN', 'Đáp án', 'Answers', '/KhaoSat/FormDapAn', 'pi pi-check-circle', 'survey'),
      leaf('KS_COMPOSITE', 'Composite', 'Composites', '/Composite', 'pi pi-sitemap', 'survey'),
      leaf('KS_BENH_VIEN', 'Bệnh viện tham gia', 'Participating hospitals', '/KhaoSat/MSettingBenhVien', 'pi pi-building', 'survey'),
      leaf('KS_NHAN_VIEN', 'Nhân viên tham gia', 'Participating staff', '/KhaoSat/MSettingUser', 'pi pi-users', 'survey'),
      leaf('KS_NV_THEO_BV', 'Nhân viên theo bệnh viện', 'Staff by hospital', '/KhaoSat/GroupUserByBV', 'pi pi-th-large', 'survey'),
      leaf('KS_TABLE_USER', 'Tình trạng tham gia', 'Participation', '/KhaoSat/TableUser', 'pi pi-table', 'survey', ADMINS_AND_HEADS),
      leaf('KS_THONG_TIN', 'Thông tin khảo sát', 'Survey information', '/ThongTinKhaoSat', 'pi pi-info-circle', 'survey'),
      leaf('KS_HOP_THU', 'Hộp thư gửi đi', 'Mail outbox', '/KhaoSat/HopThu', 'pi pi-envelope', 'survey'),
    ],
  },
  {
    code: 'THONG_KE', vi: 'Thống kê', en: 'Dashboards', path: null, icon: 'pi pi-chart-bar', module: 'dashboard', groups: ADMINS_AND_HEADS,
    children: [
      leaf('DB_HOSPITAL', 'Dashboard bệnh viện', 'Hospital dashboard', '/Dashboard/Hospital', 'pi pi-chart-line', 'dashboard', ADMINS_AND_HEADS),
      leaf('DB_HMC', 'Dashboard tổng hợp', 'All-hospital dashboard', '/Dashboard/HMC', 'pi pi-globe', 'dashboard'),
      leaf('DB_TINH_DU_LIEU', 'Tính dữ liệu', 'Compute data', '/Dashboard/TinhDuLieu', 'pi pi-calculator', 'dashboard'),
      leaf('DB_THONG_KE', 'Thống kê tham gia', 'Statistics', '/ThongKe', 'pi pi-chart-pie', 'dashboard', ADMINS_AND_HEADS),
      leaf('DB_PERCENT', 'Tỷ lệ phản hồi tích cực', 'Percent positive', '/PercentData', 'pi pi-percentage', 'dashboard'),
    ],
  },
  {
    code: 'BAO_CAO', vi: 'Báo cáo', en: 'Reports', path: null, icon: 'pi pi-file-export', module: 'reports', groups: ADMINS,
    children: [
      leaf('BC_XUAT_DU_LIEU', 'Xuất dữ liệu', 'Data export', '/HeThongBaoCao/XuatDuLieu', 'pi pi-download', 'reports'),
      leaf('BC_PHAN_HOI', 'Báo cáo phản hồi', 'Feedback report', '/HeThongBaoCao/BaoCaoPhanHoi', 'pi pi-file-pdf', 'reports'),
      leaf('BC_XEM', 'Xem báo cáo', 'Report viewer', '/HeThongBaoCao/ReportView', 'pi pi-file', 'reports'),
    ],
  },
  {
    code: 'HE_THONG', vi: 'Hệ thống', en: 'System', path: null, icon: 'pi pi-cog', module: 'system', groups: ADMINS,
    children: [
      leaf('HT_TAI_KHOAN', 'Tài khoản', 'Accounts', '/HeThong/TaiKhoan', 'pi pi-user', 'system', SYS),
      leaf('HT_TAI_KHOAN_BV', 'Tài khoản bệnh viện', 'Hospital accounts', '/HeThong/TaiKhoanBenhVien', 'pi pi-user-edit', 'system'),
      leaf('HT_TAI_KHOAN_PB', 'Tài khoản phòng ban', 'Account departments', '/HeThong/TaiKhoanPhongBan', 'pi pi-users', 'system'),
      leaf('HT_PHAN_QUYEN', 'Phân quyền', 'Permissions', '/HeThong/PhanQuyen', 'pi pi-lock', 'system', SYS),
      leaf('HT_PHAN_QUYEN_BC', 'Phân quyền báo cáo', 'Report permissions', '/HeThong/PhanQuyenBaoCao', 'pi pi-lock-open', 'system', SYS),
      leaf('HT_PHAN_QUYEN_BV', 'Phân quyền bệnh viện', 'Hospital module licences', '/HeThong/PhanQuyenBenhVien', 'pi pi-building', 'system', SYS),
      leaf('HT_UPLOADS', 'Quản lý tệp tải lên', 'Uploads', '/HeThong/QuanLyUploads', 'pi pi-upload', 'system'),
      leaf('HT_THAM_SO', 'Tham số hệ thống', 'System parameters', '/HeThong/ThamSoHeThong', 'pi pi-sliders-h', 'system'),
      leaf('HT_THONG_TIN_BV', 'Thông tin bệnh viện', 'Hospital information', '/HeThong/ThongTinBenhVien', 'pi pi-info', 'system'),
      leaf('HT_NHAT_KY', 'Nhật ký thay đổi', 'Audit trail', '/HeThong/NhatKy', 'pi pi-history', 'system'),
    ],
  },
  {
    code: 'DANH_MUC', vi: 'Danh mục', en: 'Catalogues', path: null, icon: 'pi pi-database', module: 'catalogues', groups: ADMINS,
    children: [
      leaf('DM_BENH_VIEN', 'Bệnh viện', 'Hospitals', '/HeThongDanhMuc/BenhVien', 'pi pi-building', 'catalogues', SYS),
      leaf('DM_PHONG_BAN', 'Phòng ban', 'Departments', '/HeThongDanhMuc/PhongBan', 'pi pi-sitemap', 'catalogues'),
      leaf('DM_CHUC_DANH', 'Chức danh', 'Job titles', '/HeThongDanhMuc/ChucDanh', 'pi pi-briefcase', 'catalogues'),
      leaf('DM_CHUC_VU', 'Chức vụ', 'Positions', '/HeThongDanhMuc/ChucVu', 'pi pi-star', 'catalogues'),
      leaf('DM_NHAN_VIEN', 'Nhân viên', 'Staff', '/HeThongDanhMuc/NhanVien', 'pi pi-users', 'catalogues'),
      leaf('DM_CHUC_NANG', 'Chức năng', 'Functions', '/HeThongDanhMuc/ChucNang', 'pi pi-key', 'catalogues', SYS),
      leaf('DM_DU_AN', 'Dự án', 'Projects', '/HeThongDanhMuc/DuAn', 'pi pi-folder', 'catalogues', SYS),
      leaf('DM_AHRQ_KHOA', 'Khoa/đơn vị AHRQ', 'AHRQ units', '/HeThongDanhMuc/PhongBanAhrq', 'pi pi-th-large', 'catalogues'),
      leaf('DM_AHRQ_VI_TRI', 'Vị trí công tác AHRQ', 'AHRQ staff positions', '/HeThongDanhMuc/ChucDanhAhrq', 'pi pi-id-card', 'catalogues'),
      leaf('DM_BENCHMARK', 'Điểm chuẩn so sánh', 'Benchmarks', '/HeThongDanhMuc/Benchmark', 'pi pi-flag', 'catalogues', SYS),
      leaf('DM_PHAN_QUYEN', 'Nhóm quyền', 'Permission groups', '/HeThongDanhMuc/PhanQuyen', 'pi pi-shield', 'catalogues', SYS),
      leaf('DM_MENU', 'Menu', 'Menus', '/HeThongDanhMuc/Menu', 'pi pi-bars', 'catalogues', SYS),
      leaf('DM_REPORTS', 'Cấu hình báo cáo', 'Report settings', '/HeThongDanhMuc/Reports', 'pi pi-file-edit', 'catalogues', SYS),
      {
        code: 'DM_MAPPING', vi: 'Ánh xạ AHRQ', en: 'AHRQ mapping', path: null, icon: 'pi pi-arrow-right-arrow-left', module: 'catalogues', groups: ADMINS,
        children: [
          leaf('MAP_PHONG_BAN', 'Ánh xạ phòng ban', 'Department mapping', '/Mapping/PhongBanMapping', 'pi pi-sitemap', 'catalogues'),
          leaf('MAP_CHUC_DANH', 'Ánh xạ chức danh', 'Job title mapping', '/Mapping/ChucDanhMapping', 'pi pi-briefcase', 'catalogues'),
        ],
      },
    ],
  },
  leaf('GIOI_THIEU', 'Giới thiệu', 'Introduction', '/GioiThieu', 'pi pi-book', 'core', ALL),
  leaf('ABOUT', 'Thông tin phần mềm', 'About', '/About', 'pi pi-info-circle', 'core', ALL),
];
