import { fillSubject, toWireTime, VERSION_STATUS, type TMailServerStatus, type TOutboxMail, type TOutboxQuery, type TPage, type TSendMailResult } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { ConflictError } from '../../errors/app-errors.js';
import type { RouteAudit } from '../../resources/route.js';
import type { Caller } from '../../access/caller.js';
import { paged } from '../../db/paging.js';
import { keywordMatches } from '../../db/search.js';
import { assertSurveyHospital, editableVersion, versionHospitals } from '../survey-core/version-access.js';
import { letterOf, mailLanguage, mailValues, MASKED_LINK, renderMail, selectMailContext, textsOf } from './render.js';
import { scopeIds } from '../../access/scope.js';

export const MAIL_MSG = {
  notStarted: 'Khảo sát chưa bắt đầu: hãy bắt đầu khảo sát trước khi gửi thư (trang "Chiến dịch khảo sát": "Bắt đầu và gửi thư mời")',
  paused: 'Khảo sát đang tạm đóng: hãy mở lại khảo sát trước khi gửi thư',
  ended: 'Thời gian khảo sát đã hết: không thể gửi thư; hãy dời thời điểm kết thúc nếu cần tiếp tục',
} as const;

/** Why a version cannot take mails now (one cause, said as such), or null when it can. */
function mailRefusal(v: { status_khao_sat: number; started_at: Date | null; time_end: Date }): string | null {
  if (v.status_khao_sat === VERSION_STATUS.paused) return MAIL_MSG.paused;
  if (v.status_khao_sat !== VERSION_STATUS.open || !v.started_at) return MAIL_MSG.notStarted;
  if (new Date(v.time_end) <= new Date()) return MAIL_MSG.ended;
  return null;
}

export interface SendRequest {
  phien_ban_id: number;
  hospital_id?: number;
  nhan_vien_khao_sat_ids?: number[];
}

/**
 * Writes invitations or reminders to the outbox in the caller's transaction, with the records'
 * sent marks (the campaign page starts and sends in one transaction). Only records not yet
 * complete and not ineligible, with an e-mail address, get a mail.
 */
export async function enqueueMailsIn(trx: Kysely<DB>, caller: Caller, template: 'invite' | 'remind', req: SendRequest, audit: RouteAudit): Promise<TSendMailResult> {
  await editableVersion(trx, caller, req.phien_ban_id);
  const v = await trx
    .selectFrom('phien_ban_khao_sat')
    .select(['status_khao_sat', 'started_at', 'time_end', 'tieu_de_khao_sat', 'tieu_de_khao_sat_en', 'language'])
    .where('phien_ban_id', '=', req.phien_ban_id)
    .executeTakeFirstOrThrow();
  const refusal = mailRefusal(v);
  if (refusal) throw new ConflictError(refusal);
  let hospitals = await versionHospitals(trx, req.phien_ban_id);
  if (req.hospital_id !== undefined) {
    await assertSurveyHospital(trx, caller, req.hospital_id);
    hospitals = hospitals.filter((h) => h === req.hospital_id);
  } else {
    const usable: number[] = [];
    for (const h of hospitals) {
      try {
        await assertSurveyHospital(trx, caller, h);
        usable.push(h);
      } catch {
        /* outside the caller's scope or licence: not mailed */
      }
    }
    hospitals = usable;
  }
  let q = trx
    .selectFrom('nhan_vien_khao_sat as r')
    .innerJoin('nhan_vien as nv', 'nv.nhan_vien_id', 'r.nhan_vien_id')
    .select(['r.nhan_vien_khao_sat_id', 'r.hospital_id', 'r.status_khao_sat', 'r.ineligible', 'nv.email', 'nv.ten_nhan_vien'])
    .where('r.phien_ban_id', '=', req.phien_ban_id)
    .where('r.hospital_id', 'in', hospitals.length ? hospitals : [-1]);
  if (req.nhan_vien_khao_sat_ids) q = q.where('r.nhan_vien_khao_sat_id', 'in', req.nhan_vien_khao_sat_ids.length ? req.nhan_vien_khao_sat_ids : [-1]);
  const records = await q.orderBy('r.nhan_vien_khao_sat_id').execute();
  const due = records.filter((r) => r.status_khao_sat === 1 && !r.ineligible);
  const withMail = due.filter((r) => r.email && r.email.trim() !== '');
  if (withMail.length) {
    const subjects = await subjectsOf(trx, req.phien_ban_id, template, v);
    const rows = [];
    for (const r of withMail) {
      rows.push({
        hospital_id: r.hospital_id,
        phien_ban_id: req.phien_ban_id,
        nhan_vien_khao_sat_id: r.nhan_vien_khao_sat_id,
        template,
        to_address: r.email!.trim(),
        to_name: r.ten_nhan_vien,
        subject: await subjects(r.hospital_id, r.ten_nhan_vien),
        created_by: caller.accountId,
        next_attempt_at: new Date(),
      });
    }
    await trx.insertInto('mail_outbox').values(rows).execute();
    const ids = withMail.map((r) => r.nhan_vien_khao_sat_id);
    await trx
      .updateTable('nhan_vien_khao_sat')
      .set(template === 'invite' ? { invited_at: sql`now()` } : { reminded_at: sql`now()` })
      .where('nhan_vien_khao_sat_id', 'in', ids)
      .execute();
  }
  const result = { queued: withMail.length, khong_co_email: due.length - withMail.length, bo_qua: records.length - due.length };
  await audit(trx, { id: req.phien_ban_id, hospitalId: req.hospital_id ?? null, phienBanId: req.phien_ban_id, detail: { template, hospitals, ...result } });
  return result;
}

/**
 * Writes invitations or reminders to the outbox in one transaction with the records' sent
 * marks; the background sender delivers them. Reminders go only to staff not yet complete.
 */
export function mailOutbox(db: Kysely<DB>, publicUrl: string) {
  return {
    async enqueue(caller: Caller, template: 'invite' | 'remind', req: SendRequest, audit: RouteAudit): Promise<TSendMailResult> {
      return db.transaction().execute((trx) => enqueueMailsIn(trx, caller, template, req, audit));
    },

    /** The outbox, newest first, personal links masked. */
    /** The mail server's state for the outbox page: configured or not, and the caller's hospitals' queue. */
    async status(caller: Caller, configured: boolean): Promise<TMailServerStatus & { last_error_at: string | null }> {
      const ids = scopeIds(caller, undefined);
      let counts = db
        .selectFrom('mail_outbox as m')
        .select([sql<number>`(count(*) FILTER (WHERE m.status = 'pending'))::int`.as('pending'), sql<number>`(count(*) FILTER (WHERE m.status = 'failed'))::int`.as('failed')]);
      let latest = db
        .selectFrom('mail_outbox as m')
        .select(['m.last_error', sql<string | null>`to_char(m.last_error_at AT TIME ZONE 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD HH24:MI:SS')`.as('at')])
        .where('m.last_error', 'is not', null)
        .orderBy('m.mail_id', 'desc')
        .limit(1);
      if (ids) {
        counts = counts.where('m.hospital_id', 'in', ids);
        latest = latest.where('m.hospital_id', 'in', ids);
      }
      const [c, l] = await Promise.all([counts.executeTakeFirstOrThrow(), latest.executeTakeFirst()]);
      return { configured, pending: c.pending, failed: c.failed, last_error: l?.last_error ?? null, last_error_at: l?.at ?? null };
    },

    async list(caller: Caller, q: TOutboxQuery): Promise<TPage<TOutboxMail>> {
      const ids = scopeIds(caller, q.hospitalId);
      let query = selectMailContext(db).select(['m.hospital_id', 'm.phien_ban_id', 'm.subject', 'm.status', 'm.attempts', 'm.last_error', 'm.created_at', 'm.sent_at']);
      if (ids) query = query.where('m.hospital_id', 'in', ids);
      if (q.phien_ban_id !== undefined) query = query.where('m.phien_ban_id', '=', q.phien_ban_id);
      if (q.status) query = query.where('m.status', '=', q.status);
      if (q.keyword) {
        query = query.where(keywordMatches(['m.to_address', 'm.to_name'], q.keyword));
      }
      const page = await paged(query, q, 'm.mail_id', 'desc');
      return {
        ...page,
        data: page.data.map((r) => ({
          mail_id: r.mail_id,
          hospital_id: r.hospital_id,
          phien_ban_id: r.phien_ban_id,
          template: r.template as 'invite' | 'remind',
          to_address: r.to_address,
          to_name: r.to_name,
          subject: r.subject ?? '',
          noi_dung: r.is_test ? (r.body_text ?? '') : r.time_end ? renderMail({ ...r, time_end: r.time_end }, `${publicUrl}/ChungThuc#t=${MASKED_LINK}`).text : '',
          status: r.status as 'pending' | 'sent' | 'failed',
          attempts: r.attempts,
          last_error: r.last_error,
          created_at: toWireTime(r.created_at),
          sent_at: r.sent_at ? toWireTime(r.sent_at) : null,
        })),
      };
    },
  };
}

interface VersionTitles {
  time_end: Date;
  tieu_de_khao_sat: string;
  tieu_de_khao_sat_en: string;
  language: string;
}

/** The subject of each hospital's mail (its own texts, in the version's language) for one recipient. */
async function subjectsOf(db: Kysely<DB>, versionId: number, template: 'invite' | 'remind', v: VersionTitles) {
  const rows = await db.selectFrom('mail_texts').select(['hospital_id', 'texts']).where('phien_ban_id', '=', versionId).execute();
  const stored = new Map(rows.map((r) => [r.hospital_id, r.texts]));
  const names = new Map<number, string>();
  const language = mailLanguage(v.language);
  return async (hospitalId: number, toName: string): Promise<string> => {
    if (!names.has(hospitalId)) {
      const h = await db.selectFrom('hospital').select('name').where('hospital_id', '=', hospitalId).executeTakeFirst();
      names.set(hospitalId, h?.name ?? '');
    }
    const texts = textsOf(stored.get(hospitalId) ?? null);
    const source = { to_name: toName, hospital_name: names.get(hospitalId)!, title: v.tieu_de_khao_sat, title_en: v.tieu_de_khao_sat_en, time_end: new Date(v.time_end) };
    return fillSubject(letterOf(texts, template, language).tieu_de, mailValues(source, language, '', texts.nguoi_gui[language]));
  };
}
