import { schemaKeys } from '@hm/platform';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Field, invalidProps } from '../form/Field';
import type { FieldDef, FormContext } from './config';
import { EndpointSelect } from './EndpointSelect';

export interface FieldControlProps<I extends FieldValues> {
  def: FieldDef<I>;
  form: UseFormReturn<I>;
  /** The control's id. */
  id: string;
  ctx: FormContext;
  disabled: boolean;
  /** Marked before saving: an asterisk by the label, `aria-required` on the control. */
  required?: boolean;
}

/** A combobox's query: the field's own, else the page's hospital when the call takes one. */
const comboQueryOf = <I,>(def: FieldDef<I>, ctx: FormContext) =>
  def.comboQuery?.(ctx) ?? (schemaKeys(def.combo?.query).includes('hospitalId') && ctx.hospitalId !== null ? { hospitalId: ctx.hospitalId } : undefined);

/**
 * One field of the built-in form: its label, hint and error around the control its `kind` names,
 * bound to react-hook-form.
 */
export function FieldControl<I extends FieldValues>({ def, form, id, ctx, disabled, required = false }: FieldControlProps<I>) {
  const name = def.name as unknown as Path<I>;
  const error = form.formState.errors[def.name]?.message as string | undefined;
  const aria = { ...invalidProps(id, error), ...(required ? { 'aria-required': true as const } : {}) };
  if (def.kind === 'switch') {
    return (
      <div className="hm-check">
        <Controller
          name={name}
          control={form.control}
          render={({ field }) => <InputSwitch inputId={id} checked={!!field.value} onChange={(e) => field.onChange(e.value)} disabled={disabled} />}
        />
        <label htmlFor={id}>{def.label}</label>
      </div>
    );
  }
  const control = () => {
    switch (def.kind) {
      case 'text':
      case 'email':
        return <InputText id={id} type={def.kind === 'email' ? 'email' : 'text'} {...form.register(name)} invalid={!!error} disabled={disabled} {...aria} />;
      case 'password':
        return <InputText id={id} type="password" autoComplete="new-password" {...form.register(name)} invalid={!!error} disabled={disabled} {...aria} />;
      case 'textarea':
        return <InputTextarea id={id} rows={3} autoResize {...form.register(name)} invalid={!!error} disabled={disabled} {...aria} />;
      case 'number':
        return (
          <Controller
            name={name}
            control={form.control}
            render={({ field }) => (
              <InputNumber
                inputId={id}
                value={(field.value as number | null) ?? null}
                onValueChange={(e) => field.onChange(e.value ?? null)}
                useGrouping={false}
                invalid={!!error}
                disabled={disabled}
                {...aria}
              />
            )}
          />
        );
      default:
        return (
          <Controller
            name={name}
            control={form.control}
            render={({ field }) =>
              def.combo ? (
                <EndpointSelect
                  inputId={id}
                  endpoint={def.combo}
                  query={comboQueryOf(def, ctx)}
                  multiple={def.kind === 'multiselect'}
                  value={field.value as number | number[] | null}
                  onChange={field.onChange}
                  invalid={!!error}
                  disabled={disabled}
                  required={required}
                />
              ) : def.kind === 'multiselect' ? (
                <MultiSelect
                  inputId={id}
                  value={field.value ?? []}
                  options={def.options ?? []}
                  onChange={(e) => field.onChange(e.value)}
                  display="chip"
                  invalid={!!error}
                  disabled={disabled}
                  {...aria}
                />
              ) : (
                <Dropdown
                  inputId={id}
                  value={field.value ?? null}
                  options={def.options ?? []}
                  onChange={(e) => field.onChange(e.value)}
                  invalid={!!error}
                  disabled={disabled}
                  {...aria}
                />
              )
            }
          />
        );
    }
  };
  return (
    <Field id={id} label={def.label} error={error} hint={def.hint} required={required}>
      {control()}
    </Field>
  );
}
