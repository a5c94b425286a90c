import type { ReactNode } from 'react';
import './vote.css';

export interface VoteColumn<R> {
  header: string;
  body: (row: R) => ReactNode;
}

export interface VoteTableProps<R> {
  rows: readonly R[];
  rowKey: (row: R) => number | string;
  columns: readonly VoteColumn<R>[];
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** Shown in one cell when there is no row. */
  empty: ReactNode;
  /** Rows are being fetched again (the table stays, marked busy). */
  busy?: boolean;
}

/**
 * The few rows of a staff member's own pages (the vote list, my participation) as a plain table
 * with the theme's table classes, stacked label: value on a phone (vote.css). No PrimeReact
 * DataTable: these pages are what staff open on their phones, and the DataTable's code (about
 * 90 KiB with what it brings) paged, sorted and selected nothing here.
 * @example <VoteTable rows={rows} rowKey={(v) => v.phien_ban_id} columns={[{ header: 'Tên', body: (v) => v.title }]} labelledBy={PAGE_TITLE_ID} empty="Không có" />
 */
export function VoteTable<R>({ rows, rowKey, columns, labelledBy, empty, busy = false }: VoteTableProps<R>) {
  return (
    <div className="p-datatable p-component p-datatable-sm hm-vote-table">
      <div className="p-datatable-wrapper">
        <table className="p-datatable-table" aria-labelledby={labelledBy} aria-busy={busy}>
          <thead className="p-datatable-thead">
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col">
                  <span className="p-column-header-content">
                    <span className="p-column-title">{c.header}</span>
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="p-datatable-tbody">
            {rows.length === 0 ? (
              <tr className="p-datatable-emptymessage">
                <td colSpan={columns.length}>{empty}</td>
              </tr>
            ) : (
              rows.map((r) => (
                <tr key={rowKey(r)}>
                  {columns.map((c) => (
                    <td key={c.header}>
                      <span className="p-column-title" aria-hidden="true">
                        {c.header}
                      </span>
                      {c.body(r)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
