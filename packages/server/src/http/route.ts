import { type EndpointConfig, type EndpointData, MESSAGES, ZEnvelope, ZErrorEnvelope } from '@hm/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Caller, VoteCaller } from '../modules/auth/caller.js';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteContext<C extends EndpointConfig> {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  /**
   * The authenticated caller; routes with `fn: 'public'` get null; routes that accept a voter
   * session (`fn: 'voter'`, `voterSession: true`) get a user or a voter identity.
   */
  caller: C['fn'] extends 'public' ? null : C['fn'] extends 'voter' ? VoteCaller : C['voterSession'] extends true ? VoteCaller : Caller;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /** Success message of the envelope (default 'Thành công!'). */
  message?: string;
  rateLimit?: Record<string, unknown>;
  /** Largest body of this route in bytes, beyond the app's default (a file sent as base64 JSON). */
  bodyLimit?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: EndpointConfig;
  }
  interface FastifyRequest {
    caller: VoteCaller | null;
  }
}

/** `/a/{id}` → `/a/:id` */
export const toFastifyPath = (p: string): string => p.replace(/\{(\w+)\}/g, ':$1');

const errorResponses = Object.fromEntries([400, 401, 403, 404, 409, 429].map((s) => [s, ZErrorEnvelope]));

/**
 * Registers the route of an endpoint-table entry: its schemas (validation, serialisation,
 * OpenAPI), its access rule (read by the access hook) and the success envelope.
 * @example defineRoute(app, endpoints.me, async ({ caller }) => loggedInUser(db, caller.accountId));
 */
export function defineRoute<C extends EndpointConfig>(
  app: FastifyInstance,
  e: C,
  handler: (ctx: RouteContext<C>) => Promise<EndpointData<C>>,
  options: RouteOptions = {},
): void {
  app.route({
    method: e.method,
    url: toFastifyPath(e.path),
    schema: {
      summary: e.summary,
      tags: [e.module],
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      ...(e.fn === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      response: { 200: ZEnvelope(e.response ?? z.unknown()), ...errorResponses },
    },
    config: { endpoint: e, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (req, reply) => {
      const data = await handler({
        params: req.params as Out<C['params']>,
        query: req.query as Out<C['query']>,
        body: req.body as Out<C['body']>,
        caller: req.caller as RouteContext<C>['caller'],
        req,
        reply,
      });
      return { code: 200, message: options.message ?? MESSAGES.success, data };
    },
  });
}
