import { useAddressParams } from '@hm/platform';
import type { DataTableStateEvent } from 'primereact/datatable';
import { useCallback, useEffect, useRef } from 'react';
import { type Paging, ROWS_PER_PAGE } from '../table/usePaging';
import type { FilterDef, SelectOption } from './config';

type Value = SelectOption['value'];
type ValueFilter = Exclude<FilterDef, { kind: 'hospital' }>;

/** A positive integer from the query string, else null. */
export function toId(s: string | null): number | null {
  const n = s === null || s === '' ? NaN : Number(s);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** A filter's value from its URL text: the option whose value reads the same, else the default. */
export function decodeFilter(f: ValueFilter, raw: string | null): Value | undefined {
  if (f.kind === 'switch') return raw === '1' ? (f.on ?? true) : (f.off ?? null);
  if (raw === null) return f.default;
  const option = f.options?.find((o) => String(o.value) === raw);
  if (option) return option.value;
  return f.combo ? (toId(raw) ?? f.default) : f.default;
}

/** A filter's URL text (null: the default, left out of the URL). */
function encodeFilter(f: ValueFilter, v: Value | undefined): string | null {
  if (f.kind === 'switch') return v === (f.on ?? true) ? '1' : null;
  return v === undefined || v === f.default || (v === null && f.default === undefined) ? null : String(v);
}

export interface ListParams {
  paging: Paging;
  keyword: string;
  setKeyword: (keyword: string) => void;
  /** Each filter's value, by name (`null`: all). */
  values: Record<string, Value | undefined>;
  setFilter: (name: string, value: Value) => void;
  /** Writes URL parameters of the page's own (e.g. `hospitalId`), back to the first page. */
  patch: (changes: Record<string, string | null>) => void;
  params: URLSearchParams;
}

/**
 * The list's state in the URL (`?page=2&size=20&keyword=khoa&tam_ngung=1`), so that back and
 * reload keep it: page, rows per page, keyword and filters, under the API's own names. A change
 * of keyword or filter, or of `scope` (the page's fixed query), goes back to the first page.
 * Changes replace the history entry: typing does not fill the back button.
 * @example const list = useListParams(config.filters ?? [], 10, JSON.stringify(config.query));
 */
export function useListParams(filters: readonly FilterDef[], pageSize: number, scope: string): ListParams {
  const [params, setParams] = useAddressParams();
  const patch = useCallback(
    (changes: Record<string, string | null>, keepPage = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === null) next.delete(k);
            else next.set(k, v);
          }
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // A new scope (another version, another hospital…) starts again from the first page.
  const lastScope = useRef(scope);
  useEffect(() => {
    if (lastScope.current === scope) return;
    lastScope.current = scope;
    if (params.has('page')) patch({});
  }, [scope, params, patch]);

  const sizeParam = Number(params.get('size'));
  const size = ROWS_PER_PAGE.includes(sizeParam) ? sizeParam : pageSize;
  const page = toId(params.get('page')) ?? 1;
  const keyword = params.get('keyword') ?? '';
  const valueFilters = filters.filter((f): f is ValueFilter => f.kind !== 'hospital');
  const values = Object.fromEntries(valueFilters.map((f) => [f.name, decodeFilter(f, params.get(f.name))]));

  const paging: Paging = {
    page,
    size,
    reset: () => patch({}),
    tableProps: {
      first: (page - 1) * size,
      rows: size,
      rowsPerPageOptions: ROWS_PER_PAGE,
      onPage: (e: DataTableStateEvent) => {
        const next = Math.floor(e.first / e.rows) + 1;
        patch({ page: next > 1 ? String(next) : null, size: e.rows === pageSize ? null : String(e.rows) }, true);
      },
    },
  };
  return {
    paging,
    keyword,
    setKeyword: (k) => {
      if (k !== keyword) patch({ keyword: k || null });
    },
    values,
    setFilter: (name, value) => {
      const f = valueFilters.find((x) => x.name === name);
      if (f) patch({ [name]: encodeFilter(f, value) });
    },
    patch,
    params,
  };
}
