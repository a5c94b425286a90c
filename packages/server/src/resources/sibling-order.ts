import { sql } from 'kysely';
import { ValidationError } from '../errors/app-errors.js';
import type { AnyDb } from './resource-repository.js';

/** The rows under one parent and the column that orders them: a version's parts by `stt`. */
export interface Siblings {
  table: string;
  id: string;
  order: string;
  parent: string;
}

export const REORDER_MISMATCH = 'Danh sách sắp xếp không khớp';

/**
 * The order value of a new last sibling: the largest + 1 (1 for the first).
 * @example await nextOrder(trx, { table: 'phan_cau_hoi', id: 'phan_cauhoi_id', order: 'stt', parent: 'phien_ban_id' }, 7) // 4
 */
export async function nextOrder(db: AnyDb, s: Siblings, parentId: number): Promise<number> {
  const { rows } = await sql<{ next: number }>`SELECT (coalesce(max(${sql.ref(s.order)}), 0) + 1)::int AS next
    FROM ${sql.table(s.table)} WHERE ${sql.ref(s.parent)} = ${parentId}`.execute(db);
  return rows[0]!.next;
}

/**
 * Puts a parent's children in the order of `ids`, which must name every child once (else a
 * Vietnamese refusal, nothing changed), in the caller's transaction; answers the two orders for
 * the audit row.
 * @example const order = await reorderSiblings(trx, questionSiblings, partId, [12, 10, 11]); await audit(trx, { id: partId, ...order });
 */
export async function reorderSiblings(db: AnyDb, s: Siblings, parentId: number, ids: number[]): Promise<{ before: { thu_tu: number[] }; after: { thu_tu: number[] } }> {
  const { rows } = await sql<{ id: number }>`SELECT ${sql.ref(s.id)} AS id FROM ${sql.table(s.table)}
    WHERE ${sql.ref(s.parent)} = ${parentId} ORDER BY ${sql.ref(s.order)}, ${sql.ref(s.id)} FOR UPDATE`.execute(db);
  const current = rows.map((r) => r.id);
  const wanted = new Set(ids);
  if (wanted.size !== ids.length || wanted.size !== current.length || current.some((id) => !wanted.has(id))) throw new ValidationError(REORDER_MISMATCH);
  await sql`UPDATE ${sql.table(s.table)} SET ${sql.ref(s.order)} = o.n
    FROM unnest(${ids}::int[]) WITH ORDINALITY AS o(id, n) WHERE ${sql.ref(s.id)} = o.id`.execute(db);
  return { before: { thu_tu: current }, after: { thu_tu: ids } };
}
