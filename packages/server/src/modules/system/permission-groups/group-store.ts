import { permissionGroup } from '@hm/contract';
import { assertGroupWithinCaller, assertLevelWithinCaller } from '../../../access/escalation.js';
import { ConflictError, ForbiddenError } from '../../../errors/app-errors.js';
import type { ResourceStore } from '../../../resources/resource-repository.js';
import type { ResourceRules } from '../../../resources/resource-routes.js';
import { assertCodeFree, isSystemAdminGroup, OWN_GROUP_MESSAGE, PROTECTED_DELETE_MESSAGE, PROTECTED_IDENTITY_MESSAGE } from './rules.js';

/** Groups, highest level first; a group in use by accounts cannot be deleted (the refusal says by how many). */
export const groupStore: ResourceStore<typeof permissionGroup> = {
  def: permissionGroup,
  table: 'phan_quyen',
  search: ['t.ma_phan_quyen', 't.ten_phan_quyen', 't.mo_ta'],
  orderBy: ['t.cap', 't.ma_phan_quyen'],
  usedBy: [{ table: 'tai_khoan', column: 'phan_quyen_id', label: 'tài khoản' }],
};

/**
 * No escalation on the group itself: the caller acts only on a group within their reach (not
 * higher, no function they lack), gives no level above their own, and does not change the level
 * of the group they use; the system administrators' group keeps its code and level and stays.
 */
export const groupRules: ResourceRules<typeof permissionGroup> = {
  async authorize(trx, { caller }, op, row) {
    if (!row) return;
    await assertGroupWithinCaller(trx, caller, row.phan_quyen_id);
    if (op === 'remove' && isSystemAdminGroup(row)) throw new ConflictError(PROTECTED_DELETE_MESSAGE);
  },
  async beforeWrite(trx, { caller }, input, before) {
    assertLevelWithinCaller(caller, input.cap);
    if (before && isSystemAdminGroup(before) && (input.cap !== before.cap || input.ma_phan_quyen !== before.ma_phan_quyen)) throw new ConflictError(PROTECTED_IDENTITY_MESSAGE);
    if (before && before.phan_quyen_id === caller.groupId && input.cap !== before.cap) throw new ForbiddenError(OWN_GROUP_MESSAGE);
    await assertCodeFree(trx, input.ma_phan_quyen, before?.phan_quyen_id ?? null);
  },
};
