import { Field } from '@hm/ui/form';
import { Calendar } from 'primereact/calendar';

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD` ↔ the picker's local midnight (a day has no time zone). */
const toPicker = (v: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
};
const fromPicker = (d: Date | null | undefined) => (d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : '');

export interface DayFieldProps {
  id: string;
  label: string;
  placeholder: string;
  /** `YYYY-MM-DD` or ''. */
  value: string;
  onChange: (day: string) => void;
}

/**
 * A day filter written and typed as dd/mm/yyyy whatever the browser's language (a native date
 * input shows mm/dd/yyyy in an English browser); its texts follow the page's PrimeReact locale.
 */
export function DayField({ id, label, placeholder, value, onChange }: DayFieldProps) {
  return (
    <Field id={id} label={label}>
      <Calendar inputId={id} value={toPicker(value)} onChange={(e) => onChange(fromPicker(e.value))} dateFormat="dd/mm/yy" placeholder={placeholder} showIcon showButtonBar />
    </Field>
  );
}
