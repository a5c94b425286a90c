import { CAMPAIGN_CHANNELS, CHANNEL_NAMES, type TCampaignChannel } from './survey/campaign.js';

/**
 * The data sources a report is built over (issue 14). The server owns each one (its SQL, its
 * scope, licence and minimum-group-size rules); a report definition only picks a source, its
 * columns, filters, grouping, sort and chart. No SQL is ever written by a user.
 */

/** The type of a column: how it is compared, aggregated, formatted and exported. */
export const REPORT_COLUMN_TYPES = ['text', 'int', 'number', 'percent', 'date', 'datetime'] as const;
export type TReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];

/** A parameter a source takes; its kind says which picker fills it. */
export const REPORT_PARAM_KINDS = ['version', 'hospital', 'department', 'date', 'language'] as const;
export type TReportParamKind = (typeof REPORT_PARAM_KINDS)[number];

export interface ReportSourceParam {
  /** The key in `tham_so` (a definition's fixed values) and in a run's `params`. */
  key: 'phien_ban_id' | 'hospital_id' | 'phong_ban_id' | 'tu_ngay' | 'den_ngay' | 'language';
  kind: TReportParamKind;
  required: boolean;
  vi: string;
  en: string;
}

export interface ReportSourceColumn {
  field: string;
  type: TReportColumnType;
  vi: string;
  en: string;
}

export interface ReportSource {
  code: TReportSourceCode;
  vi: string;
  en: string;
  /** What the source answers, for the definition form. */
  description_vi: string;
  description_en: string;
  params: readonly ReportSourceParam[];
  columns: readonly ReportSourceColumn[];
}

const P = {
  version: { key: 'phien_ban_id', kind: 'version', required: true, vi: 'Phiên bản khảo sát', en: 'Survey version' },
  hospital: { key: 'hospital_id', kind: 'hospital', required: false, vi: 'Bệnh viện', en: 'Hospital' },
  hospitalRequired: { key: 'hospital_id', kind: 'hospital', required: true, vi: 'Bệnh viện', en: 'Hospital' },
  department: { key: 'phong_ban_id', kind: 'department', required: false, vi: 'Khoa/phòng', en: 'Department' },
  from: { key: 'tu_ngay', kind: 'date', required: false, vi: 'Từ ngày', en: 'From' },
  to: { key: 'den_ngay', kind: 'date', required: false, vi: 'Đến ngày', en: 'To' },
  language: { key: 'language', kind: 'language', required: false, vi: 'Ngôn ngữ', en: 'Language' },
} as const satisfies Record<string, ReportSourceParam>;

const col = (field: string, type: TReportColumnType, vi: string, en: string): ReportSourceColumn => ({ field, type, vi, en });

const HOSPITAL_COLS = [col('ma_benh_vien', 'text', 'Mã bệnh viện', 'Hospital code'), col('ten_benh_vien', 'text', 'Bệnh viện', 'Hospital')];
const RATE_COLS = [
  col('moi', 'int', 'Được mời', 'Invited'),
  col('khong_du_dieu_kien', 'int', 'Không đủ điều kiện', 'Ineligible'),
  col('da_gui', 'int', 'Đã gửi phiếu', 'Submitted'),
  col('hoan_chinh', 'int', 'Phiếu hoàn chỉnh', 'Complete responses'),
  col('ty_le', 'percent', 'Tỷ lệ phản hồi (%)', 'Response rate (%)'),
];
/** The column suffix of each channel of a rate's `kenh` (link, card, paper) in the response-rate sources. */
export const REPORT_CHANNEL_FIELDS = { link: 'lien_ket', card: 'the', paper: 'giay' } as const satisfies Record<TCampaignChannel, string>;
const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
/**
 * The same rate split by channel (issue 26 item 6): invited, complete responses and rate of each
 * channel, as the dashboards' `kenh` (participation counts: no suppression, docs/privacy.md).
 */
const CHANNEL_RATE_COLS = CAMPAIGN_CHANNELS.flatMap((c) => {
  const [k, vi, en] = [REPORT_CHANNEL_FIELDS[c], lower(CHANNEL_NAMES[c].vi), lower(CHANNEL_NAMES[c].en)];
  return [
    col(`moi_${k}`, 'int', `Được mời qua ${vi}`, `Invited by ${en}`),
    col(`hoan_chinh_${k}`, 'int', `Phiếu hoàn chỉnh qua ${vi}`, `Complete responses by ${en}`),
    col(`ty_le_${k}`, 'percent', `Tỷ lệ phản hồi qua ${vi} (%)`, `Response rate by ${en} (%)`),
  ];
});
const PPN_COLS = [
  col('tich_cuc', 'percent', 'Tích cực (%)', 'Positive (%)'),
  col('trung_lap', 'percent', 'Trung lập (%)', 'Neutral (%)'),
  col('tieu_cuc', 'percent', 'Tiêu cực (%)', 'Negative (%)'),
  col('so_phieu', 'int', 'Số phiếu', 'Responses'),
];
const COMPOSITE_COLS = [col('ma_linh_vuc', 'text', 'Mã lĩnh vực', 'Composite code'), col('ten_linh_vuc', 'text', 'Lĩnh vực', 'Composite')];
/** A staff member's hospital, code, name, department and job title (the lists of people). */
const STAFF_COLS = [
  ...HOSPITAL_COLS,
  col('ma_nhan_vien', 'text', 'Mã nhân viên', 'Staff code'),
  col('ho_ten', 'text', 'Họ tên', 'Name'),
  col('ten_phong_ban', 'text', 'Khoa/phòng', 'Department'),
  col('ten_chuc_danh', 'text', 'Chức danh', 'Job title'),
];
const DISTRIBUTION_COLS = [
  col('ma_muc', 'text', 'Mã', 'Code'),
  col('muc', 'text', 'Mức', 'Level'),
  col('so_phieu', 'int', 'Số phiếu', 'Responses'),
  col('ty_le', 'percent', 'Tỷ lệ (%)', 'Percent (%)'),
];

/** Every source, by code. The server implements exactly these (a test checks both ways). */
export const REPORT_SOURCES = {
  response_rate_hospital: {
    code: 'response_rate_hospital',
    vi: 'Tỷ lệ phản hồi theo bệnh viện',
    en: 'Response rate by hospital',
    description_vi: 'Số được mời, không đủ điều kiện, đã gửi, hoàn chỉnh và tỷ lệ phản hồi của mỗi bệnh viện, cả theo từng kênh (liên kết, thẻ, phiếu giấy) (như trên dashboard).',
    description_en: 'Invited, ineligible, submitted, complete and response rate of each hospital, also by channel (link, card, paper) (as on the dashboard).',
    params: [P.version, P.hospital],
    columns: [...HOSPITAL_COLS, ...RATE_COLS, ...CHANNEL_RATE_COLS],
  },
  response_rate_department: {
    code: 'response_rate_department',
    vi: 'Tỷ lệ phản hồi theo khoa/phòng',
    en: 'Response rate by department',
    description_vi: 'Tỷ lệ phản hồi của từng khoa/phòng, cả theo từng kênh (liên kết, thẻ, phiếu giấy) (như trên dashboard).',
    description_en: 'Response rate of each department, also by channel (link, card, paper) (as on the dashboard).',
    params: [P.version, P.hospital],
    columns: [col('ten_phong_ban', 'text', 'Khoa/phòng', 'Department'), col('ahrq', 'text', 'Nhóm AHRQ', 'AHRQ category'), ...RATE_COLS, ...CHANNEL_RATE_COLS],
  },
  response_rate_job_title: {
    code: 'response_rate_job_title',
    vi: 'Tỷ lệ phản hồi theo chức danh',
    en: 'Response rate by job title',
    description_vi: 'Tỷ lệ phản hồi của từng chức danh (như trên dashboard).',
    description_en: 'Response rate of each job title (as on the dashboard).',
    params: [P.version, P.hospital],
    columns: [col('ten_chuc_danh', 'text', 'Chức danh', 'Job title'), col('ahrq', 'text', 'Nhóm AHRQ', 'AHRQ category'), ...RATE_COLS],
  },
  composite_hospital: {
    code: 'composite_hospital',
    vi: 'Tỷ lệ tích cực theo lĩnh vực',
    en: 'Composite percent positive',
    description_vi: 'Tỷ lệ tích cực, trung lập, tiêu cực của từng lĩnh vực, kèm điểm chuẩn và phiên bản trước.',
    description_en: 'Percent positive, neutral and negative of each composite, with the benchmark and the previous wave.',
    params: [P.version, P.hospital, P.language],
    columns: [
      ...COMPOSITE_COLS,
      ...PPN_COLS,
      col('diem_chuan', 'percent', 'Điểm chuẩn (%)', 'Benchmark (%)'),
      col('phien_ban_truoc', 'percent', 'Phiên bản trước (%)', 'Previous wave (%)'),
    ],
  },
  item_hospital: {
    code: 'item_hospital',
    vi: 'Tỷ lệ tích cực theo câu hỏi',
    en: 'Item percent positive',
    description_vi: 'Tỷ lệ tích cực, trung lập, tiêu cực của từng câu hỏi thuộc lĩnh vực.',
    description_en: 'Percent positive, neutral and negative of each composite item.',
    params: [P.version, P.hospital, P.language],
    columns: [...COMPOSITE_COLS, col('ma_cau_hoi', 'text', 'Mã câu hỏi', 'Item code'), col('cau_hoi', 'text', 'Câu hỏi', 'Item'), ...PPN_COLS],
  },
  composite_unit: {
    code: 'composite_unit',
    vi: 'Tỷ lệ tích cực theo khoa/đơn vị',
    en: 'Composite percent positive by unit',
    description_vi: 'Tỷ lệ tích cực của từng lĩnh vực theo khoa/đơn vị người trả lời chọn; nhóm dưới cỡ tối thiểu bị ẩn.',
    description_en: 'Composite percent positive by the unit respondents chose; groups below the minimum size are hidden.',
    params: [P.version, P.hospital, P.language],
    columns: [
      col('don_vi', 'text', 'Khoa/đơn vị', 'Unit'),
      ...COMPOSITE_COLS,
      col('tich_cuc', 'percent', 'Tích cực (%)', 'Positive (%)'),
      col('so_phieu', 'int', 'Số phiếu', 'Responses'),
    ],
  },
  composite_position: {
    code: 'composite_position',
    vi: 'Tỷ lệ tích cực theo vị trí công tác',
    en: 'Composite percent positive by position',
    description_vi: 'Tỷ lệ tích cực của từng lĩnh vực theo vị trí công tác người trả lời chọn; nhóm dưới cỡ tối thiểu bị ẩn.',
    description_en: 'Composite percent positive by the position respondents chose; groups below the minimum size are hidden.',
    params: [P.version, P.hospital, P.language],
    columns: [
      col('vi_tri', 'text', 'Vị trí công tác', 'Position'),
      ...COMPOSITE_COLS,
      col('tich_cuc', 'percent', 'Tích cực (%)', 'Positive (%)'),
      col('so_phieu', 'int', 'Số phiếu', 'Responses'),
    ],
  },
  composite_wave: {
    code: 'composite_wave',
    vi: 'Tỷ lệ tích cực qua các đợt khảo sát',
    en: 'Composite percent positive by survey wave',
    description_vi: 'Tỷ lệ tích cực của từng lĩnh vực ở các phiên bản cùng bộ câu hỏi của bệnh viện, đợt mới nhất đến phiên bản chọn.',
    description_en: 'Composite percent positive in the hospital’s versions of the same instrument, up to the chosen one.',
    params: [P.version, P.hospitalRequired, P.language],
    columns: [
      col('phien_ban', 'text', 'Phiên bản', 'Version'),
      col('bat_dau', 'date', 'Bắt đầu', 'Start'),
      ...COMPOSITE_COLS,
      col('tich_cuc', 'percent', 'Tích cực (%)', 'Positive (%)'),
      col('so_phieu', 'int', 'Số phiếu', 'Responses'),
    ],
  },
  rating_distribution: {
    code: 'rating_distribution',
    vi: 'Phân bố đánh giá chung về an toàn người bệnh',
    en: 'Patient safety rating distribution',
    description_vi: 'Số phiếu và tỷ lệ mỗi mức đánh giá chung (như trên dashboard).',
    description_en: 'Responses and percent of each rating level (as on the dashboard).',
    params: [P.version, P.hospital, P.language],
    columns: DISTRIBUTION_COLS,
  },
  events_distribution: {
    code: 'events_distribution',
    vi: 'Phân bố số sự cố đã báo cáo',
    en: 'Events reported distribution',
    description_vi: 'Số phiếu và tỷ lệ theo số sự cố đã báo cáo trong 12 tháng (như trên dashboard).',
    description_en: 'Responses and percent by number of events reported in 12 months (as on the dashboard).',
    params: [P.version, P.hospital, P.language],
    columns: DISTRIBUTION_COLS,
  },
  participation_list: {
    code: 'participation_list',
    vi: 'Danh sách tham gia khảo sát',
    en: 'Survey participation list',
    description_vi: 'Từng nhân viên được mời: khoa/phòng, chức danh, ngày mời, nhắc, trạng thái tham gia (không có câu trả lời).',
    description_en: 'Each invited staff member: department, job title, invited, reminded, participation status (no answers).',
    params: [P.version, P.hospital, P.department],
    columns: [
      ...STAFF_COLS,
      col('trang_thai', 'text', 'Trạng thái', 'Status'),
      col('ngay_moi', 'datetime', 'Ngày mời', 'Invited on'),
      col('ngay_nhac', 'datetime', 'Ngày nhắc', 'Reminded on'),
    ],
  },
  staff_list: {
    code: 'staff_list',
    vi: 'Danh sách nhân viên',
    en: 'Staff list',
    description_vi: 'Nhân viên của bệnh viện với khoa/phòng, chức danh, chức vụ, e-mail và tình trạng.',
    description_en: 'The hospital’s staff with department, job title, position, e-mail and status.',
    params: [P.hospital, P.department],
    columns: [...STAFF_COLS, col('ten_chuc_vu', 'text', 'Chức vụ', 'Position'), col('email', 'text', 'E-mail', 'E-mail'), col('tam_ngung', 'text', 'Tạm ngưng', 'Suspended')],
  },
  audit_trail: {
    code: 'audit_trail',
    vi: 'Nhật ký thao tác',
    en: 'Audit trail',
    description_vi: 'Các thao tác quản trị, xuất dữ liệu và lần bị từ chối, theo thời gian.',
    description_en: 'Administrative actions, exports and refusals, in time order.',
    params: [P.hospital, P.from, P.to],
    columns: [
      col('thoi_gian', 'datetime', 'Thời gian', 'Time'),
      col('tai_khoan', 'text', 'Tài khoản', 'Account'),
      col('hanh_dong', 'text', 'Thao tác', 'Action'),
      col('doi_tuong', 'text', 'Đối tượng', 'Entity'),
      col('ma_doi_tuong', 'text', 'Mã đối tượng', 'Entity id'),
      col('ten_benh_vien', 'text', 'Bệnh viện', 'Hospital'),
      col('ip', 'text', 'IP', 'IP'),
    ],
  },
} as const satisfies Record<string, Omit<ReportSource, 'code'> & { code: string }>;

export type TReportSourceCode = keyof typeof REPORT_SOURCES;
export const REPORT_SOURCE_CODES = Object.keys(REPORT_SOURCES) as TReportSourceCode[];

/** The source of a code, or undefined. */
export const reportSourceOf = (code: string): ReportSource | undefined => (REPORT_SOURCES as Record<string, ReportSource>)[code];
