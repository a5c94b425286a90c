/**
 * Function codes (`chuc_nang.ma_chuc_nang`) that routes require. A permission group holds a
 * set of them; the server's access hook refuses a route whose function the caller lacks.
 */
export const FN = {
  accountRead: 'TAI_KHOAN_XEM',
  accountWrite: 'TAI_KHOAN_SUA',
  accountSetPassword: 'TAI_KHOAN_DOI_MAT_KHAU',
  permissionRead: 'PHAN_QUYEN_XEM',
  permissionWrite: 'PHAN_QUYEN_SUA',
  menuRead: 'MENU_XEM',
  menuWrite: 'MENU_SUA',
  functionRead: 'CHUC_NANG_XEM',
  functionWrite: 'CHUC_NANG_SUA',
  hospitalWrite: 'BENH_VIEN_SUA',
  /** A hospital administrator edits the information of the hospitals in scope (ThongTinBenhVien). */
  hospitalInfoWrite: 'THONG_TIN_BENH_VIEN_SUA',
  licenceWrite: 'BAN_QUYEN_SUA',
  catalogueWrite: 'DANH_MUC_SUA',
  staffDetail: 'NHAN_VIEN_CHI_TIET',
  staffWrite: 'NHAN_VIEN_SUA',
  paramWrite: 'THAM_SO_SUA',
  uploadWrite: 'UPLOAD_SUA',
  reportRead: 'BAO_CAO_XEM',
  reportWrite: 'BAO_CAO_SUA',
  surveyRead: 'KHAO_SAT_XEM',
  surveyWrite: 'KHAO_SAT_SUA',
  surveyVote: 'KHAO_SAT_BINH_CHON',
  surveyMail: 'KHAO_SAT_GUI_MAIL',
  dashboardRead: 'DASHBOARD_XEM',
  dashboardCompute: 'DASHBOARD_TINH_DU_LIEU',
  rawDataExport: 'DU_LIEU_THO_XUAT',
  outboxRead: 'HOP_THU_XEM',
  auditRead: 'NHAT_KY_XEM',
  /** Prints a version's ballot cards for staff without e-mail (docs/decisions/ballot-cards.md). */
  ballotCards: 'THE_BINH_CHON_QUAN_LY',
  /** Keys paper questionnaires in (each paper twice, by two accounts) and resolves their mismatches (docs/decisions/paper-entry.md). */
  paperEntry: 'NHAP_PHIEU_GIAY',
  /** Writes the hospital's action plans (issue 27 item 3); reading them takes DASHBOARD_XEM. */
  actionPlanWrite: 'KE_HOACH_HANH_DONG_SUA',
  /** Reads, exports and tags the staff comments of closed versions, masked (docs/decisions/comments.md). */
  commentRead: 'Y_KIEN_DOC',
  /** Makes and downloads the debrief packs of the units in one's scope (a department head: its own units; docs/decisions/debrief-packs.md). */
  debriefPack: 'TAI_LIEU_KHOA_XEM',
  /** Reads hospital-level results of the hospitals of the account's group (province view, docs/decisions/province-view.md). */
  provinceView: 'KET_QUA_NHOM_BV_XEM',
  /** Uploads, promotes, pins and rolls back module releases (docs/decisions/module-releases.md); system administrators. */
  releaseWrite: 'PHAT_HANH_PHAN_HE',
  /** Runs a given module release for oneself only, with a banner naming it (QA override, docs/decisions/module-releases.md). */
  releaseQa: 'KIEM_THU_PHAT_HANH',
} as const;
export type TFunctionCode = (typeof FN)[keyof typeof FN];
export const ALL_FUNCTION_CODES = Object.values(FN) as TFunctionCode[];
