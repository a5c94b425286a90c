import { isActiveRow } from '@hm/contract';
import type { CrudResource } from '@hm/platform';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { ActiveTag } from '../tags/StatusTags';
import type { ColumnDef } from './config';
import type { SheetCell } from './export-list';

const valueOf = (row: unknown, field: string | undefined): unknown => (field ? (row as Record<string, unknown>)[field] : undefined);

/**
 * What a column shows for a row: its `body`, else by its `kind`, else the field's value.
 */
export function cellOf<T>(c: ColumnDef<T>, row: T, r: Pick<CrudResource, 'active'>, t: TFunction): ReactNode {
  if (c.body) return c.body(row);
  const v = valueOf(row, c.field);
  if (c.kind === 'active') return <ActiveTag active={isActiveRow(r, row as Record<string, unknown>)} />;
  if (c.kind === 'boolean') return v ? t('crud.yes') : t('crud.no');
  return v as ReactNode;
}

/** Whether a column has text for the export: a field, a `text` or a kind that reads as a word. */
export const exportable = <T,>(c: ColumnDef<T>): boolean => !!c.text || (!!c.field && !c.body) || c.kind === 'active';

/** What a column writes in the export for a row. */
export function textOf<T>(c: ColumnDef<T>, row: T, r: Pick<CrudResource, 'active'>, t: TFunction): SheetCell {
  if (c.text) return c.text(row);
  if (c.kind === 'active') return isActiveRow(r, row as Record<string, unknown>) ? t('crud.active') : t('crud.suspended');
  const v = valueOf(row, c.field);
  if (c.kind === 'boolean' || typeof v === 'boolean') return v ? t('crud.yes') : t('crud.no');
  return typeof v === 'string' || typeof v === 'number' ? v : v == null ? null : String(v);
}
