import { ApiError, GENERIC_ERROR_MESSAGE } from '@hm/contract';

/** How the request id of a failed call is introduced to the user, who quotes it to IT. */
export const REQUEST_ID_LABEL = 'Mã yêu cầu';

/**
 * The Vietnamese message to show for a failed call: the server's message (the server already
 * hides the internals of 5xx), otherwise the generic "contact IT" message of spec §8. A server
 * failure (5xx) carries its request id, so that a screenshot leads IT to the server's log lines.
 * @example catch (err) { notify.error(errorMessage(err)); } // 'Lỗi! Xin vui lòng liên hệ … (Mã yêu cầu: 0bd5c9cf-…)'
 */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError && err.message) {
    const requestId = err.code >= 500 ? err.body?.request_id : undefined;
    return requestId ? `${err.message} (${REQUEST_ID_LABEL}: ${requestId})` : err.message;
  }
  return GENERIC_ERROR_MESSAGE;
}
