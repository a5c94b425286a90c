import type { TModuleId } from '@hm/contract';

/**
 * The first path segments each remote owns (DESIGN.md, "Layout"). The shell needs them before
 * a remote is loaded, to route its paths and to hide menu entries of unlicensed modules.
 */
export const MODULE_SEGMENTS: Record<TModuleId, readonly string[]> = {
  survey: ['KhaoSat', 'StepForm', 'ChungThuc', 'Composite', 'ThongTinKhaoSat', 'ThongTinNhanVien'],
  dashboard: ['Dashboard', 'ThongKe', 'PercentData'],
  reports: ['HeThongBaoCao'],
  system: ['HeThong'],
  catalogues: ['HeThongDanhMuc', 'Mapping'],
};

const bySegment = new Map<string, TModuleId>(
  Object.entries(MODULE_SEGMENTS).flatMap(([id, segments]) => segments.map((s) => [s.toLowerCase(), id as TModuleId] as const)),
);

/** The module owning a first path segment, case-insensitively (routes are case-insensitive). */
export const moduleOfSegment = (segment: string): TModuleId | null => bySegment.get(segment.toLowerCase()) ?? null;

/** Module names as users know them (error messages, About page). */
export const MODULE_LABELS: Record<TModuleId, string> = {
  survey: 'Khảo sát',
  dashboard: 'Thống kê',
  reports: 'Báo cáo',
  system: 'Hệ thống',
  catalogues: 'Danh mục',
};
