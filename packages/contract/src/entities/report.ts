import { z } from 'zod';
import { ZId, ZLanguage, ZPageQuery, zCode, zName, zOptionalText, zText } from '../common.js';
import { REPORT_COLUMN_TYPES, REPORT_SOURCE_CODES, type TReportColumnType, type TReportSourceCode } from './report-sources.js';

/** How a report draws its rows; `none` = table only. */
export const REPORT_CHART_TYPES = ['none', 'bar', 'bar_horizontal', 'stacked_bar', 'line', 'pie'] as const;
export const ZReportChartType = z.enum(REPORT_CHART_TYPES, { error: 'Loại biểu đồ không hợp lệ' });

/** A grouped column's aggregate; percent columns average the rows (unweighted, like AHRQ's hospital averages). */
export const REPORT_AGGREGATES = ['sum', 'avg', 'min', 'max', 'count'] as const;
export const ZReportAggregate = z.enum(REPORT_AGGREGATES, { error: 'Phép tổng hợp không hợp lệ' });

/** A filter's comparison; `contains` is for text only, the ordering ones for numbers and dates. */
export const REPORT_FILTER_OPS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'contains'] as const;
export const ZReportFilterOp = z.enum(REPORT_FILTER_OPS, { error: 'Phép so sánh không hợp lệ' });

export const ZReportSourceCode = z.enum(REPORT_SOURCE_CODES as [TReportSourceCode, ...TReportSourceCode[]], { error: 'Nguồn dữ liệu không hợp lệ' });

/**
 * A definition's detail row (`report_detail`): one column of the source, shown or not, with its
 * label, order, sort, grouping or aggregate, and an optional filter on it. The server checks
 * the field belongs to the source and the filter/aggregate fit the column's type.
 */
export const ZReportDetailInput = z.object({
  /** Present when an existing detail row is kept (update); absent for a new one. */
  report_detail_id: ZId.optional(),
  field: zCode(60, 'Vui lòng chọn cột'),
  /** Shown label; empty = the source's label in the reader's language. */
  nhan: zOptionalText(200),
  hien_thi: z.boolean().default(true),
  thu_tu: z.number().int().min(0).max(1000).default(0),
  sap_xep: z.enum(['asc', 'desc'], { error: 'Thứ tự sắp xếp không hợp lệ' }).nullable().default(null),
  /** Rows are grouped by every detail with `nhom: true`; the other shown columns then need an aggregate. */
  nhom: z.boolean().default(false),
  tong_hop: ZReportAggregate.nullable().default(null),
  loc_phep: ZReportFilterOp.nullable().default(null),
  loc_gia_tri: zText(200).nullable().default(null),
});
export type TReportDetailInput = z.input<typeof ZReportDetailInput>;

export const ZReportDetail = z.object({
  report_detail_id: z.number().int(),
  report_id: z.number().int(),
  field: z.string(),
  nhan: z.string().nullable(),
  hien_thi: z.boolean(),
  thu_tu: z.number().int(),
  sap_xep: z.enum(['asc', 'desc']).nullable(),
  nhom: z.boolean(),
  tong_hop: ZReportAggregate.nullable(),
  loc_phep: ZReportFilterOp.nullable(),
  loc_gia_tri: z.string().nullable(),
});
export type TReportDetail = z.infer<typeof ZReportDetail>;

/**
 * Parameter values fixed by the definition (a report "for the 2025 survey"); the ones not fixed
 * are asked of the reader at run time. Scope still applies: a fixed hospital outside the
 * reader's scope is refused.
 */
export const ZReportParams = z.object({
  phien_ban_id: ZId.optional(),
  hospital_id: ZId.optional(),
  phong_ban_id: ZId.optional(),
  tu_ngay: z.iso.date({ message: 'Ngày không hợp lệ (yyyy-mm-dd)' }).optional(),
  den_ngay: z.iso.date({ message: 'Ngày không hợp lệ (yyyy-mm-dd)' }).optional(),
  language: ZLanguage.optional(),
});
export type TReportParams = z.infer<typeof ZReportParams>;

/** POST /report (create); PUT /report carries `report_id` and replaces the details (kept ones by id). */
export const ZReportInput = z.object({
  du_an_id: ZId.optional(),
  ma_report: zCode(50, 'Vui lòng nhập mã báo cáo').pipe(z.string().regex(/^[A-Za-z0-9_.-]+$/, 'Mã báo cáo chỉ gồm chữ không dấu, số, _, . và -')),
  ten_report: zName(200, 'Vui lòng nhập tên báo cáo'),
  ten_report_english: zOptionalText(200),
  mo_ta: zOptionalText(1000),
  nguon: ZReportSourceCode,
  bieu_do: ZReportChartType.default('none'),
  tham_so: ZReportParams.default({}),
  tam_ngung: z.boolean().default(false),
  details: z.array(ZReportDetailInput).min(1, 'Báo cáo phải có ít nhất một cột').max(60, 'Tối đa 60 cột'),
});
export type TReportInput = z.input<typeof ZReportInput>;
export const ZReportUpdateInput = ZReportInput.extend({ report_id: ZId });
export type TReportUpdateInput = z.input<typeof ZReportUpdateInput>;

/** POST /report/clone: a copy with its details under a new code and name. */
export const ZReportCloneInput = z.object({
  report_id: ZId,
  ma_report: ZReportInput.shape.ma_report,
  ten_report: ZReportInput.shape.ten_report,
});

/** A report definition as listed. */
export const ZReport = z.object({
  report_id: z.number().int(),
  du_an_id: z.number().int(),
  ma_report: z.string(),
  ten_report: z.string(),
  ten_report_english: z.string().nullable(),
  mo_ta: z.string().nullable(),
  nguon: ZReportSourceCode,
  bieu_do: ZReportChartType,
  tham_so: ZReportParams,
  tam_ngung: z.boolean(),
  updated_at: z.string().nullable(),
});
export type TReport = z.infer<typeof ZReport>;
/** GET /report/id/{id}: the definition with its details in order. */
export const ZReportWithDetails = ZReport.extend({ details: z.array(ZReportDetail) });
export type TReportWithDetails = z.infer<typeof ZReportWithDetails>;

/** GET /report: paged, by project (`duAnId`, default this product's), source, keyword. */
export const ZReportListQuery = ZPageQuery.extend({
  duAnId: ZId.optional(),
  nguon: ZReportSourceCode.optional(),
});

/** What a group may do with a report. Running needs viewing; exporting needs running. */
export const ZReportRights = z.object({ xem: z.boolean(), chay: z.boolean(), xuat: z.boolean() });
export type TReportRights = z.infer<typeof ZReportRights>;

/** GET /report/phan-quyen: the reports the caller may use, with what they may do. */
export const ZReportOfCaller = ZReport.extend({ rights: ZReportRights });
export type TReportOfCaller = z.infer<typeof ZReportOfCaller>;
export const ZReportOfCallerQuery = z.object({ duAnId: ZId.optional() });

/** GET /report/run/{id}: everything the viewer needs to run one report: definition, details, what the reader must fill, rights. */
export const ZReportRunInfo = ZReportWithDetails.extend({
  rights: ZReportRights,
  /** Parameter keys the reader must or may fill (the source's minus the fixed ones). */
  ask: z.array(z.object({ key: z.string(), required: z.boolean() })),
});
export type TReportRunInfo = z.infer<typeof ZReportRunInfo>;

/** POST /report/get-data: one page of a report's rows, with the reader's parameters. */
export const ZReportDataRequest = z.object({
  report_id: ZId,
  params: ZReportParams.default({}),
  page: z.number().int().min(1, 'Trang bắt đầu từ 1').max(1_000_000).default(1),
  size: z.number().int().min(1).max(500, 'Tối đa 500 dòng mỗi trang').default(50),
  /** A reader's sort overrides the definition's: a shown column's field. */
  sort: z
    .object({ field: zCode(60), order: z.enum(['asc', 'desc']) })
    .nullable()
    .default(null),
});
export type TReportDataRequest = z.input<typeof ZReportDataRequest>;

export const ZReportColumn = z.object({ field: z.string(), label: z.string(), type: z.enum(REPORT_COLUMN_TYPES) });
export type TReportColumn = z.infer<typeof ZReportColumn>;
export const ZReportCell = z.union([z.string(), z.number(), z.null()]);

export const ZReportData = z.object({
  report_id: z.number().int(),
  columns: z.array(ZReportColumn),
  rows: z.array(z.record(z.string(), ZReportCell)),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  bieu_do: ZReportChartType,
  /** Groups left out because they are below the minimum group size (0 when none). */
  suppressed: z.number().int(),
  /** The parameters the run used, after the fixed ones and the defaults. */
  params: ZReportParams,
});
export type TReportData = z.infer<typeof ZReportData>;

/** POST /report/export: every row (no paging), as xlsx or csv (UTF-8 with BOM). */
export const ZReportExportRequest = z.object({
  report_id: ZId,
  params: ZReportParams.default({}),
  format: z.enum(['xlsx', 'csv'], { error: 'Định dạng phải là xlsx hoặc csv' }).default('xlsx'),
  sort: ZReportDataRequest.shape.sort,
});
export type TReportExportRequest = z.input<typeof ZReportExportRequest>;

/** A report permission (`phan_quyen_report`): one group's rights on one report. */
export const ZReportPermission = z.object({
  phan_quyen_report_id: z.number().int(),
  phan_quyen_id: z.number().int(),
  ten_phan_quyen: z.string(),
  report_id: z.number().int(),
  ma_report: z.string(),
  ten_report: z.string(),
  xem: z.boolean(),
  chay: z.boolean(),
  xuat: z.boolean(),
});
export type TReportPermission = z.infer<typeof ZReportPermission>;

/** Rights are made consistent: exporting implies running, running implies viewing. */
const consistent = <T extends { xem: boolean; chay: boolean; xuat: boolean }>(r: T): T => {
  const chay = r.chay || r.xuat;
  return { ...r, xuat: r.xuat, chay, xem: r.xem || chay };
};

export const ZReportPermissionInput = z
  .object({ phan_quyen_id: ZId, report_id: ZId, xem: z.boolean().default(true), chay: z.boolean().default(false), xuat: z.boolean().default(false) })
  .transform(consistent);
export type TReportPermissionInput = z.input<typeof ZReportPermissionInput>;
export const ZReportPermissionUpdateInput = z.object({ phan_quyen_report_id: ZId, xem: z.boolean(), chay: z.boolean(), xuat: z.boolean() }).transform(consistent);

export const ZReportPermissionListQuery = ZPageQuery.extend({ phanQuyenId: ZId.optional(), reportId: ZId.optional(), duAnId: ZId.optional() });

/** POST /phan-quyen-report/update-phan-quyen: a group's rights on every report of the project, replaced (a report left out loses every right). */
export const ZGroupReportsInput = z.object({
  phan_quyen_id: ZId,
  du_an_id: ZId.optional(),
  items: z.array(z.object({ report_id: ZId, xem: z.boolean(), chay: z.boolean(), xuat: z.boolean() }).transform(consistent)).max(2000, 'Tối đa 2000 báo cáo'),
});
export type TGroupReportsInput = z.input<typeof ZGroupReportsInput>;

/** The assignment screen's view of one group: every report of the project, with the group's rights and whether the caller may give them. */
export const ZGroupReportEntry = ZReport.pick({ report_id: true, ma_report: true, ten_report: true, ten_report_english: true, nguon: true, tam_ngung: true }).extend({
  rights: ZReportRights,
  /** The caller may give this report's rights (they may use it themselves, or are system administrators). */
  assignable: z.boolean(),
});
export const ZGroupReports = z.object({
  phan_quyen_id: z.number().int(),
  du_an_id: z.number().int(),
  reports: z.array(ZGroupReportEntry),
  /** Why the caller cannot change this group's rights at all (their own group), or null. */
  locked: z.string().nullable(),
});
export type TGroupReports = z.infer<typeof ZGroupReports>;
export const ZGroupReportsQuery = z.object({ phanQuyenId: ZId, duAnId: ZId.optional() });

const NUMERIC_TYPES: readonly TReportColumnType[] = ['int', 'number', 'percent'];
const DATE_TYPES: readonly TReportColumnType[] = ['date', 'datetime'];

/**
 * The aggregates that mean something for a column type (the definition form offers these, the
 * server refuses the others): counts for every column, sums only of counts and numbers (a sum of
 * percentages means nothing: they are averaged, unweighted, as AHRQ's hospital averages), the
 * earliest and latest of dates.
 * @example aggregatesFor('percent') // ['avg', 'min', 'max', 'count']
 */
export function aggregatesFor(type: TReportColumnType): (typeof REPORT_AGGREGATES)[number][] {
  if (type === 'percent') return ['avg', 'min', 'max', 'count'];
  if (NUMERIC_TYPES.includes(type)) return ['sum', 'avg', 'min', 'max', 'count'];
  if (DATE_TYPES.includes(type)) return ['min', 'max', 'count'];
  return ['count'];
}

/**
 * The comparisons that fit a column type: `contains` for text only, the orderings for numbers and dates.
 * @example filterOpsFor('text') // ['eq', 'ne', 'contains']
 */
export function filterOpsFor(type: TReportColumnType): (typeof REPORT_FILTER_OPS)[number][] {
  if (type === 'text') return ['eq', 'ne', 'contains'];
  return ['eq', 'ne', 'gt', 'gte', 'lt', 'lte'];
}
