import { GENERIC_ERROR_MESSAGE } from '@hm/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { REQUEST_ID_HEADER } from '../ops/request-id.js';
import { fromDbError } from '../errors/db-errors.js';
import { AppError, TooManyRequestsError } from '../errors/app-errors.js';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Dữ liệu gửi lên không đúng định dạng JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Thiếu dữ liệu gửi lên',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Kiểu dữ liệu gửi lên không được hỗ trợ',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Dữ liệu gửi lên quá lớn',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Độ dài dữ liệu gửi lên không hợp lệ',
  FST_ERR_BAD_URL: 'Đường dẫn không hợp lệ',
  FST_ERR_MAX_PARAM_LENGTH: 'Đường dẫn quá dài',
};

/**
 * Fastify's own refusals before a route is found (a URL that does not decode, a path parameter
 * beyond `maxParamLength`): the same envelope as every other error (Fastify option `frameworkErrors`).
 */
export function answerFrameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  const message = status === 500 ? GENERIC_ERROR_MESSAGE : (err.code && FASTIFY_MESSAGES[err.code]) || 'Yêu cầu không hợp lệ';
  // No route, so no hooks: the request id goes in by hand (ops/request-id.ts does it for the rest).
  void reply
    .status(status)
    .header(REQUEST_ID_HEADER, req.id)
    .send({ code: status, message, data: null, request_id: String(req.id) });
}

/**
 * One handler for every failure: the envelope `{ code, message, data }` with the HTTP status as
 * `code`, a Vietnamese message fit for the user, and nothing internal for a 5xx.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, req, reply) => {
    const err = fromDbError(thrown) ?? thrown;
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Không hợp lệ',
      }));
      return reply.status(400).send({ code: 400, message: errors[0]?.message ?? 'Dữ liệu không hợp lệ', data: { errors } });
    }
    if (err instanceof AppError) {
      if (err instanceof TooManyRequestsError) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.status).send({ code: err.status, message: err.message, data: err.data });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: 429, message: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.', data: null });
    }
    if (status >= 400 && status < 500 && !isResponseSerializationError(err)) {
      const message = (err.code && FASTIFY_MESSAGES[err.code]) || 'Yêu cầu không hợp lệ';
      return reply.status(status).send({ code: status, message, data: null });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 500, message: GENERIC_ERROR_MESSAGE, data: null });
  });
}
