import { aggregatesFor, type TReportColumnType } from '@hm/contract';
import type { Cell, SourceRow } from './sources/types.js';
import { collator } from './text-fold.js';

export type Aggregate = 'sum' | 'avg' | 'min' | 'max' | 'count';

/** Why an aggregate does not fit a column type, or null when it does. */
export function aggregateProblem(agg: Aggregate, type: TReportColumnType): string | null {
  if (aggregatesFor(type).includes(agg)) return null;
  if (agg === 'sum' && type === 'percent') return 'không cộng các tỷ lệ phần trăm; hãy dùng trung bình';
  if (agg === 'sum' || agg === 'avg') return 'phép cộng và trung bình chỉ dùng cho cột số';
  return 'cột chữ chỉ đếm được số dòng';
}

/** The type of an aggregated column: a count is an integer; an average of integers a number; the rest keep the column's type. */
export function aggregateType(agg: Aggregate, type: TReportColumnType): TReportColumnType {
  if (agg === 'count') return 'int';
  if (agg === 'avg' && type === 'int') return 'number';
  return type;
}

export interface GroupSpec {
  keys: readonly string[];
  aggregates: readonly { field: string; agg: Aggregate; type: TReportColumnType }[];
}

interface Acc {
  row: SourceRow;
  sums: number[];
  counts: number[];
  mins: Cell[];
  maxs: Cell[];
}

const less = (a: Cell, b: Cell): boolean => (typeof a === 'number' && typeof b === 'number' ? a < b : collator.compare(String(a), String(b)) < 0);
const round = (x: number, type: TReportColumnType) => (type === 'int' ? Math.round(x) : type === 'percent' ? Math.round(x * 10) / 10 : Math.round(x * 100) / 100);

/**
 * Rows grouped by the key columns, in the order each group first appears, each other column
 * aggregated over the group's rows that have a value: `count` counts them, `sum`/`avg`/`min`/`max`
 * as their names say. A percent's average is the plain mean of the rows (unweighted: each
 * hospital or department counts once, as AHRQ's hospital averages do), one decimal. No key
 * columns: one row of totals. Memory: one accumulator per group.
 */
export class Grouper {
  private readonly groups = new Map<string, Acc>();

  constructor(private readonly spec: GroupSpec) {}

  add(row: SourceRow): void {
    const values = this.spec.keys.map((k) => row[k] ?? null);
    const id = JSON.stringify(values);
    let acc = this.groups.get(id);
    if (!acc) {
      const n = this.spec.aggregates.length;
      acc = {
        row: Object.fromEntries(this.spec.keys.map((k, i) => [k, values[i]!])),
        sums: new Array(n).fill(0),
        counts: new Array(n).fill(0),
        mins: new Array(n).fill(null),
        maxs: new Array(n).fill(null),
      };
      this.groups.set(id, acc);
    }
    this.spec.aggregates.forEach((a, i) => {
      const c = row[a.field] ?? null;
      if (c === null) return;
      acc.counts[i]!++;
      if (typeof c === 'number') acc.sums[i]! += c;
      if (acc.mins[i] === null || less(c, acc.mins[i]!)) acc.mins[i] = c;
      if (acc.maxs[i] === null || less(acc.maxs[i]!, c)) acc.maxs[i] = c;
    });
  }

  /** The aggregated rows (keyed by field: the key columns and the aggregated ones). */
  rows(): SourceRow[] {
    if (this.spec.keys.length === 0 && this.groups.size === 0)
      this.groups.set('[]', {
        row: {},
        sums: this.spec.aggregates.map(() => 0),
        counts: this.spec.aggregates.map(() => 0),
        mins: this.spec.aggregates.map(() => null),
        maxs: this.spec.aggregates.map(() => null),
      });
    return [...this.groups.values()].map((acc) => {
      const out: SourceRow = { ...acc.row };
      this.spec.aggregates.forEach((a, i) => {
        const n = acc.counts[i]!;
        out[a.field] =
          a.agg === 'count'
            ? n
            : a.agg === 'sum'
              ? n
                ? round(acc.sums[i]!, a.type)
                : null
              : a.agg === 'avg'
                ? n
                  ? round(acc.sums[i]! / n, a.type === 'int' ? 'number' : a.type)
                  : null
                : a.agg === 'min'
                  ? acc.mins[i]!
                  : acc.maxs[i]!;
      });
      return out;
    });
  }
}
