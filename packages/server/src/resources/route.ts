import { type EndpointConfig, type EndpointData, MESSAGES, ZEnvelope, ZErrorEnvelope } from '@hm/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema.js';
import { type Caller, isVoterSession, type VoteCaller } from '../access/caller.js';
import { type AuditChange, writeAudit } from '../access/audit.js';

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
  /**
   * The audit row of a write that declares `audit`: call it inside the handler's transaction
   * with the id, the stored row's hospital (rows of `hospital: 'row'`) and before / after; the
   * declaration gives the entity and action, the request the actor, hospital and address.
   * A handler that does not call it gets one row written after it returns (id from the path, the
   * declared `audit.id` field of the answer or body; the body as the changed fields).
   */
  audit: RouteAudit;
}

/** Writes the route's audit row with the connection given (a transaction: they commit together). */
export interface RouteAudit {
  (db: Kysely<DB>, change: AuditChange): Promise<void>;
  /** Nothing was changed (a preview, an unchanged set): no audit row for this call. */
  skip(): void;
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
  interface FastifyInstance {
    /** The database the route helper writes fallback audit rows with (set by the access hooks). */
    auditDb: Kysely<DB>;
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
export function defineRoute<C extends EndpointConfig>(app: FastifyInstance, e: C, handler: (ctx: RouteContext<C>) => Promise<EndpointData<C>>, options: RouteOptions = {}): void {
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
      const audit = requestAudit(e, req);
      const data = await handler({
        params: req.params as Out<C['params']>,
        query: req.query as Out<C['query']>,
        body: req.body as Out<C['body']>,
        caller: req.caller as RouteContext<C>['caller'],
        req,
        reply,
        audit,
      });
      if (audit.pending()) await audit(app.auditDb, fallbackChange(e, req, data));
      return { code: 200, message: options.message ?? MESSAGES.success, data };
    },
  });
}

const SECRET = /mat_khau|password|token|secret/i;

/** The changed fields a handler did not describe: the body's (or a query's), without secrets. */
export function bodyFields(body: unknown): Record<string, unknown> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  return Object.fromEntries(Object.entries(body).filter(([k]) => !SECRET.test(k)));
}

function fallbackChange(e: EndpointConfig, req: FastifyRequest, data: unknown): AuditChange {
  const params = req.params as Record<string, unknown> | undefined;
  const body = req.body as Record<string, unknown> | undefined;
  const field = e.audit?.id;
  const fromData = field && data && typeof data === 'object' ? (data as Record<string, unknown>)[field] : undefined;
  const id = params?.id ?? fromData ?? (field ? body?.[field] : undefined);
  const hospital = body && typeof body === 'object' ? body.hospital_id : undefined;
  return {
    id: typeof id === 'number' || typeof id === 'string' ? id : null,
    ...(req.hospitalId === null && typeof hospital === 'number' ? { hospitalId: hospital } : {}),
    ...(e.method === 'DELETE' ? { before: null, after: null } : { before: null, after: bodyFields(body) }),
  };
}

/**
 * The recorder of one request: the declared entity and action, the caller and the hook's hospital
 * (JSON routes here, file routes in file-route.ts).
 */
export function requestAudit(e: EndpointConfig, req: FastifyRequest): RouteAudit & { pending(): boolean } {
  let written = 0;
  let skipped = false;
  const record = async (db: Kysely<DB>, c: AuditChange): Promise<void> => {
    if (!e.audit) throw new Error(`${e.method} ${e.path} declares no audit`);
    written++;
    const caller = req.caller && !isVoterSession(req.caller) ? req.caller : null;
    const { id, action, entity, hospitalId, ...rest } = c;
    await writeAudit(db, caller, req, {
      action: action ?? e.audit.action,
      entity: entity ?? e.audit.entity,
      entityId: id ?? null,
      hospitalId: hospitalId !== undefined ? hospitalId : e.hospital === 'none' ? null : req.hospitalId,
      ...rest,
    });
  };
  return Object.assign(record, {
    skip: () => {
      skipped = true;
    },
    pending: () => !!e.audit && written === 0 && !skipped,
  });
}
