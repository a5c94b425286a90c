import type { TParticipationQuery, TResponseRate, TResponseRates, TStaffGroup } from '@hm/contract';
import { responseRate, round1 } from '@hm/scoring';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Caller } from '../../access/caller.js';
import type { Language } from './language.js';
import { dashboardScope } from './scope.js';
import { andInDepartments, participationDepartments } from '../../access/department-scope.js';

/**
 * Participation, live from the staff records (not anonymous: answers are, participation is
 * not): invited, ineligible, submitted, complete (the submit's complete flag) and valid, per
 * hospital and per department or job title at invitation. Response rate = complete /
 * (invited − ineligible) (AHRQ).
 */

export const PARTICIPATION_LABEL = {
  total: { vi: 'Tổng cộng', en: 'Total' },
  unknown: { vi: 'Chưa xác định', en: 'Not specified' },
} as const;

interface Tally {
  invited: number;
  ineligible: number;
  submitted: number;
  complete: number;
  valid: number;
}

/**
 * A complete response of a staff record (`alias` a nhan_vien_khao_sat), as the tallies below
 * count it: submitted, with the submit's complete flag. For a count of records outside these
 * tallies (the versions list, survey/versions.ts), whose joins do not reach vote_submit_key.
 */
export const completeRecord = (alias: 'r' | 'x'): string =>
  `${alias}.status_khao_sat = 2 AND EXISTS (SELECT 1 FROM vote_submit_key k WHERE k.nhan_vien_khao_sat_id = ${alias}.nhan_vien_khao_sat_id AND k.hoan_thanh)`;

const TALLY = sql<Tally>`
  count(*)::int AS invited,
  (count(*) FILTER (WHERE r.ineligible))::int AS ineligible,
  (count(*) FILTER (WHERE r.status_khao_sat = 2))::int AS submitted,
  (count(*) FILTER (WHERE r.status_khao_sat = 2 AND k.hoan_thanh))::int AS complete,
  (count(*) FILTER (WHERE r.status_khao_sat = 2 AND r.hop_le = 1))::int AS valid`;

const rateOf = (t: Tally) => round1(responseRate(t));
const zero: Tally = { invited: 0, ineligible: 0, submitted: 0, complete: 0, valid: 0 };

/** thong-ke-ty-le-phan-hoi: per hospital in scope, and their total. */
export async function responseRates(db: Kysely<DB>, caller: Caller, q: TParticipationQuery, language: Language): Promise<TResponseRates> {
  const scope = await dashboardScope(db, caller, q.phien_ban_id, q.hospital_id);
  const ids = scope.hospitals.map((h) => h.hospital_id);
  const { rows } = await sql<Tally & { hospital_id: number }>`
    SELECT r.hospital_id, ${TALLY}
    FROM nhan_vien_khao_sat r LEFT JOIN vote_submit_key k ON k.nhan_vien_khao_sat_id = r.nhan_vien_khao_sat_id
    WHERE r.phien_ban_id = ${q.phien_ban_id} AND r.hospital_id IN (${sql.join(ids)}) ${andInDepartments('r.phong_ban_id', participationDepartments(caller))}
    GROUP BY r.hospital_id`.execute(db);
  const byId = new Map(rows.map((r) => [r.hospital_id, r]));
  const hospitals: TResponseRate[] = scope.hospitals.map((h) => {
    const { hospital_id: _, ...t } = byId.get(h.hospital_id) ?? { hospital_id: h.hospital_id, ...zero };
    return { hospital_id: h.hospital_id, name: h.name, ...t, rate: rateOf(t) };
  });
  const total = hospitals.reduce<Tally>(
    (s, h) => ({
      invited: s.invited + h.invited,
      ineligible: s.ineligible + h.ineligible,
      submitted: s.submitted + h.submitted,
      complete: s.complete + h.complete,
      valid: s.valid + h.valid,
    }),
    zero,
  );
  return { total: { hospital_id: null, name: PARTICIPATION_LABEL.total[language], ...total, rate: rateOf(total) }, hospitals };
}

/** Participation by the staff record's department or job title at invitation. */
export async function staffGroups(db: Kysely<DB>, caller: Caller, q: TParticipationQuery, by: 'department' | 'jobTitle', language: Language): Promise<TStaffGroup[]> {
  const scope = await dashboardScope(db, caller, q.phien_ban_id, q.hospital_id);
  const ids = scope.hospitals.map((h) => h.hospital_id);
  const group = by === 'department' ? sql`r.phong_ban_id` : sql`r.chuc_danh_id`;
  // The AHRQ category each department / job title maps to (mapping screens, migration 006).
  const ahrqName = language === 'en' ? sql.ref('a.ten_en') : sql.ref('a.ten_vi');
  const names =
    by === 'department'
      ? sql`SELECT g.phong_ban_id AS id, g.ten_phong_ban AS name, ${ahrqName} AS ahrq FROM phong_ban g LEFT JOIN phong_ban_ahrq a ON a.id = g.phong_ban_ahrq_id`
      : sql`SELECT g.chuc_danh_id AS id, g.ten_chuc_danh AS name, ${ahrqName} AS ahrq FROM chuc_danh g LEFT JOIN chuc_danh_ahrq a ON a.id = g.chuc_danh_ahrq_id`;
  // Tally the staff records first, then name the (few) groups: a name looked up per record costs
  // a subquery per invited staff member.
  const { rows } = await sql<Tally & { id: number | null; name: string | null; ahrq: string | null; hospital: string }>`
    SELECT t.id, g.name, g.ahrq, h.name AS hospital, t.invited, t.ineligible, t.submitted, t.complete, t.valid
    FROM (
      SELECT r.hospital_id, ${group} AS id, ${TALLY}
      FROM nhan_vien_khao_sat r
      LEFT JOIN vote_submit_key k ON k.nhan_vien_khao_sat_id = r.nhan_vien_khao_sat_id
      WHERE r.phien_ban_id = ${q.phien_ban_id} AND r.hospital_id IN (${sql.join(ids)}) ${andInDepartments('r.phong_ban_id', participationDepartments(caller))}
      GROUP BY 1, 2
    ) t
    JOIN hospital h ON h.hospital_id = t.hospital_id
    LEFT JOIN (${names}) g ON g.id = t.id
    ORDER BY 4, 2 NULLS LAST, 1`.execute(db);
  // Departments and job titles are each hospital's own: with several hospitals, name the hospital too.
  const several = scope.hospitals.length > 1;
  return rows.map(({ id, name: n, ahrq, hospital, valid: _, ...t }) => {
    const label = n ?? PARTICIPATION_LABEL.unknown[language];
    return { id, name: several ? `${label} — ${hospital}` : label, ahrq, ...t, rate: rateOf({ ...t, valid: 0 }) };
  });
}
