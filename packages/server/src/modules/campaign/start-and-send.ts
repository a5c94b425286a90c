import { FN, type TCampaignStartResult, VERSION_STATUS } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { Caller } from '../../access/caller.js';
import type { DB } from '../../db/schema.js';
import { ConflictError, ForbiddenError, ValidationError } from '../../errors/app-errors.js';
import type { RouteAudit } from '../../resources/route.js';
import { enqueueMailsIn } from '../mail/outbox.js';
import { startVersionIn, VERSION_MSG } from '../survey/versions.js';
import { editableVersion } from '../survey-core/version-access.js';
import { campaignFacts } from './facts.js';
import { campaignHospital } from './hospital.js';
import { CAMPAIGN_MSG } from './messages.js';

/** The route's audit recorder, writing rows of another entity and action (the start's and the mails' own). */
const recordAs = (audit: RouteAudit, entity: string, action: string): RouteAudit =>
  Object.assign((db: Kysely<DB>, c: Parameters<RouteAudit>[1]) => audit(db, { ...c, entity, action }), { skip: () => audit.skip() });

/**
 * "Start and send the invitations", one action: starts (or reopens) the version as the start
 * command does, then writes an invitation to the outbox for every participant of the hospital
 * not yet mailed, in one transaction, so a refusal of either leaves nothing changed. A version
 * already running only gets the invitations not sent yet. Two audit rows, as the two commands
 * would leave (surveyVersion start, surveyMail send-invitation).
 */
export async function startAndSend(db: Kysely<DB>, caller: Caller, body: { phien_ban_id: number; hospital_id?: number }, audit: RouteAudit): Promise<TCampaignStartResult> {
  if (!caller.functions.has(FN.surveyMail)) throw new ForbiddenError(CAMPAIGN_MSG.noMailFunction);
  const id = body.phien_ban_id;
  return db.transaction().execute(async (trx) => {
    const v = await editableVersion(trx, caller, id);
    const hospitalId = await campaignHospital(trx, caller, v, body.hospital_id);
    // One start-and-send at a time per version (a double click, two managers).
    await trx.selectFrom('phien_ban_khao_sat').select('phien_ban_id').where('phien_ban_id', '=', id).forUpdate().execute();
    const f = await campaignFacts(trx, caller, id, hospitalId);
    if (f.questions === 0) throw new ValidationError(VERSION_MSG.noQuestions);
    if (f.invited - f.ineligible === 0) throw new ValidationError(CAMPAIGN_MSG.noParticipants);
    if (f.time_end <= new Date()) throw new ConflictError(CAMPAIGN_MSG.ended);
    const start = f.status_khao_sat !== VERSION_STATUS.open || f.started_at === null;
    if (!start && f.toSend === 0) throw new ConflictError(CAMPAIGN_MSG.alreadySent);
    if (start) await startVersionIn(trx, caller, id, false, recordAs(audit, 'surveyVersion', 'start'));
    const unsent = await trx
      .selectFrom('nhan_vien_khao_sat')
      .select('nhan_vien_khao_sat_id')
      .where('phien_ban_id', '=', id)
      .where('hospital_id', '=', hospitalId)
      .where('invited_at', 'is', null)
      .execute();
    const mails = await enqueueMailsIn(
      trx,
      caller,
      'invite',
      { phien_ban_id: id, hospital_id: hospitalId, nhan_vien_khao_sat_ids: unsent.map((r) => r.nhan_vien_khao_sat_id) },
      recordAs(audit, 'surveyMail', 'send-invitation'),
    );
    return { ...mails, started: start, participants: f.invited - f.ineligible };
  });
}
