import { type ActiveFlag, type EndpointArgs, type EndpointConfig, type EndpointData, type IdPlace, idPlace, type ResourceDef, type ResourceScope } from '@hm/contract';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';

/**
 * What the shared list-and-form pieces need of a resource. A contract `ResourceDef`
 * (`defineResource`) is one; hand-written endpoints (the survey's) are described by a plain
 * object with the same names.
 * @example const parts = { name: 'part', id: 'phan_cauhoi_id', queryKey: surveyKeys.parts, invalidate: SURVEY_ROOT,
 *   endpoints: { list: endpoints.partList, create: endpoints.partCreate, update: endpoints.partUpdate, remove: endpoints.partDelete } } satisfies CrudResource;
 */
export interface CrudResource {
  /** Query keys (`[name, …]`) and test names. */
  name: string;
  /** The id column of a row. */
  id: string;
  endpoints: {
    list?: EndpointConfig;
    byId?: EndpointConfig;
    combo?: EndpointConfig;
    create?: EndpointConfig;
    update?: EndpointConfig;
    remove?: EndpointConfig;
  };
  /** What create writes; default: the create endpoint's body. */
  input?: z.ZodType;
  /** What update writes; default: the update endpoint's body. */
  updateBody?: z.ZodType;
  scope?: ResourceScope;
  active?: ActiveFlag | null;
  combo?: { label: string };
  /** Input fields a unique index covers: the form shows a 409 refusal on the first (`defineResource`'s `unique`). */
  unique?: readonly string[];
  /** The contract's wire paths (a `ResourceDef`): where update and delete put the id. */
  paths?: ResourceDef['paths'];
  /** The root of the resource's query keys; default `[name]`. */
  queryKey?: QueryKey;
  /** What a write reloads; default the root key. A remote may widen it (the survey reloads all its queries). */
  invalidate?: QueryKey;
}

type ListEndpoint<R extends CrudResource> = NonNullable<R['endpoints']['list']>;
/** What the list call answers: a page (`{ data, total }`) or all rows. */
export type ListDataOf<R extends CrudResource> = EndpointData<ListEndpoint<R>>;
/** One row of the list. */
export type RowOf<R extends CrudResource> = ListDataOf<R> extends { data: (infer T)[] } ? T : ListDataOf<R> extends (infer T)[] ? T : Record<string, unknown>;
/** The list's query string, as callers write it. */
export type ListQueryOf<R extends CrudResource> = NonNullable<EndpointArgs<ListEndpoint<R>>['query']>;
/** The form's values on create. */
export type InputOf<R extends CrudResource> = R['input'] extends z.ZodType
  ? z.input<R['input']>
  : R['endpoints']['create'] extends { body: z.ZodType }
    ? z.input<R['endpoints']['create']['body']>
    : Record<string, unknown>;

/** The keys of an object schema (also behind `.refine`), else none. */
export const schemaKeys = (schema: unknown): string[] => Object.keys((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});

/** The schema create validates with. */
export const createSchemaOf = (r: CrudResource): z.ZodType | undefined => r.input ?? r.endpoints.create?.body;
/** The schema update validates with. */
export const updateSchemaOf = (r: CrudResource): z.ZodType | undefined => r.updateBody ?? r.endpoints.update?.body;

/** The list endpoint; a resource without one cannot be listed. */
export function listEndpoint<R extends CrudResource>(r: R): ListEndpoint<R> {
  if (!r.endpoints.list) throw new Error(`${r.name} has no list endpoint`);
  return r.endpoints.list as ListEndpoint<R>;
}

/** Whether the list is paged (`page`/`size` in its query) and searchable (`keyword`). */
export const listTraits = (r: CrudResource) => {
  const keys = schemaKeys(r.endpoints.list?.query);
  return { paged: keys.includes('page'), searchable: keys.includes('keyword'), hospitalScoped: keys.includes('hospitalId') };
};

/** A list answer as a page: an unpaged list is one page of all its rows. */
export function asPage<T>(data: { data: T[]; total: number } | T[] | undefined): { data: T[]; total: number } | undefined {
  if (data === undefined) return undefined;
  return Array.isArray(data) ? { data, total: data.length } : data;
}

/** The root of a resource's query keys. */
export const rootKey = (r: CrudResource): QueryKey => r.queryKey ?? [r.name];

/** The id of a row. */
export const rowId = (r: CrudResource, row: unknown): number => Number((row as Record<string, unknown>)[r.id]);

/** Where update or delete puts the id: the contract's declaration, else read from the endpoint. */
export function idPlaceOf(r: CrudResource, op: 'update' | 'remove'): IdPlace {
  if (r.paths) return idPlace(r as ResourceDef, op);
  const e = r.endpoints[op];
  if (e?.path.includes('{id}')) return 'path';
  const [key] = schemaKeys(e?.query);
  return key ? { query: key } : 'body';
}

/** The call arguments of a write about one row: the id in its place, with the body given. */
export function rowArgs(r: CrudResource, op: 'update' | 'remove', row: unknown, body?: Record<string, unknown>): { params?: object; query?: object; body?: object } {
  const id = rowId(r, row);
  const place = idPlaceOf(r, op);
  if (place === 'path') return { params: { id }, ...(body ? { body } : {}) };
  if (typeof place === 'object') return { query: { [place.query]: id }, ...(body ? { body } : {}) };
  return { body: { ...body, [r.id]: id } };
}
