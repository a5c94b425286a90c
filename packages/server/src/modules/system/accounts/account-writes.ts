import { ROLE_LEVEL, type TAccount, type TAccountCreate, type TAccountRemoved, type TAccountUpdate } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { ConflictError, fieldConflict, ForbiddenError, ValidationError } from '../../../errors/app-errors.js';
import { assertAccountManageable, assertGroupWithinCaller, endSessions } from '../../../access/escalation.js';
import type { RouteAudit } from '../../../resources/route.js';
import { isSystemAdmin } from '../../../access/scope.js';
import { hashPassword } from '../../auth/passwords.js';
import { type Caller, inScope, OUT_OF_SCOPE_MESSAGE } from '../../../access/caller.js';
import { accountById } from './account-reads.js';

type Db = Kysely<DB>;
interface Ctx {
  caller: Caller;
  audit: RouteAudit;
}

export const ACCOUNT_MESSAGES = {
  usernameTaken: 'Tên tài khoản đã tồn tại',
  needsHospital: 'Tài khoản không phải quản trị hệ thống phải thuộc một bệnh viện',
  hospitalNotFound: 'Không tìm thấy bệnh viện',
  staffNotInHospital: 'Nhân viên không thuộc bệnh viện của tài khoản',
  staffTaken: 'Nhân viên này đã có tài khoản khác sử dụng',
  staffOtherHospital: 'Nhân viên đang gán thuộc bệnh viện khác; hãy bỏ gán nhân viên trước khi đổi bệnh viện',
  notSelfDeactivate: 'Bạn không thể tự khóa hoặc xóa tài khoản của mình',
  notSelfGroup: 'Bạn không thể đổi nhóm quyền của chính mình',
  projectNotFound: 'Không tìm thấy dự án hoặc dự án đang tạm ngừng',
  deleted: 'Đã xóa tài khoản',
  deactivated: 'Tài khoản đã có lịch sử sử dụng nên được khóa thay vì xóa; mọi phiên đăng nhập của tài khoản đã kết thúc',
} as const;

const onField = (path: string, message: string) => new ValidationError(message, { errors: [{ path, message }] });

/** The hospital an account may have: one in the caller's scope (a system administrator: any existing); none only for system administrators. */
async function assertHospitalFor(db: Db, caller: Caller, hospitalId: number | null, cap: number): Promise<void> {
  if (hospitalId === null) {
    if (cap !== ROLE_LEVEL.systemAdmin) throw onField('hospital_id', ACCOUNT_MESSAGES.needsHospital);
    return;
  }
  if (!isSystemAdmin(caller) && !inScope(caller, hospitalId)) throw new ForbiddenError(OUT_OF_SCOPE_MESSAGE);
  const h = await db.selectFrom('hospital').select('hospital_id').where('hospital_id', '=', hospitalId).executeTakeFirst();
  if (!h) throw onField('hospital_id', ACCOUNT_MESSAGES.hospitalNotFound);
}

/** The staff member may use the account: of its hospital, and using no other account. */
async function assertStaffFor(db: Db, staffId: number | null, hospitalId: number | null, accountId: number | null): Promise<void> {
  if (staffId === null) return;
  const s = await db.selectFrom('nhan_vien').select(['hospital_id']).where('nhan_vien_id', '=', staffId).executeTakeFirst();
  if (!s || s.hospital_id !== hospitalId) throw onField('nhan_vien_id', ACCOUNT_MESSAGES.staffNotInHospital);
  let q = db.selectFrom('tai_khoan').select('tai_khoan_id').where('nhan_vien_id', '=', staffId);
  if (accountId !== null) q = q.where('tai_khoan_id', '<>', accountId);
  if (await q.executeTakeFirst()) throw fieldConflict('nhan_vien_id', ACCOUNT_MESSAGES.staffTaken);
}

async function assertUsernameFree(db: Db, username: string): Promise<void> {
  const taken = await db
    .selectFrom('tai_khoan')
    .select('tai_khoan_id')
    .where(sql<boolean>`lower(ten_tai_khoan) = lower(${username})`)
    .executeTakeFirst();
  if (taken) throw fieldConflict('ten_tai_khoan', ACCOUNT_MESSAGES.usernameTaken);
}

/** Reads the account after a write, whatever the caller's scope became (a system administrator moving it). */
const reread = (db: Db, caller: Caller, id: number) => accountById(db, { ...caller, hospitalIds: 'all' }, id);

/**
 * A new account with an initial password its owner must change at the first sign-in. The group
 * may not be above the caller's (level and functions), the hospital must be in the caller's scope.
 */
export async function createAccount(db: Db, { caller, audit }: Ctx, input: TAccountCreate): Promise<TAccount> {
  const hashed = await hashPassword(input.mat_khau);
  return db.transaction().execute(async (trx) => {
    const { cap } = await assertGroupWithinCaller(trx, caller, input.phan_quyen_id);
    await assertHospitalFor(trx, caller, input.hospital_id, cap);
    await assertUsernameFree(trx, input.ten_tai_khoan);
    await assertStaffFor(trx, input.nhan_vien_id, input.hospital_id, null);
    const { tai_khoan_id } = await trx
      .insertInto('tai_khoan')
      .values({
        ten_tai_khoan: input.ten_tai_khoan,
        display_name: input.display_name,
        mat_khau_hash: hashed,
        phan_quyen_id: input.phan_quyen_id,
        hospital_id: input.hospital_id,
        nhan_vien_id: input.nhan_vien_id,
        tinh_trang: input.tinh_trang,
        doi_mat_khau: true,
        tokens_valid_after: sql`date_trunc('second', now())`,
        created_at: sql`now()`,
      })
      .returning('tai_khoan_id')
      .executeTakeFirstOrThrow();
    const after = await reread(trx, caller, tai_khoan_id);
    await audit(trx, { id: tai_khoan_id, hospitalId: input.hospital_id, after });
    return after;
  });
}

/**
 * The spec's account edit: status, hospital, optionally a new password (which the owner must
 * change again) and the display name. Deactivating, or a new password, ends the account's sessions.
 */
export async function updateAccount(db: Db, { caller, audit }: Ctx, input: TAccountUpdate): Promise<TAccount> {
  const hashed = input.mat_khau ? await hashPassword(input.mat_khau) : null;
  return db.transaction().execute(async (trx) => {
    const target = await assertAccountManageable(trx, caller, input.tai_khoan_id, { lock: true });
    const before = await reread(trx, caller, input.tai_khoan_id);
    if (input.tai_khoan_id === caller.accountId && !input.tinh_trang) throw onField('tinh_trang', ACCOUNT_MESSAGES.notSelfDeactivate);
    if (input.hospital_id !== target.hospital_id) {
      await assertHospitalFor(trx, caller, input.hospital_id, target.cap);
      if (before.nhan_vien_id !== null) throw onField('hospital_id', ACCOUNT_MESSAGES.staffOtherHospital);
    }
    await trx
      .updateTable('tai_khoan')
      .set({
        tinh_trang: input.tinh_trang,
        hospital_id: input.hospital_id,
        ...(input.display_name ? { display_name: input.display_name } : {}),
        ...(hashed ? { mat_khau_hash: hashed, doi_mat_khau: true } : {}),
      })
      .where('tai_khoan_id', '=', input.tai_khoan_id)
      .execute();
    if (hashed || (before.tinh_trang && !input.tinh_trang)) await endSessions(trx, input.tai_khoan_id);
    const after = await reread(trx, caller, input.tai_khoan_id);
    await audit(trx, { id: input.tai_khoan_id, hospitalId: after.hospital_id ?? before.hospital_id, before, after, ...(hashed ? { detail: { mat_khau: 'đặt lại' } } : {}) });
    return after;
  });
}

/** Whether the account has been used: signed in, changed or created anything. Such an account is deactivated, not deleted. */
async function hasHistory(db: Db, accountId: number): Promise<boolean> {
  const { rows } = await sql<{ used: boolean }>`SELECT
      EXISTS (SELECT 1 FROM refresh_token WHERE tai_khoan_id = ${accountId})
      OR EXISTS (SELECT 1 FROM audit_log WHERE tai_khoan_id = ${accountId})
      OR EXISTS (SELECT 1 FROM phien_ban_khao_sat WHERE created_by = ${accountId}) AS used`.execute(db);
  return rows[0]!.used;
}

export async function removeAccount(db: Db, { caller, audit }: Ctx, id: number): Promise<TAccountRemoved> {
  return db.transaction().execute(async (trx) => {
    await assertAccountManageable(trx, caller, id, { lock: true });
    if (id === caller.accountId) throw new ConflictError(ACCOUNT_MESSAGES.notSelfDeactivate);
    const before = await reread(trx, caller, id);
    if (await hasHistory(trx, id)) {
      await trx.updateTable('tai_khoan').set({ tinh_trang: false }).where('tai_khoan_id', '=', id).execute();
      await endSessions(trx, id);
      const after = await reread(trx, caller, id);
      await audit(trx, { action: 'deactivate', id, hospitalId: before.hospital_id, before, after });
      return { ket_qua: 'deactivated', message: ACCOUNT_MESSAGES.deactivated };
    }
    await trx.deleteFrom('tai_khoan').where('tai_khoan_id', '=', id).execute();
    await audit(trx, { id, hospitalId: before.hospital_id, before, after: null });
    return { ket_qua: 'deleted', message: ACCOUNT_MESSAGES.deleted };
  });
}

/** Gives an account another group: neither the account nor the group may be above the caller. */
export async function setAccountGroup(db: Db, { caller, audit }: Ctx, accountId: number, groupId: number): Promise<TAccount> {
  return db.transaction().execute(async (trx) => {
    if (accountId === caller.accountId) throw onField('phan_quyen_id', ACCOUNT_MESSAGES.notSelfGroup);
    const target = await assertAccountManageable(trx, caller, accountId, { lock: true });
    const { cap } = await assertGroupWithinCaller(trx, caller, groupId);
    if (target.hospital_id === null && cap !== ROLE_LEVEL.systemAdmin) throw onField('phan_quyen_id', ACCOUNT_MESSAGES.needsHospital);
    const before = await reread(trx, caller, accountId);
    await trx.updateTable('tai_khoan').set({ phan_quyen_id: groupId }).where('tai_khoan_id', '=', accountId).execute();
    const after = await reread(trx, caller, accountId);
    await audit(trx, { id: accountId, hospitalId: target.hospital_id, before, after });
    return after;
  });
}

/** Links (or with null unlinks) the staff member who uses the account. */
export async function setAccountStaff(db: Db, { caller, audit }: Ctx, accountId: number, staffId: number | null): Promise<TAccount> {
  return db.transaction().execute(async (trx) => {
    const target = await assertAccountManageable(trx, caller, accountId, { lock: true });
    await assertStaffFor(trx, staffId, target.hospital_id, accountId);
    const before = await reread(trx, caller, accountId);
    await trx.updateTable('tai_khoan').set({ nhan_vien_id: staffId }).where('tai_khoan_id', '=', accountId).execute();
    const after = await reread(trx, caller, accountId);
    await audit(trx, { id: accountId, hospitalId: target.hospital_id, before, after });
    return after;
  });
}

/** The project the account works in (menus and functions are per project). */
export async function setAccountProject(db: Db, { caller, audit }: Ctx, accountId: number, projectId: number): Promise<TAccount> {
  return db.transaction().execute(async (trx) => {
    const target = await assertAccountManageable(trx, caller, accountId, { lock: true });
    const project = await trx.selectFrom('du_an').select('du_an_id').where('du_an_id', '=', projectId).where('tam_ngung', '=', false).executeTakeFirst();
    if (!project) throw onField('duAnId', ACCOUNT_MESSAGES.projectNotFound);
    const before = await reread(trx, caller, accountId);
    await trx.updateTable('tai_khoan').set({ du_an_id: projectId }).where('tai_khoan_id', '=', accountId).execute();
    const after = await reread(trx, caller, accountId);
    await audit(trx, { id: accountId, hospitalId: target.hospital_id, before, after });
    return after;
  });
}
