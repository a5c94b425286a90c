import { FN, toWireTime, type TPage, type TStaffInvitation, type TStaffInvitationQuery, type TStaffInviteByFilter, type TStaffInviteFilter } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { paged } from '../../db/paging.js';
import { keywordMatches } from '../../db/search.js';
import { ValidationError } from '../../errors/app-errors.js';
import type { RouteAudit } from '../../resources/route.js';
import type { Caller } from '../../access/caller.js';
import type { Db } from '../../db/database.js';
import { assertParticipating, editableVersion, readableVersion } from '../survey-core/version-access.js';

export const INVITE_MSG = {
  departmentOutside: 'Có khoa/phòng không thuộc bệnh viện này',
  jobTitleOutside: 'Có chức danh không thuộc bệnh viện này',
} as const;

const field = (path: string, message: string) => new ValidationError(message, { errors: [{ path, message }] });

/** The departments and job titles of a filter are the hospital's own (else 400: the filter would silently match nobody). */
async function assertOwnCategories(db: Db, hospitalId: number, f: TStaffInviteFilter): Promise<void> {
  const departments = [...new Set(f.phong_ban_ids ?? [])];
  if (departments.length) {
    const { n } = await db
      .selectFrom('phong_ban')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('phong_ban_id', 'in', departments)
      .where('hospital_id', '=', hospitalId)
      .executeTakeFirstOrThrow();
    if (n !== departments.length) throw field('phong_ban_ids', INVITE_MSG.departmentOutside);
  }
  const jobTitles = [...new Set(f.chuc_danh_ids ?? [])];
  if (jobTitles.length) {
    const { n } = await db
      .selectFrom('chuc_danh')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('chuc_danh_id', 'in', jobTitles)
      .where('hospital_id', '=', hospitalId)
      .executeTakeFirstOrThrow();
    if (n !== jobTitles.length) throw field('chuc_danh_ids', INVITE_MSG.jobTitleOutside);
  }
}

/**
 * The active staff of a hospital matching a filter (alias `nv`): the one definition both the pick
 * list and the invitation by filter use, so "N staff match" is what gets invited.
 */
function matchingStaff(db: Db, hospitalId: number, f: TStaffInviteFilter) {
  let q = db.selectFrom('nhan_vien as nv').where('nv.hospital_id', '=', hospitalId).where('nv.tam_ngung', '=', false);
  if (f.phong_ban_ids?.length) q = q.where('nv.phong_ban_id', 'in', f.phong_ban_ids);
  if (f.chuc_danh_ids?.length) q = q.where('nv.chuc_danh_id', 'in', f.chuc_danh_ids);
  if (f.keyword) {
    q = q.where(keywordMatches(['nv.ten_nhan_vien', 'nv.ma_nhan_vien'], f.keyword));
  }
  return q;
}

const wire = (d: Date | null) => (d ? toWireTime(d) : null);

/**
 * MSettingUser at hospital scale: the pick list (a hospital's active staff with their invitation
 * to a version: added, mailed, reminded, voted) and the invitation of every staff member matching
 * a filter in one statement.
 */
export function staffInvitations(db: Kysely<DB>) {
  return {
    async list(caller: Caller, q: TStaffInvitationQuery): Promise<TPage<TStaffInvitation>> {
      await readableVersion(db, caller, q.phien_ban_id);
      await assertParticipating(db, caller, q.phien_ban_id, q.hospital_id);
      const seeContacts = caller.functions.has(FN.staffDetail);
      let query = matchingStaff(db, q.hospital_id, q)
        .leftJoin('nhan_vien_khao_sat as r', (j) => j.onRef('r.nhan_vien_id', '=', 'nv.nhan_vien_id').on('r.phien_ban_id', '=', q.phien_ban_id))
        .leftJoin('phong_ban as pb', 'pb.phong_ban_id', 'nv.phong_ban_id')
        .leftJoin('chuc_danh as cd', 'cd.chuc_danh_id', 'nv.chuc_danh_id')
        .select([
          'nv.nhan_vien_id',
          'nv.ma_nhan_vien',
          'nv.ten_nhan_vien',
          'nv.phong_ban_id',
          'pb.ten_phong_ban',
          'nv.chuc_danh_id',
          'cd.ten_chuc_danh',
          seeContacts ? 'nv.email' : sql<string | null>`NULL`.as('email'),
          sql<boolean>`coalesce(nv.email, '') <> ''`.as('co_email'),
          'r.nhan_vien_khao_sat_id',
          'r.created_at as added_at',
          'r.invited_at',
          'r.reminded_at',
          'r.status_khao_sat',
          'r.ineligible',
        ]);
      if (q.chua_moi === true) query = query.where('r.nhan_vien_khao_sat_id', 'is', null);
      if (q.chua_moi === false) query = query.where('r.nhan_vien_khao_sat_id', 'is not', null);
      const page = await paged(query, q, ['nv.ma_nhan_vien', 'nv.nhan_vien_id']);
      return {
        ...page,
        data: page.data.map((r) => ({
          ...r,
          added_at: wire(r.added_at),
          invited_at: wire(r.invited_at),
          reminded_at: wire(r.reminded_at),
          status_khao_sat: r.status_khao_sat as 1 | 2 | null,
        })),
      };
    },

    /** Idempotent: staff already invited keep their record (state, link, marks) as it is. */
    async inviteByFilter(caller: Caller, body: TStaffInviteByFilter, audit: RouteAudit): Promise<{ created: number; total: number }> {
      return db.transaction().execute(async (trx) => {
        await editableVersion(trx, caller, body.phien_ban_id);
        await assertParticipating(trx, caller, body.phien_ban_id, body.hospital_id);
        await assertOwnCategories(trx, body.hospital_id, body);
        const res = await trx
          .insertInto('nhan_vien_khao_sat')
          .columns(['phien_ban_id', 'hospital_id', 'nhan_vien_id', 'phong_ban_id', 'chuc_danh_id', 'token_nonce'])
          .expression(
            matchingStaff(trx, body.hospital_id, body).select([
              sql<number>`${body.phien_ban_id}::int`.as('phien_ban_id'),
              'nv.hospital_id',
              'nv.nhan_vien_id',
              'nv.phong_ban_id',
              'nv.chuc_danh_id',
              sql<string>`gen_random_uuid()::text`.as('token_nonce'),
            ]),
          )
          .onConflict((oc) => oc.columns(['phien_ban_id', 'nhan_vien_id']).doNothing())
          .executeTakeFirst();
        const { total } = await trx
          .selectFrom('nhan_vien_khao_sat')
          .select(sql<number>`count(*)::int`.as('total'))
          .where('phien_ban_id', '=', body.phien_ban_id)
          .where('hospital_id', '=', body.hospital_id)
          .executeTakeFirstOrThrow();
        const result = { created: Number(res.numInsertedOrUpdatedRows ?? 0n), total };
        await audit(trx, { id: body.phien_ban_id, hospitalId: body.hospital_id, phienBanId: body.phien_ban_id, after: { ...body }, detail: result });
        return result;
      });
    },
  };
}
