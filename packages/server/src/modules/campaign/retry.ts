import type { Kysely } from 'kysely';
import type { Caller } from '../../access/caller.js';
import type { DB } from '../../db/schema.js';
import type { RouteAudit } from '../../resources/route.js';
import { editableVersion } from '../survey-core/version-access.js';
import { campaignHospital } from './hospital.js';

/** Puts the version's failed mails of the hospital back in the queue: the sender tries them again from the first attempt. */
export async function retryFailedMails(db: Kysely<DB>, caller: Caller, body: { phien_ban_id: number; hospital_id?: number }, audit: RouteAudit) {
  return db.transaction().execute(async (trx) => {
    const v = await editableVersion(trx, caller, body.phien_ban_id);
    const hospitalId = await campaignHospital(trx, caller, v, body.hospital_id);
    const r = await trx
      .updateTable('mail_outbox')
      .set({ status: 'pending', attempts: 0, next_attempt_at: new Date() })
      .where('phien_ban_id', '=', v.phien_ban_id)
      .where('hospital_id', '=', hospitalId)
      .where('status', '=', 'failed')
      .where('is_test', '=', false)
      .executeTakeFirst();
    const retried = Number(r.numUpdatedRows);
    await audit(trx, { id: v.phien_ban_id, hospitalId, phienBanId: v.phien_ban_id, detail: { retried } });
    return { retried };
  });
}
