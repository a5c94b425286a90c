import { ForbiddenError } from '../../errors/app-errors.js';
import { isVoterSession, type VoteCaller } from '../../access/caller.js';
import type { Db } from '../../db/database.js';

export const OWN_RECORD_MSG = {
  otherVersion: 'Liên kết mời này dành cho một phiên bản khảo sát khác',
} as const;

/** The caller's own staff survey record for a version. */
export interface OwnRecord {
  nhan_vien_khao_sat_id: number;
  phien_ban_id: number;
  hospital_id: number;
  nhan_vien_id: number | null;
  status_khao_sat: 1 | 2;
  hop_le: -1 | 0 | 1;
  ineligible: boolean;
}

/**
 * The caller's record for a version: a logged-in user's through the staff member linked to the
 * account, a voter session's is the one it names (asking about another version is refused).
 * Null when the caller is not invited.
 */
export async function findOwnRecord(db: Db, caller: VoteCaller, versionId: number): Promise<OwnRecord | null> {
  if (isVoterSession(caller) && caller.versionId !== versionId) throw new ForbiddenError(OWN_RECORD_MSG.otherVersion);
  let q = db
    .selectFrom('nhan_vien_khao_sat as r')
    .select(['r.nhan_vien_khao_sat_id', 'r.phien_ban_id', 'r.hospital_id', 'r.nhan_vien_id', 'r.status_khao_sat', 'r.hop_le', 'r.ineligible'])
    .where('r.phien_ban_id', '=', versionId);
  q = isVoterSession(caller)
    ? q.where('r.nhan_vien_khao_sat_id', '=', caller.recordId)
    : q.where('r.nhan_vien_id', '=', (eb) => eb.selectFrom('tai_khoan as tk').select('tk.nhan_vien_id').where('tk.tai_khoan_id', '=', caller.accountId));
  const r = await q.executeTakeFirst();
  return r ? { ...r, status_khao_sat: r.status_khao_sat as 1 | 2, hop_le: r.hop_le as -1 | 0 | 1 } : null;
}
