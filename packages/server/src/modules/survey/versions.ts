import {
  type TVersionStartPreview,
  FN,
  fromWireTime,
  ROLE_LEVEL,
  VERSION_STATUS,
  type TPage,
  type TSurveyDetail,
  type TSurveyVersion,
  type TSurveyVersionListQuery,
  type TSurveyVersionRow,
  type ZOpenVersion,
  type ZSurveyVersionCreate,
  type ZSurveyVersionUpdate,
  type ZVersionCopyBody,
} from '@hm/contract';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { ConflictError, fieldConflict, ForbiddenError, ValidationError } from '../../errors/app-errors.js';
import type { RouteAudit } from '../../resources/route.js';
import { snapshotOnClose } from '../dashboard/snapshot-triggers.js';
import { type Caller, inScope, isVoterSession, type VoteCaller } from '../../access/caller.js';
import { paged } from '../../db/paging.js';
import { keywordMatches } from '../../db/search.js';
import type { Db } from '../../db/database.js';
import { assertSurveyHospital, editableVersion, hasResponses, loadVersionRef, readableVersion, versionHospitals } from '../survey-core/version-access.js';
import { findOwnRecord } from '../survey-core/own-record.js';
import { syncStaffRecords } from './staff-records.js';
import { copyQuestionnaire } from './structure/copy.js';
import { loadQuestionnaire } from './structure/questionnaire.js';
import { localizeVersion, selectVersions, toVersion, toVersionRow } from '../survey-core/version-view.js';
import { scopeIds } from '../../access/scope.js';
import { andInDepartments, participationDepartments } from '../../access/department-scope.js';
import { licenceInForce } from '../../access/licences.js';
import { completeRecord } from '../dashboard/participation.js';
import { syncVersionSchedule } from '../survey-core/version-schedule.js';

export const VERSION_MSG = {
  hasResponses: 'Không thể xóa phiên bản đã có kết quả khảo sát; hãy dùng chức năng ẩn để giữ dữ liệu',
  alreadyClosed: 'Phiên bản khảo sát đã đóng',
  noQuestions: 'Phiên bản chưa có câu hỏi nào đang dùng: hãy thêm câu hỏi trước khi bắt đầu',
  campaignSystemOnly: 'Chỉ quản trị hệ thống được tạo phiên bản khảo sát dùng chung nhiều bệnh viện',
  notInvited: 'Bạn không được mời tham gia phiên bản khảo sát này',
  badTime: 'Thời gian không hợp lệ',
  duplicateTitle: 'Bệnh viện đã có phiên bản khảo sát cùng tiêu đề: hãy đặt một tiêu đề khác',
} as const;

/**
 * Refuses a title another visible (not hidden) version of the same owner hospital already has,
 * ignoring case and surrounding spaces: two versions that look the same in the list confuse.
 */
export async function assertTitleFree(db: Db, hospitalId: number | null, title: string, exceptId?: number): Promise<void> {
  if (!title.trim()) return;
  let q = db
    .selectFrom('phien_ban_khao_sat')
    .select('phien_ban_id')
    .where('is_template', '=', false)
    .where('tam_ngung', '=', false)
    .where(sql<boolean>`hospital_id IS NOT DISTINCT FROM ${hospitalId}`)
    .where(sql<boolean>`lower(btrim(tieu_de_khao_sat)) = lower(btrim(${title}))`);
  if (exceptId !== undefined) q = q.where('phien_ban_id', '<>', exceptId);
  if (await q.limit(1).executeTakeFirst()) throw fieldConflict('tieu_de_khao_sat', VERSION_MSG.duplicateTitle);
}

/** The hospital and version an audit row of a version names. */
const ofVersion = (v: { phien_ban_id: number; hospital_id: number | null }) => ({ hospitalId: v.hospital_id, phienBanId: v.phien_ban_id });

const wireToDate = (s: string): Date => {
  const d = fromWireTime(s);
  if (!d) throw new ValidationError(VERSION_MSG.badTime);
  return d;
};

/** Hospitals licensed for the survey module (multi-hospital lists show only these). */
export async function surveyHospitals(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('hospital_module as hm').select('hm.hospital_id').where('hm.module', '=', 'survey').where(licenceInForce('hm')).execute();
  return rows.map((r) => r.hospital_id);
}

/**
 * The English title of a copy: the one given, else the source's only when the copy keeps the
 * source's title. A manager's own title is theirs in both languages (English falls back to it):
 * two versions of one template must not both read as the template's English name.
 */
function englishTitle(body: { tieu_de_khao_sat?: string; tieu_de_khao_sat_en?: string }, src: { tieu_de_khao_sat: string; tieu_de_khao_sat_en: string }): string {
  if (body.tieu_de_khao_sat_en) return body.tieu_de_khao_sat_en;
  const ownTitle = body.tieu_de_khao_sat && body.tieu_de_khao_sat.trim() !== src.tieu_de_khao_sat.trim();
  return ownTitle ? '' : src.tieu_de_khao_sat_en;
}

/** The fields of a copy: its hospital, window and titles (the source's where not given). */
export type VersionCopyFields = Pick<z.output<typeof ZVersionCopyBody>, 'hospital_id' | 'language' | 'tieu_de_khao_sat' | 'tieu_de_khao_sat_en' | 'time_start' | 'time_end'>;

/**
 * The one copy of a version, in the caller's transaction: a new version of `fields.hospital_id`
 * with the source's texts and whole questionnaire and its own window; `push`, the key of the
 * campaign push that made it (docs/decisions/province-view.md). Access is the caller's to check.
 */
export async function copyVersionIn(trx: Transaction<DB>, caller: Caller, src: Selectable<DB['phien_ban_khao_sat']>, fields: VersionCopyFields, push?: string): Promise<number> {
  await assertTitleFree(trx, fields.hospital_id, fields.tieu_de_khao_sat || src.tieu_de_khao_sat);
  const { phien_ban_id } = await trx
    .insertInto('phien_ban_khao_sat')
    .values({
      hospital_id: fields.hospital_id,
      instrument_code: src.instrument_code,
      copied_from_id: src.phien_ban_id,
      language: fields.language ?? src.language,
      tieu_de_khao_sat: fields.tieu_de_khao_sat || src.tieu_de_khao_sat,
      tieu_de_khao_sat_en: englishTitle(fields, src),
      mo_ta_khao_sat: src.mo_ta_khao_sat,
      mo_ta_khao_sat_en: src.mo_ta_khao_sat_en,
      noi_dung_khao_sat: src.noi_dung_khao_sat,
      noi_dung_khao_sat_en: src.noi_dung_khao_sat_en,
      time_start: wireToDate(fields.time_start),
      time_end: wireToDate(fields.time_end),
      created_by: caller.accountId,
      dot_trien_khai: push ?? null,
    })
    .returning('phien_ban_id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('phien_ban_benh_vien').values({ phien_ban_id, hospital_id: fields.hospital_id }).execute();
  await copyQuestionnaire(trx, src.phien_ban_id, phien_ban_id);
  await syncVersionSchedule(trx, phien_ban_id, caller.accountId);
  return phien_ban_id;
}

/**
 * Opens the version (also from 3) in the caller's transaction (the campaign page starts and sends
 * in one). A hospital whose staff were picked keeps exactly them; one with nobody invited gets
 * its whole active staff; `wholeStaff` invites every hospital's whole staff. Hospitals out of the
 * caller's scope are left alone.
 */
export async function startVersionIn(trx: Kysely<DB>, caller: Caller, id: number, wholeStaff: boolean, audit: RouteAudit) {
  const v = await editableVersion(trx, caller, id);
  const active = await trx
    .selectFrom('cau_hoi as q')
    .innerJoin('phan_cau_hoi as p', 'p.phan_cauhoi_id', 'q.phancauhoi_id')
    .select('q.cauhoi_id')
    .where('q.phien_ban_id', '=', id)
    .where('q.tamngung', '=', 0)
    .where('p.status', '=', 1)
    .limit(1)
    .executeTakeFirst();
  if (!active) throw new ValidationError(VERSION_MSG.noQuestions);
  await trx
    .updateTable('phien_ban_khao_sat')
    .set({ status_khao_sat: VERSION_STATUS.open, started_at: sql`coalesce(started_at, now())`, updated_at: new Date() })
    .where('phien_ban_id', '=', id)
    .execute();
  let created = 0;
  let total = 0;
  const licensed = await surveyHospitals(trx);
  for (const h of await versionHospitals(trx, id)) {
    if (!inScope(caller, h) || !licensed.includes(h)) continue;
    const { n } = await trx
      .selectFrom('nhan_vien_khao_sat')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('phien_ban_id', '=', id)
      .where('hospital_id', '=', h)
      .executeTakeFirstOrThrow();
    const r = wholeStaff || n === 0 ? await syncStaffRecords(trx, id, h) : { created: 0, total: n };
    created += r.created;
    total += r.total;
  }
  await audit(trx, {
    id,
    hospitalId: v.hospital_id,
    phienBanId: id,
    before: { status_khao_sat: v.status_khao_sat },
    after: { status_khao_sat: VERSION_STATUS.open },
    detail: { moi_toan_bo: wholeStaff, created, total },
  });
  return { version: toVersion(await selectVersions(trx).where('v.phien_ban_id', '=', id).executeTakeFirstOrThrow()), created, total };
}

export function surveyVersions(db: Kysely<DB>) {
  async function one(trx: Db, id: number): Promise<TSurveyVersion> {
    return toVersion(await selectVersions(trx).where('v.phien_ban_id', '=', id).executeTakeFirstOrThrow());
  }

  return {
    one: (id: number) => one(db, id),

    async list(caller: Caller, q: TSurveyVersionListQuery): Promise<TPage<TSurveyVersionRow>> {
      let visible: number[] | null = null;
      if (!q.la_mau) {
        const scope = scopeIds(caller, q.hospitalId);
        const licensed = await surveyHospitals(db);
        visible = scope ? scope.filter((h) => licensed.includes(h)) : q.hospitalId !== undefined ? [q.hospitalId] : null;
      }
      const ids = visible && visible.length ? visible : [-1];
      const mine = andInDepartments('r.phong_ban_id', participationDepartments(caller));
      const counted = (status: string) =>
        visible
          ? sql<number>`(SELECT count(*) FROM nhan_vien_khao_sat r WHERE r.phien_ban_id = v.phien_ban_id AND ${sql.raw(status)} AND r.hospital_id IN (${sql.join(ids)}) ${mine})::int`
          : sql<number>`(SELECT count(*) FROM nhan_vien_khao_sat r WHERE r.phien_ban_id = v.phien_ban_id AND ${sql.raw(status)} ${mine})::int`;
      let query = selectVersions(db)
        .select([counted('r.status_khao_sat = 2').as('so_da_binh_chon'), counted(completeRecord('r')).as('so_hoan_chinh'), counted('NOT r.ineligible').as('tong_so_nhan_vien')])
        .where('v.is_template', '=', q.la_mau);
      if (!q.la_mau) query = query.where('v.tam_ngung', '=', q.tam_ngung);
      if (visible) {
        query = query.where((eb) =>
          eb.or([
            eb('v.hospital_id', 'in', ids),
            eb.and([
              eb('v.hospital_id', 'is', null),
              eb.exists(
                eb.selectFrom('phien_ban_benh_vien as pbv').select('pbv.hospital_id').whereRef('pbv.phien_ban_id', '=', 'v.phien_ban_id').where('pbv.hospital_id', 'in', ids),
              ),
            ]),
          ]),
        );
      }
      if (q.status_khao_sat !== undefined) query = query.where('v.status_khao_sat', '=', q.status_khao_sat);
      if (q.keyword) {
        query = query.where(keywordMatches(['v.tieu_de_khao_sat', 'v.tieu_de_khao_sat_en'], q.keyword));
      }
      const page = await paged(query, q, 'v.phien_ban_id', 'desc');
      return { ...page, data: page.data.map(toVersionRow) };
    },

    async detail(caller: Caller, id: number, language: 'vi' | 'en' | null): Promise<TSurveyDetail> {
      await readableVersion(db, caller, id);
      const v = await one(db, id);
      const q = await loadQuestionnaire(db, id, language);
      return { ...(language ? localizeVersion(v, language) : v), ...q };
    },

    /** GET /{id}/{language}: readers of surveys, and staff invited to this version (logged in or through their link). */
    async forReaderOrVoter(caller: VoteCaller, id: number, language: 'vi' | 'en'): Promise<TSurveyDetail> {
      if (!isVoterSession(caller) && caller.functions.has(FN.surveyRead)) return this.detail(caller, id, language);
      await loadVersionRef(db, id);
      if (!(await findOwnRecord(db, caller, id))) throw new ForbiddenError(VERSION_MSG.notInvited);
      const v = await one(db, id);
      return { ...localizeVersion(v, language), ...(await loadQuestionnaire(db, id, language)) };
    },

    async create(caller: Caller, body: z.output<typeof ZSurveyVersionCreate>, audit: RouteAudit): Promise<TSurveyVersion> {
      // A hospital's version: its hospital was checked by the access hook (`hospital: 'body'`).
      if (body.hospital_id === null && caller.level !== ROLE_LEVEL.systemAdmin) throw new ForbiddenError(VERSION_MSG.campaignSystemOnly);
      return db.transaction().execute(async (trx) => {
        await assertTitleFree(trx, body.hospital_id, body.tieu_de_khao_sat);
        const { phien_ban_id } = await trx
          .insertInto('phien_ban_khao_sat')
          .values({ ...body, time_start: wireToDate(body.time_start), time_end: wireToDate(body.time_end), created_by: caller.accountId })
          .returning('phien_ban_id')
          .executeTakeFirstOrThrow();
        if (body.hospital_id !== null) await trx.insertInto('phien_ban_benh_vien').values({ phien_ban_id, hospital_id: body.hospital_id }).execute();
        await syncVersionSchedule(trx, phien_ban_id, caller.accountId);
        const after = await one(trx, phien_ban_id);
        await audit(trx, { id: phien_ban_id, ...ofVersion(after), after });
        return after;
      });
    },

    /** Update; also restores a soft-deleted version. */
    async update(caller: Caller, body: z.output<typeof ZSurveyVersionUpdate>, audit: RouteAudit): Promise<TSurveyVersion> {
      const { phien_ban_id, ...fields } = body;
      return db.transaction().execute(async (trx) => {
        const v = await editableVersion(trx, caller, phien_ban_id);
        const before = await one(trx, phien_ban_id);
        if (!v.is_template) await assertTitleFree(trx, v.hospital_id, fields.tieu_de_khao_sat, phien_ban_id);
        await trx
          .updateTable('phien_ban_khao_sat')
          .set({ ...fields, time_start: wireToDate(fields.time_start), time_end: wireToDate(fields.time_end), tam_ngung: false, updated_at: new Date() })
          .where('phien_ban_id', '=', phien_ban_id)
          .execute();
        await syncVersionSchedule(trx, phien_ban_id, caller.accountId);
        const after = await one(trx, phien_ban_id);
        await audit(trx, { id: phien_ban_id, ...ofVersion(after), before, after });
        return after;
      });
    },

    async softDelete(caller: Caller, id: number, audit: RouteAudit): Promise<TSurveyVersion> {
      return db.transaction().execute(async (trx) => {
        await editableVersion(trx, caller, id, { allowClosed: true });
        const before = await one(trx, id);
        await trx.updateTable('phien_ban_khao_sat').set({ tam_ngung: true, updated_at: new Date() }).where('phien_ban_id', '=', id).execute();
        const after = await one(trx, id);
        await audit(trx, { id, ...ofVersion(after), before, after });
        return after;
      });
    },

    async remove(caller: Caller, id: number, audit: RouteAudit): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await editableVersion(trx, caller, id, { allowClosed: true });
        // Lock the version row so a vote cannot land between the check and the delete.
        await trx.selectFrom('phien_ban_khao_sat').select('phien_ban_id').where('phien_ban_id', '=', id).forUpdate().execute();
        if (await hasResponses(trx, id)) throw new ConflictError(VERSION_MSG.hasResponses);
        const before = await one(trx, id);
        await trx.deleteFrom('phien_ban_khao_sat').where('phien_ban_id', '=', id).execute();
        // No version link: the audit row outlives the version (audit_log.phien_ban_id references it).
        await audit(trx, { id, hospitalId: before.hospital_id, before, after: null });
      });
    },

    async close(caller: Caller, id: number, status: 2 | 3, audit: RouteAudit): Promise<TSurveyVersion> {
      // Scope first: the state of another hospital's version is none of the caller's business.
      const v = await editableVersion(db, caller, id, { allowClosed: true });
      if (v.status_khao_sat === VERSION_STATUS.closed) throw new ConflictError(VERSION_MSG.alreadyClosed);
      // Only a version not closed yet: of two closes at once (two API processes, a double click)
      // one closes it and takes the final snapshot, the other is refused as if it came second.
      const changed = await db
        .updateTable('phien_ban_khao_sat')
        .set({ status_khao_sat: status, updated_at: new Date() })
        .where('phien_ban_id', '=', id)
        .where('status_khao_sat', '<>', VERSION_STATUS.closed)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) throw new ConflictError(VERSION_MSG.alreadyClosed);
      // One statement, no transaction to share: the row follows the change it records.
      await audit(db, { id, hospitalId: v.hospital_id, phienBanId: id, before: { status_khao_sat: v.status_khao_sat }, after: { status_khao_sat: status } });
      await syncVersionSchedule(db, id, caller.accountId);
      // Closed for good: the final figures (awaited, so the dashboards have them when this answers).
      if (status === VERSION_STATUS.closed) await snapshotOnClose(db, id);
      return one(db, id);
    },

    /** What starting would do per hospital in scope (licensed for the survey): invited now, and its active staff. */
    async startPreview(caller: Caller, id: number): Promise<TVersionStartPreview> {
      await editableVersion(db, caller, id);
      const licensed = await surveyHospitals(db);
      const ids = (await versionHospitals(db, id)).filter((h) => inScope(caller, h) && licensed.includes(h));
      if (!ids.length) return [];
      return db
        .selectFrom('hospital as h')
        .select([
          'h.hospital_id',
          'h.name',
          sql<number>`(SELECT count(*) FROM nhan_vien_khao_sat r WHERE r.phien_ban_id = ${id} AND r.hospital_id = h.hospital_id)::int`.as('da_moi'),
          sql<number>`(SELECT count(*) FROM nhan_vien n WHERE n.hospital_id = h.hospital_id AND NOT n.tam_ngung)::int`.as('tong_nhan_vien'),
        ])
        .where('h.hospital_id', 'in', ids)
        .orderBy('h.name')
        .execute();
    },

    /** Opens the version in a transaction of its own (see `startVersionIn`). */
    async start(caller: Caller, id: number, wholeStaff: boolean, audit: RouteAudit) {
      return db.transaction().execute((trx) => startVersionIn(trx, caller, id, wholeStaff, audit));
    },

    /** Copies a template (or a readable version) with its whole questionnaire into a new version of a hospital. */
    async copy(caller: Caller, sourceId: number, body: z.output<typeof ZVersionCopyBody>, audit: RouteAudit): Promise<TSurveyVersion> {
      await readableVersion(db, caller, sourceId);
      await assertSurveyHospital(db, caller, body.hospital_id);
      return db.transaction().execute(async (trx) => {
        const src = await trx.selectFrom('phien_ban_khao_sat').selectAll().where('phien_ban_id', '=', sourceId).executeTakeFirstOrThrow();
        const phien_ban_id = await copyVersionIn(trx, caller, src, body);
        const after = await one(trx, phien_ban_id);
        await audit(trx, { id: phien_ban_id, ...ofVersion(after), after, detail: { tu_phien_ban_id: sourceId } });
        return after;
      });
    },

    /**
     * Versions open now, or started and opening later, to which the caller is invited (through the linked staff member, or the
     * record of a voter session), with the caller's state and the voted / invited counts of the
     * record's hospital (participation is not anonymous; answers are).
     */
    async openForCaller(caller: VoteCaller, hospitalId: number | undefined): Promise<z.output<typeof ZOpenVersion>[]> {
      const counted = (status: string) =>
        sql<number>`(SELECT count(*) FROM nhan_vien_khao_sat x WHERE x.phien_ban_id = v.phien_ban_id AND x.hospital_id = r.hospital_id AND ${sql.raw(status)})::int`;
      let q = selectVersions(db)
        .innerJoin('nhan_vien_khao_sat as r', 'r.phien_ban_id', 'v.phien_ban_id')
        .innerJoin('hospital_module as hm', (j) => j.onRef('hm.hospital_id', '=', 'r.hospital_id').on('hm.module', '=', 'survey').on(licenceInForce('hm')))
        .select([
          'r.nhan_vien_khao_sat_id',
          'r.status_khao_sat as trang_thai_cua_toi',
          counted('x.status_khao_sat = 2').as('so_da_binh_chon'),
          counted(completeRecord('x')).as('so_hoan_chinh'),
          counted('NOT x.ineligible').as('tong_so_nhan_vien'),
        ])
        .where('v.status_khao_sat', '=', VERSION_STATUS.open)
        .where('v.tam_ngung', '=', false)
        .where('v.started_at', 'is not', null)
        .where('r.ineligible', '=', false)
        // Scheduled versions are listed too (their window opens later): the list says when.
        .where('v.time_end', '>', new Date());
      q = isVoterSession(caller)
        ? q.where('r.nhan_vien_khao_sat_id', '=', caller.recordId)
        : q.where('r.nhan_vien_id', '=', (eb) => eb.selectFrom('tai_khoan as tk').select('tk.nhan_vien_id').where('tk.tai_khoan_id', '=', caller.accountId));
      if (hospitalId !== undefined) q = q.where('r.hospital_id', '=', hospitalId);
      const rows = await q.orderBy('v.time_end').execute();
      return rows.map((r) => ({ ...toVersionRow(r), nhan_vien_khao_sat_id: r.nhan_vien_khao_sat_id, trang_thai_cua_toi: r.trang_thai_cua_toi as 1 | 2 }));
    },
  };
}
