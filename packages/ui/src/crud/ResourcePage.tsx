import { asPage, type CrudResource, errorMessage, type InputOf, listTraits, notify, resourceQueries, type RowOf, useApi, useAppLink, useCanCall } from '@hm/platform';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '../page/Page';
import { EmptyState } from '../states/EmptyState';
import { PagedTable } from '../table/PagedTable';
import { cellOf, exportable, textOf } from './cells';
import type { ResourcePageConfig } from './config';
import { fetchAllRows, saveXlsx } from './export-list';
import { ResourceFormDialog } from './ResourceFormDialog';
import { ResourceToolbar } from './ResourceToolbar';
import { useRowActions } from './RowActions';
import { useHospitalFilter } from './useHospitalFilter';
import { useListParams } from './useListParams';

/** The name of a row in buttons and confirmations: the page's, else the combobox label, else the id. */
const defaultLabel = (r: CrudResource) => (row: unknown) => String((row as Record<string, unknown>)[r.combo?.label ?? r.id] ?? '');

/**
 * A list-and-form screen from its configuration: the header with Add (when the user may
 * create), a toolbar of filters and search (hospital first for hospital-scoped rows), a paged
 * table whose page, size, keyword and filters live in the URL, row buttons (edit, the page's
 * own, suspend / restore, delete after a confirmation), the form dialog (or the page's own
 * edit page) and the export of the whole filtered list to Excel. Buttons follow the user's functions (`useCanCall`, the rule the
 * server enforces) and the page's own `canWrite`.
 * @example <ResourcePage config={{ resource: department, title: 'Phòng ban', columns, form }} />
 */
export function ResourcePage<R extends CrudResource>({ config }: { config: ResourcePageConfig<R> }) {
  const { t } = useTranslation();
  const api = useApi();
  const r = config.resource;
  const idPrefix = config.idPrefix ?? `hm-${r.name}`;
  const filters = config.filters ?? [];
  const traits = listTraits(r);
  const list = useListParams(filters, config.pageSize ?? 10, JSON.stringify(config.query ?? {}));
  const hospital = useHospitalFilter(r.scope === 'hospital' || filters.some((f) => f.kind === 'hospital'), list);
  const waiting = !!config.prompt;
  const [editing, setDialog] = useState<RowOf<R> | 'new' | null>(null);
  const navigate = useNavigate();
  const link = useAppLink();
  const editPage = config.editPage;
  /** Opens the form of a row ('new': an empty one): the page's own edit page, else the dialog. */
  const setEditing = (row: RowOf<R> | 'new' | null) => {
    if (editPage && row !== null) void navigate(link(editPage(row === 'new' ? undefined : row)));
    else setDialog(row);
  };
  const [exporting, setExporting] = useState(false);

  const filterValues = Object.fromEntries(Object.entries(list.values).filter(([, v]) => v !== null && v !== undefined));
  const baseQuery: Record<string, unknown> = {
    ...config.query,
    ...filterValues,
    ...(hospital.enabled && hospital.hospitalId !== null ? { hospitalId: hospital.hospitalId } : {}),
    ...(traits.searchable && list.keyword ? { keyword: list.keyword } : {}),
  };
  const query = traits.paged ? { ...baseQuery, page: list.paging.page, size: list.paging.size } : baseQuery;
  const ready = !waiting && (!hospital.enabled || hospital.hospitalId !== null);
  const rows = useQuery({ ...resourceQueries(r).list(api, query as never), enabled: ready, placeholderData: keepPreviousData });
  const page = { ...rows, data: asPage(rows.data as never) as { data: RowOf<R>[]; total: number } | undefined };

  const writable = config.canWrite ?? true;
  const hasForm = !!(config.form || config.dialog || editPage);
  const [mayCreate, mayUpdate, mayRemove] = [useCanCall(r.endpoints.create), useCanCall(r.endpoints.update), useCanCall(r.endpoints.remove)];
  const can = {
    create: writable && hasForm && mayCreate,
    edit: writable && hasForm && mayUpdate,
    toggle: writable && !!r.active && mayUpdate,
    remove: writable && mayRemove,
  };
  const label = config.rowLabel ?? defaultLabel(r);
  const actions = useRowActions({ resource: r, can, label, onEdit: setEditing, extra: config.rowActions });
  const ctx = { hospitalId: hospital.hospitalId };

  const exportList = async () => {
    setExporting(true);
    try {
      const all = (await fetchAllRows(api, r, baseQuery)) as RowOf<R>[];
      const columns = config.columns.filter(exportable);
      await saveXlsx(
        config.exportFile || r.name,
        columns.map((c) => c.header),
        all.map((row) => columns.map((c) => textOf(c, row, r, t))),
      );
    } catch (err) {
      notify.error(errorMessage(err));
    } finally {
      setExporting(false);
    }
  };

  const close = () => setDialog(null);
  const row = editing === 'new' ? undefined : (editing ?? undefined);
  const dialog =
    editing === null
      ? null
      : config.dialog
        ? config.dialog({ row, close, ...ctx })
        : config.form && (
            <ResourceFormDialog
              resource={r}
              fields={config.form}
              row={row}
              header={row ? `${t('crud.edit')}: ${label(row)}` : (config.addLabel ?? t('crud.add'))}
              idPrefix={`${idPrefix}-dialog`}
              ctx={ctx}
              defaults={{ ...(r.scope === 'hospital' && ctx.hospitalId !== null ? { hospital_id: ctx.hospitalId } : {}), ...config.defaults?.(ctx) } as Partial<InputOf<R>>}
              toInput={config.toInput}
              onClose={close}
            />
          );

  return (
    <Page
      title={config.title}
      subtitle={config.subtitle}
      actions={
        (can.create || config.toolbarActions || config.exportFile !== false) && (
          <>
            {can.create && <Button type="button" label={config.addLabel ?? t('crud.add')} icon="pi pi-plus" onClick={() => setEditing('new')} disabled={!ready} />}
            {config.toolbarActions}
            {config.exportFile !== false && (
              <Button
                type="button"
                label={t('crud.export')}
                icon="pi pi-file-excel"
                severity="secondary"
                outlined
                loading={exporting}
                disabled={!ready}
                onClick={() => void exportList()}
              />
            )}
          </>
        )
      }
    >
      <ResourceToolbar
        idPrefix={idPrefix}
        filters={filters}
        list={list}
        hospital={hospital}
        searchable={traits.searchable}
        waiting={waiting}
        before={config.filterSlots?.before}
        after={config.filterSlots?.after}
      />
      {!waiting && config.notice}
      {waiting ? (
        <EmptyState icon={config.icon} title={config.prompt ?? undefined} />
      ) : (
        <PagedTable query={page} paging={list.paging} dataKey={r.id} empty={config.empty ?? t('state.empty')} paged={traits.paged} onRowClick={config.onRowClick}>
          {config.columns.map((c) => (
            <Column key={c.field ?? c.header} header={c.header} body={(row: RowOf<R>) => cellOf(c, row, r, t)} />
          ))}
          {actions.any && <Column header={t('crud.actions')} body={actions.cell} />}
        </PagedTable>
      )}
      {actions.dialog}
      {dialog}
    </Page>
  );
}
