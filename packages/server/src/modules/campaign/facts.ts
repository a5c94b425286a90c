import { sql } from 'kysely';
import { andInDepartments, participationDepartments } from '../../access/department-scope.js';
import type { Caller } from '../../access/caller.js';
import type { Db } from '../../db/database.js';

/** What the steps of a campaign are decided from, for one hospital running the version. */
export interface CampaignFacts {
  status_khao_sat: number;
  started_at: Date | null;
  time_start: Date;
  time_end: Date;
  /** Active questions in active parts (what the start needs). */
  questions: number;
  /** Staff records of the hospital (the caller's departments only, for a department head). */
  invited: number;
  ineligible: number;
  withEmail: number;
  /** Eligible, not voted, with an address and no invitation mail yet. */
  toSend: number;
  /** Eligible and not voted. */
  notVoted: number;
  reminded: number;
  customTexts: boolean;
  /** The coming automatic close, if any. */
  closeAt: Date | null;
  pendingReminders: number;
  doneReminders: number;
}

const n = (cond: string) => sql<number>`(count(*) FILTER (WHERE ${sql.raw(cond)}))::int`;

export async function campaignFacts(db: Db, caller: Caller, versionId: number, hospitalId: number): Promise<CampaignFacts> {
  const v = await db
    .selectFrom('phien_ban_khao_sat as v')
    .select([
      'v.status_khao_sat',
      'v.started_at',
      'v.time_start',
      'v.time_end',
      sql<number>`(SELECT count(*) FROM cau_hoi q JOIN phan_cau_hoi p ON p.phan_cauhoi_id = q.phancauhoi_id
        WHERE q.phien_ban_id = v.phien_ban_id AND q.tamngung = 0 AND p.status = 1)::int`.as('questions'),
      sql<boolean>`EXISTS (SELECT 1 FROM mail_texts t WHERE t.phien_ban_id = v.phien_ban_id AND t.hospital_id = ${hospitalId})`.as('customTexts'),
      sql<Date | null>`(SELECT min(a.due_at) FROM campaign_action a WHERE a.phien_ban_id = v.phien_ban_id AND a.kind = 'close' AND a.status = 'pending')`.as('closeAt'),
      sql<number>`(SELECT count(*) FROM campaign_action a WHERE a.phien_ban_id = v.phien_ban_id AND a.kind = 'remind' AND a.status = 'pending')::int`.as('pendingReminders'),
      sql<number>`(SELECT count(*) FROM campaign_action a WHERE a.phien_ban_id = v.phien_ban_id AND a.kind = 'remind' AND a.status = 'done')::int`.as('doneReminders'),
    ])
    .where('v.phien_ban_id', '=', versionId)
    .executeTakeFirstOrThrow();
  const hasMail = "nv.email IS NOT NULL AND btrim(nv.email) <> ''";
  const due = 'r.status_khao_sat = 1 AND NOT r.ineligible';
  const { rows } = await sql<Pick<CampaignFacts, 'invited' | 'ineligible' | 'withEmail' | 'toSend' | 'notVoted' | 'reminded'>>`
    SELECT count(*)::int AS invited, ${n('r.ineligible')} AS ineligible, ${n(hasMail)} AS "withEmail",
      ${n(`${due} AND r.invited_at IS NULL AND ${hasMail}`)} AS "toSend", ${n(due)} AS "notVoted", ${n('r.reminded_at IS NOT NULL')} AS reminded
    FROM nhan_vien_khao_sat r JOIN nhan_vien nv ON nv.nhan_vien_id = r.nhan_vien_id
    WHERE r.phien_ban_id = ${versionId} AND r.hospital_id = ${hospitalId} ${andInDepartments('r.phong_ban_id', participationDepartments(caller))}`.execute(db);
  return { ...v, closeAt: v.closeAt ? new Date(v.closeAt) : null, ...rows[0]! };
}
