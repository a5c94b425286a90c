import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming id is kept only if it is a plain token (a reverse proxy's `$request_id`, another
 * service's UUID): letters, digits and `._:-`, 8 to 128 characters. Anything else could forge
 * log lines or flood them, so it is replaced.
 */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's `genReqId`: the caller's `X-Request-Id` when sane, else a random UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/** Options of the Fastify constructor: every log line of a request carries it (Fastify's `reqId`). */
export const requestIdOptions = { genReqId: requestIdOf, requestIdHeader: false } as const;

interface ErrorEnvelope {
  code: number;
  message: string;
  request_id?: string;
}

const isErrorEnvelope = (p: unknown): p is ErrorEnvelope =>
  typeof p === 'object' &&
  p !== null &&
  !Array.isArray(p) &&
  typeof (p as ErrorEnvelope).code === 'number' &&
  (p as ErrorEnvelope).code !== 200 &&
  typeof (p as ErrorEnvelope).message === 'string';

/**
 * Echoes the request id in the `X-Request-Id` header of every answer, and writes it into every
 * error envelope (`request_id`), whoever produced it (the error handler, the not-found handler,
 * a route): the message a user screenshots leads to the log lines of the request.
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  app.addHook('preSerialization', async (req, _reply, payload) => {
    if (!isErrorEnvelope(payload) || payload.request_id !== undefined) return payload;
    return { ...payload, request_id: String(req.id) };
  });
}
