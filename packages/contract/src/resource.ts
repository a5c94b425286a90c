import { z } from 'zod';
import { ZComboItem, ZEmpty, ZHospitalScopeQuery, ZId, ZMessageOnly, ZPage, ZPageQuery, ZReorderBody } from './common.js';
import { type EndpointConfig, type HttpMethod } from './endpoint.js';
import type { TFunctionCode } from './functions.js';
import type { TModuleId } from './modules.js';

/**
 * Who writes a resource's rows. `hospital`: rows carry `hospital_id`; a write must be about a
 * hospital in the caller's scope that licensed the module (the body's hospital on create, the
 * stored row's on update and delete). `system`: rows are product-wide; only system
 * administrators write. `project`: rows belong to a project (menus, functions); system
 * administrators write. `delegated`: rows are product-wide and whoever holds the write function
 * writes them, within the resource's own rules (permission groups: no escalation). `parent`: rows
 * belong to a parent row named by the `parent` field (a survey version's parts, a part's
 * questions); the server store's parent rule decides who reads and writes them, and where the
 * audit row is filed (the version's hospital and the version).
 */
export type ResourceScope = 'hospital' | 'system' | 'project' | 'delegated' | 'parent';

/** How 'active' is stored: the column and the value meaning active (new resources: `tam_ngung` false). */
export interface ActiveFlag {
  column: string;
  activeWhen: boolean | number;
  /**
   * What the list query's flag means. `filter` (default): `tam_ngung=true|false` picks those rows,
   * none given lists all. `include`: the list shows active rows only, and the flag set to the
   * suspended value adds the suspended ones (the AHRQ lists: their mapping pickers leave them out).
   */
  list?: 'filter' | 'include';
}

/** Where the id of an update or delete travels: the path (`/x/{id}`), the body (`PUT /x` with the id), or a query key. */
export type IdPlace = 'path' | 'body' | { query: string };

/** A wire path of one operation, or `false` when the resource has no such call. */
export interface OperationPath {
  path: string;
  /** Update and delete only; default: path for delete, body for update. */
  id?: IdPlace;
}

export interface ResourceConfig<
  R extends z.ZodObject = z.ZodObject,
  I extends z.ZodObject = z.ZodObject,
  Q extends z.ZodObject = z.ZodObject,
  U extends z.ZodObject = z.ZodObject,
> {
  /** camelCase entity name: endpoint ids (`departmentList`), query keys, audit entity, test names. */
  name: string;
  /** What a user calls one row, in Vietnamese (messages: 'Không tìm thấy phòng ban'). */
  label: string;
  module: TModuleId;
  /** The id column of the row (`phong_ban_id`). */
  id: keyof z.infer<R> & string;
  row: R;
  /** What create writes; update writes the same with the id, unless `updateInput` says otherwise. */
  input: I;
  /** The update's whole body, id included, when it is not the input with the id (a child's update names no parent). */
  updateInput?: U;
  /** `parent` scope: the field of the input and of the row that names the parent row (`phien_ban_id`). */
  parent?: string;
  /** The list's query; default: paging, keyword and `hospitalId` for hospital-scoped rows. */
  query?: Q;
  scope: ResourceScope;
  fn: { read: TFunctionCode | null; write: TFunctionCode };
  /** Reads of other modules' catalogues stay open whatever the hospital licensed (DESIGN.md). Default false. */
  readLicensed?: boolean;
  active?: ActiveFlag | null;
  /**
   * Input fields a unique index covers (a code, within the hospital for hospital rows): a refusal
   * of a taken value (409) is shown on the first of them by the forms.
   */
  unique?: readonly (keyof z.input<I> & string)[];
  /** The row field a combobox shows; no combobox call when absent. */
  combo?: { label: keyof z.infer<R> & string };
  /** The spec's wire paths, one per operation (`false`: not offered). */
  paths: {
    list: string;
    byId: string | false;
    combo?: string | false;
    create: string | false;
    update: OperationPath | false;
    remove: OperationPath | false;
    /** `PUT` with `{ parent_id, ids }`: puts a parent's children in that order; answers them all. */
    reorder?: string | false;
  };
  /** What a delete answers: nothing (default), or the spec's `{ message }`. */
  removeAnswer?: 'nothing' | 'message';
  /** Writes go into the audit log (default true). */
  audit?: boolean;
  /** The audit log's entity when it predates the resource (`phong_ban_ahrq`); default `name`. */
  auditEntity?: string;
  /** `false`: the list answers every matching row as an array, not a page (the AHRQ lists). Default true. */
  paged?: boolean;
  /**
   * The refusal a caller who is not a system administrator gets from a write, checked by the access
   * hook before the body (a `system` resource whose refusal explains why: 'danh mục dùng chung…').
   */
  systemOnly?: string;
  /** Short Vietnamese summaries for OpenAPI, default from `label`. */
  summaries?: Partial<Record<ResourceOperation, string>>;
}

export type ResourceOperation = 'list' | 'byId' | 'combo' | 'create' | 'update' | 'remove' | 'reorder';

const idParams = z.object({ id: ZId });

/** The list query a resource gets when it declares none. */
export const defaultListQuery = (scope: ResourceScope) => (scope === 'hospital' ? ZPageQuery.extend(ZHospitalScopeQuery.shape) : ZPageQuery);

type Row<C extends ResourceConfig> = C['row'];
type ListQuery<C extends ResourceConfig> = C['query'] extends z.ZodObject ? C['query'] : typeof ZPageQuery;
type UpdateBody<C extends ResourceConfig> = C['updateInput'] extends z.ZodObject
  ? C['updateInput']
  : C['paths']['update'] extends { id: 'path' } | { id: { query: string } }
    ? C['input']
    : z.ZodObject<C['input']['shape'] & Record<C['id'], typeof ZId>>;
type RemoveParams<C extends ResourceConfig> = C['paths']['remove'] extends { id: 'body' } | { id: { query: string } } ? undefined : typeof idParams;

interface Op<M extends HttpMethod, P = undefined, Q = undefined, B = undefined, D extends z.ZodType = z.ZodType> extends EndpointConfig {
  method: M;
  params: P extends z.ZodType ? P : undefined;
  query: Q extends z.ZodType ? Q : undefined;
  body: B extends z.ZodType ? B : undefined;
  response: D;
}

/** The endpoint rows a resource generates (only those its paths offer are registered). */
export interface ResourceEndpoints<C extends ResourceConfig> {
  list: Op<'GET', undefined, ListQuery<C>, undefined, C['paged'] extends false ? z.ZodArray<Row<C>> : ReturnType<typeof ZPage<Row<C>>>>;
  byId: Op<'GET', typeof idParams, undefined, undefined, Row<C>>;
  combo: Op<'GET', undefined, typeof ZHospitalScopeQuery, undefined, z.ZodArray<typeof ZComboItem>>;
  create: Op<'POST', undefined, undefined, C['input'], Row<C>>;
  update: Op<'PUT', C['paths']['update'] extends { id: 'path' } ? typeof idParams : undefined, undefined, UpdateBody<C>, Row<C>>;
  remove: Op<'DELETE', RemoveParams<C>, undefined, undefined, C['removeAnswer'] extends 'message' ? typeof ZMessageOnly : typeof ZEmpty>;
  reorder: Op<'PUT', undefined, undefined, typeof ZReorderBody, z.ZodArray<Row<C>>>;
}

/** Any resource, as generic code (the server's CRUD path, the resource page) sees it. */
export type AnyResourceDef = ResourceConfig & {
  endpoints: Partial<Record<ResourceOperation, EndpointConfig>>;
  listQuery: z.ZodObject;
  updateBody: z.ZodObject;
};

/** A defined resource: its configuration, its endpoint rows, its list query and update body. Without an argument: any resource. */
export type ResourceDef<C extends ResourceConfig = never> = [C] extends [never]
  ? AnyResourceDef
  : C & {
      /** The operations the spec offers, as endpoint-table rows. */
      endpoints: Partial<ResourceEndpoints<C>>;
      listQuery: z.ZodObject;
      updateBody: z.ZodObject;
    };

const idPlaceOf = (op: OperationPath, fallback: IdPlace): IdPlace => op.id ?? fallback;

/**
 * One definition per entity: its wire paths (exactly the spec's), schemas, scope, functions,
 * active flag and combobox label. The endpoint rows come from it, so the typed client, OpenAPI
 * and the access hook work as for hand-written rows; the server's shared CRUD path and the
 * `ResourcePage` of `@hm/ui/crud` read the rest.
 * @example
 * export const department = defineResource({
 *   name: 'department', label: 'phòng ban', module: 'catalogues', id: 'phong_ban_id',
 *   row: ZDepartment, input: ZDepartmentInput, scope: 'hospital',
 *   fn: { read: null, write: FN.catalogueWrite }, active: { column: 'tam_ngung', activeWhen: false },
 *   combo: { label: 'ten_phong_ban' },
 *   paths: { list: `${A}/phong-ban`, byId: `${A}/phong-ban/{id}`, combo: `${A}/phong-ban/combobox`,
 *            create: `${A}/phong-ban`, update: { path: `${A}/phong-ban` }, remove: { path: `${A}/phong-ban/{id}` } },
 * });
 */
export function defineResource<const C extends ResourceConfig>(c: C): ResourceDef<C> {
  const listQuery = (c.query ?? defaultListQuery(c.scope)) as z.ZodObject;
  const read = { module: c.module, fn: c.fn.read, ...(c.readLicensed ? {} : { licensed: false }) } as const;
  const write = { module: c.module, fn: c.fn.write } as const;
  // The shared path checks the hospital of the body (create) or of the stored row (update,
  // delete) in its transaction; system and project rows are product-wide.
  const writeOf = (action: 'create' | 'update' | 'delete' | 'reorder') => ({
    ...write,
    hospital: c.scope === 'hospital' || c.scope === 'parent' ? ('row' as const) : ('none' as const),
    ...(c.systemOnly ? { systemOnly: c.systemOnly } : {}),
    ...(c.audit === false ? {} : { audit: { entity: c.auditEntity ?? c.name, action } }),
  });
  const summary = (op: ResourceOperation, fallback: string) => c.summaries?.[op] ?? fallback;
  const endpoints: Record<string, EndpointConfig> = {};
  endpoints.list = {
    method: 'GET',
    path: c.paths.list,
    ...read,
    summary: summary('list', `Danh sách ${c.label}`),
    query: listQuery,
    response: c.paged === false ? z.array(c.row) : ZPage(c.row),
  };
  if (c.paths.byId) endpoints.byId = { method: 'GET', path: c.paths.byId, ...read, summary: summary('byId', `${cap(c.label)} theo id`), params: idParams, response: c.row };
  if (c.combo && c.paths.combo) {
    endpoints.combo = {
      method: 'GET',
      path: c.paths.combo,
      ...read,
      summary: summary('combo', `${cap(c.label)} (id, tên)`),
      query: ZHospitalScopeQuery,
      response: z.array(ZComboItem),
    };
  }
  if (c.paths.create)
    endpoints.create = { method: 'POST', path: c.paths.create, ...writeOf('create'), summary: summary('create', `Thêm ${c.label}`), body: c.input, response: c.row };
  let updateBody: z.ZodObject = c.input;
  if (c.paths.update) {
    const place = idPlaceOf(c.paths.update, 'body');
    updateBody = c.updateInput ?? (place === 'body' ? c.input.safeExtend({ [c.id]: ZId }) : c.input);
    endpoints.update = {
      method: 'PUT',
      path: c.paths.update.path,
      ...writeOf('update'),
      summary: summary('update', `Sửa ${c.label}`),
      ...(place === 'path' ? { params: idParams } : {}),
      ...(typeof place === 'object' ? { query: z.object({ [place.query]: ZId }) } : {}),
      body: updateBody,
      response: c.row,
    };
  }
  if (c.paths.remove) {
    const place = idPlaceOf(c.paths.remove, 'path');
    endpoints.remove = {
      method: 'DELETE',
      path: c.paths.remove.path,
      ...writeOf('delete'),
      summary: summary('remove', `Xóa ${c.label}`),
      ...(place === 'path' ? { params: idParams } : {}),
      ...(typeof place === 'object' ? { query: z.object({ [place.query]: ZId }) } : {}),
      ...(place === 'body' ? { body: z.object({ [c.id]: ZId }) } : {}),
      response: c.removeAnswer === 'message' ? ZMessageOnly : ZEmpty,
    };
  }
  if (c.paths.reorder)
    endpoints.reorder = {
      method: 'PUT',
      path: c.paths.reorder,
      ...writeOf('reorder'),
      summary: summary('reorder', `Sắp xếp ${c.label}`),
      body: ZReorderBody,
      response: z.array(c.row),
    };
  return { ...c, endpoints, listQuery, updateBody } as unknown as ResourceDef<C>;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

type Rows<C extends ResourceConfig> = {
  [K in keyof ResourceEndpoints<C> & string as `${C['name']}${Capitalize<K extends 'remove' ? 'delete' : K>}`]: ResourceEndpoints<C>[K];
};

/**
 * The endpoint-table rows of a resource under ids `<name>List`, `<name>ById`, `<name>Combo`,
 * `<name>Create`, `<name>Update`, `<name>Delete` (only the operations it offers).
 * @example export const catalogueEndpoints = { ...resourceRows(department), … };
 */
export function resourceRows<C extends ResourceConfig>(r: ResourceDef<C>): Rows<C> {
  const out: Record<string, EndpointConfig> = {};
  for (const [op, e] of Object.entries(r.endpoints as Record<string, EndpointConfig>)) {
    const suffix = op === 'remove' ? 'Delete' : cap(op);
    out[`${r.name}${suffix}`] = e;
  }
  return out as Rows<C>;
}

/** Where the id of an update or delete is read from, for the server and the client alike. */
export function idPlace(r: ResourceDef, op: 'update' | 'remove'): IdPlace {
  const p = r.paths[op];
  if (!p) throw new Error(`${r.name} has no ${op}`);
  return idPlaceOf(p, op === 'update' ? 'body' : 'path');
}

/** Whether a row is active under the resource's flag (true when it has none). */
export function isActiveRow(r: Pick<ResourceConfig, 'active'>, row: Record<string, unknown>): boolean {
  return !r.active || row[r.active.column] === r.active.activeWhen;
}
