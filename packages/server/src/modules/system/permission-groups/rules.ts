import { SYSTEM_ADMIN_GROUP } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { assertGroupWithinCaller } from '../../../access/escalation.js';
import { ConflictError, fieldConflict, ForbiddenError, NotFoundError } from '../../../errors/app-errors.js';
import { isSystemAdmin } from '../../../access/scope.js';
import type { Caller } from '../../../access/caller.js';

/**
 * The rules of permission groups beyond the no-escalation checks of access/escalation.ts
 * (docs/decisions/permission-groups.md): nobody changes the level, menus or functions of the
 * group they use themselves, and the system administrators' group keeps its code, level 1,
 * every function and every menu, and cannot be deleted.
 */
export const OWN_GROUP_MESSAGE =
  'Bạn không thể thay đổi cấp, menu hoặc chức năng của nhóm quyền mà chính bạn đang dùng (như vậy là tự cấp quyền cho mình); hãy nhờ một quản trị viên khác';
export const PROTECTED_ASSIGNMENT_MESSAGE =
  'Nhóm quản trị hệ thống luôn giữ mọi chức năng và menu đã có, để hệ thống luôn có người quản trị được; chỉ có thể thêm, không thể bỏ bớt';
export const PROTECTED_IDENTITY_MESSAGE = 'Không thể đổi mã hoặc cấp của nhóm quản trị hệ thống: hệ thống dựa vào nhóm này để luôn có người quản trị được';
export const PROTECTED_DELETE_MESSAGE = 'Không thể xóa nhóm quản trị hệ thống: hệ thống dựa vào nhóm này để luôn có người quản trị được';
export const GROUP_NOT_FOUND = 'Không tìm thấy nhóm quyền';
export const CODE_TAKEN = (code: string) => `Mã nhóm quyền "${code}" đã tồn tại (không phân biệt chữ hoa, chữ thường)`;

export interface GroupRef {
  phan_quyen_id: number;
  ma_phan_quyen: string;
  cap: number;
}

export const isSystemAdminGroup = (g: Pick<GroupRef, 'ma_phan_quyen'>): boolean => g.ma_phan_quyen === SYSTEM_ADMIN_GROUP;

/** Refuses a code another group has, whatever the case. */
export async function assertCodeFree(db: Kysely<DB>, code: string, exceptId: number | null): Promise<void> {
  let q = db
    .selectFrom('phan_quyen')
    .select('ma_phan_quyen')
    .where(sql`lower(ma_phan_quyen)`, '=', sql`lower(${code})`);
  if (exceptId !== null) q = q.where('phan_quyen_id', '<>', exceptId);
  const taken = await q.executeTakeFirst();
  if (taken) throw fieldConflict('ma_phan_quyen', CODE_TAKEN(taken.ma_phan_quyen));
}

/**
 * A group whose menus or functions the caller replaces, locked for the transaction: it exists,
 * is within the caller's reach (not higher, no function they lack) and is not their own group.
 * The system administrators' group is judged by its own rule instead (it only ever gains:
 * `assertNothingRemoved`), so a system administrator can give it a function added later.
 */
export async function lockGroupForAssignment(db: Kysely<DB>, caller: Caller, groupId: number): Promise<GroupRef> {
  await assertGroupWithinCaller(db, caller, groupId);
  const group = await db.selectFrom('phan_quyen').select(['phan_quyen_id', 'ma_phan_quyen', 'cap']).where('phan_quyen_id', '=', groupId).forUpdate().executeTakeFirstOrThrow();
  if (!isSystemAdminGroup(group) && group.phan_quyen_id === caller.groupId) throw new ForbiddenError(OWN_GROUP_MESSAGE);
  return group;
}

/** The system administrators' group keeps every entry it holds. */
export function assertNothingRemoved(group: GroupRef, before: ReadonlySet<number>, after: ReadonlySet<number>): void {
  if (isSystemAdminGroup(group) && [...before].some((id) => !after.has(id))) throw new ConflictError(PROTECTED_ASSIGNMENT_MESSAGE);
}

/** A group the caller may read the menus and functions of: any for a system administrator, else their own or one within their reach. */
export async function assertGroupReadable(db: Kysely<DB>, caller: Caller, groupId: number): Promise<GroupRef> {
  const group = await db.selectFrom('phan_quyen').select(['phan_quyen_id', 'ma_phan_quyen', 'cap']).where('phan_quyen_id', '=', groupId).executeTakeFirst();
  if (!group) throw new NotFoundError(GROUP_NOT_FOUND);
  if (!isSystemAdmin(caller) && group.phan_quyen_id !== caller.groupId) await assertGroupWithinCaller(db, caller, groupId);
  return group;
}

/** Why the caller cannot change this group's menus and functions at all, for the edit page; null when they may (their function permitting). */
export function lockedReason(caller: Caller, group: GroupRef): string | null {
  return !isSystemAdminGroup(group) && group.phan_quyen_id === caller.groupId ? OWN_GROUP_MESSAGE : null;
}
