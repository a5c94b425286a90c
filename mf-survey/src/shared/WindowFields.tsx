import { errorId, Field } from '@hm/ui/form';
import { type Control, Controller, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { useSurveyTranslation } from '../i18n';
import { DateTimeField } from './DateTimeField';

/** The fields of a form that has a survey window. */
export interface WindowValues extends FieldValues {
  time_start: string;
  time_end: string;
}

export interface WindowFieldsProps<F extends WindowValues> {
  /** Prefix of the inputs' ids (`<prefix>-time_start`, `<prefix>-time_end`). */
  idPrefix: string;
  control: Control<F>;
  errors: FieldErrors<F>;
  disabled?: boolean;
}

/** A survey window: start and end, 24-hour, Vietnamese time (two cells of the form's `hm-form-grid`). */
export function WindowFields<F extends WindowValues>({ idPrefix, control, errors, disabled }: WindowFieldsProps<F>) {
  const { t } = useSurveyTranslation();
  return (
    <>
      {(['time_start', 'time_end'] as const).map((name) => {
        const id = `${idPrefix}-${name}`;
        const error = errors[name]?.message;
        return (
          <Field
            key={name}
            id={id}
            label={t(name === 'time_start' ? 'versionForm.timeStart' : 'versionForm.timeEnd')}
            error={typeof error === 'string' ? error : undefined}
            hint={t('common.timezoneHint')}
          >
            <Controller
              // react-hook-form cannot see that a name of WindowValues is a path of every F extending it.
              name={name as Path<F>}
              control={control}
              render={({ field }) => (
                <DateTimeField
                  inputId={id}
                  value={field.value as string}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={!!errors[name]}
                  disabled={disabled}
                  describedBy={errors[name] ? errorId(id) : undefined}
                />
              )}
            />
          </Field>
        );
      })}
    </>
  );
}
