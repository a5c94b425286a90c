import {
  aggregatesFor,
  filterOpsFor,
  REPORT_AGGREGATES,
  REPORT_FILTER_OPS,
  type ReportSource,
  type TReportColumnType,
  type TReportDetail,
  type TReportDetailInput,
} from '@hm/contract';

/** The rules per column type live in the contract: the server refuses what the form does not offer. */
export { aggregatesFor, filterOpsFor };

const NUMERIC: readonly TReportColumnType[] = ['int', 'number', 'percent'];
const DATES: readonly TReportColumnType[] = ['date', 'datetime'];

export type Aggregate = (typeof REPORT_AGGREGATES)[number];
export type FilterOp = (typeof REPORT_FILTER_OPS)[number];
export type SortOrder = 'asc' | 'desc';

/** One column of the source as the definition page edits it (every source column has one). */
export interface ColumnDraft {
  field: string;
  type: TReportColumnType;
  vi: string;
  en: string;
  /** The stored detail row, when this column was saved. */
  report_detail_id?: number;
  hien_thi: boolean;
  nhan: string;
  sap_xep: SortOrder | null;
  nhom: boolean;
  tong_hop: Aggregate | null;
  loc_phep: FilterOp | null;
  loc_gia_tri: string;
}

const fresh = (c: ReportSource['columns'][number]): ColumnDraft => ({
  field: c.field,
  type: c.type,
  vi: c.vi,
  en: c.en,
  hien_thi: true,
  nhan: '',
  sap_xep: null,
  nhom: false,
  tong_hop: null,
  loc_phep: null,
  loc_gia_tri: '',
});

/**
 * Every column of the source for the page: the saved ones in their order with their settings,
 * then the others in the source's order, not shown. A new definition shows every column.
 * @example columnsOf(REPORT_SOURCES.response_rate_department, []) // 7 columns, all shown
 */
export function columnsOf(source: ReportSource, details: readonly TReportDetail[] = [], isNew = details.length === 0): ColumnDraft[] {
  const byField = new Map(source.columns.map((c) => [c.field, c]));
  const saved = [...details]
    .sort((a, b) => a.thu_tu - b.thu_tu || a.report_detail_id - b.report_detail_id)
    .filter((d) => byField.has(d.field))
    .map<ColumnDraft>((d) => ({
      ...fresh(byField.get(d.field)!),
      report_detail_id: d.report_detail_id,
      hien_thi: d.hien_thi,
      nhan: d.nhan ?? '',
      sap_xep: d.sap_xep,
      nhom: d.nhom,
      tong_hop: d.tong_hop,
      loc_phep: d.loc_phep,
      loc_gia_tri: d.loc_gia_tri ?? '',
    }));
  const used = new Set(saved.map((c) => c.field));
  const rest = source.columns.filter((c) => !used.has(c.field)).map((c) => ({ ...fresh(c), hien_thi: isNew }));
  return [...saved, ...rest];
}

/** Whether a column says anything to store: shown, or sorting, grouping or filtering the rows. */
export const isUsed = (c: ColumnDraft) => c.hien_thi || c.sap_xep !== null || c.nhom || c.loc_phep !== null;

/**
 * The details to save, in the page's order (`thu_tu` 0, 1, …). A column that is neither shown
 * nor sorts, groups or filters is left out: an update replaces the details, so the server drops
 * a saved one in the same transaction.
 */
export function detailsOf(columns: readonly ColumnDraft[]): TReportDetailInput[] {
  return columns.filter(isUsed).map((c, i) => ({
    ...(c.report_detail_id ? { report_detail_id: c.report_detail_id } : {}),
    field: c.field,
    nhan: c.nhan.trim() || null,
    hien_thi: c.hien_thi,
    thu_tu: i,
    sap_xep: c.sap_xep,
    nhom: c.nhom,
    tong_hop: c.nhom ? null : c.tong_hop,
    loc_phep: c.loc_phep,
    // Decimal commas as people type them in Vietnamese; the server reads a dot.
    loc_gia_tri: c.loc_phep ? (NUMERIC.includes(c.type) ? c.loc_gia_tri.trim().replace(',', '.') : c.loc_gia_tri.trim()) : null,
  }));
}

/** The column moved one place up (-1) or down (+1); the same list when it cannot move. */
export function moveColumn(columns: readonly ColumnDraft[], field: string, by: -1 | 1): ColumnDraft[] {
  const i = columns.findIndex((c) => c.field === field);
  const j = i + by;
  if (i < 0 || j < 0 || j >= columns.length) return [...columns];
  const next = [...columns];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

/** One column's settings changed, keeping them coherent: a grouped column has no aggregate; an aggregate or a filter that does not fit the type goes. */
export function patchColumn(c: ColumnDraft, patch: Partial<ColumnDraft>): ColumnDraft {
  const next = { ...c, ...patch };
  if (next.nhom) next.tong_hop = null;
  if (next.tong_hop && !aggregatesFor(next.type).includes(next.tong_hop)) next.tong_hop = null;
  if (next.loc_phep && !filterOpsFor(next.type).includes(next.loc_phep)) next.loc_phep = null;
  if (!next.loc_phep) next.loc_gia_tri = '';
  return next;
}

export type ColumnProblem = 'filterValue' | 'filterNumber' | 'filterDate' | 'needsAggregate';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What keeps the columns from being saved: per column (a filter without a value or of the wrong
 * kind; a shown column that is neither grouped nor aggregated while others are grouped), and
 * whether no column is shown at all. The server checks the same again.
 */
export function columnProblems(columns: readonly ColumnDraft[]): { byField: Record<string, ColumnProblem>; noneShown: boolean } {
  const grouped = columns.some((c) => c.nhom);
  const byField: Record<string, ColumnProblem> = {};
  for (const c of columns) {
    const v = c.loc_gia_tri.trim();
    if (c.loc_phep && !v) byField[c.field] = 'filterValue';
    else if (c.loc_phep && NUMERIC.includes(c.type) && !Number.isFinite(Number(v.replace(',', '.')))) byField[c.field] = 'filterNumber';
    else if (c.loc_phep && DATES.includes(c.type) && !DATE.test(v)) byField[c.field] = 'filterDate';
    else if (grouped && c.hien_thi && !c.nhom && !c.tong_hop) byField[c.field] = 'needsAggregate';
  }
  return { byField, noneShown: !columns.some((c) => c.hien_thi) };
}
