import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { type Caller, inScope, OUT_OF_SCOPE_MESSAGE } from './caller.js';
import { ForbiddenError, NotFoundError } from '../errors/app-errors.js';
import { isSystemAdmin } from './scope.js';

/**
 * No escalation (issue 13, docs/decisions/accounts.md "No escalation"): nobody creates, edits or assigns a
 * permission group holding a function they do not hold, or a group of a higher level than their
 * own (cap 1 system administrator is the highest); nobody acts on an account of a higher level,
 * of more functions than their own, or outside their hospitals. Every account and group write
 * goes through these checks inside its transaction.
 */
export const HIGHER_LEVEL_MESSAGE = 'Bạn không thể thao tác trên tài khoản hoặc nhóm quyền cao hơn quyền của mình';
export const notHeldMessage = (names: string[]) => `Bạn không thể cấp chức năng mà chính bạn không có: ${names.join(', ')}`;

type Db = Kysely<DB>;

/**
 * SQL: the group in `groupColumn` holds no function the caller lacks. Lists filter with it what
 * the checks below refuse (groups to give, accounts to link). A system administrator holds all.
 * @example q.where(noFunctionBeyond(caller, 'pq.phan_quyen_id'))
 */
export function noFunctionBeyond(caller: Caller, groupColumn: string) {
  if (isSystemAdmin(caller)) return sql<boolean>`true`;
  const held = [...caller.functions];
  return sql<boolean>`NOT EXISTS (SELECT 1 FROM phan_quyen_chuc_nang pcn JOIN chuc_nang cn ON cn.chuc_nang_id = pcn.chuc_nang_id
    WHERE pcn.phan_quyen_id = ${sql.ref(groupColumn)} AND cn.ma_chuc_nang NOT IN (${sql.join(held.length ? held : [''])}))`;
}

/** Refuses function ids the caller does not hold, naming them as users know them. */
export async function assertFunctionsHeld(db: Db, caller: Caller, functionIds: readonly number[]): Promise<void> {
  if (isSystemAdmin(caller) || functionIds.length === 0) return;
  const rows = await db
    .selectFrom('chuc_nang')
    .select(['ma_chuc_nang', 'ten_chuc_nang'])
    .where('chuc_nang_id', 'in', [...functionIds])
    .execute();
  const missing = rows.filter((r) => !caller.functions.has(r.ma_chuc_nang));
  if (missing.length) throw new ForbiddenError(notHeldMessage(missing.map((r) => r.ten_chuc_nang)));
}

export const notVisibleMessage = (names: string[]) => `Bạn không thể cấp menu mà chính bạn không được thấy: ${names.join(', ')}`;

/** Refuses menu ids the caller's own group does not hold (a system administrator sees every menu). */
export async function assertMenusVisible(db: Db, caller: Caller, menuIds: readonly number[]): Promise<void> {
  if (isSystemAdmin(caller) || menuIds.length === 0) return;
  const rows = await db
    .selectFrom('menu as m')
    .leftJoin('phan_quyen_menu as pm', (j) => j.onRef('pm.menu_id', '=', 'm.menu_id').on('pm.phan_quyen_id', '=', caller.groupId))
    .select(['m.menu_name', sql<boolean>`pm.menu_id IS NOT NULL`.as('seen')])
    .where('m.menu_id', 'in', [...menuIds])
    .execute();
  const missing = rows.filter((r) => !r.seen);
  if (missing.length) throw new ForbiddenError(notVisibleMessage(missing.map((r) => r.menu_name)));
}

/** The functions a group holds that the caller does not (names), or [] when none. */
async function functionsBeyondCaller(db: Db, caller: Caller, groupId: number): Promise<string[]> {
  if (isSystemAdmin(caller)) return [];
  const rows = await db
    .selectFrom('phan_quyen_chuc_nang as pcn')
    .innerJoin('chuc_nang as cn', 'cn.chuc_nang_id', 'pcn.chuc_nang_id')
    .select(['cn.ma_chuc_nang', 'cn.ten_chuc_nang'])
    .where('pcn.phan_quyen_id', '=', groupId)
    .execute();
  return rows.filter((r) => !caller.functions.has(r.ma_chuc_nang)).map((r) => r.ten_chuc_nang);
}

/** A level the caller may give or act on: their own or lower (a larger `cap`). */
export function assertLevelWithinCaller(caller: Caller, cap: number): void {
  if (cap < caller.level) throw new ForbiddenError(HIGHER_LEVEL_MESSAGE);
}

/**
 * A group the caller may assign, edit or delete: it exists, is not of a higher level and holds no
 * function the caller lacks. Returns the group's level.
 */
export async function assertGroupWithinCaller(db: Db, caller: Caller, groupId: number): Promise<{ cap: number }> {
  const group = await db.selectFrom('phan_quyen').select(['phan_quyen_id', 'cap']).where('phan_quyen_id', '=', groupId).executeTakeFirst();
  if (!group) throw new NotFoundError('Không tìm thấy nhóm quyền');
  assertLevelWithinCaller(caller, group.cap);
  const beyond = await functionsBeyondCaller(db, caller, groupId);
  if (beyond.length) throw new ForbiddenError(notHeldMessage(beyond));
  return { cap: group.cap };
}

export interface ManagedAccount {
  tai_khoan_id: number;
  hospital_id: number | null;
  phan_quyen_id: number;
  cap: number;
}

/**
 * An account the caller may act on (edit, deactivate, set a password, link): it exists, belongs to
 * a hospital in the caller's scope (a system administrator: any), is not of a higher level and its
 * group holds no function the caller lacks. An account outside the scope reads as not found
 * to a hospital administrator only if it does not exist; otherwise it is refused.
 */
export async function assertAccountManageable(db: Db, caller: Caller, accountId: number, { lock = false } = {}): Promise<ManagedAccount> {
  let q = db
    .selectFrom('tai_khoan as tk')
    .innerJoin('phan_quyen as pq', 'pq.phan_quyen_id', 'tk.phan_quyen_id')
    .select(['tk.tai_khoan_id', 'tk.hospital_id', 'tk.phan_quyen_id', 'pq.cap'])
    .where('tk.tai_khoan_id', '=', accountId);
  if (lock) q = q.forUpdate();
  const target = await q.executeTakeFirst();
  if (!target) throw new NotFoundError('Không tìm thấy tài khoản');
  if (!isSystemAdmin(caller) && (target.hospital_id === null || !inScope(caller, target.hospital_id))) throw new ForbiddenError(OUT_OF_SCOPE_MESSAGE);
  assertLevelWithinCaller(caller, target.cap);
  const beyond = await functionsBeyondCaller(db, caller, target.phan_quyen_id);
  if (beyond.length) throw new ForbiddenError(HIGHER_LEVEL_MESSAGE);
  return target;
}

/** Ends every session of an account at once: access tokens issued before now and every refresh token. */
export async function endSessions(db: Db, accountId: number): Promise<void> {
  await db
    .updateTable('tai_khoan')
    .set({ tokens_valid_after: sql`date_trunc('second', now())` })
    .where('tai_khoan_id', '=', accountId)
    .execute();
  await db.updateTable('refresh_token').set({ revoked_at: new Date() }).where('tai_khoan_id', '=', accountId).where('revoked_at', 'is', null).execute();
}
