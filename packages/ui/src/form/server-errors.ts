import { ApiError } from '@hm/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's refusals on the form fields they concern; returns whether any was placed.
 * Validation errors (`data.errors[{ path, message }]`, 400 or 409) go on the fields they name; a
 * conflict (409) that names none, such as a code already taken, goes on the first of `unique`
 * (the resource's unique fields) the form has. The toast already shows the main message.
 * @example catch (err) { applyServerErrors(err, setError, ['ma_phong_ban', 'ten_phong_ban'], ['ma_phong_ban']); }
 */
export function applyServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fields: readonly string[], unique: readonly string[] = []): boolean {
  if (!(err instanceof ApiError)) return false;
  let placed = false;
  for (const e of err.body?.data?.errors ?? []) {
    const path = e.path.replace(/^body\./, '');
    if (fields.includes(path.split('.')[0] ?? '')) {
      setError(path as Path<T>, { type: 'server', message: e.message });
      placed = true;
    }
  }
  const field = unique.find((f) => fields.includes(f));
  if (!placed && err.code === 409 && field) {
    setError(field as Path<T>, { type: 'server', message: err.message }, { shouldFocus: true });
    placed = true;
  }
  return placed;
}
