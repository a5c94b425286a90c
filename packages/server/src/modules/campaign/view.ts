import { CAMPAIGN_TARGET_DEFAULT, FN, ROLE_LEVEL, type TCampaignDepartment, type TCampaignView } from '@hm/contract';
import { responseRate, round1 } from '@hm/scoring';
import { sql } from 'kysely';
import { andInDepartments, participationDepartments } from '../../access/department-scope.js';
import type { Caller } from '../../access/caller.js';
import type { Db } from '../../db/database.js';
import { completeRecord } from '../dashboard/participation.js';
import { readableVersion } from '../survey-core/version-access.js';
import { CAMPAIGN_CHANNEL_COUNTERS } from './channels.js';
import { campaignFacts } from './facts.js';
import { campaignHospital } from './hospital.js';
import { campaignSteps } from './steps.js';

interface Tally {
  invited: number;
  ineligible: number;
  complete: number;
}
const rated = (t: Tally) => ({ ...t, rate: round1(responseRate(t)) });

/** The campaign page of a version for one hospital: steps, live participation against the target, failed mails. */
export async function campaignView(db: Db, caller: Caller, versionId: number, asked: number | undefined): Promise<TCampaignView> {
  const v = await readableVersion(db, caller, versionId);
  const hospitalId = await campaignHospital(db, caller, v, asked);
  const write = caller.functions.has(FN.surveyWrite) && (v.hospital_id !== null || caller.level === ROLE_LEVEL.systemAdmin);
  const steps = campaignSteps(await campaignFacts(db, caller, versionId, hospitalId), { write, mail: caller.functions.has(FN.surveyMail) });
  const scope = participationDepartments(caller);
  const departments = andInDepartments('r.phong_ban_id', scope);
  // Participation is not anonymous (docs/privacy.md): rates by department are live, as on the statistics page.
  const { rows } = await sql<Tally & { phong_ban_id: number | null; name: string | null }>`
    SELECT r.phong_ban_id, pb.ten_phong_ban AS name, count(*)::int AS invited, (count(*) FILTER (WHERE r.ineligible))::int AS ineligible,
      (count(*) FILTER (WHERE ${sql.raw(completeRecord('r'))}))::int AS complete
    FROM nhan_vien_khao_sat r LEFT JOIN phong_ban pb ON pb.phong_ban_id = r.phong_ban_id
    WHERE r.phien_ban_id = ${versionId} AND r.hospital_id = ${hospitalId} ${departments}
    GROUP BY r.phong_ban_id, pb.ten_phong_ban ORDER BY pb.ten_phong_ban NULLS LAST, r.phong_ban_id`.execute(db);
  const byDepartment: TCampaignDepartment[] = rows.map((r) => ({ ...rated(r), phong_ban_id: r.phong_ban_id, name: r.name }));
  const channels = await Promise.all(CAMPAIGN_CHANNEL_COUNTERS.map(async (c) => ({ channel: c.channel, ...(await c.count(db, versionId, hospitalId, scope)) })));
  const records = rows.reduce<Tally>((s, r) => ({ invited: s.invited + r.invited, ineligible: s.ineligible + r.ineligible, complete: s.complete + r.complete }), {
    invited: 0,
    ineligible: 0,
    complete: 0,
  });
  const total = channels
    .filter((c) => c.channel !== 'link')
    .reduce<Tally>((s, c) => ({ invited: s.invited + c.invited, ineligible: s.ineligible, complete: s.complete + c.voted }), records);
  const target = await db.selectFrom('campaign_target').select('muc_tieu').where('phien_ban_id', '=', versionId).where('hospital_id', '=', hospitalId).executeTakeFirst();
  return {
    phien_ban_id: versionId,
    hospital_id: hospitalId,
    muc_tieu: target?.muc_tieu ?? CAMPAIGN_TARGET_DEFAULT,
    steps,
    total: rated(total),
    departments: byDepartment,
    channels,
    mails: await mailState(db, versionId, hospitalId),
  };
}

/** Mails of the version waiting to go and those that failed (the last ten, for a retry). */
async function mailState(db: Db, versionId: number, hospitalId: number): Promise<TCampaignView['mails']> {
  const mine = db.selectFrom('mail_outbox as m').where('m.phien_ban_id', '=', versionId).where('m.hospital_id', '=', hospitalId).where('m.is_test', '=', false);
  const counts = await mine
    .select([sql<number>`(count(*) FILTER (WHERE m.status = 'pending'))::int`.as('pending'), sql<number>`(count(*) FILTER (WHERE m.status = 'failed'))::int`.as('failed')])
    .executeTakeFirstOrThrow();
  const failed = await mine
    .select(['m.mail_id', 'm.template', 'm.to_name', 'm.attempts', 'm.last_error'])
    .where('m.status', '=', 'failed')
    .orderBy('m.mail_id', 'desc')
    .limit(10)
    .execute();
  return { ...counts, recent_failed: failed.map((m) => ({ ...m, template: m.template as 'invite' | 'remind' })) };
}
