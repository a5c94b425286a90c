/**
 * @hm/ui/table: the product's list table. A separate entry (and share key) so that pages
 * without a table, such as the shell's login page, do not download PrimeReact's DataTable.
 */
export { PagedTable, type PagedQuery, type PagedSelection, type PagedSort, type PagedTableProps } from './PagedTable';
export { usePaging, ROWS_PER_PAGE, type Paging } from './usePaging';
export { useStackBreakpoint } from './useStackBreakpoint';
