import { type TErasureResult, type TPersonalData, toWireTime, VERSION_STATUS } from '@hm/contract';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { assertLicensed } from '../../access/access.js';
import { assertInScope, type Caller } from '../../access/caller.js';
import { assertAccountManageable, endSessions } from '../../access/escalation.js';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors/app-errors.js';
import type { RouteAudit } from '../../resources/route.js';
import { clearMails, dropDrafts, unlinkRecords } from './reduce.js';

export const PERSONAL_DATA_MSG = {
  notFound: 'Không tìm thấy nhân viên',
  confirm: 'Mã nhân viên nhập để xác nhận không khớp với nhân viên cần xóa',
  self: 'Không thể xóa dữ liệu của chính tài khoản đang đăng nhập',
  openSurvey: (titles: string[]) =>
    `Chưa thể xóa: nhân viên đang có trong khảo sát chưa đóng (${titles.join('; ')}). Hãy đợi khảo sát đóng, hoặc gỡ nhân viên khỏi danh sách khảo sát đó, rồi xóa lại.`,
} as const;

/** What the export says it leaves out, and why. */
const NOTES = [
  'Câu trả lời khảo sát không có ở đây: chúng được lưu ẩn danh (mã ngẫu nhiên, chỉ ngày, không có cột nào trỏ tới nhân viên, hồ sơ khảo sát hay tài khoản), nên không ai, kể cả hệ thống, tìm lại được câu trả lời của một người.',
  'Nhật ký kiểm tra (audit) ghi ai đã làm gì trên hồ sơ này; nhân viên có thể yêu cầu bệnh viện cho xem các dòng đó.',
  "Responses are not included: they are stored anonymously (random id, day only, no column naming the staff member, their survey record or account), so nobody, the product included, can find one person's answers.",
];

/** The staff member (404 when there is none; 403 outside the caller's hospitals). */
async function staffMember(db: Db, caller: Caller, id: number, { lock = false } = {}) {
  let q = db.selectFrom('nhan_vien').selectAll().where('nhan_vien_id', '=', id);
  if (lock) q = q.forUpdate();
  const nv = await q.executeTakeFirst();
  if (!nv) throw new NotFoundError(PERSONAL_DATA_MSG.notFound);
  assertInScope(caller, nv.hospital_id);
  await assertLicensed(db, nv.hospital_id, 'catalogues');
  return nv;
}

const wire = (v: unknown) => (v instanceof Date ? toWireTime(v) : v);
const wireRow = (r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, wire(v)]));

/** The outbox mails about the staff member: those of their records, and any sent to their address in their hospital. */
const theirMails = (recordIds: readonly number[], hospitalId: number, email: string | null) =>
  sql<boolean>`hospital_id = ${hospitalId} AND (nhan_vien_khao_sat_id IN (${sql.join(recordIds.length ? recordIds : [-1])})
    OR (${email ?? ''} <> '' AND lower(to_address) = lower(${email ?? ''})))`;

/** Everything the product holds about one staff member (the JSON and the workbook), and their hospital. */
export async function collectPersonalData(db: Kysely<DB>, caller: Caller, id: number): Promise<{ data: TPersonalData; hospitalId: number }> {
  const nv = await staffMember(db, caller, id);
  const staff = await db
    .selectFrom('nhan_vien as nv')
    .innerJoin('hospital as h', 'h.hospital_id', 'nv.hospital_id')
    .leftJoin('phong_ban as pb', 'pb.phong_ban_id', 'nv.phong_ban_id')
    .leftJoin('chuc_danh as cd', 'cd.chuc_danh_id', 'nv.chuc_danh_id')
    .leftJoin('chuc_vu as cv', 'cv.chuc_vu_id', 'nv.chuc_vu_id')
    .select(['nv.nhan_vien_id', 'nv.ma_nhan_vien', 'nv.ten_nhan_vien', 'nv.email', 'nv.so_dien_thoai', 'nv.nhan_su_ngoai', 'nv.tam_ngung'])
    .select(['h.name as benh_vien', 'pb.ten_phong_ban as phong_ban', 'cd.ten_chuc_danh as chuc_danh', 'cv.ten_chuc_vu as chuc_vu'])
    .where('nv.nhan_vien_id', '=', id)
    .executeTakeFirstOrThrow();
  const records = await db
    .selectFrom('nhan_vien_khao_sat as r')
    .innerJoin('phien_ban_khao_sat as v', 'v.phien_ban_id', 'r.phien_ban_id')
    .leftJoin('phong_ban as pb', 'pb.phong_ban_id', 'r.phong_ban_id')
    .leftJoin('chuc_danh as cd', 'cd.chuc_danh_id', 'r.chuc_danh_id')
    .select(['r.nhan_vien_khao_sat_id', 'r.phien_ban_id', 'v.tieu_de_khao_sat', 'pb.ten_phong_ban as phong_ban', 'cd.ten_chuc_danh as chuc_danh'])
    .select(['r.status_khao_sat', 'r.hop_le', 'r.ineligible', 'r.invited_at', 'r.reminded_at', 'r.created_at'])
    .select(sql<boolean>`v.status_khao_sat <> ${VERSION_STATUS.closed}`.as('lien_ket_con_hieu_luc'))
    .where('r.nhan_vien_id', '=', id)
    .orderBy('r.phien_ban_id')
    .execute();
  const recordIds = records.map((r) => r.nhan_vien_khao_sat_id);
  const drafts = recordIds.length
    ? await db.selectFrom('vote_draft').select(['nhan_vien_khao_sat_id', 'step', 'language', 'answers', 'updated_at']).where('nhan_vien_khao_sat_id', 'in', recordIds).execute()
    : [];
  const { rows: mails } = await sql<Record<string, unknown>>`
    SELECT mail_id, phien_ban_id, nhan_vien_khao_sat_id, template, to_address, to_name, subject, status, created_at, sent_at, body_text
    FROM mail_outbox WHERE ${theirMails(recordIds, nv.hospital_id, nv.email)} ORDER BY mail_id`.execute(db);
  const account = await db
    .selectFrom('tai_khoan as tk')
    .innerJoin('phan_quyen as pq', 'pq.phan_quyen_id', 'tk.phan_quyen_id')
    .select(['tk.tai_khoan_id', 'tk.ten_tai_khoan', 'tk.display_name', 'pq.ten_phan_quyen as nhom_quyen', 'tk.tinh_trang', 'tk.created_at'])
    .where('tk.nhan_vien_id', '=', id)
    .executeTakeFirst();
  const departments = account
    ? await db
        .selectFrom('tai_khoan_phong_ban as t')
        .innerJoin('phong_ban as pb', 'pb.phong_ban_id', 't.phong_ban_id')
        .select(['pb.ten_phong_ban', 't.created_at'])
        .where('t.tai_khoan_id', '=', account.tai_khoan_id)
        .execute()
    : [];
  const data = {
    exported_at: toWireTime(new Date()),
    staff: wireRow(staff),
    records: records.map(wireRow),
    drafts: drafts.map(wireRow),
    mails: mails.map(wireRow),
    account: account ? wireRow(account) : null,
    account_departments: departments.map(wireRow),
    notes: NOTES,
  };
  return { data, hospitalId: nv.hospital_id };
}

/** What the export's audit row says: how much was handed out, no values. */
export const exportDetail = (d: TPersonalData) => ({ records: d.records.length, mails: d.mails.length, drafts: d.drafts.length, account: d.account !== null });

/** The JSON export, audited. */
export async function exportPersonalData(db: Kysely<DB>, caller: Caller, id: number, audit: RouteAudit): Promise<TPersonalData> {
  const { data, hospitalId } = await collectPersonalData(db, caller, id);
  await audit(db, { id, hospitalId, detail: exportDetail(data) });
  return data;
}

/**
 * Erases one staff member (docs/privacy.md "A staff member's data"): refused while a survey that
 * is not closed names them; otherwise their closed records are unlinked (department, job title
 * and state stay for the response rates) with nonces rotated, drafts deleted,
 * their mails cleared, their account anonymised, disabled and signed out, the personal values in
 * the audit rows about the staff record removed, and the staff record deleted. One transaction,
 * one audit row with the counts (no name).
 */
export async function erasePersonalData(db: Kysely<DB>, caller: Caller, id: number, body: { ma_nhan_vien: string }, audit: RouteAudit): Promise<TErasureResult> {
  return db.transaction().execute(async (trx) => {
    const nv = await staffMember(trx, caller, id, { lock: true });
    if (body.ma_nhan_vien.trim().toLowerCase() !== nv.ma_nhan_vien.trim().toLowerCase())
      throw new ValidationError(PERSONAL_DATA_MSG.confirm, { errors: [{ path: 'ma_nhan_vien', message: PERSONAL_DATA_MSG.confirm }] });
    const records = await trx
      .selectFrom('nhan_vien_khao_sat as r')
      .innerJoin('phien_ban_khao_sat as v', 'v.phien_ban_id', 'r.phien_ban_id')
      .select(['r.nhan_vien_khao_sat_id', 'v.status_khao_sat', 'v.tieu_de_khao_sat'])
      .where('r.nhan_vien_id', '=', id)
      .forUpdate()
      .execute();
    const open = records.filter((r) => r.status_khao_sat !== VERSION_STATUS.closed);
    if (open.length) throw new ConflictError(PERSONAL_DATA_MSG.openSurvey([...new Set(open.map((r) => r.tieu_de_khao_sat))]));

    const account = await trx.selectFrom('tai_khoan').select('tai_khoan_id').where('nhan_vien_id', '=', id).executeTakeFirst();
    if (account) {
      if (account.tai_khoan_id === caller.accountId) throw new ForbiddenError(PERSONAL_DATA_MSG.self);
      await assertAccountManageable(trx, caller, account.tai_khoan_id, { lock: true });
      await trx
        .updateTable('tai_khoan')
        .set({
          ten_tai_khoan: `da-xoa-${account.tai_khoan_id}`,
          display_name: 'Đã xóa',
          // No password can match: not a hash of anything.
          mat_khau_hash: `erased:${randomBytes(24).toString('base64url')}`,
          tinh_trang: false,
          nhan_vien_id: null,
        })
        .where('tai_khoan_id', '=', account.tai_khoan_id)
        .execute();
      await endSessions(trx, account.tai_khoan_id);
      await trx.deleteFrom('tai_khoan_phong_ban').where('tai_khoan_id', '=', account.tai_khoan_id).execute();
      await trx.deleteFrom('tai_khoan_hospital').where('tai_khoan_id', '=', account.tai_khoan_id).execute();
    }

    const recordIds = records.map((r) => r.nhan_vien_khao_sat_id);
    const drafts = await dropDrafts(trx, recordIds);
    const mails = await clearMails(trx, theirMails(recordIds, nv.hospital_id, nv.email));
    const unlinked = await unlinkRecords(trx, recordIds);
    // The trail keeps who did what and when on the record, not the values (name, e-mail, phone).
    await trx
      .updateTable('audit_log')
      .set({ changes: null, detail: JSON.stringify({ redacted: 'erasePersonalData' }) })
      .where('entity', '=', 'staff')
      .where('entity_id', '=', String(id))
      .execute();
    await trx.deleteFrom('nhan_vien').where('nhan_vien_id', '=', id).execute();
    const result = { nhan_vien_id: id, records: unlinked, mails, drafts, account: !!account };
    await audit(trx, { id, hospitalId: nv.hospital_id, detail: result });
    return result;
  });
}
