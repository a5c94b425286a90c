import { type CrudResource, createSchemaOf, type InputOf, type RowOf, schemaKeys, updateSchemaOf, useResourceWrites } from '@hm/platform';
import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Resolver, useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../form/server-errors';

export interface ResourceFormOptions<R extends CrudResource> {
  /** The row edited; undefined: a new one. */
  row?: RowOf<R> | undefined;
  /** A new row's values. */
  defaults?: Partial<InputOf<R>>;
  /** A row's values for editing, over those picked from the row (the update schema's keys). */
  toInput?: ((row: RowOf<R>) => Partial<InputOf<R>>) | undefined;
  /** After a successful save (the lists have reloaded). */
  onSaved?: () => void;
}

export interface ResourceForm<I extends FieldValues> {
  form: UseFormReturn<I>;
  /** The form's onSubmit: validates, creates or updates, places the server's field errors. */
  submit: ReturnType<UseFormReturn<I>['handleSubmit']>;
  saving: boolean;
  editing: boolean;
}

/**
 * A row's values for its edit form: the schema's keys picked from the row.
 * @example pickInput({ phong_ban_id: 3, ma_phong_ban: 'K1', hospital_name: 'A' }, ZDepartmentUpdate) // { phong_ban_id: 3, ma_phong_ban: 'K1' }
 */
export function pickInput(row: unknown, schema: unknown): Record<string, unknown> {
  const r = row as Record<string, unknown>;
  return Object.fromEntries(
    schemaKeys(schema)
      .filter((k) => k in r)
      .map((k) => [k, r[k]]),
  );
}

/**
 * The create-or-edit form of a resource: react-hook-form resolved with the contract's schema
 * (create: `input`; edit: `updateBody`, the row's id included when it travels in the body), the
 * write through `useResourceWrites` (toast, reload), the server's 400 errors on their fields and a
 * taken code (409) on the resource's unique field.
 * The built-in dialog of `ResourcePage` uses it; so can a page's own dialog.
 * @example const { form, submit, saving } = useResourceForm(parts, { row: part, defaults: { phien_ban_id: versionId }, onSaved: onClose });
 *          <form onSubmit={submit}><InputText {...form.register('ma_phan')} /></form>
 */
export function useResourceForm<R extends CrudResource>(r: R, { row, defaults, toInput, onSaved }: ResourceFormOptions<R>): ResourceForm<InputOf<R> & FieldValues> {
  type I = InputOf<R> & FieldValues;
  const editing = row !== undefined;
  const schema = editing ? updateSchemaOf(r) : createSchemaOf(r);
  if (!schema) throw new Error(`${r.name} has no ${editing ? 'update' : 'create'} schema`);
  const values = editing ? { ...pickInput(row, schema), ...toInput?.(row) } : { ...defaults };
  const form = useForm<I>({
    resolver: zodResolver(schema as z.ZodType<I, I>) as unknown as Resolver<I>,
    defaultValues: values as DefaultValues<I>,
  });
  const writes = useResourceWrites(r);
  const submit = form.handleSubmit(async (parsed) => {
    try {
      if (row !== undefined) await writes.update(row, parsed);
      else await writes.create(parsed);
      onSaved?.();
    } catch (err) {
      applyServerErrors(err, form.setError, schemaKeys(schema), r.unique);
    }
  });
  return { form, submit, saving: writes.pending, editing };
}
