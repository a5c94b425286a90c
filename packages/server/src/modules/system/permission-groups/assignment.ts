import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { RouteAudit } from '../../../resources/route.js';
import { ValidationError } from '../../../errors/app-errors.js';
import { anyDb } from '../../../resources/resource-repository.js';
import type { Caller } from '../../../access/caller.js';
import { projectId } from '../../menu/repository.js';
import { assertGroupReadable, assertNothingRemoved, type GroupRef, isSystemAdminGroup, lockedReason, lockGroupForAssignment } from './rules.js';

/**
 * What a group is given in a project, one link table each (menus, functions): the entries of
 * the project, how an entry is named in the audit, what the caller may give, and how a choice
 * grows (a menu's parents follow it).
 */
export interface AssignmentKind<E> {
  table: 'phan_quyen_menu' | 'phan_quyen_chuc_nang';
  column: 'menu_id' | 'chuc_nang_id';
  /** The body's list (`menu_ids`) and its name in messages and in the audit row. */
  field: string;
  label: string;
  auditField: string;
  entries: (db: Kysely<DB>, projectId: number) => Promise<E[]>;
  idOf: (e: E) => number;
  codeOf: (e: E) => string;
  /** The ids the caller may give, or 'all' (a system administrator). */
  grantable: (db: Kysely<DB>, caller: Caller, entries: E[]) => Promise<Set<number> | 'all'>;
  /** Refuses ids the caller may not give (access/escalation.ts). */
  assertGrantable: (db: Kysely<DB>, caller: Caller, ids: number[]) => Promise<void>;
  /** The stored set of a choice; default: the choice itself. */
  expand?: (chosen: readonly number[], entries: E[]) => Set<number>;
}

export interface Assignment<E> {
  phan_quyen_id: number;
  du_an_id: number;
  entries: (E & { assignable: boolean })[];
  ids: number[];
  locked: string | null;
  kept: boolean;
}

async function linkedIds(db: Kysely<DB>, kind: AssignmentKind<unknown>, groupId: number, within: number[]): Promise<Set<number>> {
  if (!within.length) return new Set();
  const rows = await anyDb(db).selectFrom(kind.table).select(kind.column).where('phan_quyen_id', '=', groupId).where(kind.column, 'in', within).execute();
  return new Set(rows.map((r: Record<string, number>) => r[kind.column]!));
}

async function read<E>(db: Kysely<DB>, caller: Caller, kind: AssignmentKind<E>, group: GroupRef, duAn: number): Promise<Assignment<E>> {
  const entries = await kind.entries(db, duAn);
  const held = await linkedIds(db, kind as AssignmentKind<unknown>, group.phan_quyen_id, entries.map(kind.idOf));
  const grantable = await kind.grantable(db, caller, entries);
  return {
    phan_quyen_id: group.phan_quyen_id,
    du_an_id: duAn,
    entries: entries.map((e) => ({ ...e, assignable: grantable === 'all' || grantable.has(kind.idOf(e)) })),
    ids: entries.map(kind.idOf).filter((id) => held.has(id)),
    locked: lockedReason(caller, group),
    kept: isSystemAdminGroup(group),
  };
}

/** A group's entries of a kind in a project, for a caller who may read that group. */
export async function readAssignment<E>(db: Kysely<DB>, caller: Caller, kind: AssignmentKind<E>, groupId: number, duAnId: number | undefined): Promise<Assignment<E>> {
  const group = await assertGroupReadable(db, caller, groupId);
  return read(db, caller, kind, group, await projectId(db, duAnId));
}

/**
 * Replaces a group's entries of a kind in one project, in one transaction: the group within the
 * caller's reach and not their own, the ids known in the project, the stored set grown by the
 * kind (parents), nothing taken from the system administrators' group, and every entry added one
 * the caller may give; then one audit row with the codes before and after.
 */
export function writeAssignment<E>(
  db: Kysely<DB>,
  caller: Caller,
  audit: RouteAudit,
  kind: AssignmentKind<E>,
  groupId: number,
  duAnId: number,
  chosen: readonly number[],
): Promise<Assignment<E>> {
  return db.transaction().execute(async (trx) => {
    const group = await lockGroupForAssignment(trx, caller, groupId);
    const duAn = await projectId(trx, duAnId);
    const entries = await kind.entries(trx, duAn);
    const byId = new Map(entries.map((e) => [kind.idOf(e), e]));
    const unknown = [...new Set(chosen)].filter((id) => !byId.has(id));
    if (unknown.length) {
      const message = `Không tìm thấy ${kind.label} (id ${unknown.slice(0, 10).join(', ')}) trong dự án này`;
      throw new ValidationError(message, { errors: [{ path: kind.field, message }] });
    }
    const stored = kind.expand ? kind.expand(chosen, entries) : new Set(chosen);
    const before = await linkedIds(trx, kind as AssignmentKind<unknown>, group.phan_quyen_id, [...byId.keys()]);
    assertNothingRemoved(group, before, stored);
    await kind.assertGrantable(
      trx,
      caller,
      [...stored].filter((id) => !before.has(id)),
    );

    const k = anyDb(trx);
    if (byId.size)
      await k
        .deleteFrom(kind.table)
        .where('phan_quyen_id', '=', group.phan_quyen_id)
        .where(kind.column, 'in', [...byId.keys()])
        .execute();
    if (stored.size)
      await k
        .insertInto(kind.table)
        .values([...stored].map((id) => ({ phan_quyen_id: group.phan_quyen_id, [kind.column]: id })))
        .execute();

    const codes = (ids: Set<number>) => [...ids].map((id) => kind.codeOf(byId.get(id)!)).sort();
    await audit(trx, {
      id: group.phan_quyen_id,
      before: { [kind.auditField]: codes(before) },
      after: { [kind.auditField]: codes(stored) },
      detail: { du_an_id: duAn },
    });
    return read(trx, caller, kind, group, duAn);
  });
}
