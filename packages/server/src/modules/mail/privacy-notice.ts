import { FN, toWireTime, type TVotePrivacyNotice } from '@hm/contract';
import type { Db } from '../../db/database.js';
import { ForbiddenError, NotFoundError } from '../../errors/app-errors.js';
import { isVoterSession, type VoteCaller } from '../../access/caller.js';
import { versionMinGroupSize } from '../survey-core/min-group-size.js';
import { findOwnRecord } from '../survey-core/own-record.js';
import { MSG, readableVersion } from '../survey-core/version-access.js';
import { textsOf } from './render.js';

const NOT_INVITED = 'Bạn không được mời tham gia phiên bản khảo sát này';

/**
 * What a staff member reads on the vote's first page: the version's minimum group size, its
 * deadline, and the hospital's own part of the notice (stored with its mail texts). The hospital
 * is the caller's staff record's (a logged-in user not invited: one who may read the version, its
 * hospital or their home hospital for a campaign).
 */
export async function votePrivacyNotice(db: Db, caller: VoteCaller, versionId: number): Promise<TVotePrivacyNotice> {
  const version = await db.selectFrom('phien_ban_khao_sat').select('time_end').where('phien_ban_id', '=', versionId).executeTakeFirst();
  if (!version) throw new NotFoundError(MSG.versionNotFound);
  const own = await findOwnRecord(db, caller, versionId);
  let hospitalId = own?.hospital_id ?? null;
  if (!own) {
    // Not invited: only a reader of surveys may look, as for the questionnaire itself.
    if (isVoterSession(caller) || !caller.functions.has(FN.surveyRead)) throw new ForbiddenError(NOT_INVITED);
    const v = await readableVersion(db, caller, versionId);
    hospitalId = v.hospital_id ?? caller.homeHospitalId;
  }
  return privacyNoticeOf(db, versionId, hospitalId, version.time_end);
}

/** The notice of a version for a hospital's staff (null: a campaign read by a user without one); ballot cards read it too. */
export async function privacyNoticeOf(db: Db, versionId: number, hospitalId: number | null, timeEnd: Date): Promise<TVotePrivacyNotice> {
  const [hospital, stored, minimum] = await Promise.all([
    hospitalId === null ? undefined : db.selectFrom('hospital').select('name').where('hospital_id', '=', hospitalId).executeTakeFirst(),
    hospitalId === null ? undefined : db.selectFrom('mail_texts').select('texts').where('phien_ban_id', '=', versionId).where('hospital_id', '=', hospitalId).executeTakeFirst(),
    versionMinGroupSize(db, versionId),
  ]);
  return {
    nguong_toi_thieu: minimum,
    time_end: toWireTime(timeEnd),
    benh_vien: hospital?.name ?? '',
    ghi_chu: textsOf(stored?.texts ?? null).thong_bao_rieng_tu,
  };
}
