import { errorMessage } from '@hm/platform';
import { DataTable, type DataTableStateEvent, type DataTableValueArray } from 'primereact/datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../states/EmptyState';
import { ErrorState } from '../states/ErrorState';
import type { Paging } from './usePaging';
import './paged-table.css';
import { useStackBreakpoint } from './useStackBreakpoint';

/** The part of a react-query result a paged table reads: one page of rows and the total. */
export interface PagedQuery<T> {
  data?: { data: T[]; total: number } | undefined;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Row selection with checkboxes, on the current page (the page adds `<Column selectionMode="multiple" />`). */
export interface PagedSelection<T> {
  value: T[];
  onChange: (rows: T[]) => void;
  isSelectable?: (row: T) => boolean;
  /** The field that names a row's checkbox after the locale's 'Chọn' ('Chọn Nguyễn Văn A'). */
  rowLabel: keyof T & string;
}

/** Sorting done by the server: the column sorted and its order; sortable columns call `onSort` (null: the default order). */
export interface PagedSort {
  field: string | null;
  order: 'asc' | 'desc' | null;
  onSort: (field: string | null, order: 'asc' | 'desc' | null) => void;
}

export interface PagedTableProps<T> {
  query: PagedQuery<T>;
  paging: Paging;
  dataKey: string;
  /** What an empty page says: a title, or a whole EmptyState. */
  empty: string | ReactNode;
  /** Below this width rows stack (label: value). */
  breakpoint?: string;
  selection?: PagedSelection<T> | null;
  /** The id of the heading that names the table. */
  labelledBy?: string;
  /** false: the query holds every row (an unpaged list), shown without page links. */
  paged?: boolean;
  /** A click on a row (its buttons stay the keyboard's way to act on it). */
  onRowClick?: ((row: T) => void) | undefined;
  /** Server-side sorting of a paged table (columns marked `sortable`); a third click goes back to the default order. */
  sort?: PagedSort;
  children: ReactNode;
}

const sortProps = (sort: PagedSort) => ({
  removableSort: true,
  sortField: sort.field ?? undefined,
  sortOrder: (sort.order === 'asc' ? 1 : sort.order === 'desc' ? -1 : 0) as 1 | -1 | 0,
  onSort: (e: DataTableStateEvent) => sort.onSort(e.sortOrder ? e.sortField : null, e.sortOrder === 1 ? 'asc' : e.sortOrder === -1 ? 'desc' : null),
});

/**
 * The product's list table: one server page of rows (lazy paging: rows per page, page links,
 * 'first–last / total'), a spinner while fetching, an empty state, the error in place with a
 * retry, and a stacked layout on narrow screens. Cells are not memoised: body templates may
 * read page state (permissions, filters), and a table holds one page of rows.
 * @example const paging = usePaging(); const q = useVersionList({ page: paging.page, size: paging.size });
 *          <PagedTable query={q} paging={paging} dataKey="phien_ban_id" empty="Chưa có phiên bản"><Column … /></PagedTable>
 */
export function PagedTable<T>({ query, paging, dataKey, empty, breakpoint = '768px', selection, labelledBy, paged = true, onRowClick, sort, children }: PagedTableProps<T>) {
  const { t } = useTranslation();
  const stackBreakpoint = useStackBreakpoint(breakpoint);
  if (query.isError) return <ErrorState title={t('state.loadError')} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  return (
    <DataTable
      cellMemo={false}
      // The select-all checkbox of a selection table stays in its header row.
      className={breakpoint === '768px' && !selection ? 'hm-paged-table--stacks' : undefined}
      value={(query.data?.data ?? []) as DataTableValueArray}
      dataKey={dataKey}
      // No page links under an empty list: its empty state says it all (and a disabled pager fails contrast).
      {...(paged ? { lazy: true, paginator: (query.data?.total ?? 0) > 0, ...paging.tableProps, totalRecords: query.data?.total ?? 0 } : {})}
      loading={query.isFetching}
      currentPageReportTemplate={t('state.pageReport')}
      paginatorTemplate="RowsPerPageDropdown FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport"
      responsiveLayout="stack"
      breakpoint={stackBreakpoint}
      stripedRows
      size="small"
      emptyMessage={typeof empty === 'string' ? <EmptyState title={empty} /> : empty}
      {...(labelledBy ? { pt: { table: { 'aria-labelledby': labelledBy } } } : {})}
      selectionMode={selection ? 'checkbox' : null}
      selection={(selection?.value ?? []) as DataTableValueArray}
      onSelectionChange={(e: { value: unknown }) => selection?.onChange(e.value as T[])}
      selectionPageOnly
      selectionAriaLabel={selection?.rowLabel}
      onRowClick={onRowClick ? (e) => onRowClick(e.data as T) : undefined}
      rowClassName={onRowClick ? () => 'hm-row-clickable' : undefined}
      metaKeySelection={false}
      {...(sort ? sortProps(sort) : {})}
      isDataSelectable={selection?.isSelectable ? (e: { data: unknown }) => selection.isSelectable!(e.data as T) : undefined}
    >
      {children}
    </DataTable>
  );
}
