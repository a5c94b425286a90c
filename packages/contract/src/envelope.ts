import { z } from 'zod';

/** The generic Vietnamese message of every unexpected server failure (spec §8). */
export const GENERIC_ERROR_MESSAGE = 'Lỗi! Xin vui lòng liên hệ với bộ phận IT để được hỗ trợ!';

/**
 * Every response body: `{ code, message, data }`; `code` 200 is success, otherwise the HTTP status.
 * @example const ZLoginResponse = ZEnvelope(ZLoginResult);
 */
export const ZEnvelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number().int(), message: z.string(), data });

export const ZErrorEnvelope = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z
    .object({
      message: z.string().optional(),
      errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
      /** 429: the seconds to wait (also in the `Retry-After` header). */
      retry_after: z.number().int().optional(),
    })
    .nullable(),
  /** The request's id, also in the `X-Request-Id` header and on every server log line of it: quote it to IT. */
  request_id: z.string().optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export interface TEnvelope<T> {
  code: number;
  message: string;
  data: T;
}
