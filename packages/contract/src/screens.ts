import { FN, type TFunctionCode } from './functions.js';
import type { TModuleId } from './modules.js';

/** The permission groups the seed creates; a screen names those that see it in the seeded menu. */
export type TGroupCode = 'SYSTEM_ADMIN' | 'HOSPITAL_ADMIN' | 'STAFF' | 'DEPARTMENT_HEAD' | 'PROVINCE_OFFICER';
/** The guards a module screen may name, run in order by the shell (spec §6). */
export type TScreenGuard = 'check-login' | 'check-hospital' | 'check-role';
/** The menu folders (`MENU_FOLDERS` in menu-tree.ts) a screen can sit in. */
export type TMenuFolderCode = 'KHAO_SAT' | 'THONG_KE' | 'BAO_CAO' | 'HE_THONG' | 'DANH_MUC' | 'DM_MAPPING';

interface ScreenBase {
  /** The screen's code; for a menu entry, the seeded menu's `ma_menu`. */
  code: string;
  /** The legacy route, below the locale base ('/KhaoSat/FormCauHoi'); `:name` segments are parameters. */
  path: string;
  vi: string;
  en: string;
  icon?: string;
  /** The seeded groups that see it in the menu; absent: reached from another page, not a menu entry. */
  menu?: readonly TGroupCode[];
  /** The menu folder it sits in; absent: the top level. */
  folder?: TMenuFolderCode;
}

/** One of the shell's own pages (home, introduction, about): it guards itself. */
export interface TShellScreen extends ScreenBase {
  module: 'core';
}

/** A page of a remote, behind the shell's guards. */
export interface TModuleScreen extends ScreenBase {
  module: TModuleId;
  /** The key of the remote's page map (`src/pages.tsx`) that renders it. */
  page: string;
  guards: readonly TScreenGuard[];
  /** Function codes of which the user needs one (check-role). */
  functions: readonly TFunctionCode[];
}

export type TScreen = TShellScreen | TModuleScreen;

const ALL = ['SYSTEM_ADMIN', 'HOSPITAL_ADMIN', 'STAFF', 'DEPARTMENT_HEAD'] as const;
const ADMINS = ['SYSTEM_ADMIN', 'HOSPITAL_ADMIN'] as const;
/** Administrators and department heads (participation of their departments, docs/decisions/department-accounts.md). */
const ADMINS_AND_HEADS = [...ADMINS, 'DEPARTMENT_HEAD'] as const;
/** Department heads only (their own units' debrief packs). */
const HEADS = ['DEPARTMENT_HEAD'] as const;
const SYS = ['SYSTEM_ADMIN'] as const;
/** Province and group officers (hospital-level results of their group only, docs/decisions/province-view.md). */
const OFFICERS = ['PROVINCE_OFFICER'] as const;
/** Every group, the officers too: the shell's own pages. */
const EVERYONE = [...ALL, ...OFFICERS] as const;

const ADMIN = ['check-login', 'check-role'] as const;
/** Pages about the user's own hospital or own participation. */
const OWN_HOSPITAL = ['check-login', 'check-hospital', 'check-role'] as const;
const NONE = [] as const;

const VOTE = [FN.surveyVote];
/** Survey pages keep the module's rule: mf-survey tells authors from voters on the page. */
const SURVEY_ANY = [FN.surveyVote, FN.surveyRead, FN.surveyWrite, FN.surveyMail, FN.outboxRead];
const DASHBOARD = [FN.dashboardRead];
const REPORT = [FN.reportRead];
const SYSTEM_ANY = [
  FN.accountRead,
  FN.accountWrite,
  FN.permissionRead,
  FN.permissionWrite,
  FN.licenceWrite,
  FN.paramWrite,
  FN.uploadWrite,
  FN.hospitalWrite,
  FN.hospitalInfoWrite,
  FN.auditRead,
  FN.releaseWrite,
];
const CATALOGUE_ANY = [FN.catalogueWrite, FN.staffDetail, FN.staffWrite, FN.menuRead, FN.menuWrite, FN.functionRead, FN.functionWrite, FN.hospitalWrite];
const ACCOUNT = [FN.accountRead];
const PERMISSION = [FN.permissionRead];
const CATALOGUE = [FN.catalogueWrite];

type Row = Omit<TModuleScreen, 'module' | 'guards' | 'functions'> & Partial<Pick<TModuleScreen, 'guards' | 'functions'>>;
/** A module's rows, with its menu folder and rule unless a row names its own. */
const moduleRows =
  <M extends TModuleId>(module: M, folder: TMenuFolderCode, functions: readonly TFunctionCode[]) =>
  <const R extends Row>(row: R) =>
    ({ module, folder, guards: ADMIN, functions, ...row }) as const;
const shell = <const R extends Omit<TShellScreen, 'module'>>(row: R) => ({ module: 'core', ...row }) as const;
const survey = moduleRows('survey', 'KHAO_SAT', SURVEY_ANY);
const dashboard = moduleRows('dashboard', 'THONG_KE', DASHBOARD);
const reports = moduleRows('reports', 'BAO_CAO', REPORT);
const system = moduleRows('system', 'HE_THONG', SYSTEM_ANY);
const catalogues = moduleRows('catalogues', 'DANH_MUC', CATALOGUE_ANY);

/**
 * Every screen of the product, once: the menu seed (`MENU_TREE`, in this order), the shell's
 * guard table and each remote's routes come from it. A module path's most specific row rules it.
 * @example SCREENS.find((s) => s.path === '/HeThong/TaiKhoan') // { code: 'HT_TAI_KHOAN', page: 'SystemAccounts', functions: ['TAI_KHOAN_XEM'], … }
 */
// prettier-ignore
export const SCREENS = [
  shell({ code: 'HOME', path: '/', vi: 'Trang chủ', en: 'Home', icon: 'pi pi-home', menu: EVERYONE }),

  survey({ code: 'KS_BINH_CHON', path: '/KhaoSat', vi: 'Bình chọn', en: 'Vote', icon: 'pi pi-thumbs-up', menu: ALL, page: 'SurveyHome' }),
  survey({ code: 'KS_THONG_TIN_NV', path: '/ThongTinNhanVien', vi: 'Thông tin nhân viên', en: 'My participation', icon: 'pi pi-id-card', menu: ALL, page: 'MyParticipation', guards: OWN_HOSPITAL, functions: VOTE }),
  survey({ code: 'KS_PHIEN_BAN', path: '/KhaoSat/FormPhienBan', vi: 'Phiên bản khảo sát', en: 'Survey versions', icon: 'pi pi-book', menu: ADMINS, page: 'SurveyVersionList' }),
  survey({ code: 'KS_PHAN_CAU_HOI', path: '/KhaoSat/FormPhanCauHoi', vi: 'Phần câu hỏi', en: 'Question parts', icon: 'pi pi-list', menu: ADMINS, page: 'QuestionPartList' }),
  survey({ code: 'KS_CAU_HOI', path: '/KhaoSat/FormCauHoi', vi: 'Câu hỏi', en: 'Questions', icon: 'pi pi-question-circle', menu: ADMINS, page: 'QuestionList' }),
  survey({ code: 'KS_DAP_AN', path: '/KhaoSat/FormDapAn', vi: 'Đáp án', en: 'Answers', icon: 'pi pi-check-circle', menu: ADMINS, page: 'AnswerList' }),
  survey({ code: 'KS_COMPOSITE', path: '/Composite', vi: 'Composite', en: 'Composites', icon: 'pi pi-sitemap', menu: ADMINS, page: 'CompositeList' }),
  survey({ code: 'KS_BENH_VIEN', path: '/KhaoSat/MSettingBenhVien', vi: 'Bệnh viện tham gia', en: 'Participating hospitals', icon: 'pi pi-building', menu: ADMINS, page: 'ParticipatingHospitalList' }),
  survey({ code: 'KS_NHAN_VIEN', path: '/KhaoSat/MSettingUser', vi: 'Nhân viên tham gia', en: 'Participating staff', icon: 'pi pi-users', menu: ADMINS, page: 'ParticipantList' }),
  survey({ code: 'KS_NV_THEO_BV', path: '/KhaoSat/GroupUserByBV', vi: 'Nhân viên theo bệnh viện', en: 'Staff by hospital', icon: 'pi pi-th-large', menu: ADMINS, page: 'ParticipationByHospital' }),
  survey({ code: 'KS_TABLE_USER', path: '/KhaoSat/TableUser', vi: 'Tình trạng tham gia', en: 'Participation', icon: 'pi pi-table', menu: ADMINS_AND_HEADS, page: 'ParticipationStatus' }),
  survey({ code: 'KS_THONG_TIN', path: '/ThongTinKhaoSat', vi: 'Thông tin khảo sát', en: 'Survey information', icon: 'pi pi-info-circle', menu: ADMINS, page: 'SurveyInfo' }),
  survey({ code: 'KS_HOP_THU', path: '/KhaoSat/HopThu', vi: 'Hộp thư gửi đi', en: 'Mail outbox', icon: 'pi pi-envelope', menu: ADMINS, page: 'Outbox' }),
  survey({ code: 'KS_CHIEN_DICH', path: '/KhaoSat/ChienDich', vi: 'Chiến dịch khảo sát', en: 'Survey campaign', icon: 'pi pi-flag', page: 'Campaign' }),
  survey({ code: 'KS_NOI_DUNG_THU', path: '/KhaoSat/NoiDungThu', vi: 'Nội dung thư mời', en: 'Invitation texts', icon: 'pi pi-envelope', page: 'MailTexts' }),
  survey({ code: 'KS_PHIEU', path: '/KhaoSat/StepForm', vi: 'Phiếu bình chọn', en: 'Ballot', page: 'Vote', guards: OWN_HOSPITAL, functions: VOTE }),
  survey({ code: 'KS_PHIEU_NGAN', path: '/StepForm', vi: 'Phiếu bình chọn', en: 'Ballot', page: 'Vote', guards: OWN_HOSPITAL, functions: VOTE }),
  // The invitation link carries its own one-time token: no session needed.
  survey({ code: 'KS_CHUNG_THUC', path: '/ChungThuc', vi: 'Lời mời bình chọn', en: 'Invitation', page: 'Invitation', guards: NONE, functions: [] }),
  // Printed ballot cards (docs/decisions/ballot-cards.md): the manager's print screen, and the code page a card's QR opens (the code is the credential).
  survey({ code: 'KS_THE_BINH_CHON', path: '/KhaoSat/TheBinhChon', vi: 'Thẻ bình chọn', en: 'Ballot cards', icon: 'pi pi-qrcode', menu: ADMINS, page: 'BallotCards', functions: [FN.ballotCards] }),
  // Paper questionnaires keyed in twice (docs/decisions/paper-entry.md): the keyers' screen.
  survey({ code: 'KS_NHAP_PHIEU_GIAY', path: '/KhaoSat/NhapPhieuGiay', vi: 'Nhập phiếu giấy', en: 'Paper entry', icon: 'pi pi-pencil', menu: ADMINS, page: 'PaperEntry', functions: [FN.paperEntry] }),
  survey({ code: 'KS_NHAP_MA_THE', path: '/TheBinhChon', vi: 'Nhập mã thẻ bình chọn', en: 'Ballot card code', page: 'BallotCardVote', guards: NONE, functions: [] }),
  survey({ code: 'KS_XEM_PHIEU', path: '/KhaoSat/detail', vi: 'Xem phiếu khảo sát', en: 'Questionnaire preview', page: 'QuestionnairePreview' }),
  survey({ code: 'KS_XEM_PHIEU_CU', path: '/KhaoSat/KhaoSatDetail', vi: 'Xem phiếu khảo sát', en: 'Questionnaire preview', page: 'QuestionnairePreview' }),
  survey({ code: 'KS_XEM_PHAN', path: '/KhaoSat/BoxForm', vi: 'Xem trước phần câu hỏi', en: 'Part preview', page: 'PartPreview' }),
  survey({ code: 'KS_BO_DAP_AN', path: '/KhaoSat/MFormDapAn', vi: 'Bộ đáp án', en: 'Answer set', page: 'AnswerSet' }),
  survey({ code: 'KS_SUA_COMPOSITE', path: '/Composite/ModalComposite', vi: 'Composite', en: 'Composite', page: 'CompositeForm' }),

  dashboard({ code: 'DB_HOSPITAL', path: '/Dashboard/Hospital', vi: 'Dashboard bệnh viện', en: 'Hospital dashboard', icon: 'pi pi-chart-line', menu: ADMINS_AND_HEADS, page: 'HospitalDashboard' }),
  dashboard({ code: 'DB_HMC', path: '/Dashboard/HMC', vi: 'Dashboard tổng hợp', en: 'All-hospital dashboard', icon: 'pi pi-globe', menu: ADMINS, page: 'HmcDashboard' }),
  dashboard({ code: 'DB_TINH_DU_LIEU', path: '/Dashboard/TinhDuLieu', vi: 'Tính dữ liệu', en: 'Compute data', icon: 'pi pi-calculator', menu: ADMINS, page: 'ComputeData', functions: [FN.dashboardCompute] }),
  dashboard({ code: 'DB_THONG_KE', path: '/ThongKe', vi: 'Thống kê tham gia', en: 'Statistics', icon: 'pi pi-chart-pie', menu: ADMINS_AND_HEADS, page: 'Statistics' }),
  dashboard({ code: 'DB_PERCENT', path: '/PercentData', vi: 'Tỷ lệ phản hồi tích cực', en: 'Percent positive', icon: 'pi pi-percentage', menu: ADMINS, page: 'PercentPositive' }),
  dashboard({ code: 'DB_KE_HOACH', path: '/Dashboard/KeHoachHanhDong', vi: 'Kế hoạch hành động', en: 'Action plans', icon: 'pi pi-check-square', menu: ADMINS_AND_HEADS, page: 'ActionPlans' }),
  dashboard({ code: 'DB_Y_KIEN', path: '/Dashboard/YKienGopY', vi: 'Ý kiến góp ý', en: 'Staff comments', icon: 'pi pi-comments', menu: ADMINS, page: 'Comments', functions: [FN.commentRead] }),
  // The province and group view: hospitals of the officer's group ranked on a composite (issue 30 item 1).
  dashboard({ code: 'DB_SO_SANH_BV', path: '/Dashboard/SoSanhBenhVien', vi: 'So sánh bệnh viện', en: 'Hospital comparison', icon: 'pi pi-sort-amount-down', menu: OFFICERS, page: 'HospitalRanking', functions: [FN.provinceView] }),
  dashboard({ code: 'DB_INDEX', path: '/Dashboard', vi: 'Thống kê', en: 'Dashboards', page: 'DashboardIndex' }),

  reports({ code: 'BC_XUAT_DU_LIEU', path: '/HeThongBaoCao/XuatDuLieu', vi: 'Xuất dữ liệu', en: 'Data export', icon: 'pi pi-download', menu: ADMINS, page: 'DataExport', functions: [FN.reportRead, FN.rawDataExport] }),
  reports({ code: 'BC_PHAN_HOI', path: '/HeThongBaoCao/BaoCaoPhanHoi', vi: 'Báo cáo phản hồi', en: 'Feedback report', icon: 'pi pi-file-pdf', menu: ADMINS, page: 'FeedbackReport' }),
  // A department head's debrief packs: its own units only (docs/decisions/debrief-packs.md); administrators make them on the feedback report page.
  reports({ code: 'BC_TAI_LIEU_KHOA', path: '/HeThongBaoCao/TaiLieuKhoa', vi: 'Tài liệu trao đổi theo khoa', en: 'Unit debrief packs', icon: 'pi pi-folder', menu: HEADS, folder: 'THONG_KE', page: 'DebriefPacks', functions: [FN.debriefPack] }),
  reports({ code: 'BC_XEM', path: '/HeThongBaoCao/ReportView', vi: 'Xem báo cáo', en: 'Report viewer', icon: 'pi pi-file', menu: ADMINS, page: 'ReportView' }),
  reports({ code: 'BC_INDEX', path: '/HeThongBaoCao', vi: 'Báo cáo', en: 'Reports', page: 'ReportsIndex' }),

  system({ code: 'HT_TAI_KHOAN', path: '/HeThong/TaiKhoan', vi: 'Tài khoản', en: 'Accounts', icon: 'pi pi-user', menu: SYS, page: 'SystemAccounts', functions: ACCOUNT }),
  system({ code: 'HT_TAI_KHOAN_BV', path: '/HeThong/TaiKhoanBenhVien', vi: 'Tài khoản bệnh viện', en: 'Hospital accounts', icon: 'pi pi-user-edit', menu: ADMINS, page: 'HospitalAccounts', functions: ACCOUNT }),
  system({ code: 'HT_TAI_KHOAN_PB', path: '/HeThong/TaiKhoanPhongBan', vi: 'Tài khoản phòng ban', en: 'Account departments', icon: 'pi pi-users', menu: ADMINS, page: 'AccountDepartments', functions: ACCOUNT }),
  system({ code: 'HT_PHAN_QUYEN', path: '/HeThong/PhanQuyen', vi: 'Nhóm quyền', en: 'Permission groups', icon: 'pi pi-lock', menu: SYS, page: 'Groups', functions: PERMISSION }),
  system({ code: 'HT_PHAN_QUYEN_BC', path: '/HeThong/PhanQuyenBaoCao', vi: 'Phân quyền báo cáo', en: 'Report permissions', icon: 'pi pi-lock-open', menu: SYS, page: 'ReportPermissions', functions: PERMISSION }),
  system({ code: 'HT_PHAN_QUYEN_BV', path: '/HeThong/PhanQuyenBenhVien', vi: 'Bản quyền phân hệ', en: 'Module licences', icon: 'pi pi-building', menu: SYS, page: 'Licences', functions: [FN.licenceWrite] }),
  system({ code: 'HT_UPLOADS', path: '/HeThong/QuanLyUploads', vi: 'Quản lý tệp tải lên', en: 'Uploads', icon: 'pi pi-upload', menu: ADMINS, page: 'Uploads', functions: [FN.uploadWrite] }),
  system({ code: 'HT_THAM_SO', path: '/HeThong/ThamSoHeThong', vi: 'Tham số hệ thống', en: 'System parameters', icon: 'pi pi-sliders-h', menu: ADMINS, page: 'Parameters', functions: [FN.paramWrite] }),
  // Not check-hospital: a system administrator without a hospital of his own picks one on the page.
  system({ code: 'HT_THONG_TIN_BV', path: '/HeThong/ThongTinBenhVien', vi: 'Thông tin bệnh viện', en: 'Hospital information', icon: 'pi pi-info', menu: ADMINS, page: 'HospitalInfo', functions: [FN.hospitalInfoWrite] }),
  system({ code: 'HT_NHAT_KY', path: '/HeThong/NhatKy', vi: 'Nhật ký thay đổi', en: 'Audit trail', icon: 'pi pi-history', menu: ADMINS, page: 'AuditTrail', functions: [FN.auditRead] }),
  system({ code: 'HT_PHAT_HANH', path: '/HeThong/PhatHanhPhanHe', vi: 'Phát hành phân hệ', en: 'Module releases', icon: 'pi pi-box', menu: SYS, page: 'ModuleReleases', functions: [FN.releaseWrite] }),
  // QA override: a release of a module for one's own account only (docs/decisions/module-releases.md).
  system({ code: 'HT_KIEM_THU_PHAT_HANH', path: '/HeThong/KiemThuPhanHe', vi: 'Kiểm thử bản phát hành', en: 'Try a release (QA)', icon: 'pi pi-flag', menu: SYS, page: 'ReleaseQa', functions: [FN.releaseQa] }),
  // Hospital groups and their officers (issue 30, docs/decisions/hospital-groups-screen.md).
  system({ code: 'HT_NHOM_BV', path: '/HeThong/NhomBenhVien', vi: 'Nhóm bệnh viện', en: 'Hospital groups', icon: 'pi pi-sitemap', menu: SYS, page: 'HospitalGroups', functions: [FN.hospitalWrite] }),
  system({ code: 'HT_INDEX', path: '/HeThong', vi: 'Hệ thống', en: 'System', page: 'SystemIndex' }),
  // An account's sub-pages (edit, change password, staff-account edit, group, other hospitals).
  system({ code: 'HT_TAI_KHOAN_MUC', path: '/HeThong/TaiKhoan/:id/:sub', vi: 'Tài khoản', en: 'Accounts', page: 'SystemAccounts', functions: ACCOUNT }),
  system({ code: 'HT_TAI_KHOAN_BV_MUC', path: '/HeThong/TaiKhoanBenhVien/:id/:sub', vi: 'Tài khoản bệnh viện', en: 'Hospital accounts', page: 'HospitalAccounts', functions: ACCOUNT }),
  system({ code: 'HT_DOI_MAT_KHAU', path: '/HeThong/TaiKhoanBenhVien/DoiMatKhauNguoiDung', vi: 'Đổi mật khẩu', en: 'Change password', page: 'OwnPassword', functions: ACCOUNT }),
  system({ code: 'HT_NHOM_QUYEN', path: '/HeThong/PhanQuyen/:id', vi: 'Nhóm quyền', en: 'Permission group', page: 'GroupEdit', functions: PERMISSION }),

  catalogues({ code: 'DM_BENH_VIEN', path: '/HeThongDanhMuc/BenhVien', vi: 'Bệnh viện', en: 'Hospitals', icon: 'pi pi-building', menu: SYS, page: 'Hospitals', functions: [FN.hospitalWrite] }),
  catalogues({ code: 'DM_PHONG_BAN', path: '/HeThongDanhMuc/PhongBan', vi: 'Phòng ban', en: 'Departments', icon: 'pi pi-sitemap', menu: ADMINS, page: 'Departments', functions: CATALOGUE }),
  catalogues({ code: 'DM_CHUC_DANH', path: '/HeThongDanhMuc/ChucDanh', vi: 'Chức danh', en: 'Job titles', icon: 'pi pi-briefcase', menu: ADMINS, page: 'JobTitles', functions: CATALOGUE }),
  catalogues({ code: 'DM_CHUC_VU', path: '/HeThongDanhMuc/ChucVu', vi: 'Chức vụ', en: 'Positions', icon: 'pi pi-star', menu: ADMINS, page: 'Positions', functions: CATALOGUE }),
  catalogues({ code: 'DM_NHAN_VIEN', path: '/HeThongDanhMuc/NhanVien', vi: 'Nhân viên', en: 'Staff', icon: 'pi pi-users', menu: ADMINS, page: 'Staff', functions: [FN.staffDetail, FN.staffWrite] }),
  catalogues({ code: 'DM_CHUC_NANG', path: '/HeThongDanhMuc/ChucNang', vi: 'Chức năng', en: 'Functions', icon: 'pi pi-key', menu: SYS, page: 'Functions', functions: [FN.functionRead] }),
  catalogues({ code: 'DM_DU_AN', path: '/HeThongDanhMuc/DuAn', vi: 'Dự án', en: 'Projects', icon: 'pi pi-folder', menu: SYS, page: 'Projects', functions: CATALOGUE }),
  catalogues({ code: 'DM_AHRQ_KHOA', path: '/HeThongDanhMuc/PhongBanAhrq', vi: 'Khoa/đơn vị AHRQ', en: 'AHRQ units', icon: 'pi pi-th-large', menu: ADMINS, page: 'AhrqUnits', functions: CATALOGUE }),
  catalogues({ code: 'DM_AHRQ_VI_TRI', path: '/HeThongDanhMuc/ChucDanhAhrq', vi: 'Vị trí công tác AHRQ', en: 'AHRQ staff positions', icon: 'pi pi-id-card', menu: ADMINS, page: 'AhrqStaffPositions', functions: CATALOGUE }),
  catalogues({ code: 'DM_BENCHMARK', path: '/HeThongDanhMuc/Benchmark', vi: 'Điểm chuẩn so sánh', en: 'Benchmarks', icon: 'pi pi-flag', menu: SYS, page: 'Benchmarks', functions: CATALOGUE }),
  // The federated benchmark (issue 30 item 3, docs/decisions/federated-benchmark.md): the connection to a collector and, on a collector, its contributing installations.
  catalogues({ code: 'DM_DIEM_CHUAN_LIEN_KET', path: '/HeThongDanhMuc/DiemChuanLienKet', vi: 'Điểm chuẩn liên kết', en: 'Federated benchmark', icon: 'pi pi-globe', menu: SYS, page: 'FederatedBenchmark', functions: CATALOGUE }),
  catalogues({ code: 'DM_PHAN_QUYEN', path: '/HeThongDanhMuc/PhanQuyen', vi: 'Nhóm quyền', en: 'Permission groups', icon: 'pi pi-shield', menu: SYS, page: 'Groups', functions: [FN.permissionWrite] }),
  catalogues({ code: 'DM_MENU', path: '/HeThongDanhMuc/Menu', vi: 'Menu', en: 'Menus', icon: 'pi pi-bars', menu: SYS, page: 'Menus', functions: [FN.menuRead] }),
  catalogues({ code: 'DM_REPORTS', path: '/HeThongDanhMuc/Reports', vi: 'Cấu hình báo cáo', en: 'Report settings', icon: 'pi pi-file-edit', menu: SYS, page: 'Reports', functions: [FN.reportWrite] }),
  catalogues({ code: 'MAP_PHONG_BAN', path: '/Mapping/PhongBanMapping', vi: 'Ánh xạ phòng ban', en: 'Department mapping', icon: 'pi pi-sitemap', menu: ADMINS, folder: 'DM_MAPPING', page: 'DepartmentMapping', functions: CATALOGUE }),
  catalogues({ code: 'MAP_CHUC_DANH', path: '/Mapping/ChucDanhMapping', vi: 'Ánh xạ chức danh', en: 'Job title mapping', icon: 'pi pi-briefcase', menu: ADMINS, folder: 'DM_MAPPING', page: 'JobTitleMapping', functions: CATALOGUE }),
  catalogues({ code: 'DM_INDEX', path: '/HeThongDanhMuc', vi: 'Danh mục', en: 'Catalogues', page: 'CataloguesIndex' }),
  catalogues({ code: 'DM_BAO_CAO_SUA', path: '/HeThongDanhMuc/Reports/:id', vi: 'Báo cáo', en: 'Report', page: 'ReportEdit', functions: [FN.reportWrite] }),
  catalogues({ code: 'MAP_INDEX', path: '/Mapping', vi: 'Ánh xạ danh mục AHRQ', en: 'AHRQ mapping', page: 'MappingIndex', functions: CATALOGUE }),

  shell({ code: 'GIOI_THIEU', path: '/GioiThieu', vi: 'Giới thiệu', en: 'Introduction', icon: 'pi pi-book', menu: EVERYONE }),
  shell({ code: 'ABOUT', path: '/About', vi: 'Thông tin phần mềm', en: 'About', icon: 'pi pi-info-circle', menu: EVERYONE }),
] as const satisfies readonly TScreen[];

/** The page keys of a module's screens: what its remote's page map must render. */
export type TPageKey<M extends TModuleId> = Extract<(typeof SCREENS)[number], { module: M }>['page'];

/** The screens a remote renders. */
export const screensOf = (module: TModuleId): TModuleScreen[] => (SCREENS as readonly TScreen[]).filter((s): s is TModuleScreen => s.module === module);

/** A route of a remote, shaped like react-router's route objects (this package knows no React). */
export type TScreenRoute<E> = { index: true; element: E } | { path: string; element?: E; children?: TScreenRoute<E>[] };

/**
 * A remote's routes, relative to the locale base: one route per first path segment, its screens
 * below it (the segment's own screen as the index route).
 * @example screenRoutes('reports', (page) => PAGES[page]) // [{ path: 'HeThongBaoCao', children: [{ index: true, … }, { path: 'XuatDuLieu', … }, …] }]
 */
export function screenRoutes<M extends TModuleId, E>(module: M, element: (page: TPageKey<M>) => E): TScreenRoute<E>[] {
  const roots = new Map<string, TScreenRoute<E>[]>();
  for (const s of screensOf(module)) {
    const [first = '', ...rest] = s.path.slice(1).split('/');
    const children = roots.get(first) ?? roots.set(first, []).get(first)!;
    const el = element(s.page as TPageKey<M>);
    children.push(rest.length ? { path: rest.join('/'), element: el } : { index: true, element: el });
  }
  return [...roots].map(([path, children]) => {
    const only = children.length === 1 ? children[0]! : null;
    return only && 'index' in only ? { path, element: only.element } : { path, children };
  });
}

/** The code of a screen of the table. */
export type TScreenCode = (typeof SCREENS)[number]['code'];

/**
 * Where a screen is, below the locale base: pages link to screens by code, so a legacy path is
 * written in this table only.
 * @example screenPath('KS_DAP_AN') // 'KhaoSat/FormDapAn'
 */
export const screenPath = (code: TScreenCode): string => SCREENS.find((s) => s.code === code)!.path.slice(1);

/** A screen's icon (PrimeIcons class), for a page heading that shows the menu's: '' when it has none. */
export const screenIcon = (code: TScreenCode): string => (SCREENS as readonly TScreen[]).find((s) => s.code === code)?.icon ?? '';
