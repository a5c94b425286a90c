import type { EndpointConfig } from '@hm/contract';
import type { CrudResource, InputOf, ListQueryOf, RowOf } from '@hm/platform';
import type { ReactNode } from 'react';

type Key<T> = Extract<keyof T, string>;

/** A choice of a select: `null` stands for 'all' in a filter (nothing sent). */
export interface SelectOption {
  value: string | number | boolean | null;
  label: string;
}

/** One column of the list. */
export interface ColumnDef<T> {
  /** The row's field shown as is (and exported). */
  field?: Key<T>;
  header: string;
  /** The cell, when the field alone does not tell it. */
  body?: (row: T) => ReactNode;
  /** `active`: the resource's active flag as a tag; `boolean`: Có / Không; `text` (default): the value. */
  kind?: 'active' | 'boolean' | 'text';
  /** The cell as text in the export, where `body` draws more than the field. */
  text?: (row: T) => string | number | null;
}

/** A filter of the toolbar; its value goes into the list query under `name`, and into the URL. */
export type FilterDef =
  | {
      kind: 'select';
      name: string;
      label: string;
      /** Fixed choices, or a combobox call (`{ id, name }[]`) with 'Tất cả' first. */
      options?: SelectOption[];
      combo?: EndpointConfig;
      /** The value while the URL has none (e.g. -1 'all' when the API wants it sent). */
      default?: SelectOption['value'];
    }
  | {
      kind: 'switch';
      name: string;
      label: string;
      /** What the query gets when on (default true) and off (default nothing). */
      on?: SelectOption['value'];
      off?: SelectOption['value'];
    }
  /** The caller's hospitals (automatic for a hospital-scoped resource). */
  | { kind: 'hospital' };

/** What a form field or a combobox may depend on. */
export interface FormContext {
  /** The hospital the page shows (hospital-scoped resources), else null. */
  hospitalId: number | null;
}

/** One field of the built-in form dialog. */
export interface FieldDef<I> {
  name: Key<I>;
  label: string;
  kind: 'text' | 'textarea' | 'number' | 'switch' | 'select' | 'multiselect' | 'email' | 'password';
  options?: SelectOption[];
  /** A combobox call answering `{ id, name }[]`; its `hospitalId` is the page's unless `comboQuery` says. */
  combo?: EndpointConfig;
  comboQuery?: (ctx: FormContext) => Record<string, unknown>;
  hint?: string;
  /** Shown but not editable when editing (codes that identify a row). */
  readOnlyOnEdit?: boolean;
}

/** An extra icon button of a row (named `${label}: ${row}` for screen readers). */
export interface RowAction<T> {
  icon: string;
  label: string;
  onClick: (row: T) => void;
  visible?: (row: T) => boolean;
  disabled?: (row: T) => boolean;
  danger?: boolean;
}

/** What the page hands a dialog of its own. */
export interface DialogContext<T> extends FormContext {
  /** The row edited; undefined when adding. */
  row: T | undefined;
  close: () => void;
}

/**
 * A list-and-form screen as configuration: `ResourcePage` renders it.
 * @example const departmentsPage: ResourcePageConfig<typeof department> = {
 *   resource: department, title: 'Phòng ban', icon: 'pi pi-sitemap',
 *   columns: [{ field: 'ma_phong_ban', header: 'Mã' }, { field: 'ten_phong_ban', header: 'Tên' }, { field: 'tam_ngung', header: 'Trạng thái', kind: 'active' }],
 *   form: [{ name: 'ma_phong_ban', label: 'Mã', kind: 'text', readOnlyOnEdit: true }, { name: 'ten_phong_ban', label: 'Tên', kind: 'text' }],
 * };
 */
export interface ResourcePageConfig<R extends CrudResource> {
  resource: R;
  title: string;
  subtitle?: ReactNode;
  /** The icon of the empty and prompt states. */
  icon?: string;
  columns: ColumnDef<RowOf<R>>[];
  filters?: FilterDef[];
  /** The fixed part of the list query (e.g. the version the list belongs to). */
  query?: Partial<ListQueryOf<R>>;
  /** While set, the list waits for a choice (e.g. 'Chọn một phiên bản'): the toolbar keeps only `filterSlots.before`. */
  prompt?: string | null;
  /** The built-in form dialog's fields. */
  form?: FieldDef<InputOf<R>>[];
  /**
   * A page of its own instead of a dialog: Add and Edit open this path (below the locale base;
   * no row: a new one), e.g. a group's edit page with its menus and functions. It may belong to
   * another remote: the shell routes it.
   */
  editPage?: (row?: RowOf<R>) => string;
  /** A dialog of the page's own, instead of `form` (see `useResourceForm`). */
  dialog?: (ctx: DialogContext<RowOf<R>>) => ReactNode;
  /** A new row's values beyond the fields' empty ones (and the page's hospital). */
  defaults?: (ctx: FormContext) => Partial<InputOf<R>>;
  /** A row's values for the edit form, over those picked from the row (the update schema's keys). */
  toInput?: (row: RowOf<R>) => Partial<InputOf<R>>;
  /** How a row is named in buttons and confirmations; default: the combobox label or the id. */
  rowLabel?: (row: RowOf<R>) => string;
  /** Extra row buttons, between Edit and Suspend/Delete. */
  rowActions?: RowAction<RowOf<R>>[];
  /** Extra buttons of the page header, after Add (import, template…). */
  toolbarActions?: ReactNode;
  /** Fields of the page's own in the toolbar: before the filters (always shown) and after them. */
  filterSlots?: { before?: ReactNode; after?: ReactNode };
  /** A note between the toolbar and the list. */
  notice?: ReactNode;
  onRowClick?: (row: RowOf<R>) => void;
  /** The page's own condition on every write (e.g. a closed version); the functions are checked anyway. */
  canWrite?: boolean;
  /** The Add button's text; default 'Thêm'. */
  addLabel?: string;
  /** What an empty list says; default 'Không có dữ liệu'. */
  empty?: string;
  /** Rows per page at first; default 10. */
  pageSize?: number;
  /** The export's file name (no extension); false: no export. Default: the resource's name. */
  exportFile?: string | false;
  /** Prefix of the page's element ids; default `hm-<name>`. */
  idPrefix?: string;
}
