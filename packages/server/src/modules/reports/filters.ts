import { filterOpsFor, type TReportColumnType } from '@hm/contract';
import type { Cell, SourceRow } from './sources/types.js';
import { foldAccents, foldCase } from './text-fold.js';

export type FilterOp = 'eq' | 'ne' | 'gt' | 'gte' | 'lt' | 'lte' | 'contains';

const isNumeric = (t: TReportColumnType) => t === 'int' || t === 'number' || t === 'percent';

/** Why an operator does not fit a column type, or null when it does. */
export function opProblem(op: FilterOp, type: TReportColumnType): string | null {
  if (filterOpsFor(type).includes(op)) return null;
  return op === 'contains' ? 'phép "chứa" chỉ dùng cho cột chữ' : 'phép so sánh lớn hơn/nhỏ hơn chỉ dùng cho cột số hoặc ngày';
}

/** A filter value parsed for its column type, or an explanation of why it does not parse. */
export function parseFilterValue(type: TReportColumnType, raw: string): { value: string | number } | { problem: string } {
  const v = raw.trim();
  if (v === '') return { problem: 'vui lòng nhập giá trị lọc' };
  switch (type) {
    case 'int':
      return /^-?\d{1,15}$/.test(v) ? { value: Number(v) } : { problem: `giá trị lọc "${v}" phải là số nguyên` };
    case 'number':
    case 'percent': {
      const n = /^-?\d{1,15}([.,]\d+)?$/.test(v) ? Number(v.replace(',', '.')) : NaN;
      return Number.isFinite(n) ? { value: n } : { problem: `giá trị lọc "${v}" phải là số (dấu thập phân là dấu chấm)` };
    }
    case 'date':
      return validDate(v) ? { value: v } : { problem: `giá trị lọc "${v}" phải là ngày dạng YYYY-MM-DD` };
    case 'datetime': {
      const m = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(v);
      const ok = !!m && validDate(m[1]!) && (m[2] === undefined || (Number(m[2]) < 24 && Number(m[3]) < 60 && Number(m[4] ?? 0) < 60));
      return ok ? { value: v } : { problem: `giá trị lọc "${v}" phải là ngày (YYYY-MM-DD) hoặc thời điểm (YYYY-MM-DD HH:mm:ss)` };
    }
    default:
      return { value: v };
  }
}

function validDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/**
 * A filter as a predicate on source rows. Numbers compare as numbers; dates and times as their
 * fixed-width text (`YYYY-MM-DD HH:mm:ss` orders as time); a time filtered by a day compares the
 * day only (`eq 2025-03-03` is that whole day). A row without a value matches only `ne`.
 */
export function compileFilter(field: string, type: TReportColumnType, op: FilterOp, value: string | number): (row: SourceRow) => boolean {
  const get = (row: SourceRow): Cell => row[field] ?? null;
  if (type === 'text') {
    if (op === 'contains') {
      const needle = foldAccents(String(value));
      return (row) => {
        const c = get(row);
        return c !== null && foldAccents(String(c)).includes(needle);
      };
    }
    const want = foldCase(String(value));
    return (row) => {
      const c = get(row);
      const same = c !== null && foldCase(String(c)) === want;
      return op === 'ne' ? !same : same;
    };
  }
  const dayOnly = type === 'datetime' && String(value).length === 10;
  const key = (c: Cell): number | string | null => {
    if (c === null) return null;
    if (isNumeric(type)) return typeof c === 'number' ? c : Number(c);
    return dayOnly ? String(c).slice(0, 10) : String(c);
  };
  const test = (a: number | string, b: number | string): boolean => {
    switch (op) {
      case 'eq':
        return a === b;
      case 'ne':
        return a !== b;
      case 'gt':
        return a > b;
      case 'gte':
        return a >= b;
      case 'lt':
        return a < b;
      case 'lte':
        return a <= b;
      default:
        return false;
    }
  };
  return (row) => {
    const a = key(get(row));
    if (a === null) return op === 'ne';
    return test(a, value);
  };
}
