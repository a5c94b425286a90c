import type { CrudResource, InputOf, RowOf } from '@hm/platform';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../form/FormDialog';
import type { FieldDef, FormContext } from './config';
import { FieldControl } from './FieldControl';
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

/** What an untouched field holds: text fields '', switches false, lists empty, the rest null. */
const EMPTY: Record<FieldDef<unknown>['kind'], unknown> = { text: '', textarea: '', email: '', password: '', number: null, switch: false, select: null, multiselect: [] };
const TEXT_KINDS = new Set<FieldDef<unknown>['kind']>(['text', 'textarea', 'email']);

/**
 * The built-in create / edit dialog of `ResourcePage`: a grid of the configured fields, Cancel
 * and Save, validation by the contract's schema and the server's field errors in place.
 */
export function ResourceFormDialog<R extends CrudResource>({ resource, fields, row, header, idPrefix, ctx, defaults, toInput, onClose }: ResourceFormDialogProps<R>) {
  const { t } = useTranslation();
  const empty = Object.fromEntries(fields.map((f) => [f.name, EMPTY[f.kind]]));
  // A text field of a stored row may be null: it edits as ''.
  const blankTexts = (r: RowOf<R>) =>
    Object.fromEntries(fields.filter((f) => TEXT_KINDS.has(f.kind) && (r as Record<string, unknown>)[f.name] === null).map((f) => [f.name, '']));
  const { form, submit, saving, editing } = useResourceForm(resource, {
    row,
    defaults: { ...empty, ...defaults } as Partial<InputOf<R>>,
    toInput: (r) => ({ ...blankTexts(r), ...toInput?.(r) }) as Partial<InputOf<R>>,
    onSaved: onClose,
  });
  const formId = `${idPrefix}-form`;
  return (
    <FormDialog formId={formId} header={header} onHide={onClose} saving={saving} submitLabel={t('crud.save')}>
      <form id={formId} className="hm-form" onSubmit={submit} noValidate>
        <div className="hm-form-grid">
          {fields.map((f) => (
            <FieldControl key={f.name} def={f} form={form} id={`${idPrefix}-${f.name}`} ctx={ctx} disabled={editing && !!f.readOnlyOnEdit} />
          ))}
        </div>
      </form>
    </FormDialog>
  );
}
