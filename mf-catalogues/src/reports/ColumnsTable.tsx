import { isNumericType } from '@hm/ui/report';
import { PagedTable, usePaging } from '@hm/ui/table';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { memo, type ReactNode, useEffect, useState } from 'react';
import { useCataloguesTranslation } from '../i18n';
import { aggregatesFor, type ColumnDraft, filterOpsFor, moveColumn, patchColumn } from './report-columns';

export interface ColumnsTableProps {
  columns: ColumnDraft[];
  onChange: (next: ColumnDraft[]) => void;
  /** A message per column (the page's checks or the server's), by field. */
  problems: Record<string, string>;
  disabled: boolean;
  idPrefix: string;
}

/** A control with a label only screen readers see ('Nhãn: Khoa/phòng'): the column header says it to the eye. */
function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <span className="hm-report-col-control">
      <label htmlFor={id} className="hm-sr-only">
        {label}
      </label>
      {children}
    </span>
  );
}

/**
 * The definition's columns: one row per column of the source, with whether it is shown, its
 * label, its place (Lên / Xuống buttons; the focus follows the column moved), sort, grouping,
 * aggregate (only those that fit its type, none when grouped) and filter (comparisons that fit
 * its type, and the value). Stacked on a phone.
 */
export const ColumnsTable = memo(function ColumnsTable({ columns, onChange, problems, disabled, idPrefix }: ColumnsTableProps) {
  const { t, i18n } = useCataloguesTranslation();
  const en = i18n.language === 'en';
  const paging = usePaging(100);
  const [focus, setFocus] = useState<string | null>(null);
  useEffect(() => {
    if (!focus) return;
    document.getElementById(focus)?.focus();
    setFocus(null);
  }, [focus]);

  const c = (k: string) => t(`reports.col.${k}`);
  const name = (col: ColumnDraft) => (en ? col.en : col.vi);
  const id = (what: string, col: ColumnDraft) => `${idPrefix}-${what}-${col.field}`;
  const patch = (col: ColumnDraft, p: Partial<ColumnDraft>) => onChange(columns.map((x) => (x.field === col.field ? patchColumn(x, p) : x)));
  const move = (col: ColumnDraft, by: -1 | 1) => {
    const next = moveColumn(columns, col.field, by);
    onChange(next);
    const at = next.findIndex((x) => x.field === col.field);
    // At an end the button it was pressed with goes disabled: the focus moves to the other one.
    const dir = by === -1 ? (at === 0 ? 'down' : 'up') : at === next.length - 1 ? 'up' : 'down';
    setFocus(id(dir, col));
  };
  const none = { value: null, label: c('none') };

  const order = (col: ColumnDraft) => {
    const i = columns.indexOf(col);
    return (
      <div className="hm-row-actions">
        <Button
          id={id('up', col)}
          type="button"
          icon="pi pi-arrow-up"
          rounded
          text
          aria-label={`${c('up')}: ${name(col)}`}
          disabled={disabled || i === 0}
          onClick={() => move(col, -1)}
        />
        <Button
          id={id('down', col)}
          type="button"
          icon="pi pi-arrow-down"
          rounded
          text
          aria-label={`${c('down')}: ${name(col)}`}
          disabled={disabled || i === columns.length - 1}
          onClick={() => move(col, 1)}
        />
      </div>
    );
  };
  const problem = (col: ColumnDraft) =>
    problems[col.field] && (
      <small id={id('problem', col)} className="hm-form-field__error" role="alert">
        {problems[col.field]}
      </small>
    );
  const described = (col: ColumnDraft) => (problems[col.field] ? { 'aria-describedby': id('problem', col), 'aria-invalid': true as const } : {});

  return (
    <div className="hm-report-columns">
      <PagedTable
        query={{ data: { data: columns, total: columns.length }, isFetching: false, isError: false, error: null, refetch: () => undefined }}
        paging={paging}
        paged={false}
        dataKey="field"
        empty={c('none')}
      >
        <Column header={c('order')} body={order} />
        <Column
          header={c('column')}
          body={(col: ColumnDraft) => (
            <span className="hm-report-col-name">
              {name(col)} <code>{col.field}</code>
              {problem(col)}
            </span>
          )}
        />
        <Column
          header={c('shown')}
          body={(col: ColumnDraft) => (
            <Labelled id={id('shown', col)} label={`${c('shown')}: ${name(col)}`}>
              <Checkbox inputId={id('shown', col)} checked={col.hien_thi} disabled={disabled} onChange={(e) => patch(col, { hien_thi: !!e.checked })} />
            </Labelled>
          )}
        />
        <Column
          header={c('label')}
          body={(col: ColumnDraft) => (
            <Labelled id={id('label', col)} label={`${c('label')}: ${name(col)}`}>
              <InputText
                id={id('label', col)}
                value={col.nhan}
                placeholder={name(col)}
                maxLength={200}
                disabled={disabled}
                onChange={(e) => patch(col, { nhan: e.target.value })}
              />
            </Labelled>
          )}
        />
        <Column
          header={c('sort')}
          body={(col: ColumnDraft) => (
            <Labelled id={id('sort', col)} label={`${c('sort')}: ${name(col)}`}>
              <Dropdown
                optionLabel="label"
                optionValue="value"
                inputId={id('sort', col)}
                value={col.sap_xep}
                options={[
                  { value: null, label: t('reports.sorts.none') },
                  { value: 'asc', label: t('reports.sorts.asc') },
                  { value: 'desc', label: t('reports.sorts.desc') },
                ]}
                disabled={disabled}
                onChange={(e) => patch(col, { sap_xep: e.value ?? null })}
              />
            </Labelled>
          )}
        />
        <Column
          header={c('group')}
          body={(col: ColumnDraft) => (
            <Labelled id={id('group', col)} label={`${c('group')}: ${name(col)}`}>
              <Checkbox inputId={id('group', col)} checked={col.nhom} disabled={disabled} onChange={(e) => patch(col, { nhom: !!e.checked })} />
            </Labelled>
          )}
        />
        <Column
          header={c('aggregate')}
          body={(col: ColumnDraft) => (
            <Labelled id={id('aggregate', col)} label={`${c('aggregate')}: ${name(col)}`}>
              <Dropdown
                optionLabel="label"
                optionValue="value"
                inputId={id('aggregate', col)}
                value={col.tong_hop}
                options={[none, ...aggregatesFor(col.type).map((a) => ({ value: a, label: t(`reports.aggregates.${a}`) }))]}
                disabled={disabled || col.nhom}
                onChange={(e) => patch(col, { tong_hop: e.value ?? null })}
                {...(problems[col.field] && !col.loc_phep ? described(col) : {})}
              />
            </Labelled>
          )}
        />
        <Column
          header={c('filter')}
          body={(col: ColumnDraft) => (
            <span className="hm-report-col-filter">
              <Labelled id={id('filter', col)} label={`${c('filter')}: ${name(col)}`}>
                <Dropdown
                  optionLabel="label"
                  optionValue="value"
                  inputId={id('filter', col)}
                  value={col.loc_phep}
                  options={[none, ...filterOpsFor(col.type).map((o) => ({ value: o, label: t(`reports.ops.${o}`) }))]}
                  disabled={disabled}
                  onChange={(e) => patch(col, { loc_phep: e.value ?? null })}
                />
              </Labelled>
              {col.loc_phep && (
                <Labelled id={id('value', col)} label={`${c('value')}: ${name(col)}`}>
                  <InputText
                    id={id('value', col)}
                    value={col.loc_gia_tri}
                    type={col.type === 'date' || col.type === 'datetime' ? 'date' : 'text'}
                    inputMode={isNumericType(col.type) ? 'decimal' : undefined}
                    maxLength={200}
                    disabled={disabled}
                    invalid={!!problems[col.field]}
                    onChange={(e) => patch(col, { loc_gia_tri: e.target.value })}
                    {...described(col)}
                  />
                </Labelled>
              )}
            </span>
          )}
        />
      </PagedTable>
    </div>
  );
});
