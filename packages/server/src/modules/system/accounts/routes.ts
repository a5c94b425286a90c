import { endpoints, type TComboItem } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { ForbiddenError, NotFoundError } from '../../../errors/app-errors.js';
import { assertAccountManageable, noFunctionBeyond } from '../../../access/escalation.js';
import { defineRoute } from '../../../resources/route.js';
import { isSystemAdmin } from '../../../access/scope.js';
import { type Caller, inScope, OUT_OF_SCOPE_MESSAGE } from '../../../access/caller.js';
import { accountById, accountCombo, listAccounts } from './account-reads.js';
import { createAccount, removeAccount, setAccountGroup, setAccountProject, setAccountStaff, updateAccount } from './account-writes.js';

/** The hospitals an account acts on besides its home hospital. */
const otherHospitals = (db: Kysely<DB>, accountId: number): Promise<TComboItem[]> =>
  db
    .selectFrom('tai_khoan_hospital as x')
    .innerJoin('hospital as h', 'h.hospital_id', 'x.hospital_id')
    .select(['h.hospital_id as id', 'h.name as name'])
    .where('x.tai_khoan_id', '=', accountId)
    .orderBy('h.name')
    .execute();

/**
 * Groups the caller may give an account: not above the caller's level and holding no function the
 * caller lacks (the same rule the writes enforce, access/escalation.ts).
 */
async function assignableGroups(db: Kysely<DB>, caller: Caller): Promise<TComboItem[]> {
  const q = db
    .selectFrom('phan_quyen as pq')
    .select(['pq.phan_quyen_id as id', 'pq.ten_phan_quyen as name'])
    .where('pq.cap', '>=', caller.level)
    .where(noFunctionBeyond(caller, 'pq.phan_quyen_id'));
  return q.orderBy('pq.cap').orderBy('pq.ten_phan_quyen').execute();
}

/**
 * Accounts (TaiKhoan for system administrators, TaiKhoanBenhVien for hospital administrators:
 * the same calls, scoped by the caller's hospitals) and their hospital links. Every write checks
 * no escalation (access/escalation.ts) in its transaction, with its audit row.
 */
export function accountRoutes(app: FastifyInstance, db: Kysely<DB>): void {
  defineRoute(app, endpoints.accountList, ({ caller, query }) => listAccounts(db, caller, query));
  defineRoute(app, endpoints.accountQuery, ({ caller, query }) => accountCombo(db, caller, query));
  defineRoute(app, endpoints.accountById, ({ caller, params }) => accountById(db, caller, params.id));
  defineRoute(app, endpoints.accountAssignableGroups, ({ caller }) => assignableGroups(db, caller));

  defineRoute(app, endpoints.accountByUsername, async ({ caller, query }) => {
    const row = await db
      .selectFrom('tai_khoan')
      .select(['tai_khoan_id', 'hospital_id'])
      .where(sql<boolean>`lower(ten_tai_khoan) = lower(${query.username})`)
      .executeTakeFirst();
    // Names are unique product-wide, so whether one is taken is not a secret; whose it is, is.
    const visible = row && (isSystemAdmin(caller) || (row.hospital_id !== null && inScope(caller, row.hospital_id)));
    return { ten_tai_khoan: query.username, ton_tai: !!row, tai_khoan_id: visible ? row.tai_khoan_id : null };
  });

  defineRoute(app, endpoints.accountSupport, () =>
    db
      .selectFrom('tai_khoan as tk')
      .innerJoin('phan_quyen as pq', 'pq.phan_quyen_id', 'tk.phan_quyen_id')
      .leftJoin('nhan_vien as nv', 'nv.nhan_vien_id', 'tk.nhan_vien_id')
      .select(['tk.tai_khoan_id', 'tk.display_name', 'nv.email', 'nv.so_dien_thoai'])
      .where('pq.cap', '=', 1)
      .where('tk.tinh_trang', '=', true)
      .orderBy('tk.display_name')
      .execute(),
  );

  defineRoute(app, endpoints.accountCreate, ({ caller, body, audit }) => createAccount(db, { caller, audit }, body), { message: 'Đã tạo tài khoản' });
  defineRoute(app, endpoints.accountUpdate, ({ caller, body, audit }) => updateAccount(db, { caller, audit }, body), { message: 'Cập nhật thành công' });
  defineRoute(app, endpoints.accountDelete, ({ caller, params, audit }) => removeAccount(db, { caller, audit }, params.id));
  defineRoute(app, endpoints.accountSetGroup, ({ caller, body, audit }) => setAccountGroup(db, { caller, audit }, body.tai_khoan_id, body.phan_quyen_id), {
    message: 'Cập nhật thành công',
  });
  defineRoute(app, endpoints.accountSetStaff, ({ caller, body, audit }) => setAccountStaff(db, { caller, audit }, body.tai_khoan_id, body.nhan_vien_id), {
    message: 'Cập nhật thành công',
  });
  defineRoute(app, endpoints.accountSetProject, ({ caller, body, query, audit }) => setAccountProject(db, { caller, audit }, body.tai_khoan_id, query.duAnId), {
    message: 'Cập nhật thành công',
  });

  defineRoute(app, endpoints.accountHospitalByAccount, async ({ caller, params }) => {
    await accountById(db, caller, params.id);
    return otherHospitals(db, params.id);
  });

  // Replaces the hospitals an account acts on besides its own: each must be in the caller's scope.
  defineRoute(
    app,
    endpoints.accountHospitalCreate,
    ({ caller, body, audit }) =>
      db.transaction().execute(async (trx) => {
        const target = await assertAccountManageable(trx, caller, body.tai_khoan_id, { lock: true });
        const ids = body.hospital_ids.filter((id) => id !== target.hospital_id);
        for (const id of ids) if (!isSystemAdmin(caller) && !inScope(caller, id)) throw new ForbiddenError(OUT_OF_SCOPE_MESSAGE);
        if (ids.length) {
          const found = await trx.selectFrom('hospital').select('hospital_id').where('hospital_id', 'in', ids).execute();
          if (found.length !== ids.length) throw new NotFoundError('Không tìm thấy bệnh viện');
        }
        const before = await otherHospitals(trx, body.tai_khoan_id);
        await trx.deleteFrom('tai_khoan_hospital').where('tai_khoan_id', '=', body.tai_khoan_id).execute();
        if (ids.length)
          await trx
            .insertInto('tai_khoan_hospital')
            .values(ids.map((hospital_id) => ({ tai_khoan_id: body.tai_khoan_id, hospital_id })))
            .execute();
        const after = await otherHospitals(trx, body.tai_khoan_id);
        await audit(trx, {
          id: body.tai_khoan_id,
          hospitalId: target.hospital_id,
          before: { benh_vien_khac: before.map((h) => h.name) },
          after: { benh_vien_khac: after.map((h) => h.name) },
        });
        return after;
      }),
    { message: 'Cập nhật thành công' },
  );
}
