import { toWireTime, VERSION_STATUS } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { assertLicensed } from '../../access/access.js';
import { licensedColumn } from '../../access/licences.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors/app-errors.js';
import { isVoterSession, type VoteCaller } from '../../access/caller.js';
import type { Db } from '../../db/database.js';
import { MSG } from '../survey-core/version-access.js';
import { OWN_RECORD_MSG } from '../survey-core/own-record.js';

const at = (d: Date) => toWireTime(d).slice(0, 16);

export const VOTE_MSG = {
  notInvited: 'Bạn không được mời tham gia phiên bản khảo sát này',
  alreadyVoted: 'Bạn đã gửi phiếu bình chọn cho phiên bản khảo sát này; mỗi người chỉ gửi phiếu một lần',
  ineligible: 'Bạn đã được đánh dấu không thuộc đối tượng tham gia đợt khảo sát này',
  hidden: 'Phiên bản khảo sát này không còn được sử dụng',
  closed: 'Đợt khảo sát đã kết thúc, không nhận thêm phiếu',
  paused: 'Đợt khảo sát đang tạm dừng, vui lòng quay lại sau',
  notStarted: 'Đợt khảo sát chưa bắt đầu',
  before: (start: Date) => `Đợt khảo sát chưa bắt đầu: bắt đầu lúc ${at(start)}`,
  after: (end: Date) => `Đợt khảo sát đã kết thúc lúc ${at(end)}, không nhận thêm phiếu`,
  keyUsed: 'Mã gửi phiếu này đã được dùng cho một phiếu khác; vui lòng tải lại trang rồi gửi lại',
} as const;

/** What decides whether a version takes votes now. */
export interface VoteWindow {
  status_khao_sat: number;
  tam_ngung: boolean;
  started_at: Date | null;
  time_start: Date;
  time_end: Date;
}

export async function loadVoteWindow(db: Db, versionId: number): Promise<VoteWindow> {
  const v = await db
    .selectFrom('phien_ban_khao_sat')
    .select(['status_khao_sat', 'tam_ngung', 'started_at', 'time_start', 'time_end'])
    .where('phien_ban_id', '=', versionId)
    .executeTakeFirst();
  if (!v) throw new NotFoundError(MSG.versionNotFound);
  return v;
}

/** Why a version takes no vote at `now`, or null when it does. */
export function closedReason(v: VoteWindow, now: Date): string | null {
  if (v.tam_ngung) return VOTE_MSG.hidden;
  if (v.status_khao_sat === VERSION_STATUS.closed) return VOTE_MSG.closed;
  if (v.status_khao_sat === VERSION_STATUS.paused) return VOTE_MSG.paused;
  if (!v.started_at) return VOTE_MSG.notStarted;
  if (now < new Date(v.time_start)) return VOTE_MSG.before(new Date(v.time_start));
  if (now >= new Date(v.time_end)) return VOTE_MSG.after(new Date(v.time_end));
  return null;
}

export function assertVersionOpen(v: VoteWindow, now: Date): void {
  const reason = closedReason(v, now);
  if (reason) throw new ConflictError(reason);
}

/** A record that has voted, or was marked ineligible, takes no draft and no vote. */
export function assertCanVote(r: { status_khao_sat: number; ineligible: boolean }): void {
  if (r.status_khao_sat === 2) throw new ConflictError(VOTE_MSG.alreadyVoted);
  if (r.ineligible) throw new ForbiddenError(VOTE_MSG.ineligible);
}

/**
 * The caller's staff record for a version and its hospital, refused when not invited. A voter
 * session names its record (the access hook loaded it and checked its hospital's licence); a
 * user's is found through the account's staff member, and its hospital's licence is the one
 * checked.
 */
export async function ownRecord(db: Kysely<DB>, caller: VoteCaller, versionId: number): Promise<{ id: number; hospitalId: number }> {
  if (isVoterSession(caller)) {
    if (caller.versionId !== versionId) throw new ForbiddenError(OWN_RECORD_MSG.otherVersion);
    return { id: caller.recordId, hospitalId: caller.hospitalId };
  }
  // The record and its hospital's licence in one statement (findOwnRecord's look-up).
  const r = await db
    .selectFrom('nhan_vien_khao_sat as r')
    .select(['r.nhan_vien_khao_sat_id', 'r.hospital_id', licensedColumn('r.hospital_id', 'survey').as('licensed')])
    .where('r.phien_ban_id', '=', versionId)
    .where('r.nhan_vien_id', '=', (eb) => eb.selectFrom('tai_khoan as tk').select('tk.nhan_vien_id').where('tk.tai_khoan_id', '=', caller.accountId))
    .executeTakeFirst();
  if (!r) throw new ForbiddenError(VOTE_MSG.notInvited);
  if (!r.licensed) await assertLicensed(db, r.hospital_id, 'survey');
  return { id: r.nhan_vien_khao_sat_id, hospitalId: r.hospital_id };
}

/** The id of the caller's staff record for a version (ownRecord). */
export const ownRecordId = async (db: Kysely<DB>, caller: VoteCaller, versionId: number): Promise<number> => (await ownRecord(db, caller, versionId)).id;
