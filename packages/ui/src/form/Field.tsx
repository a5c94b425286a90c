import type { ReactNode } from 'react';
import './form.css';

export interface FieldProps {
  /** The id of the control the label names. */
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string;
  /** A required field: an asterisk after the label (the control carries `aria-required`). */
  required?: boolean;
  children: ReactNode;
}

/** The error text's id, for the control's `aria-describedby`. */
export const errorId = (id: string) => `${id}-error`;

/**
 * A labelled form control with its hint and its validation message.
 * @example <Field id="v-title" label="Tiêu đề" error={errors.title?.message}><InputText id="v-title" .../></Field>
 */
export function Field({ id, label, error, hint, className, required, children }: FieldProps) {
  return (
    <div className={`hm-form-field${className ? ` ${className}` : ''}`}>
      {required ? (
        // The asterisk stays out of the label: the field's name is its label alone.
        <span className="hm-form-field__label-row">
          <label htmlFor={id}>{label}</label>
          <span className="hm-form-field__required" aria-hidden="true">
            *
          </span>
        </span>
      ) : (
        <label htmlFor={id}>{label}</label>
      )}
      {children}
      {hint && !error && <small className="hm-form-field__hint">{hint}</small>}
      {error && (
        <small id={errorId(id)} className="hm-form-field__error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

/** ARIA props of a control whose field may show an error. */
export const invalidProps = (id: string, error: string | undefined) => (error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(id) } : {});
