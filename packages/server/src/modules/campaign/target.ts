import type { Kysely } from 'kysely';
import type { Caller } from '../../access/caller.js';
import type { DB } from '../../db/schema.js';
import type { RouteAudit } from '../../resources/route.js';
import { editableVersion } from '../survey-core/version-access.js';
import { campaignHospital } from './hospital.js';

/** Sets the hospital's target response rate for a version (the access hook checked the body's hospital). */
export async function saveTarget(db: Kysely<DB>, caller: Caller, body: { phien_ban_id: number; hospital_id: number; muc_tieu: number }, audit: RouteAudit) {
  return db.transaction().execute(async (trx) => {
    const v = await editableVersion(trx, caller, body.phien_ban_id);
    const hospitalId = await campaignHospital(trx, caller, v, body.hospital_id);
    const before = await trx.selectFrom('campaign_target').select('muc_tieu').where('phien_ban_id', '=', v.phien_ban_id).where('hospital_id', '=', hospitalId).executeTakeFirst();
    const row = { phien_ban_id: v.phien_ban_id, hospital_id: hospitalId, muc_tieu: body.muc_tieu };
    await trx
      .insertInto('campaign_target')
      .values({ ...row, updated_by: caller.accountId })
      .onConflict((oc) => oc.columns(['phien_ban_id', 'hospital_id']).doUpdateSet({ muc_tieu: body.muc_tieu, updated_by: caller.accountId, updated_at: new Date() }))
      .execute();
    await audit(trx, { id: v.phien_ban_id, hospitalId, phienBanId: v.phien_ban_id, before: before ?? null, after: { muc_tieu: body.muc_tieu } });
    return row;
  });
}
