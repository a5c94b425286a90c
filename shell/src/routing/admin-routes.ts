import { FN, type TFunctionCode, type TModuleId } from '@hm/contract';
import type { TGuardName } from './guards/guard';
import { moduleOfSegment } from './module-segments';

/** What a module path asks of the user before its remote is loaded. */
export interface AdminRoute {
  /** Below the locale base; covers deeper paths too ('HeThong/TaiKhoan' covers 'HeThong/TaiKhoan/x'). */
  path: string;
  /** Guard names, run in order; any string is accepted so a mistyped name shows the 500 page. */
  guards: readonly (TGuardName | (string & {}))[];
  /** Function codes of which the user needs one (check-role). */
  functions: readonly TFunctionCode[];
}

const ADMIN = ['check-login', 'check-role'] as const;
/** Pages about the user's own hospital or own participation. */
const OWN_HOSPITAL = ['check-login', 'check-hospital', 'check-role'] as const;

const SURVEY_ANY = [FN.surveyVote, FN.surveyRead, FN.surveyWrite, FN.surveyMail, FN.outboxRead];
const SYSTEM_ANY = [FN.accountRead, FN.accountWrite, FN.permissionRead, FN.permissionWrite, FN.licenceWrite, FN.paramWrite, FN.uploadWrite, FN.hospitalWrite, FN.hospitalInfoWrite, FN.auditRead];
const CATALOGUE_ANY = [FN.catalogueWrite, FN.staffDetail, FN.staffWrite, FN.menuRead, FN.menuWrite, FN.functionRead, FN.functionWrite, FN.hospitalWrite];

/**
 * The admin layout: every module page with the guards it names and the functions it needs
 * (spec §6, DESIGN.md "Declarative authorization at the edge"). The most specific path wins.
 * Survey sub-pages keep the module's rule: mf-survey tells authors from voters on the page.
 */
export const ADMIN_ROUTES: readonly AdminRoute[] = [
  // The invitation link carries its own one-time token: no session needed.
  { path: 'ChungThuc', guards: [], functions: [] },
  { path: 'KhaoSat', guards: ADMIN, functions: SURVEY_ANY },
  { path: 'KhaoSat/StepForm', guards: OWN_HOSPITAL, functions: [FN.surveyVote] },
  { path: 'StepForm', guards: OWN_HOSPITAL, functions: [FN.surveyVote] },
  { path: 'ThongTinNhanVien', guards: OWN_HOSPITAL, functions: [FN.surveyVote] },
  { path: 'Composite', guards: ADMIN, functions: SURVEY_ANY },
  { path: 'ThongTinKhaoSat', guards: ADMIN, functions: SURVEY_ANY },

  { path: 'Dashboard', guards: ADMIN, functions: [FN.dashboardRead] },
  { path: 'Dashboard/TinhDuLieu', guards: ADMIN, functions: [FN.dashboardCompute] },
  { path: 'ThongKe', guards: ADMIN, functions: [FN.dashboardRead] },
  { path: 'PercentData', guards: ADMIN, functions: [FN.dashboardRead] },

  { path: 'HeThongBaoCao', guards: ADMIN, functions: [FN.reportRead] },
  { path: 'HeThongBaoCao/XuatDuLieu', guards: ADMIN, functions: [FN.reportRead, FN.rawDataExport] },
  { path: 'HeThongBaoCao/BaoCaoPhanHoi', guards: ADMIN, functions: [FN.reportRead] },
  { path: 'HeThongBaoCao/ReportView', guards: ADMIN, functions: [FN.reportRead] },

  { path: 'HeThong', guards: ADMIN, functions: SYSTEM_ANY },
  { path: 'HeThong/TaiKhoan', guards: ADMIN, functions: [FN.accountRead] },
  { path: 'HeThong/TaiKhoanBenhVien', guards: ADMIN, functions: [FN.accountRead] },
  { path: 'HeThong/TaiKhoanPhongBan', guards: ADMIN, functions: [FN.accountRead] },
  { path: 'HeThong/PhanQuyen', guards: ADMIN, functions: [FN.permissionRead] },
  { path: 'HeThong/PhanQuyenBaoCao', guards: ADMIN, functions: [FN.permissionRead] },
  { path: 'HeThong/PhanQuyenBenhVien', guards: ADMIN, functions: [FN.licenceWrite] },
  { path: 'HeThong/QuanLyUploads', guards: ADMIN, functions: [FN.uploadWrite] },
  { path: 'HeThong/ThamSoHeThong', guards: ADMIN, functions: [FN.paramWrite] },
  // Not check-hospital: a system administrator without a hospital of his own picks one on the page.
  { path: 'HeThong/ThongTinBenhVien', guards: ADMIN, functions: [FN.hospitalInfoWrite] },
  { path: 'HeThong/NhatKy', guards: ADMIN, functions: [FN.auditRead] },

  { path: 'HeThongDanhMuc', guards: ADMIN, functions: CATALOGUE_ANY },
  { path: 'HeThongDanhMuc/BenhVien', guards: ADMIN, functions: [FN.hospitalWrite] },
  { path: 'HeThongDanhMuc/PhongBan', guards: ADMIN, functions: [FN.catalogueWrite] },
  { path: 'HeThongDanhMuc/ChucDanh', guards: ADMIN, functions: [FN.catalogueWrite] },
  { path: 'HeThongDanhMuc/ChucVu', guards: ADMIN, functions: [FN.catalogueWrite] },
  { path: 'HeThongDanhMuc/ChucNang', guards: ADMIN, functions: [FN.functionRead] },
  { path: 'HeThongDanhMuc/DuAn', guards: ADMIN, functions: [FN.catalogueWrite] },
  { path: 'HeThongDanhMuc/PhongBanAhrq', guards: ADMIN, functions: [FN.catalogueWrite] },
  { path: 'HeThongDanhMuc/ChucDanhAhrq', guards: ADMIN, functions: [FN.catalogueWrite] },
  { path: 'HeThongDanhMuc/Benchmark', guards: ADMIN, functions: [FN.catalogueWrite] },
  { path: 'HeThongDanhMuc/Menu', guards: ADMIN, functions: [FN.menuRead] },
  { path: 'HeThongDanhMuc/PhanQuyen', guards: ADMIN, functions: [FN.permissionWrite] },
  { path: 'HeThongDanhMuc/NhanVien', guards: ADMIN, functions: [FN.staffDetail, FN.staffWrite] },
  { path: 'HeThongDanhMuc/Reports', guards: ADMIN, functions: [FN.reportWrite] },
  { path: 'Mapping', guards: ADMIN, functions: [FN.catalogueWrite] },
  { path: 'Mapping/PhongBanMapping', guards: ADMIN, functions: [FN.catalogueWrite] },
  { path: 'Mapping/ChucDanhMapping', guards: ADMIN, functions: [FN.catalogueWrite] },
];

const segmentsOf = (path: string) => path.split('/').filter(Boolean).map((s) => s.toLowerCase());
const bySpecificity = [...ADMIN_ROUTES].sort((a, b) => segmentsOf(b.path).length - segmentsOf(a.path).length);

export interface ModuleRouteMatch extends AdminRoute {
  moduleId: TModuleId;
}

/**
 * The module and the guarded route of a path below the locale base (e.g. 'HeThong/TaiKhoan'),
 * case-insensitively; `null` when no module owns it (the 404 page).
 * @example matchModuleRoute('hethong/taikhoan')?.functions // ['TAI_KHOAN_XEM']
 */
export function matchModuleRoute(splat: string): ModuleRouteMatch | null {
  const segments = segmentsOf(splat);
  const moduleId = moduleOfSegment(segments[0] ?? '');
  if (!moduleId) return null;
  const route = bySpecificity.find((r) => segmentsOf(r.path).every((s, i) => segments[i] === s));
  // A module path the table forgot still needs a login and a licence.
  return route ? { ...route, moduleId } : { path: segments[0] ?? '', guards: ADMIN, functions: [], moduleId };
}
