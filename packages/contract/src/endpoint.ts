import type { z } from 'zod';
import type { TFunctionCode } from './functions.js';
import type { TEndpointModule } from './modules.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Where the hospital a call is about comes from. `query`: `hospitalId` (or the spec's
 * `hospital_id`) of the query; `body`: `hospital_id` of the body; the access hook checks either
 * against the caller's scope and that hospital's licence of the module before the handler runs.
 * `row`: the hospital of a stored row (or of a body whose rule the handler owns, such as a
 * campaign without hospital): the handler checks it inside its transaction and names it in the
 * audit row. `none`: product-wide data, no hospital. Default `query`.
 */
export type HospitalSource = 'query' | 'body' | 'row' | 'none';

/**
 * The audit row a write leaves, in the handler's transaction: the server adds the actor, the
 * hospital, the id, the changed fields, the request id and address.
 */
export interface AuditDeclaration {
  /** The audit trail's entity (`department`, `surveyPart`, `account`…). */
  entity: string;
  /** `create`, `update`, `delete` or a named action (`clone`, `reorder`, `start`…). */
  action: string;
  /** The field naming the row written, read from the answer and then the body, when the path has no `{id}` and the handler names none. */
  id?: string;
}

/**
 * One row of the endpoint table: where a call lives, which module owns it, what the caller
 * needs, and (once built) its schemas. `fn`: a function code, `null` = any logged-in user,
 * `'public'` = no login (login, refresh, invitation tokens), `'voter'` = a logged-in user with
 * the vote function (KHAO_SAT_BINH_CHON) or a voter session from an invitation link.
 * `voterSession: true` also lets a voter session call an entry whose `fn` is a user rule (the
 * questionnaire, the own-status check); `'voter'` implies it. `licensed: false` keeps a read
 * of another module available whatever the hospital licensed (DESIGN.md).
 */
export interface EndpointConfig {
  method: HttpMethod;
  /** OpenAPI style: `/auth/v1/tai-khoan/{id}` */
  path: string;
  module: TEndpointModule;
  fn: TFunctionCode | null | 'public' | 'voter';
  /** A voter session (invitation link) is accepted too; the handler gets the voter identity. */
  voterSession?: boolean;
  /**
   * A public call (`fn: 'public'`) that still carries the client's bearer token: a printed ballot
   * card's session, which the card's module checks (docs/decisions/ballot-cards.md).
   */
  cardSession?: true;
  licensed?: boolean;
  /** Where the hospital of the call comes from (default `query`). */
  hospital?: HospitalSource;
  /**
   * Only system administrators may call it (a product-wide write): refused by the access hook,
   * with the shared message, or with this one when the screen says more.
   */
  systemOnly?: true | string;
  /** A write leaves one audit row (see `AuditDeclaration`). */
  audit?: AuditDeclaration;
  /** The route answers a file stream (xlsx), not the JSON envelope. */
  file?: boolean;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Schema of `data` in the success envelope. */
  response?: z.ZodType;
}

/** Declares an endpoint, keeping its literal types for the typed client. */
export const ep = <const C extends EndpointConfig>(c: C): C => c;

/** Whether a voter session from an invitation link may call the endpoint. */
export const acceptsVoterSession = (e: EndpointConfig): boolean => e.fn === 'voter' || e.voterSession === true;

/** Where the endpoint's hospital comes from. */
export const hospitalSource = (e: EndpointConfig): HospitalSource => e.hospital ?? 'query';

/** A call that changes data (every method but GET). */
export const isWrite = (e: EndpointConfig): boolean => e.method !== 'GET';

/** Whether the hospital's licence of the endpoint's module is checked. */
export const isLicensed = (e: EndpointConfig): boolean => e.module !== 'core' && e.licensed !== false;

type In<T> = T extends z.ZodType ? z.input<T> : never;
export type EndpointArgs<C extends EndpointConfig> = (C['params'] extends z.ZodType ? { params: In<C['params']> } : { params?: undefined }) &
  (C['query'] extends z.ZodType ? { query?: In<C['query']> } : { query?: undefined }) &
  (C['body'] extends z.ZodType ? { body: In<C['body']> } : { body?: undefined });
export type EndpointData<C extends EndpointConfig> = C['response'] extends z.ZodType ? z.output<C['response']> : unknown;

/** `/a/{id}` + `{ id: 3 }` → `/a/3` */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = params?.[k];
    if (v === undefined || v === null) throw new Error(`Missing path parameter ${k} for ${path}`);
    return encodeURIComponent(String(v));
  });
}
