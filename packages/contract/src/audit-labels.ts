/**
 * Words of the audit trail: what each action and entity written to `audit_log` is called, in
 * Vietnamese and English. Actions and entities come from the endpoint table (`audit: { entity,
 * action }`), the resources (their `name`) and the few rows the server writes itself (exports,
 * refusals). One map, read by the audit trail screen and its CSV export; an action or entity not
 * listed still reads as words (auditActionLabel, auditEntityLabel).
 */
type Words = { vi: string; en: string };

export const AUDIT_ACTION_LABELS: Record<string, Words> = {
  create: { vi: 'Thêm', en: 'Create' },
  update: { vi: 'Sửa', en: 'Update' },
  delete: { vi: 'Xóa', en: 'Delete' },
  refused: { vi: 'Bị từ chối', en: 'Refused' },
  export: { vi: 'Xuất dữ liệu', en: 'Export' },
  run: { vi: 'Chạy báo cáo', en: 'Run report' },
  an: { vi: 'Ẩn', en: 'Hide' },
  clone: { vi: 'Nhân bản', en: 'Clone' },
  copy: { vi: 'Sao chép', en: 'Copy' },
  push: { vi: 'Triển khai tới nhiều bệnh viện', en: 'Push to hospitals' },
  start: { vi: 'Bắt đầu khảo sát', en: 'Start survey' },
  purge: { vi: 'Xóa dữ liệu hết hạn lưu giữ', en: 'Retention purge' },
  promote: { vi: 'Đưa lên kênh phát hành', en: 'Promote release' },
  rollback: { vi: 'Quay lại bản trước', en: 'Roll back release' },
  pin: { vi: 'Ghim bản phát hành', en: 'Pin release' },
  follow: { vi: 'Theo kênh phát hành', en: 'Follow channel' },
  qaOverride: { vi: 'Chạy bản kiểm thử cho riêng mình', en: 'QA override set' },
  qaClear: { vi: 'Bỏ bản kiểm thử', en: 'QA override cleared' },
  exportPersonalData: { vi: 'Xuất dữ liệu cá nhân', en: 'Personal data export' },
  erasePersonalData: { vi: 'Xóa dữ liệu cá nhân', en: 'Personal data erasure' },
  close: { vi: 'Đóng khảo sát', en: 'Close survey' },
  assign: { vi: 'Gán tài khoản', en: 'Assign account' },
  unassign: { vi: 'Bỏ gán tài khoản', en: 'Unassign account' },
  cancel: { vi: 'Hủy', en: 'Cancel' },
  reorder: { vi: 'Sắp xếp', en: 'Reorder' },
  replace: { vi: 'Thay toàn bộ', en: 'Replace all' },
  sync: { vi: 'Đồng bộ danh sách', en: 'Synchronise list' },
  invite: { vi: 'Mời nhân viên', en: 'Invite staff' },
  'invite-by-filter': { vi: 'Mời theo bộ lọc', en: 'Invite by filter' },
  ineligible: { vi: 'Đánh dấu không đủ điều kiện', en: 'Mark ineligible' },
  import: { vi: 'Nhập từ Excel', en: 'Import from Excel' },
  deactivate: { vi: 'Khóa', en: 'Deactivate' },
  'send-invitation': { vi: 'Gửi thư mời', en: 'Send invitations' },
  'retry-failed': { vi: 'Gửi lại thư lỗi', en: 'Retry failed mails' },
  'send-reminder': { vi: 'Gửi thư nhắc', en: 'Send reminders' },
  'thu-nghiem': { vi: 'Gửi thư thử', en: 'Send a test mail' },
  'send-test': { vi: 'Gửi thư thử nội dung thư mời', en: 'Send a test of the invitation texts' },
  'doi-mat-khau': { vi: 'Đặt mật khẩu', en: 'Set password' },
  'doi-mat-khau-user': { vi: 'Đổi mật khẩu của mình', en: 'Change own password' },
  'tao-bao-cao-phan-hoi': { vi: 'Tạo báo cáo phản hồi', en: 'Create feedback report' },
  'tai-bao-cao-phan-hoi': { vi: 'Tải báo cáo phản hồi', en: 'Download feedback report' },
  'tao-bo-tai-lieu-khoa': { vi: 'Tạo bộ tài liệu khoa', en: 'Create debrief pack' },
  'tai-bo-tai-lieu-khoa': { vi: 'Tải bộ tài liệu khoa', en: 'Download debrief pack' },
  'xuat-raw-data': { vi: 'Xuất dữ liệu thô', en: 'Export raw data' },
  'xuat-ahrq-respondent': { vi: 'Xuất tệp người trả lời AHRQ', en: 'Export AHRQ respondent file' },
  'xuat-ahrq-site': { vi: 'Xuất tệp cơ sở AHRQ', en: 'Export AHRQ site file' },
  reprint: { vi: 'In lại', en: 'Reprint' },
  read: { vi: 'Đọc', en: 'Read' },
  tag: { vi: 'Gắn nhãn', en: 'Tag' },
  revoke: { vi: 'Thu hồi mã xác thực', en: 'Revoke credential' },
  receive: { vi: 'Nhận số liệu tổng hợp', en: 'Receive aggregates' },
  withdraw: { vi: 'Rút số liệu tổng hợp', en: 'Withdraw aggregates' },
  send: { vi: 'Gửi số liệu tổng hợp', en: 'Send aggregates' },
  fetch: { vi: 'Lấy điểm chuẩn từ nơi tổng hợp', en: 'Fetch benchmark from collector' },
};

export const AUDIT_ENTITY_LABELS: Record<string, Words> = {
  account: { vi: 'Tài khoản', en: 'Account' },
  actionPlan: { vi: 'Kế hoạch hành động', en: 'Action plan' },
  hospitalGroup: { vi: 'Nhóm bệnh viện', en: 'Hospital group' },
  retention: { vi: 'Lưu giữ dữ liệu cá nhân', en: 'Data retention' },
  moduleRelease: { vi: 'Phát hành phân hệ', en: 'Module release' },
  accountDept: { vi: 'Gán phòng ban', en: 'Account departments' },
  accountHospital: { vi: 'Bệnh viện của tài khoản', en: 'Account hospitals' },
  auditLog: { vi: 'Nhật ký thay đổi', en: 'Audit trail' },
  ballotCardBatch: { vi: 'Lô thẻ bình chọn', en: 'Ballot card batch' },
  benchmark: { vi: 'Điểm chuẩn so sánh', en: 'Benchmark' },
  benchmarkContributor: { vi: 'Cài đặt gửi điểm chuẩn', en: 'Benchmark contributor' },
  benchmarkSubmission: { vi: 'Số liệu gửi điểm chuẩn', en: 'Benchmark submission' },
  benchmarkFederation: { vi: 'Kết nối nơi tổng hợp điểm chuẩn', en: 'Benchmark collector connection' },
  benchmarkConsent: { vi: 'Đồng ý gửi điểm chuẩn', en: 'Benchmark consent' },
  campaignSchedule: { vi: 'Lịch tự động', en: 'Automatic schedule' },
  campaignTarget: { vi: 'Mục tiêu tỷ lệ phản hồi', en: 'Response rate target' },
  comment: { vi: 'Ý kiến góp ý', en: 'Staff comment' },
  chuc_danh_ahrq: { vi: 'Vị trí công tác AHRQ', en: 'AHRQ staff position' },
  department: { vi: 'Phòng ban', en: 'Department' },
  endpoint: { vi: 'Lệnh gọi', en: 'API call' },
  feedbackReport: { vi: 'Báo cáo phản hồi', en: 'Feedback report' },
  debriefPack: { vi: 'Bộ tài liệu khoa', en: 'Debrief pack' },
  function: { vi: 'Chức năng', en: 'Function' },
  group: { vi: 'Nhóm quyền', en: 'Permission group' },
  hospital: { vi: 'Bệnh viện', en: 'Hospital' },
  jobTitle: { vi: 'Chức danh', en: 'Job title' },
  licence: { vi: 'Bản quyền phân hệ', en: 'Module licences' },
  mail: { vi: 'Thư điện tử', en: 'E-mail' },
  mapping: { vi: 'Ánh xạ AHRQ', en: 'AHRQ mapping' },
  menu: { vi: 'Menu', en: 'Menu' },
  phien_ban_khao_sat: { vi: 'Phiên bản khảo sát', en: 'Survey version' },
  phong_ban_ahrq: { vi: 'Khoa/đơn vị AHRQ', en: 'AHRQ unit' },
  position: { vi: 'Chức vụ', en: 'Position' },
  project: { vi: 'Dự án', en: 'Project' },
  report: { vi: 'Báo cáo', en: 'Report' },
  reportPermission: { vi: 'Phân quyền báo cáo', en: 'Report permission' },
  staff: { vi: 'Nhân viên', en: 'Staff' },
  staffSurvey: { vi: 'Danh sách khảo sát', en: 'Survey staff list' },
  surveyAnswer: { vi: 'Đáp án', en: 'Answer' },
  surveyComposite: { vi: 'Composite', en: 'Composite' },
  surveyMail: { vi: 'Thư khảo sát', en: 'Survey mail' },
  mailTexts: { vi: 'Nội dung thư mời', en: 'Invitation texts' },
  surveyPart: { vi: 'Phần câu hỏi', en: 'Question part' },
  surveyQuestion: { vi: 'Câu hỏi', en: 'Question' },
  surveyVersion: { vi: 'Phiên bản khảo sát', en: 'Survey version' },
  systemParameter: { vi: 'Tham số hệ thống', en: 'System parameter' },
  upload: { vi: 'Tệp tải lên', en: 'Upload' },
  versionHospital: { vi: 'Bệnh viện tham gia', en: 'Participating hospitals' },
};

/** An unknown slug as words: `xuat-bao-cao_moi` → `Xuat bao cao moi`, `staffSurvey` → `Staff survey`. */
export function slugWords(slug: string): string {
  const s = slug
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return s ? s[0]!.toUpperCase() + s.slice(1) : slug;
}

const label = (map: Record<string, Words>, key: string | null | undefined, language: string): string =>
  !key ? '' : Object.hasOwn(map, key) ? map[key]![language === 'en' ? 'en' : 'vi'] : slugWords(key);

/** @example auditActionLabel('tai-bao-cao-phan-hoi', 'vi') // 'Tải báo cáo phản hồi' */
export const auditActionLabel = (action: string | null | undefined, language: string): string => label(AUDIT_ACTION_LABELS, action, language);
/** @example auditEntityLabel('surveyVersion', 'en') // 'Survey version' */
export const auditEntityLabel = (entity: string | null | undefined, language: string): string => label(AUDIT_ENTITY_LABELS, entity, language);
