import {
  DEFAULT_MAIL_TEXTS,
  toWireTime,
  VERSION_STATUS,
  type TMailPreview,
  type TMailTexts,
  type TMailTextsQuery,
  type TMailTextsTestResult,
  type TMailTextsView,
  ZMailPreviewBody,
  ZMailTextsSave,
} from '@hm/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/app-errors.js';
import type { RouteAudit } from '../../resources/route.js';
import type { Caller } from '../../access/caller.js';
import { assertParticipating, loadVersionRef } from '../survey-core/version-access.js';
import { mailLanguage, mailValues, MASKED_LINK, renderLetter, type RenderedMail, textsOf } from './render.js';

type SaveBody = z.output<typeof ZMailTextsSave>;
type PreviewBody = z.output<typeof ZMailPreviewBody>;

export const MAIL_TEXTS_MSG = {
  closed: 'Phiên bản khảo sát đã đóng: không sửa nội dung thư được nữa',
  participant: 'Không tìm thấy người tham gia này trong danh sách của bệnh viện cho phiên bản khảo sát',
  noAddress: 'Tài khoản của bạn chưa gắn với nhân viên có e-mail, nên không gửi thư thử được',
  queued: (to: string) => `Đã đưa thư thử vào hộp thư gửi đi, gửi đến ${to}`,
  queuedNoServer: (to: string) => `Đã đưa thư thử vào hộp thư gửi đi (đến ${to}), nhưng máy chủ chưa cấu hình gửi thư (SMTP_URL) nên thư sẽ chờ đến khi cấu hình`,
  testBanner: 'THƯ THỬ: nội dung dưới đây điền thông tin của một người tham gia; liên kết cá nhân được che. Người nhận thật sẽ nhận liên kết của riêng họ.',
  testSubject: '[Thư thử] ',
} as const;

const textFields = (t: TMailTexts): TMailTexts => ({ thu_moi: t.thu_moi, thu_nhac: t.thu_nhac, nguoi_gui: t.nguoi_gui, thong_bao_rieng_tu: t.thong_bao_rieng_tu });

/**
 * The invitation and reminder texts of a version for one of its hospitals: read (defaults when the
 * hospital wrote none), save, preview with a real participant's values, and a test mail to the
 * caller through the outbox. Every call checks the hospital runs the version and is in scope.
 */
export function mailTexts(db: Kysely<DB>, o: { publicUrl: string; smtpConfigured: boolean }) {
  const maskedLink = `${o.publicUrl}/ChungThuc#t=${MASKED_LINK}`;

  async function view(trx: Db, versionId: number, hospitalId: number): Promise<TMailTextsView> {
    // One after the other: `trx` may be a transaction (one connection).
    const row = await trx.selectFrom('mail_texts').select(['texts', 'updated_at']).where('phien_ban_id', '=', versionId).where('hospital_id', '=', hospitalId).executeTakeFirst();
    const version = await trx.selectFrom('phien_ban_khao_sat').select('language').where('phien_ban_id', '=', versionId).executeTakeFirstOrThrow();
    return {
      phien_ban_id: versionId,
      hospital_id: hospitalId,
      ...textFields(textsOf(row?.texts ?? null)),
      da_luu: !!row,
      cap_nhat_luc: row ? toWireTime(row.updated_at) : null,
      ngon_ngu_thu: mailLanguage(version.language),
      mac_dinh: DEFAULT_MAIL_TEXTS,
    };
  }

  /** The letter of the body, filled with the chosen participant's values (the link masked). */
  async function render(trx: Db, b: PreviewBody): Promise<{ mail: RenderedMail; recipient: TMailPreview['nguoi_nhan'] }> {
    const v = await trx
      .selectFrom('phien_ban_khao_sat as v')
      .select(['v.time_end', 'v.tieu_de_khao_sat', 'v.tieu_de_khao_sat_en'])
      .where('v.phien_ban_id', '=', b.phien_ban_id)
      .executeTakeFirstOrThrow();
    const h = await trx.selectFrom('hospital').select('name').where('hospital_id', '=', b.hospital_id).executeTakeFirstOrThrow();
    let q = trx
      .selectFrom('nhan_vien_khao_sat as r')
      .innerJoin('nhan_vien as nv', 'nv.nhan_vien_id', 'r.nhan_vien_id')
      .select(['r.nhan_vien_khao_sat_id', 'nv.ten_nhan_vien'])
      .where('r.phien_ban_id', '=', b.phien_ban_id)
      .where('r.hospital_id', '=', b.hospital_id);
    q = b.nhan_vien_khao_sat_id !== undefined ? q.where('r.nhan_vien_khao_sat_id', '=', b.nhan_vien_khao_sat_id) : q.orderBy('r.nhan_vien_khao_sat_id').limit(1);
    const person = await q.executeTakeFirst();
    if (!person && b.nhan_vien_khao_sat_id !== undefined) throw new NotFoundError(MAIL_TEXTS_MSG.participant);
    const values = mailValues(
      { to_name: person?.ten_nhan_vien ?? '', hospital_name: h.name, title: v.tieu_de_khao_sat, title_en: v.tieu_de_khao_sat_en, time_end: new Date(v.time_end) },
      b.ngon_ngu,
      maskedLink,
      b.nguoi_gui,
    );
    return { mail: renderLetter({ tieu_de: b.tieu_de, noi_dung: b.noi_dung }, values), recipient: person ?? null };
  }

  return {
    async get(caller: Caller, q: TMailTextsQuery): Promise<TMailTextsView> {
      await assertParticipating(db, caller, q.phien_ban_id, q.hospital_id);
      return view(db, q.phien_ban_id, q.hospital_id);
    },

    async save(caller: Caller, b: SaveBody, audit: RouteAudit): Promise<TMailTextsView> {
      return db.transaction().execute(async (trx) => {
        await assertParticipating(trx, caller, b.phien_ban_id, b.hospital_id);
        if ((await loadVersionRef(trx, b.phien_ban_id)).status_khao_sat === VERSION_STATUS.closed) throw new ConflictError(MAIL_TEXTS_MSG.closed);
        const before = await view(trx, b.phien_ban_id, b.hospital_id);
        const texts = JSON.stringify(textFields(b));
        await trx
          .insertInto('mail_texts')
          .values({ phien_ban_id: b.phien_ban_id, hospital_id: b.hospital_id, texts, updated_by: caller.accountId })
          .onConflict((oc) => oc.columns(['phien_ban_id', 'hospital_id']).doUpdateSet({ texts, updated_by: caller.accountId, updated_at: new Date() }))
          .execute();
        await audit(trx, { id: b.phien_ban_id, hospitalId: b.hospital_id, phienBanId: b.phien_ban_id, before: before.da_luu ? textFields(before) : null, after: textFields(b) });
        return view(trx, b.phien_ban_id, b.hospital_id);
      });
    },

    async preview(caller: Caller, b: PreviewBody): Promise<TMailPreview> {
      await assertParticipating(db, caller, b.phien_ban_id, b.hospital_id);
      const { mail, recipient } = await render(db, b);
      return { tieu_de: mail.subject, noi_dung: mail.text, html: mail.html, nguoi_nhan: recipient };
    },

    /** Written to the outbox (the background sender delivers it), to the caller's own staff e-mail, marked as a test. */
    async testSend(caller: Caller, b: PreviewBody, audit: RouteAudit): Promise<TMailTextsTestResult> {
      return db.transaction().execute(async (trx) => {
        await assertParticipating(trx, caller, b.phien_ban_id, b.hospital_id);
        const own = await trx
          .selectFrom('tai_khoan as tk')
          .leftJoin('nhan_vien as nv', 'nv.nhan_vien_id', 'tk.nhan_vien_id')
          .select(['nv.email', 'nv.ten_nhan_vien', 'tk.ten_tai_khoan'])
          .where('tk.tai_khoan_id', '=', caller.accountId)
          .executeTakeFirst();
        const to = own?.email?.trim();
        if (!to) throw new ValidationError(MAIL_TEXTS_MSG.noAddress);
        const { mail, recipient } = await render(trx, b);
        const { mail_id } = await trx
          .insertInto('mail_outbox')
          .values({
            hospital_id: b.hospital_id,
            phien_ban_id: b.phien_ban_id,
            nhan_vien_khao_sat_id: null,
            template: b.loai,
            to_address: to,
            to_name: own?.ten_nhan_vien || own?.ten_tai_khoan || '',
            subject: MAIL_TEXTS_MSG.testSubject + mail.subject,
            is_test: true,
            body_text: `${MAIL_TEXTS_MSG.testBanner}\n\n${mail.text}`,
            body_html: `<p><strong>${MAIL_TEXTS_MSG.testBanner}</strong></p>${mail.html}`,
            created_by: caller.accountId,
            next_attempt_at: new Date(),
          })
          .returning('mail_id')
          .executeTakeFirstOrThrow();
        await audit(trx, {
          id: b.phien_ban_id,
          hospitalId: b.hospital_id,
          phienBanId: b.phien_ban_id,
          detail: { mail_id, to, loai: b.loai, ngon_ngu: b.ngon_ngu, nhan_vien_khao_sat_id: recipient?.nhan_vien_khao_sat_id ?? null },
        });
        return { mail_id, to, message: o.smtpConfigured ? MAIL_TEXTS_MSG.queued(to) : MAIL_TEXTS_MSG.queuedNoServer(to) };
      });
    },
  };
}
