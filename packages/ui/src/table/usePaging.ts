import type { DataTableStateEvent } from 'primereact/datatable';
import { useCallback, useState } from 'react';

export const ROWS_PER_PAGE = [10, 20, 50, 100];

/** Paging state of a lazy table; see `usePaging`. */
export interface Paging {
  page: number;
  size: number;
  reset: () => void;
  tableProps: { first: number; rows: number; rowsPerPageOptions: number[]; onPage: (e: DataTableStateEvent) => void };
}

/**
 * Paging state of a lazy DataTable: the props it needs and the `page`/`size` of the query.
 * `reset()` goes back to the first page (after a filter changes).
 * @example const paging = usePaging(); useVersionList({ page: paging.page, size: paging.size });
 *          <PagedTable query={query} paging={paging} … />
 */
export function usePaging(initialRows = 10): Paging {
  const [state, setState] = useState({ first: 0, rows: initialRows });
  const reset = useCallback(() => setState((s) => (s.first === 0 ? s : { ...s, first: 0 })), []);
  return {
    page: Math.floor(state.first / state.rows) + 1,
    size: state.rows,
    reset,
    tableProps: {
      first: state.first,
      rows: state.rows,
      rowsPerPageOptions: ROWS_PER_PAGE,
      onPage: (e: DataTableStateEvent) => setState({ first: e.first, rows: e.rows }),
    },
  };
}
