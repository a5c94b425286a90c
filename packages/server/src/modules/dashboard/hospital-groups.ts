import type { THospitalGroup } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { RouteAudit } from '../../resources/route.js';
import { NotFoundError, ValidationError } from '../../errors/app-errors.js';
import { groupScope } from '../../access/group-scope.js';
import { hospitalRefs } from './scope.js';

/**
 * Hospital groups (docs/decisions/province-view.md), written by system administrators (the
 * endpoint rows say so): a province's hospitals or a named list; an account's assignment to one.
 */
export const GROUP_MSG = {
  provinceNotFound: 'Không tìm thấy tỉnh/thành phố',
  hospitalNotFound: 'Có bệnh viện không tồn tại trong danh sách',
  groupNotFound: 'Không tìm thấy nhóm bệnh viện',
  accountNotFound: 'Không tìm thấy tài khoản',
} as const;

export async function createHospitalGroup(
  db: Kysely<DB>,
  accountId: number,
  input: { ten: string; ma_tinh: string | null; hospital_ids?: number[] | undefined },
  audit: RouteAudit,
): Promise<THospitalGroup> {
  return db.transaction().execute(async (trx) => {
    if (input.ma_tinh !== null) {
      const p = await trx.selectFrom('don_vi_hanh_chinh').select('ma').where('ma', '=', input.ma_tinh).where('cap', '=', 1).executeTakeFirst();
      if (!p) throw new ValidationError(GROUP_MSG.provinceNotFound, { errors: [{ path: 'ma_tinh', message: GROUP_MSG.provinceNotFound }] });
    }
    const ids = [...new Set(input.hospital_ids ?? [])];
    if (ids.length) {
      const found = await trx.selectFrom('hospital').select('hospital_id').where('hospital_id', 'in', ids).execute();
      if (found.length !== ids.length) throw new ValidationError(GROUP_MSG.hospitalNotFound, { errors: [{ path: 'hospital_ids', message: GROUP_MSG.hospitalNotFound }] });
    }
    const { nhom_id } = await trx
      .insertInto('nhom_benh_vien')
      .values({ ten: input.ten, ma_tinh: input.ma_tinh, created_by: accountId })
      .returning('nhom_id')
      .executeTakeFirstOrThrow();
    if (ids.length)
      await trx
        .insertInto('nhom_benh_vien_thanh_vien')
        .values(ids.map((hospital_id) => ({ nhom_id, hospital_id })))
        .execute();
    await audit(trx, { id: nhom_id, hospitalId: null, after: { ten: input.ten, ma_tinh: input.ma_tinh, hospital_ids: ids } });
    const hospitals = input.ma_tinh
      ? await trx.selectFrom('hospital').select(['hospital_id', 'name']).where('ma_tinh', '=', input.ma_tinh).orderBy('name').orderBy('hospital_id').execute()
      : await hospitalRefs(trx, ids);
    return { nhom_id, ten: input.ten, ma_tinh: input.ma_tinh, hospitals };
  });
}

/** Puts an account in a group (its only one: a new assignment replaces the old). */
export async function assignHospitalGroup(db: Kysely<DB>, nhomId: number, accountId: number, audit: RouteAudit): Promise<{ nhom_id: number; tai_khoan_id: number }> {
  return db.transaction().execute(async (trx) => {
    const group = await trx.selectFrom('nhom_benh_vien').select('nhom_id').where('nhom_id', '=', nhomId).executeTakeFirst();
    if (!group) throw new NotFoundError(GROUP_MSG.groupNotFound);
    const account = await trx.selectFrom('tai_khoan').select('tai_khoan_id').where('tai_khoan_id', '=', accountId).executeTakeFirst();
    if (!account) throw new NotFoundError(GROUP_MSG.accountNotFound);
    const before = await groupScope(trx, accountId);
    await trx
      .insertInto('tai_khoan_nhom_benh_vien')
      .values({ tai_khoan_id: accountId, nhom_id: nhomId })
      .onConflict((oc) => oc.column('tai_khoan_id').doUpdateSet({ nhom_id: nhomId, created_at: new Date() }))
      .execute();
    await audit(trx, {
      id: nhomId,
      hospitalId: null,
      before: before ? { tai_khoan_id: accountId, nhom_id: before.nhom_id } : null,
      after: { tai_khoan_id: accountId, nhom_id: nhomId },
    });
    return { nhom_id: nhomId, tai_khoan_id: accountId };
  });
}
