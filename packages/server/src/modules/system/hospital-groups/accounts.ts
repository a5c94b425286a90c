import { FN, type TGroupOfficer, type TPage, type TPageQuery } from '@hm/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { paged } from '../../../db/paging.js';
import { keywordMatches } from '../../../db/search.js';
import type { RouteAudit } from '../../../resources/route.js';
import { NotFoundError, ValidationError } from '../../../errors/app-errors.js';
import { GROUP_MSG } from './rules.js';

/**
 * The officers of hospital groups (docs/decisions/province-view.md): an account is assigned to at
 * most one group, and only an account whose permission group holds the province view's function
 * (`KET_QUA_NHOM_BV_XEM`) may be: any other would read nothing, or would read the group the day
 * its permission group changes.
 */

/** Accounts whose permission group holds the province view. */
const officers = (db: Kysely<DB>) =>
  db
    .selectFrom('tai_khoan as a')
    .innerJoin('phan_quyen as pq', 'pq.phan_quyen_id', 'a.phan_quyen_id')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('phan_quyen_chuc_nang as pc')
          .innerJoin('chuc_nang as c', 'c.chuc_nang_id', 'pc.chuc_nang_id')
          .select(sql`1`.as('one'))
          .whereRef('pc.phan_quyen_id', '=', 'a.phan_quyen_id')
          .where('c.ma_chuc_nang', '=', FN.provinceView),
      ),
    );

/** nhom-benh-vien/tai-khoan: the accounts that may be assigned, with the group each has now; searched by name, marks aside. */
export async function groupOfficers(db: Kysely<DB>, query: TPageQuery): Promise<TPage<TGroupOfficer>> {
  let q = officers(db)
    .leftJoin('tai_khoan_nhom_benh_vien as x', 'x.tai_khoan_id', 'a.tai_khoan_id')
    .leftJoin('nhom_benh_vien as g', 'g.nhom_id', 'x.nhom_id')
    .select(['a.tai_khoan_id', 'a.ten_tai_khoan', 'a.display_name', 'pq.ten_phan_quyen', 'g.nhom_id', 'g.ten as ten_nhom'])
    .where('a.tinh_trang', '=', true);
  if (query.keyword) q = q.where(keywordMatches(['a.ten_tai_khoan', 'a.display_name'], query.keyword));
  return paged(q, query, ['a.ten_tai_khoan', 'a.tai_khoan_id']);
}

/** Puts an officer in a group (its only one: a new assignment replaces the old). */
export async function assignHospitalGroup(db: Kysely<DB>, nhomId: number, accountId: number, audit: RouteAudit): Promise<{ nhom_id: number; tai_khoan_id: number }> {
  return db.transaction().execute(async (trx) => {
    const group = await trx.selectFrom('nhom_benh_vien').select('nhom_id').where('nhom_id', '=', nhomId).forUpdate().executeTakeFirst();
    if (!group) throw new NotFoundError(GROUP_MSG.groupNotFound);
    const account = await trx.selectFrom('tai_khoan').select('tai_khoan_id').where('tai_khoan_id', '=', accountId).executeTakeFirst();
    if (!account) throw new NotFoundError(GROUP_MSG.accountNotFound);
    const officer = await officers(trx).select('a.tai_khoan_id').where('a.tai_khoan_id', '=', accountId).executeTakeFirst();
    if (!officer) throw new ValidationError(GROUP_MSG.notOfficer, { errors: [{ path: 'tai_khoan_id', message: GROUP_MSG.notOfficer }] });
    const before = await trx.selectFrom('tai_khoan_nhom_benh_vien').select('nhom_id').where('tai_khoan_id', '=', accountId).executeTakeFirst();
    if (before?.nhom_id === nhomId) {
      audit.skip();
      return { nhom_id: nhomId, tai_khoan_id: accountId };
    }
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

/** Takes an account out of a group: it reads no group's results any more. */
export async function unassignHospitalGroup(db: Kysely<DB>, nhomId: number, accountId: number, audit: RouteAudit): Promise<null> {
  return db.transaction().execute(async (trx) => {
    const group = await trx.selectFrom('nhom_benh_vien').select('nhom_id').where('nhom_id', '=', nhomId).executeTakeFirst();
    if (!group) throw new NotFoundError(GROUP_MSG.groupNotFound);
    const removed = await trx.deleteFrom('tai_khoan_nhom_benh_vien').where('tai_khoan_id', '=', accountId).where('nhom_id', '=', nhomId).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new NotFoundError(GROUP_MSG.notAssigned);
    await audit(trx, { id: nhomId, hospitalId: null, before: { tai_khoan_id: accountId, nhom_id: nhomId }, after: null });
    return null;
  });
}
