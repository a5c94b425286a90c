import { type CrudResource, createSchemaOf, type InputOf, type RowOf, updateSchemaOf } from '@hm/platform';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../form/FormDialog';
import type { FieldDef, FormContext } from './config';
import { FieldControl } from './FieldControl';
import { EMPTY_VALUE, requiredFields } from './required-fields';
import { useResourceForm } from './useResourceForm';

export interface ResourceFormDialogProps<R extends CrudResource> {
  resource: R;
  fields: readonly FieldDef<InputOf<R>>[];
  row: RowOf<R> | undefined;
  /** The dialog's heading. */
  header: string;
  idPrefix: string;
  ctx: FormContext;
  defaults?: Partial<InputOf<R>>;
  toInput?: ((row: RowOf<R>) => Partial<InputOf<R>>) | undefined;
  onClose: () => void;
}

const TEXT_KINDS = new Set<FieldDef<unknown>['kind']>(['text', 'textarea', 'email']);

/**
 * The built-in create / edit dialog of `ResourcePage`: a grid of the configured fields, Cancel
 * and Save, validation by the contract's schema and the server's field errors in place (a taken
 * code on its field); required fields marked before saving; closing it with unsaved edits asks first.
 */
export function ResourceFormDialog<R extends CrudResource>({ resource, fields, row, header, idPrefix, ctx, defaults, toInput, onClose }: ResourceFormDialogProps<R>) {
  const { t } = useTranslation();
  const empty = Object.fromEntries(fields.map((f) => [f.name, EMPTY_VALUE[f.kind]]));
  // A text field of a stored row may be null: it edits as ''.
  const blankTexts = (r: RowOf<R>) => Object.fromEntries(fields.filter((f) => TEXT_KINDS.has(f.kind) && (r as Record<string, unknown>)[f.name] === null).map((f) => [f.name, '']));
  const { form, submit, saving, editing } = useResourceForm(resource, {
    row,
    defaults: { ...empty, ...defaults } as Partial<InputOf<R>>,
    toInput: (r) => ({ ...blankTexts(r), ...toInput?.(r) }) as Partial<InputOf<R>>,
    onSaved: onClose,
  });
  const formId = `${idPrefix}-form`;
  const schema = editing ? updateSchemaOf(resource) : createSchemaOf(resource);
  const required = useMemo(() => requiredFields(schema, fields), [schema, fields]);
  return (
    <FormDialog formId={formId} header={header} onHide={onClose} saving={saving} submitLabel={t('crud.save')} dirty={form.formState.isDirty && !saving}>
      <form id={formId} className="hm-form" onSubmit={submit} noValidate>
        <div className="hm-form-grid">
          {fields.map((f) => (
            <FieldControl key={f.name} def={f} form={form} id={`${idPrefix}-${f.name}`} ctx={ctx} disabled={editing && !!f.readOnlyOnEdit} required={required.has(f.name)} />
          ))}
        </div>
      </form>
    </FormDialog>
  );
}
