import { isActiveRow } from '@hm/contract';
import { type CrudResource, type RowOf, updateSchemaOf, useResourceWrites } from '@hm/platform';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../dialog/useConfirm';
import { RowButton } from '../form/RowButton';
import type { RowAction } from './config';
import { pickInput } from './useResourceForm';

export interface RowPermissions {
  edit: boolean;
  remove: boolean;
  /** Suspend / restore: an update of the active flag. */
  toggle: boolean;
}

export interface RowActionsOptions<R extends CrudResource> {
  resource: R;
  can: RowPermissions;
  label: (row: RowOf<R>) => string;
  onEdit: (row: RowOf<R>) => void;
  extra?: readonly RowAction<RowOf<R>>[];
}

/** The flag a suspend or restore writes; only a boolean encoding can be flipped without knowing more. */
const canToggle = (r: CrudResource): boolean => typeof r.active?.activeWhen === 'boolean';

/**
 * The buttons of a row, each named `${action}: ${row}` for screen readers: Edit, the page's own,
 * Suspend or Restore (after a confirmation), Delete (after a confirmation naming the row). The
 * confirmation dialog is rendered once by the page (`dialog`).
 * @example const actions = useRowActions({ resource, can, label, onEdit: setEditing }); <Column body={actions.cell} />{actions.dialog}
 */
export function useRowActions<R extends CrudResource>({
  resource,
  can,
  label,
  onEdit,
  extra = [],
}: RowActionsOptions<R>): { cell: (row: RowOf<R>) => ReactElement; dialog: ReactElement; any: boolean } {
  const { t } = useTranslation();
  const { confirm, dialog } = useConfirm();
  const writes = useResourceWrites(resource);
  const toggle = can.toggle && canToggle(resource);
  const quiet = (p: Promise<unknown>) => void p.catch(() => undefined); // the toast has said it

  const setActive = (row: RowOf<R>, active: boolean) => {
    const flag = resource.active!;
    const body = { ...pickInput(row, updateSchemaOf(resource)), [flag.column]: active ? flag.activeWhen : !flag.activeWhen };
    confirm({
      message: t(active ? 'crud.restoreConfirm' : 'crud.suspendConfirm', { name: label(row) }),
      accept: () => quiet(writes.update(row, body)),
    });
  };
  const remove = (row: RowOf<R>) => confirm({ message: t('crud.deleteConfirm', { name: label(row) }), danger: true, accept: () => quiet(writes.remove(row)) });

  const cell = (row: RowOf<R>) => {
    const name = label(row);
    const active = isActiveRow(resource, row as Record<string, unknown>);
    return (
      <div className="hm-row-actions">
        {can.edit && <RowButton icon="pi pi-pencil" label={`${t('crud.edit')}: ${name}`} onClick={() => onEdit(row)} />}
        {extra
          .filter((a) => a.visible?.(row) ?? true)
          .map((a) => (
            <RowButton key={a.label} icon={a.icon} label={`${a.label}: ${name}`} onClick={() => a.onClick(row)} disabled={a.disabled?.(row)} danger={a.danger} />
          ))}
        {toggle &&
          (active ? (
            <RowButton icon="pi pi-ban" label={`${t('crud.suspend')}: ${name}`} onClick={() => setActive(row, false)} disabled={writes.pending} />
          ) : (
            <RowButton icon="pi pi-replay" label={`${t('crud.restore')}: ${name}`} onClick={() => setActive(row, true)} disabled={writes.pending} />
          ))}
        {can.remove && <RowButton icon="pi pi-trash" danger label={`${t('crud.delete')}: ${name}`} onClick={() => remove(row)} disabled={writes.pending} />}
      </div>
    );
  };
  return { cell, dialog, any: can.edit || can.remove || toggle || extra.length > 0 };
}
