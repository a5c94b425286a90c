import { ApiError } from '@hm/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's validation errors (`data.errors[{ path, message }]`) on the form fields
 * they name; returns whether any was placed. The toast already shows the main message.
 * @example catch (err) { applyServerErrors(err, setError, ['tieu_de_khao_sat']); }
 */
export function applyServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fields: readonly string[]): boolean {
  if (!(err instanceof ApiError)) return false;
  let placed = false;
  for (const e of err.body?.data?.errors ?? []) {
    const path = e.path.replace(/^body\./, '');
    if (fields.includes(path.split('.')[0] ?? '')) {
      setError(path as Path<T>, { type: 'server', message: e.message });
      placed = true;
    }
  }
  return placed;
}
