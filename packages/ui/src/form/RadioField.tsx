import { RadioButton } from 'primereact/radiobutton';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import './form.css';

export interface RadioFieldProps<T extends FieldValues> {
  /** The form's field holding the chosen value. */
  name: FieldPath<T>;
  control: Control<T>;
  legend: string;
  options: readonly { value: string; label: string }[];
  /** Prefix of the radio buttons' ids (unique on the page). */
  idPrefix: string;
}

/**
 * One choice among a few, as radio buttons in a fieldset with its legend (arrow keys move
 * between them, as in any radio group), bound to a react-hook-form field.
 * @example <RadioField name="type" control={control} legend={t('parts.type')} idPrefix="hm-part-type" options={[{ value: 'radio', label: t('parts.types.radio') }]} />
 */
export function RadioField<T extends FieldValues>({ name, control, legend, options, idPrefix }: RadioFieldProps<T>) {
  return (
    <fieldset className="hm-fieldset">
      <legend>{legend}</legend>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <div className="hm-radios">
            {options.map((o) => (
              <div key={o.value} className="hm-check">
                <RadioButton inputId={`${idPrefix}-${o.value}`} name={name} value={o.value} checked={field.value === o.value} onChange={() => field.onChange(o.value)} />
                <label htmlFor={`${idPrefix}-${o.value}`}>{o.label}</label>
              </div>
            ))}
          </div>
        )}
      />
    </fieldset>
  );
}
