import type { ReactNode } from 'react';

export interface TableColumn {
  header: ReactNode;
  /** The header as text, repeated beside each cell when rows stack on a phone (defaults to a text header). */
  label?: string;
  /** Right-aligned figures. */
  numeric?: boolean;
}

/** A row: its first cell is the row's header; a `group` row heads the rows under it instead. */
export type TableRow = { key: string | number; cells: ReactNode[]; group?: undefined } | { key: string | number; group: ReactNode; cells?: undefined };

export interface TableData {
  columns: TableColumn[];
  rows: TableRow[];
}

export interface SimpleTableProps {
  /** The table's name (its caption). */
  caption: string;
  /** Visually hidden caption (the panel's heading already names it). */
  hideCaption?: boolean;
  data: TableData;
  /** Marks the figures for tests and links (`data-table` attribute). */
  name?: string;
  /** On a phone each row becomes a block, each figure labelled by its column (no sideways scroll). */
  stack?: boolean;
  /**
   * The scroll area is a named region reached with Tab (to scroll with the keyboard); false for a
   * table shown to screen readers only, which must not take the focus.
   */
  focusable?: boolean;
}

/**
 * A plain, semantic table of figures (caption, column and row headers), scrolling sideways on a
 * narrow screen; the scroll area is focusable so it scrolls with the keyboard too.
 * @example <SimpleTable caption="Điểm các lĩnh vực" data={{ columns: [{ header: 'Lĩnh vực' }, { header: 'Điểm', numeric: true }], rows }} />
 */
export function SimpleTable({ caption, hideCaption, data, name, stack, focusable = true }: SimpleTableProps) {
  const span = data.columns.length;
  const labelOf = (c: TableColumn | undefined) => c?.label ?? (typeof c?.header === 'string' ? c.header : undefined);
  return (
    <div
      className={focusable ? 'hm-dash-table-wrap' : 'hm-dash-table-wrap hm-dash-table-wrap--static'}
      {...(focusable ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {})}
    >
      <table className={`hm-dash-table${stack ? ' hm-dash-table--stack' : ''}`} data-table={name}>
        <caption className={hideCaption ? 'hm-sr-only' : 'hm-dash-table__caption'}>{caption}</caption>
        <thead>
          <tr>
            {data.columns.map((c, i) => (
              <th key={i} scope="col" className={c.numeric ? 'hm-dash-num' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((r) =>
            r.cells === undefined ? (
              <tr key={r.key} className="hm-dash-table__group">
                <th scope="colgroup" colSpan={span}>
                  {r.group}
                </th>
              </tr>
            ) : (
              <tr key={r.key}>
                {r.cells.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className={data.columns[i]?.numeric ? 'hm-dash-num' : undefined} data-label={stack ? labelOf(data.columns[i]) : undefined}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
