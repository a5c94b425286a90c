import type { ResourceConfig, ResourceDef, TComboItem, TPage, TPageQuery } from '@hm/contract';
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../db/schema.js';
import { paged } from '../db/paging.js';
import { keywordMatches } from '../db/search.js';
import { assertInScope, type Caller } from '../access/caller.js';
import { NotFoundError } from '../errors/app-errors.js';
import { scopeIds } from '../access/scope.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely cannot type a table chosen at run time; rows are typed from the contract instead. */
export type AnyDb = Kysely<any>;

/**
 * The database or a transaction seen as `AnyDb`, for queries on a table named at run time: the one
 * place the typed database is widened (Kysely cannot type a table chosen at run time).
 */
export const anyDb = (db: Kysely<DB> | Transaction<DB>): AnyDb => db as unknown as AnyDb;
export type AnySelect = SelectQueryBuilder<any, any, any>;

/** A row that names another table's row which must exist in the same hospital (a staff member's department). */
export interface SameHospitalRef {
  field: string;
  table: string;
  id: string;
  label: string;
}

/** A table whose rows keep a row from being deleted: the refusal names it and how many. */
export interface UsedBy {
  table: string;
  column: string;
  label: string;
}

/** Where a write's audit row is filed: the hospital, and the survey version when there is one. */
export interface AuditPlace {
  hospitalId: number | null;
  phienBanId?: number | null;
}

/**
 * The rule of a `parent`-scoped resource's parent row (a survey version for its parts): every
 * read and write of a child asks it about the child's parent, named by the definition's `parent`
 * field. A refusal is thrown (404 for an unknown parent, 403, 409 for a closed version).
 */
export interface ParentRule {
  /** May the caller read this parent's children? */
  read(db: Kysely<DB>, caller: Caller, parentId: number): Promise<void>;
  /** May the caller change them? Answers where their audit rows are filed. */
  write(trx: Kysely<DB>, caller: Caller, parentId: number): Promise<AuditPlace>;
  /** A list asked by another key than the parent (a version's questions, not a part's): checks that instead. */
  readList?(db: Kysely<DB>, caller: Caller, query: Record<string, unknown>): Promise<void>;
}

export type Row<D extends ResourceDef> = z.infer<D['row']>;
export type Input<D extends ResourceDef> = z.output<D['input']>;

/** How a resource is stored: the server half of its definition. */
export interface ResourceStore<D extends ResourceDef = ResourceDef> {
  def: D;
  /** The table writes go to; its id column is `def.id`. */
  table: keyof DB & string;
  /** The read query, aliased `t` for the resource's own table; default: every column of `t`. */
  select?: (db: AnyDb) => AnySelect;
  /** Column (of the read query) that holds a row's hospital, for read scope; default `t.hospital_id` for hospital-scoped resources. */
  hospitalColumn?: string | null;
  /** Columns the keyword searches, marks and case aside (db/search.ts). */
  search: readonly string[];
  orderBy: readonly string[];
  /** Extra list filters from the list query. */
  filters?: (q: AnySelect, query: Record<string, unknown>, caller: Caller) => AnySelect;
  /** Input → column values (default: the input as it is). */
  toValues?: (input: Record<string, unknown>) => Record<string, unknown>;
  sameHospital?: readonly SameHospitalRef[];
  usedBy?: readonly UsedBy[];
  /**
   * Rows with no hospital are product-wide defaults (system parameters): every caller reads them
   * beside the rows of the hospitals in scope; only system administrators write them.
   */
  productWide?: boolean;
  /** What a combobox of this resource lists (default: active rows of the hospital asked, or the caller's). */
  comboFilter?: (q: AnySelect, caller: Caller) => AnySelect;
  /**
   * Rows the caller may read beyond the hospital scope, applied to list, by id and combobox alike
   * (a department head's staff directory: access/department-scope.ts). A row it leaves out reads as not found.
   */
  readFilter?: (q: AnySelect, caller: Caller) => AnySelect;
  /** `parent` scope: the parent row's rule. */
  parent?: ParentRule;
  /** The column keeping siblings in order (under the same parent): a new row goes last, the reorder operation rewrites it. */
  order?: string;
}

/** The column name without its table alias. */
const bare = (c: string) => c.slice(c.lastIndexOf('.') + 1);

/** The hospital column of the read query, or null when rows are not scoped by hospital on read. */
export function readHospitalColumn(s: ResourceStore): string | null {
  if (s.hospitalColumn !== undefined) return s.hospitalColumn;
  return s.def.scope === 'hospital' ? 't.hospital_id' : null;
}

/**
 * The reads of a resource on its store: list (paged, keyword, filters, hospital scope), by id
 * (404, then 403 outside the caller's scope) and combobox.
 * @example const departments = resourceReads(db, departmentStore); await departments.list(caller, { page: 1, size: 20 });
 */
export function resourceReads<D extends ResourceDef>(db: Kysely<DB>, s: ResourceStore<D>) {
  const k = anyDb(db);
  const base = (conn: AnyDb = k): AnySelect => (s.select ? s.select(conn) : conn.selectFrom(`${s.table} as t`).selectAll('t'));
  const readable = (caller: Caller, conn: AnyDb = k): AnySelect => (s.readFilter ? s.readFilter(base(conn), caller) : base(conn));
  const hospitalColumn = readHospitalColumn(s);
  const active = s.def.active;
  const parentField = s.def.parent;

  /**
   * One row the caller may read. `parentChecked`: a write's own reads (the locked row, the row
   * written), for which the parent's write rule is asked instead (who may change a parent's
   * children may read them).
   */
  async function byId(caller: Caller, id: number, conn: AnyDb = k, { parentChecked = false } = {}): Promise<Row<D>> {
    const row = await readable(caller, conn).where(`t.${s.def.id}`, '=', id).executeTakeFirst();
    if (!row) throw new NotFoundError(`Không tìm thấy ${s.def.label}`);
    const owner = hospitalColumn ? (row[bare(hospitalColumn)] as number | null) : null;
    if (hospitalColumn && !(s.productWide && owner === null)) assertInScope(caller, owner);
    if (s.parent && parentField && !parentChecked) await s.parent.read(conn, caller, row[parentField] as number);
    return row as Row<D>;
  }

  /** A list of a parent's children: the parent's read rule first. */
  async function assertListReadable(caller: Caller, query: Record<string, unknown>): Promise<void> {
    if (!s.parent || !parentField) return;
    if (s.parent.readList) await s.parent.readList(db, caller, query);
    else await s.parent.read(db, caller, query[parentField] as number);
  }

  const order = [...s.orderBy, `t.${s.def.id}`];
  /** The list's rows before paging: hospital scope, active flag, keyword, the store's filters. */
  function listQuery(caller: Caller, query: Record<string, unknown>): AnySelect {
    let q = readable(caller);
    if (hospitalColumn) {
      const ids = scopeIds(caller, query.hospitalId as number | undefined);
      if (ids) q = q.where((eb) => (s.productWide ? eb.or([eb(hospitalColumn, 'in', ids), eb(hospitalColumn, 'is', null)]) : eb(hospitalColumn, 'in', ids)));
    }
    if (active?.list === 'include') {
      // Active rows unless the flag asks for the suspended ones too.
      if (query[active.column] !== !active.activeWhen) q = q.where(`t.${active.column}`, '=', active.activeWhen);
    } else if (active && typeof query[active.column] === 'boolean') q = q.where(`t.${active.column}`, '=', query[active.column]);
    if (typeof query.keyword === 'string' && query.keyword && s.search.length) {
      q = q.where(keywordMatches(s.search, query.keyword));
    }
    if (parentField && typeof query[parentField] === 'number') q = q.where(`t.${parentField}`, '=', query[parentField]);
    if (s.filters) q = s.filters(q, query, caller);
    return q;
  }

  return {
    base,
    readable,
    byId,
    async list(caller: Caller, query: TPageQuery & Record<string, unknown>): Promise<TPage<Row<D>>> {
      await assertListReadable(caller, query);
      return paged(listQuery(caller, query), query, order) as Promise<TPage<Row<D>>>;
    },
    /** Every matching row, ordered (the list of a resource with `paged: false`). */
    async all(caller: Caller, query: Record<string, unknown>): Promise<Row<D>[]> {
      await assertListReadable(caller, query);
      let q = listQuery(caller, query);
      for (const column of order) q = q.orderBy(sql.ref(column));
      return (await q.execute()) as Row<D>[];
    },
    /** A parent's children in their order, read after a write that answers them all (a reorder). */
    async children(caller: Caller, parentId: number, conn: AnyDb = k): Promise<Row<D>[]> {
      let q = readable(caller, conn).where(`t.${parentField!}`, '=', parentId);
      for (const column of order) q = q.orderBy(sql.ref(column));
      return (await q.execute()) as Row<D>[];
    },
    async combo(caller: Caller, hospitalId: number | undefined): Promise<TComboItem[]> {
      const label = s.def.combo?.label ?? s.def.id;
      let q = readable(caller);
      if (hospitalColumn) {
        const ids = scopeIds(caller, hospitalId ?? caller.homeHospitalId ?? undefined);
        if (ids) q = q.where(hospitalColumn, 'in', ids);
      }
      if (active) q = q.where(`t.${active.column}`, '=', active.activeWhen);
      if (s.comboFilter) q = s.comboFilter(q, caller);
      const rows = await q.orderBy(sql.ref(`t.${label}`)).execute();
      return rows.map((r: Record<string, unknown>) => ({ id: r[s.def.id] as number, name: String(r[label] ?? '') }));
    },
  };
}

export type ResourceReads<D extends ResourceDef> = ReturnType<typeof resourceReads<D>>;
export type { ResourceConfig };
