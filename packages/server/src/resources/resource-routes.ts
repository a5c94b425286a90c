import { type EndpointConfig, idPlace, MESSAGES, type ResourceDef, type TReorderBody } from '@hm/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Caller } from '../access/caller.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors/app-errors.js';
import { type AnyDb, anyDb, type AuditPlace, type Input, resourceReads, type ResourceStore, type Row } from './resource-repository.js';
import { defineRoute, type RouteContext } from './route.js';
import { assertCanWrite, isSystemAdmin } from '../access/scope.js';
import { nextOrder, reorderSiblings, type Siblings } from './sibling-order.js';

/** Domain rules a resource plugs into the shared path; each runs inside the write's transaction. */
export interface ResourceRules<D extends ResourceDef> {
  /**
   * Right after the scope check of every write (create: no row): may the caller act on this
   * row at all (permission groups: not a higher group). Runs before the in-use checks of a
   * delete, so a refused caller learns nothing about the row's use.
   */
  authorize?: (trx: Kysely<DB>, ctx: WriteContext, op: 'create' | 'update' | 'remove', row: Row<D> | null) => Promise<void>;
  /**
   * After scope checks, before the write: refuse what the domain forbids (throw a typed error).
   * May answer column values written with the input's (a moved question's place in its new part).
   */
  beforeWrite?: (trx: Kysely<DB>, ctx: WriteContext, input: Input<D>, before: Row<D> | null) => Promise<void | Record<string, unknown>>;
  /** After the row is written (its id known): write what belongs with it (a hospital's licences). */
  afterWrite?: (trx: Kysely<DB>, ctx: WriteContext, id: number, input: Input<D>) => Promise<void>;
  /** Before a delete, after the in-use checks. */
  beforeRemove?: (trx: Kysely<DB>, ctx: WriteContext, row: Row<D>) => Promise<void>;
  /** What the caller may see of a row (staff e-mail and phone). */
  redact?: (caller: Caller, row: Row<D>) => Row<D>;
}

export interface WriteContext {
  caller: Caller;
  req: FastifyRequest;
  /** Where the write is filed: the row's hospital, and for a survey version's children the version. */
  place: AuditPlace;
}

type Ctx = RouteContext<EndpointConfig> & { caller: Caller };

/** The hospital a row or an input belongs to (null for product-wide rows). */
const hospitalOf = (def: ResourceDef, row: Record<string, unknown> | null | undefined): number | null =>
  def.scope === 'hospital' && row ? ((row.hospital_id as number | undefined) ?? null) : null;

export const PRODUCT_WIDE_MESSAGE = 'Chỉ quản trị hệ thống được thay đổi giá trị mặc định dùng chung cho mọi bệnh viện';

export const MOVE_REFUSED = 'Không thể chuyển dữ liệu sang bệnh viện khác; hãy tạo mới ở bệnh viện đó';

/**
 * Registers the endpoints a resource offers on one shared path. Reads: scope from the stored
 * rows. Writes, each in one transaction: the body's hospital (create) and the stored row's
 * hospital (update, delete) checked against the caller's scope and licence (or a system
 * administrator for product-wide rows), referenced rows checked to be of the same hospital,
 * the domain rules, the write, and one audit row with the changed fields.
 * @example defineResourceRoutes(app, db, departmentStore, { beforeRemove: … });
 */
export function defineResourceRoutes<D extends ResourceDef>(
  app: FastifyInstance,
  db: Kysely<DB>,
  store: ResourceStore<D>,
  rules: ResourceRules<D> = {},
): ReturnType<typeof resourceReads<D>> {
  const def = store.def;
  const reads = resourceReads(db, store);
  const e = def.endpoints as Partial<Record<'list' | 'byId' | 'combo' | 'create' | 'update' | 'remove' | 'reorder', EndpointConfig>>;
  const show = (caller: Caller, row: Row<D>) => (rules.redact ? rules.redact(caller, row) : row);
  const audited = def.audit !== false;
  /** Scope and licence of a write; a product-wide row (no hospital) of a `productWide` store: system administrators only. */
  const canWrite = (trx: Kysely<DB>, caller: Caller, hospitalId: number | null) => {
    if (store.productWide && hospitalId === null) {
      if (!isSystemAdmin(caller)) throw new ForbiddenError(PRODUCT_WIDE_MESSAGE);
      return Promise.resolve();
    }
    return assertCanWrite(trx, caller, def.scope, def.module, hospitalId);
  };
  const toValues = (input: Record<string, unknown>) => (store.toValues ? store.toValues(input) : input);
  const parentField = def.parent;
  const siblings: Siblings | null = store.order && parentField ? { table: store.table, id: def.id, order: store.order, parent: parentField } : null;

  /**
   * Whether the caller may write this row (the input of a create, the stored row otherwise) and
   * where its audit row is filed: the parent's rule for a child, else the hospital's scope and
   * licence (or a system administrator for product-wide rows).
   */
  async function writePlace(trx: Kysely<DB>, caller: Caller, row: Record<string, unknown>): Promise<AuditPlace> {
    if (store.parent && parentField) return store.parent.write(trx, caller, row[parentField] as number);
    const hospitalId = hospitalOf(def, row);
    await canWrite(trx, caller, hospitalId);
    return { hospitalId };
  }
  const deleted = def.removeAnswer === 'message' ? { message: MESSAGES.deleted } : null;
  /** A write's own reads of its row: the parent's write rule covers them. */
  const written = { parentChecked: true };

  const route = (endpoint: EndpointConfig | undefined, handler: (ctx: Ctx) => Promise<unknown>, message?: string) => {
    if (endpoint) defineRoute(app, endpoint, (ctx) => handler(ctx as Ctx) as never, message ? { message } : {});
  };

  /** Referenced rows exist and belong to the row's hospital. */
  async function assertRefs(trx: AnyDb, input: Record<string, unknown>): Promise<void> {
    for (const ref of store.sameHospital ?? []) {
      const id = input[ref.field];
      if (id == null) continue;
      const row = await trx.selectFrom(ref.table).select('hospital_id').where(ref.id, '=', id).executeTakeFirst();
      if (!row || row.hospital_id !== input.hospital_id)
        throw new ValidationError(`Không tìm thấy ${ref.label} (id ${String(id)}) trong bệnh viện này`, {
          errors: [{ path: ref.field, message: `Không tìm thấy ${ref.label} trong bệnh viện này` }],
        });
    }
  }

  async function lockedRow(trx: Kysely<DB>, caller: Caller, id: number): Promise<Row<D>> {
    const locked = await anyDb(trx).selectFrom(store.table).select(def.id).where(def.id, '=', id).forUpdate().executeTakeFirst();
    if (!locked) throw new NotFoundError(`Không tìm thấy ${def.label}`);
    // The write's rule (writePlace) is asked next: a child's parent is not read-checked first.
    return reads.byId(caller, id, anyDb(trx), written);
  }

  const idOf = (ctx: Ctx, op: 'update' | 'remove'): number => {
    const place = idPlace(def, op);
    if (place === 'path') return (ctx.params as { id: number }).id;
    if (place === 'body') return (ctx.body as Record<string, number>)[def.id]!;
    return (ctx.query as Record<string, number>)[place.query]!;
  };

  route(e.list, async ({ caller, query }) => {
    if (def.paged === false) return (await reads.all(caller, query as never)).map((r) => show(caller, r));
    const page = await reads.list(caller, query as never);
    return { ...page, data: page.data.map((r) => show(caller, r)) };
  });
  route(e.byId, async ({ caller, params }) => show(caller, await reads.byId(caller, (params as { id: number }).id)));
  route(e.combo, ({ caller, query }) => reads.combo(caller, (query as { hospitalId?: number }).hospitalId));

  route(e.create, ({ caller, body, req, audit }) =>
    db.transaction().execute(async (trx) => {
      const input = body as Input<D> & Record<string, unknown>;
      const place = await writePlace(trx, caller, input);
      await rules.authorize?.(trx, { caller, req, place }, 'create', null);
      await assertRefs(anyDb(trx), input);
      const extra = (await rules.beforeWrite?.(trx, { caller, req, place }, input, null)) ?? {};
      const last = siblings ? { [siblings.order]: await nextOrder(anyDb(trx), siblings, input[siblings.parent] as number) } : {};
      const inserted = await anyDb(trx)
        .insertInto(store.table)
        .values({ ...toValues(input), ...last, ...extra })
        .returning(def.id)
        .executeTakeFirstOrThrow();
      const id = inserted[def.id] as number;
      await rules.afterWrite?.(trx, { caller, req, place }, id, input);
      const row = await reads.byId(caller, id, anyDb(trx), written);
      if (audited) await audit(trx, { id, ...place, after: row });
      return show(caller, row);
    }),
  );

  route(
    e.update,
    (ctx) =>
      db.transaction().execute(async (trx) => {
        const { caller, req, audit } = ctx;
        const id = idOf(ctx, 'update');
        const { [def.id]: _id, ...input } = ctx.body as Record<string, unknown>;
        const before = await lockedRow(trx, caller, id);
        const place = await writePlace(trx, caller, before);
        await rules.authorize?.(trx, { caller, req, place }, 'update', before);
        if (def.scope === 'hospital' && input.hospital_id !== place.hospitalId)
          throw new ValidationError(MOVE_REFUSED, { errors: [{ path: 'hospital_id', message: MOVE_REFUSED }] });
        await assertRefs(anyDb(trx), input);
        const extra = (await rules.beforeWrite?.(trx, { caller, req, place }, input as Input<D>, before)) ?? {};
        // A child moved to another parent (the domain rules above said where it may go): the caller must be able to write there too.
        const moved = parentField && input[parentField] !== undefined && input[parentField] !== (before as Record<string, unknown>)[parentField];
        if (moved) await writePlace(trx, caller, input);
        const last = moved && siblings ? { [siblings.order]: await nextOrder(anyDb(trx), siblings, input[siblings.parent] as number) } : {};
        await anyDb(trx)
          .updateTable(store.table)
          .set({ ...toValues(input), ...last, ...extra })
          .where(def.id, '=', id)
          .execute();
        await rules.afterWrite?.(trx, { caller, req, place }, id, input as Input<D>);
        const after = await reads.byId(caller, id, anyDb(trx), written);
        if (audited) await audit(trx, { id, ...place, before, after });
        return show(caller, after);
      }),
    MESSAGES.updated,
  );

  route(
    e.remove,
    (ctx) =>
      db.transaction().execute(async (trx) => {
        const { caller, req, audit } = ctx;
        const id = idOf(ctx, 'remove');
        const before = await lockedRow(trx, caller, id);
        const place = await writePlace(trx, caller, before);
        await rules.authorize?.(trx, { caller, req, place }, 'remove', before);
        for (const u of store.usedBy ?? []) {
          const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(u.table)} WHERE ${sql.ref(u.column)} = ${id}`.execute(trx);
          const n = rows[0]!.n;
          if (n > 0) {
            const hint = def.active ? '; hãy tạm ngừng thay vì xóa' : '';
            throw new ConflictError(
              `Không thể xóa ${def.label} "${String((before as Record<string, unknown>)[def.combo?.label ?? def.id])}": đang được dùng bởi ${n} ${u.label}${hint}`,
            );
          }
        }
        await rules.beforeRemove?.(trx, { caller, req, place }, before);
        await anyDb(trx).deleteFrom(store.table).where(def.id, '=', id).execute();
        if (audited) await audit(trx, { id, ...place, before, after: null });
        return deleted;
      }),
    MESSAGES.deleted,
  );

  route(
    e.reorder,
    ({ caller, body, audit }) =>
      db.transaction().execute(async (trx) => {
        const { parent_id, ids } = body as TReorderBody;
        const place = await writePlace(trx, caller, { [parentField!]: parent_id });
        const order = await reorderSiblings(anyDb(trx), siblings!, parent_id, ids);
        if (audited) await audit(trx, { id: parent_id, ...place, ...order });
        return (await reads.children(caller, parent_id, anyDb(trx))).map((r) => show(caller, r));
      }),
    MESSAGES.updated,
  );

  return reads;
}
