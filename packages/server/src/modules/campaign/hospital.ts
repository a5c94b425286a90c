import type { Caller } from '../../access/caller.js';
import { inScope } from '../../access/caller.js';
import type { Db } from '../../db/database.js';
import { ForbiddenError, ValidationError } from '../../errors/app-errors.js';
import { assertSurveyHospital, versionHospitals, type VersionRef } from '../survey-core/version-access.js';
import { CAMPAIGN_MSG } from './messages.js';

/**
 * The hospital a campaign page is about: the one asked for (it must run the version, be in the
 * caller's scope and licensed), else the version's owner, else the first hospital of a campaign
 * run by several that the caller may act on. Templates have no campaign.
 */
export async function campaignHospital(db: Db, caller: Caller, v: VersionRef, asked: number | undefined): Promise<number> {
  if (v.is_template) throw new ValidationError(CAMPAIGN_MSG.template);
  const running = await versionHospitals(db, v.phien_ban_id);
  if (asked !== undefined) {
    await assertSurveyHospital(db, caller, asked);
    if (!running.includes(asked)) throw new ValidationError(CAMPAIGN_MSG.notParticipating);
    return asked;
  }
  const candidates = v.hospital_id !== null && running.includes(v.hospital_id) ? [v.hospital_id] : running.filter((h) => inScope(caller, h)).sort((a, b) => a - b);
  for (const h of candidates) {
    try {
      await assertSurveyHospital(db, caller, h);
      return h;
    } catch (err) {
      if (candidates.length === 1) throw err;
    }
  }
  throw new ForbiddenError(CAMPAIGN_MSG.noHospital);
}
