import { type ReportSource, type ReportSourceColumn, reportSourceOf, type TReportColumn, type TReportColumnType, type TReportParams } from '@hm/contract';
import { ValidationError } from '../../errors/app-errors.js';
import type { Language } from '../dashboard/language.js';
import { compileFilter, type FilterOp, opProblem, parseFilterValue } from './filters.js';
import { type Aggregate, aggregateProblem, aggregateType, type GroupSpec } from './grouping.js';
import type { SortKey, SourceRow } from './sources/types.js';

/** A detail row as stored or sent (the fields the rules read). */
export interface DetailLike {
  field: string;
  nhan: string | null;
  hien_thi: boolean;
  thu_tu: number;
  sap_xep: 'asc' | 'desc' | null;
  nhom: boolean;
  tong_hop: Aggregate | null;
  loc_phep: FilterOp | null;
  loc_gia_tri: string | null;
}

export interface FieldError {
  path: string;
  message: string;
}

const at = (i: number, d: Pick<DetailLike, 'field'>) => `Cột thứ ${i + 1} (${d.field})`;

/**
 * The rules of a definition, checked on every save (and again before a run, for a definition
 * saved before a rule existed): every field is a column of the source; a filter has both its
 * operator and a value that parses for the column's type, and `contains` is for text only, the
 * ordering operators for numbers and dates; `sum`/`avg` are for numbers (`sum` not for
 * percentages); a column is shown at most once and sorted at most once; a grouping column has no
 * aggregate; in a grouped report (some column grouped or aggregated) every shown column is one
 * or the other and sorts are on shown columns; at least one column is shown. The fixed
 * parameters are the source's own, and the dates in order. Returns every problem found, each
 * naming the detail by its position (`details.2.tong_hop`).
 */
export function definitionProblems(sourceCode: string, details: readonly DetailLike[], params: TReportParams = {}): FieldError[] {
  const source = reportSourceOf(sourceCode);
  if (!source) return [{ path: 'nguon', message: 'Nguồn dữ liệu không hợp lệ' }];
  const errors: FieldError[] = [];
  const columns = new Map(source.columns.map((c) => [c.field, c]));
  const shown = new Map<string, number>();
  const sorted = new Map<string, number>();
  const grouped = details.some((d) => d.nhom || d.tong_hop !== null);
  details.forEach((d, i) => {
    const col = columns.get(d.field);
    if (!col) {
      errors.push({ path: `details.${i}.field`, message: `${at(i, d)}: không thuộc nguồn dữ liệu "${source.vi}"` });
      return;
    }
    if (d.hien_thi) {
      if (shown.has(d.field))
        errors.push({
          path: `details.${i}.hien_thi`,
          message: `${at(i, d)}: đã hiển thị ở cột thứ ${shown.get(d.field)! + 1}; một cột chỉ hiển thị một lần (các dòng khác của cùng cột dùng để lọc)`,
        });
      else shown.set(d.field, i);
    }
    if (d.sap_xep) {
      if (sorted.has(d.field)) errors.push({ path: `details.${i}.sap_xep`, message: `${at(i, d)}: đã sắp xếp ở cột thứ ${sorted.get(d.field)! + 1}; mỗi cột chỉ sắp xếp một lần` });
      else sorted.set(d.field, i);
      if (grouped && !d.hien_thi) errors.push({ path: `details.${i}.sap_xep`, message: `${at(i, d)}: báo cáo có nhóm chỉ sắp xếp theo cột được hiển thị` });
    }
    if ((d.loc_phep === null) !== (d.loc_gia_tri === null || d.loc_gia_tri.trim() === '')) {
      errors.push(
        d.loc_phep === null
          ? { path: `details.${i}.loc_phep`, message: `${at(i, d)}: vui lòng chọn phép so sánh cho giá trị lọc` }
          : { path: `details.${i}.loc_gia_tri`, message: `${at(i, d)}: vui lòng nhập giá trị lọc` },
      );
    } else if (d.loc_phep !== null) {
      const op = opProblem(d.loc_phep, col.type);
      if (op) errors.push({ path: `details.${i}.loc_phep`, message: `${at(i, d)}: ${op}` });
      const parsed = parseFilterValue(col.type, d.loc_gia_tri!);
      if ('problem' in parsed) errors.push({ path: `details.${i}.loc_gia_tri`, message: `${at(i, d)}: ${parsed.problem}` });
    }
    if (d.nhom && d.tong_hop !== null) errors.push({ path: `details.${i}.tong_hop`, message: `${at(i, d)}: cột dùng để nhóm không có phép tổng hợp` });
    if (d.tong_hop !== null) {
      const agg = aggregateProblem(d.tong_hop, col.type);
      if (agg) errors.push({ path: `details.${i}.tong_hop`, message: `${at(i, d)}: ${agg}` });
    }
    if (grouped && d.hien_thi && !d.nhom && d.tong_hop === null) {
      errors.push({ path: `details.${i}.tong_hop`, message: `${at(i, d)}: báo cáo có nhóm: cột hiển thị phải dùng để nhóm hoặc có phép tổng hợp` });
    }
  });
  if (details.length && shown.size === 0 && errors.length === 0) errors.push({ path: 'details', message: 'Báo cáo phải hiển thị ít nhất một cột' });
  const keys = new Set(source.params.map((p) => p.key));
  for (const k of Object.keys(params) as (keyof TReportParams)[]) {
    if (params[k] === undefined) continue;
    if (!keys.has(k)) errors.push({ path: `tham_so.${k}`, message: `Nguồn dữ liệu "${source.vi}" không nhận tham số "${k}"` });
  }
  if (params.tu_ngay && params.den_ngay && params.tu_ngay > params.den_ngay) errors.push({ path: 'tham_so.den_ngay', message: 'Đến ngày phải sau hoặc bằng từ ngày' });
  return errors;
}

/** Refuses a definition with problems: 400 with the first as the message and all in `data.errors`. */
export function assertDefinition(sourceCode: string, details: readonly DetailLike[], params?: TReportParams): void {
  const errors = definitionProblems(sourceCode, details, params);
  if (errors.length) throw new ValidationError(errors.length > 1 ? `${errors[0]!.message} (và ${errors.length - 1} lỗi khác)` : errors[0]!.message, { errors });
}

/** What a checked definition does to the source's rows. */
export interface Plan {
  source: ReportSource;
  /** The shown columns in order, labelled in the language asked. */
  columns: TReportColumn[];
  filters: ((row: SourceRow) => boolean)[];
  group: GroupSpec | null;
  /** The definition's sort (in column order). */
  sort: SortKey[];
}

/** The details in the order they are shown (`thu_tu`, then as given). */
export const inOrder = <D extends Pick<DetailLike, 'thu_tu'>>(details: readonly D[]): D[] =>
  details
    .map((d, i) => ({ d, i }))
    .sort((a, b) => a.d.thu_tu - b.d.thu_tu || a.i - b.i)
    .map((x) => x.d);

const labelOf = (c: ReportSourceColumn, language: Language) => (language === 'en' ? c.en : c.vi);

/** The plan of a definition (checked first: a definition that breaks a rule is refused with the reason). */
export function planOf(sourceCode: string, stored: readonly DetailLike[], language: Language): Plan {
  assertDefinition(sourceCode, stored);
  const source = reportSourceOf(sourceCode)!;
  const columns = new Map(source.columns.map((c) => [c.field, c]));
  const details = inOrder(stored);
  const grouped = details.some((d) => d.nhom || d.tong_hop !== null);
  const shown = details.filter((d) => d.hien_thi);
  const typeOf = (d: DetailLike): TReportColumnType => {
    const t = columns.get(d.field)!.type;
    return grouped && d.tong_hop ? aggregateType(d.tong_hop, t) : t;
  };
  return {
    source,
    columns: shown.map((d) => ({ field: d.field, label: d.nhan || labelOf(columns.get(d.field)!, language), type: typeOf(d) })),
    filters: details
      .filter((d) => d.loc_phep !== null)
      .map((d) => {
        const type = columns.get(d.field)!.type;
        const parsed = parseFilterValue(type, d.loc_gia_tri!) as { value: string | number };
        return compileFilter(d.field, type, d.loc_phep!, parsed.value);
      }),
    group: grouped
      ? {
          keys: shown.filter((d) => d.nhom).map((d) => d.field),
          aggregates: shown.filter((d) => d.tong_hop).map((d) => ({ field: d.field, agg: d.tong_hop!, type: columns.get(d.field)!.type })),
        }
      : null,
    sort: details.filter((d) => d.sap_xep).map((d) => ({ field: d.field, order: d.sap_xep! })),
  };
}
