import { ApiError, GENERIC_ERROR_MESSAGE } from '@hm/contract';

/**
 * The Vietnamese message to show for a failed call: the server's message (the server already
 * hides the internals of 5xx), otherwise the generic "contact IT" message of spec §8.
 * @example catch (err) { notify.error(errorMessage(err)); }
 */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError && err.message) return err.message;
  return GENERIC_ERROR_MESSAGE;
}
