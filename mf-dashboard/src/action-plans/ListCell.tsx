import { errorId } from '@hm/ui/form';
import type { ReactElement } from 'react';

/** What a cell's control needs to name its error. */
export interface CellAria {
  invalid: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * One labelled control of a milestone or progress-note row, with its validation message.
 * @example <ListCell id="hm-plan-moc-0-ten" label="Mốc 1" error={e} grow>{(aria) => <InputText id="hm-plan-moc-0-ten" {...aria} />}</ListCell>
 */
export function ListCell({
  id,
  label,
  error,
  grow,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  grow?: boolean;
  children: (aria: CellAria) => ReactElement;
}) {
  return (
    <div className={grow ? 'hm-plan-list__grow' : undefined}>
      <label htmlFor={id}>{label}</label>
      {children({ invalid: !!error, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId(id) : undefined })}
      {error && (
        <small id={errorId(id)} className="hm-form-field__error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

/** The message of a row field's error, if any. */
export const messageOf = (e: unknown): string | undefined => (e as { message?: string } | undefined)?.message;
