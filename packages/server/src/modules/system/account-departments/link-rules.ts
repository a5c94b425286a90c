import { ROLE_LEVEL } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { ValidationError } from '../../../errors/app-errors.js';
import { assertAccountManageable, type ManagedAccount } from '../../../access/escalation.js';
import { assertInScope, type Caller } from '../../../access/caller.js';

export const LINK_MSG = {
  adminAccount: 'Tài khoản quản trị không bị giới hạn theo phòng ban: chỉ gán phòng ban cho tài khoản cấp nhân viên',
  noDepartment: 'Không tìm thấy phòng ban',
  otherHospital: 'Phòng ban không thuộc bệnh viện của tài khoản: chỉ gán phòng ban của bệnh viện mà tài khoản làm việc',
  duplicate: 'Tài khoản đã được gán phòng ban này',
} as const;

const field = (path: string, message: string) => new ValidationError(message, { errors: [{ path, message }] });

export interface LinkableAccount extends ManagedAccount {
  /** Home hospital and the hospitals granted to it (tai-khoan-hospital). */
  hospitals: number[];
}

/**
 * An account the caller may link departments to: manageable by the caller (in its hospitals, not
 * of a higher level, no function beyond the caller's; access/escalation.ts) and of staff level
 * (links never narrow administrators, so linking one would only mislead). Locked for the write.
 */
export async function linkableAccount(trx: Kysely<DB>, caller: Caller, accountId: number): Promise<LinkableAccount> {
  const account = await assertAccountManageable(trx, caller, accountId, { lock: true });
  if (account.cap < ROLE_LEVEL.staff) throw field('tai_khoan_id', LINK_MSG.adminAccount);
  const granted = await trx.selectFrom('tai_khoan_hospital').select('hospital_id').where('tai_khoan_id', '=', accountId).execute();
  return { ...account, hospitals: [...(account.hospital_id === null ? [] : [account.hospital_id]), ...granted.map((g) => g.hospital_id)] };
}

/**
 * A department the account may be linked to: it exists (400), is in the caller's hospitals (403)
 * and in one of the account's hospitals (400). Returns the department's hospital.
 */
export async function linkableDepartment(trx: Kysely<DB>, caller: Caller, account: LinkableAccount, departmentId: number): Promise<number> {
  const dept = await trx.selectFrom('phong_ban').select(['phong_ban_id', 'hospital_id']).where('phong_ban_id', '=', departmentId).executeTakeFirst();
  if (!dept) throw field('phong_ban_id', LINK_MSG.noDepartment);
  assertInScope(caller, dept.hospital_id);
  if (!account.hospitals.includes(dept.hospital_id)) throw field('phong_ban_id', LINK_MSG.otherHospital);
  return dept.hospital_id;
}
