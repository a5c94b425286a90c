import { FN, toWireTime, type TPage, type TStaffSurvey, type TStaffSurveyCheck, type TStaffSurveyGroup, type TStaffSurveyListQuery } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/app-errors.js';
import type { RouteAudit } from '../../resources/route.js';
import type { Caller, VoteCaller } from '../../access/caller.js';
import { paged } from '../../db/paging.js';
import { keywordMatches } from '../../db/search.js';
import type { Db } from '../../db/database.js';
import { assertParticipating, assertSurveyHospital, editableVersion, MSG, readableVersion } from '../survey-core/version-access.js';
import { findOwnRecord } from '../survey-core/own-record.js';
import { scopeIds } from '../../access/scope.js';
import { departmentsIn, participationDepartments } from '../../access/department-scope.js';

export const STAFF_MSG = {
  notParticipating: MSG.notParticipating,
  notFound: 'Không tìm thấy nhân viên tham gia khảo sát',
  staffInvalid: 'Có nhân viên không thuộc bệnh viện hoặc đã ngừng làm việc',
  alreadyVoted: 'Nhân viên đã bình chọn: không thể thay đổi',
} as const;

/**
 * Creates the staff records of a hospital for a version: every active staff member (or the ones
 * given) gets one record; an existing record is never duplicated nor reset. Idempotent.
 */
export async function syncStaffRecords(trx: Db, versionId: number, hospitalId: number, staffIds?: number[]): Promise<{ created: number; total: number }> {
  if (staffIds) {
    const ok = await trx
      .selectFrom('nhan_vien')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('nhan_vien_id', 'in', staffIds)
      .where('hospital_id', '=', hospitalId)
      .where('tam_ngung', '=', false)
      .executeTakeFirstOrThrow();
    if (ok.n !== new Set(staffIds).size) throw new ValidationError(STAFF_MSG.staffInvalid);
  }
  const res = await trx
    .insertInto('nhan_vien_khao_sat')
    .columns(['phien_ban_id', 'hospital_id', 'nhan_vien_id', 'phong_ban_id', 'chuc_danh_id', 'token_nonce'])
    .expression((eb) => {
      let q = eb
        .selectFrom('nhan_vien')
        .select([
          sql<number>`${versionId}::int`.as('phien_ban_id'),
          'hospital_id',
          'nhan_vien_id',
          'phong_ban_id',
          'chuc_danh_id',
          sql<string>`gen_random_uuid()::text`.as('token_nonce'),
        ])
        .where('hospital_id', '=', hospitalId)
        .where('tam_ngung', '=', false);
      if (staffIds) q = q.where('nhan_vien_id', 'in', staffIds);
      return q;
    })
    .onConflict((oc) => oc.columns(['phien_ban_id', 'nhan_vien_id']).doNothing())
    .executeTakeFirst();
  const total = await trx
    .selectFrom('nhan_vien_khao_sat')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('phien_ban_id', '=', versionId)
    .where('hospital_id', '=', hospitalId)
    .executeTakeFirstOrThrow();
  return { created: Number(res.numInsertedOrUpdatedRows ?? 0n), total: total.n };
}

export function staffRecords(db: Kysely<DB>) {
  async function recordForWrite(trx: Db, caller: Caller, id: number) {
    const r = await trx.selectFrom('nhan_vien_khao_sat').selectAll().where('nhan_vien_khao_sat_id', '=', id).executeTakeFirst();
    if (!r) throw new NotFoundError(STAFF_MSG.notFound);
    await editableVersion(trx, caller, r.phien_ban_id);
    await assertSurveyHospital(trx, caller, r.hospital_id);
    return r;
  }

  function selectRows(trx: Db, caller: Caller) {
    const seeContacts = caller.functions.has(FN.staffDetail);
    return trx
      .selectFrom('nhan_vien_khao_sat as r')
      .innerJoin('nhan_vien as nv', 'nv.nhan_vien_id', 'r.nhan_vien_id')
      .leftJoin('phong_ban as pb', 'pb.phong_ban_id', 'r.phong_ban_id')
      .leftJoin('chuc_danh as cd', 'cd.chuc_danh_id', 'r.chuc_danh_id')
      .select([
        'r.nhan_vien_khao_sat_id',
        'r.phien_ban_id',
        'r.hospital_id',
        'nv.nhan_vien_id',
        'nv.ma_nhan_vien',
        'nv.ten_nhan_vien',
        'pb.ten_phong_ban',
        'cd.ten_chuc_danh',
        'r.status_khao_sat',
        'r.hop_le',
        'r.ineligible',
        'r.invited_at',
        'r.reminded_at',
        seeContacts ? 'nv.email' : sql<string | null>`NULL`.as('email'),
        sql<boolean>`coalesce(nv.email, '') <> ''`.as('co_email'),
      ]);
  }
  type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['executeTakeFirstOrThrow']>>;
  const toWire = (r: Row): TStaffSurvey => ({
    ...r,
    status_khao_sat: r.status_khao_sat as 1 | 2,
    hop_le: r.hop_le as -1 | 0 | 1,
    invited_at: r.invited_at ? toWireTime(r.invited_at) : null,
    reminded_at: r.reminded_at ? toWireTime(r.reminded_at) : null,
  });

  return {
    async list(caller: Caller, q: TStaffSurveyListQuery): Promise<TPage<TStaffSurvey>> {
      await readableVersion(db, caller, q.phien_ban_id);
      const ids = scopeIds(caller, q.hospitalId);
      let query = selectRows(db, caller).where('r.phien_ban_id', '=', q.phien_ban_id);
      if (ids) query = query.where('r.hospital_id', 'in', ids);
      const departments = participationDepartments(caller);
      if (departments) query = query.where('r.phong_ban_id', 'in', departmentsIn(departments));
      if (q.status_khao_sat !== undefined) query = query.where('r.status_khao_sat', '=', q.status_khao_sat);
      if (q.hop_le !== undefined) query = query.where('r.hop_le', '=', q.hop_le);
      if (q.ineligible !== undefined) query = query.where('r.ineligible', '=', q.ineligible);
      if (q.keyword) {
        query = query.where(keywordMatches(['nv.ten_nhan_vien', 'nv.ma_nhan_vien', 'pb.ten_phong_ban'], q.keyword));
      }
      const page = await paged(query, q, 'nv.ma_nhan_vien');
      return { ...page, data: page.data.map(toWire) };
    },

    async groups(caller: Caller, versionId: number): Promise<TStaffSurveyGroup[]> {
      await readableVersion(db, caller, versionId);
      const ids = scopeIds(caller, undefined);
      const departments = participationDepartments(caller);
      let q = db
        .selectFrom('phien_ban_benh_vien as pb')
        .innerJoin('hospital as h', 'h.hospital_id', 'pb.hospital_id')
        .leftJoin('nhan_vien_khao_sat as r', (j) => {
          const on = j.onRef('r.phien_ban_id', '=', 'pb.phien_ban_id').onRef('r.hospital_id', '=', 'pb.hospital_id');
          return departments ? on.on('r.phong_ban_id', 'in', departmentsIn(departments)) : on;
        })
        .select([
          'h.hospital_id',
          'h.name',
          sql<number>`count(r.nhan_vien_khao_sat_id)::int`.as('tong_so'),
          sql<number>`count(*) FILTER (WHERE r.status_khao_sat = 2)::int`.as('da_binh_chon'),
          sql<number>`count(*) FILTER (WHERE r.status_khao_sat = 1 AND NOT r.ineligible)::int`.as('chua_binh_chon'),
          sql<number>`count(*) FILTER (WHERE r.hop_le = 1)::int`.as('hop_le'),
          sql<number>`count(*) FILTER (WHERE r.hop_le = 0)::int`.as('khong_hop_le'),
          sql<number>`count(*) FILTER (WHERE r.ineligible)::int`.as('ineligible'),
        ])
        .where('pb.phien_ban_id', '=', versionId)
        .groupBy(['h.hospital_id', 'h.name'])
        .orderBy('h.name');
      if (ids) q = q.where('pb.hospital_id', 'in', ids);
      return q.execute();
    },

    async create(caller: Caller, versionId: number, hospitalId: number, staffIds: number[], audit: RouteAudit) {
      return db.transaction().execute(async (trx) => {
        await editableVersion(trx, caller, versionId);
        await assertParticipating(trx, caller, versionId, hospitalId);
        const result = await syncStaffRecords(trx, versionId, hospitalId, staffIds);
        await audit(trx, { id: versionId, hospitalId, phienBanId: versionId, after: { nhan_vien_ids: staffIds }, detail: result });
        return result;
      });
    },

    async sync(caller: Caller, versionId: number, hospitalId: number, audit: RouteAudit) {
      return db.transaction().execute(async (trx) => {
        await editableVersion(trx, caller, versionId);
        await assertParticipating(trx, caller, versionId, hospitalId);
        const result = await syncStaffRecords(trx, versionId, hospitalId);
        await audit(trx, { id: versionId, hospitalId, phienBanId: versionId, detail: result });
        return result;
      });
    },

    async setIneligible(caller: Caller, id: number, ineligible: boolean, audit: RouteAudit): Promise<TStaffSurvey> {
      return db.transaction().execute(async (trx) => {
        const r = await recordForWrite(trx, caller, id);
        if (r.status_khao_sat === 2 && ineligible) throw new ConflictError(STAFF_MSG.alreadyVoted);
        await trx.updateTable('nhan_vien_khao_sat').set({ ineligible }).where('nhan_vien_khao_sat_id', '=', id).execute();
        await audit(trx, { id, hospitalId: r.hospital_id, phienBanId: r.phien_ban_id, before: { ineligible: r.ineligible }, after: { ineligible } });
        return toWire(await selectRows(trx, caller).where('r.nhan_vien_khao_sat_id', '=', id).executeTakeFirstOrThrow());
      });
    },

    async remove(caller: Caller, id: number, audit: RouteAudit): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const r = await recordForWrite(trx, caller, id);
        if (r.status_khao_sat === 2) throw new ConflictError(STAFF_MSG.alreadyVoted);
        await trx.deleteFrom('nhan_vien_khao_sat').where('nhan_vien_khao_sat_id', '=', id).execute();
        await audit(trx, { id, hospitalId: r.hospital_id, phienBanId: r.phien_ban_id, before: { nhan_vien_id: r.nhan_vien_id, ineligible: r.ineligible }, after: null });
      });
    },

    /** The caller's own record (through the staff member linked to the account, or the voter session's). */
    async check(caller: VoteCaller, versionId: number): Promise<TStaffSurveyCheck> {
      const r = await findOwnRecord(db, caller, versionId);
      if (!r) return { invited: false, nhan_vien_khao_sat_id: null, status_khao_sat: null, hop_le: null };
      return { invited: true, nhan_vien_khao_sat_id: r.nhan_vien_khao_sat_id, status_khao_sat: r.status_khao_sat, hop_le: r.hop_le };
    },
  };
}
