import { Calendar } from 'primereact/calendar';
import { pickerToWire, wireToPicker } from './time';

export interface DateTimeFieldProps {
  inputId: string;
  /** A wire time `YYYY-MM-DD HH:mm:ss` (Vietnamese time), or ''. */
  value: string;
  onChange: (wire: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string | undefined;
}

/**
 * A date and 24-hour time picker over a wire time: the picker shows Vietnamese time whatever
 * the browser's zone; its texts follow the page-wide PrimeReact locale (`followLanguage`). Typing `dd/mm/yy HH:mm` works too.
 * @example <Controller name="time_start" control={control} render={({ field }) => <DateTimeField inputId="t" value={field.value} onChange={field.onChange} />} />
 */
export function DateTimeField({ inputId, value, onChange, onBlur, invalid, disabled, describedBy }: DateTimeFieldProps) {
  return (
    <Calendar
      inputId={inputId}
      value={wireToPicker(value)}
      onChange={(e) => onChange(pickerToWire(e.value ?? null))}
      onBlur={onBlur}
      showTime
      hourFormat="24"
      dateFormat="dd/mm/yy"
      showIcon
      showButtonBar
      invalid={invalid}
      disabled={disabled}
      aria-describedby={describedBy}
      hideOnDateTimeSelect
    />
  );
}
