import { FN, type TFunctionCode } from '@hm/contract';

export interface FunctionSeed {
  code: TFunctionCode;
  vi: string;
  en: string;
  module: string;
}

/** Every function a route can require, with the module that owns it. */
export const FUNCTION_SEEDS: FunctionSeed[] = [
  { code: FN.accountRead, vi: 'Xem tài khoản', en: 'View accounts', module: 'system' },
  { code: FN.accountWrite, vi: 'Quản lý tài khoản', en: 'Manage accounts', module: 'system' },
  { code: FN.accountSetPassword, vi: 'Đặt mật khẩu tài khoản', en: 'Set account passwords', module: 'core' },
  { code: FN.permissionRead, vi: 'Xem phân quyền', en: 'View permissions', module: 'system' },
  { code: FN.permissionWrite, vi: 'Sửa phân quyền', en: 'Edit permissions', module: 'system' },
  { code: FN.menuRead, vi: 'Xem menu', en: 'View menus', module: 'catalogues' },
  { code: FN.menuWrite, vi: 'Sửa menu', en: 'Edit menus', module: 'catalogues' },
  { code: FN.functionRead, vi: 'Xem chức năng', en: 'View functions', module: 'catalogues' },
  { code: FN.functionWrite, vi: 'Sửa chức năng', en: 'Edit functions', module: 'catalogues' },
  { code: FN.hospitalWrite, vi: 'Quản lý bệnh viện', en: 'Manage hospitals', module: 'catalogues' },
  { code: FN.hospitalInfoWrite, vi: 'Sửa thông tin bệnh viện của mình', en: 'Edit own hospital information', module: 'system' },
  { code: FN.licenceWrite, vi: 'Quản lý bản quyền phân hệ', en: 'Manage module licences', module: 'system' },
  { code: FN.catalogueWrite, vi: 'Sửa danh mục', en: 'Edit catalogues', module: 'catalogues' },
  { code: FN.staffDetail, vi: 'Xem thông tin liên hệ nhân viên', en: 'View staff contact details', module: 'catalogues' },
  { code: FN.staffWrite, vi: 'Quản lý nhân viên', en: 'Manage staff', module: 'catalogues' },
  { code: FN.paramWrite, vi: 'Sửa tham số hệ thống', en: 'Edit system parameters', module: 'system' },
  { code: FN.uploadWrite, vi: 'Quản lý tệp tải lên', en: 'Manage uploads', module: 'system' },
  { code: FN.reportRead, vi: 'Xem báo cáo', en: 'View reports', module: 'reports' },
  { code: FN.reportWrite, vi: 'Sửa báo cáo', en: 'Edit reports', module: 'reports' },
  { code: FN.surveyRead, vi: 'Xem khảo sát', en: 'View surveys', module: 'survey' },
  { code: FN.surveyWrite, vi: 'Soạn khảo sát', en: 'Author surveys', module: 'survey' },
  { code: FN.surveyVote, vi: 'Bình chọn khảo sát', en: 'Take surveys', module: 'survey' },
  { code: FN.surveyMail, vi: 'Gửi thư mời khảo sát', en: 'Send survey mails', module: 'survey' },
  { code: FN.dashboardRead, vi: 'Xem dashboard', en: 'View dashboards', module: 'dashboard' },
  { code: FN.dashboardCompute, vi: 'Tính dữ liệu dashboard', en: 'Compute dashboard data', module: 'dashboard' },
  { code: FN.rawDataExport, vi: 'Xuất dữ liệu thô', en: 'Export raw data', module: 'dashboard' },
  { code: FN.outboxRead, vi: 'Xem hộp thư gửi đi', en: 'View mail outbox', module: 'survey' },
  { code: FN.auditRead, vi: 'Xem nhật ký thay đổi', en: 'View the audit trail', module: 'system' },
  { code: FN.ballotCards, vi: 'In thẻ bình chọn', en: 'Print ballot cards', module: 'survey' },
  { code: FN.paperEntry, vi: 'Nhập phiếu giấy', en: 'Key in paper questionnaires', module: 'survey' },
  { code: FN.actionPlanWrite, vi: 'Lập kế hoạch hành động', en: 'Write action plans', module: 'dashboard' },
  { code: FN.commentRead, vi: 'Đọc ý kiến góp ý', en: 'Read comments', module: 'dashboard' },
  { code: FN.debriefPack, vi: 'Tải tài liệu trao đổi của các khoa trong phạm vi', en: 'Debrief packs of the units in scope', module: 'reports' },
  { code: FN.provinceView, vi: 'Xem kết quả cấp bệnh viện của nhóm bệnh viện', en: 'View hospital-level results of a hospital group', module: 'dashboard' },
  { code: FN.releaseWrite, vi: 'Phát hành phân hệ', en: 'Release modules', module: 'system' },
  { code: FN.releaseQa, vi: 'Kiểm thử bản phát hành cho riêng mình', en: 'Try a module release for oneself (QA)', module: 'system' },
];

/** Functions a hospital administrator lacks: product-wide settings stay with system administrators. */
const SYSTEM_ONLY: TFunctionCode[] = [FN.permissionWrite, FN.menuWrite, FN.functionWrite, FN.licenceWrite, FN.hospitalWrite, FN.releaseWrite, FN.releaseQa];

export const GROUP_FUNCTIONS: Record<string, TFunctionCode[]> = {
  SYSTEM_ADMIN: FUNCTION_SEEDS.map((f) => f.code),
  // The province view is a group's, not a hospital's (docs/decisions/province-view.md).
  HOSPITAL_ADMIN: FUNCTION_SEEDS.map((f) => f.code).filter((c) => !SYSTEM_ONLY.includes(c) && c !== FN.provinceView),
  STAFF: [FN.surveyVote],
  // Votes, reads participation of the departments it is linked to, and makes its own units' debrief packs (docs/decisions/department-accounts.md, debrief-packs.md).
  DEPARTMENT_HEAD: [FN.surveyVote, FN.surveyRead, FN.dashboardRead, FN.debriefPack],
  // Hospital-level results of the account's hospital group, nothing else (docs/decisions/province-view.md).
  PROVINCE_OFFICER: [FN.provinceView],
};
