import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Caller } from './caller.js';

/** Fields never written into the audit log, whatever the entity. */
const SECRET_FIELDS = new Set(['mat_khau', 'mat_khau_hash', 'confirm', 'password', 'token', 'refresh_token']);

/** What a route's audit row says beyond its declaration (`RouteContext.audit`). */
export interface AuditChange {
  id?: string | number | null;
  /** Default: the hospital the access hook checked (query or body); null for `hospital: 'none'`. */
  hospitalId?: number | null;
  phienBanId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  detail?: Record<string, unknown>;
  /** One call, another outcome than declared (an account with history is deactivated, not deleted). */
  action?: string;
  entity?: string;
}

export interface AuditEntry {
  /** `create`, `update`, `delete`, or a named action (`import`, `xuat-raw-data`, `refused`…). */
  action: string;
  /** The resource name (`department`) or another entity. */
  entity: string;
  entityId?: string | number | null;
  hospitalId?: number | null;
  phienBanId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Anything else worth keeping (the parameters of an export, counts of an import). */
  detail?: Record<string, unknown>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const clean = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

/**
 * The changed fields as `{ field: [before, after] }`: every field of a create (before null) or
 * a delete (after null), only the changed ones of an update; secrets never appear.
 * @example changedFields({ ten: 'A', ma: 'X' }, { ten: 'B', ma: 'X' }) // { ten: ['A', 'B'] }
 */
export function changedFields(before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined): Record<string, [unknown, unknown]> {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const out: Record<string, [unknown, unknown]> = {};
  for (const k of keys) {
    if (SECRET_FIELDS.has(k)) continue;
    const b = clean(before?.[k] ?? null);
    const a = clean(after?.[k] ?? null);
    if (before && after && same(a, b)) continue;
    out[k] = [b, a];
  }
  return out;
}

/**
 * Writes one row of the general audit log (migration 007) with the connection given, so that a
 * change and its audit row commit or roll back together.
 * @example await writeAudit(trx, caller, req, { action: 'update', entity: 'department', entityId: 7, hospitalId: 1, before, after });
 */
export async function writeAudit(db: Kysely<DB>, caller: Pick<Caller, 'accountId'> | null, req: Pick<FastifyRequest, 'id' | 'ip'> | null, e: AuditEntry): Promise<void> {
  const changes = e.before !== undefined || e.after !== undefined ? changedFields(e.before, e.after) : null;
  await db
    .insertInto('audit_log')
    .values({
      tai_khoan_id: caller?.accountId ?? null,
      action: e.action,
      entity: e.entity,
      entity_id: e.entityId == null ? null : String(e.entityId),
      hospital_id: e.hospitalId ?? null,
      phien_ban_id: e.phienBanId ?? null,
      changes: changes ? JSON.stringify(changes) : null,
      detail: JSON.stringify(e.detail ?? {}),
      ip: req?.ip ?? null,
      request_id: req ? String(req.id) : null,
    })
    .execute();
}
