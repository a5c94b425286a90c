import type { TParticipationQuery, TResponseRate, TResponseRates, TStaffGroup } from '@hm/contract';
import { responseRate, round1 } from '@hm/scoring';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Caller } from '../../access/caller.js';
import type { Language } from './language.js';
import { dashboardScope } from './scope.js';
import { andInDepartments, participationDepartments } from '../../access/department-scope.js';
import { cardTallies, channelSplit, sumCards, withCards } from './card-participation.js';

/**
 * Participation, live from the staff records (not anonymous: answers are, participation is
 * not): invited, ineligible, submitted, complete (the submit's complete flag) and valid, per
 * hospital and per department or job title at invitation. Response rate = complete /
 * (invited − ineligible) (AHRQ). Printed ballot cards add their channel (card-participation.ts):
 * issued cards to the invited, used ones to the submitted and complete, per hospital and department.
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
  const cards = await cardTallies(db, q.phien_ban_id, ids, participationDepartments(caller));
  const links: Tally[] = [];
  const cardSums = scope.hospitals.map((h) => sumCards(cards.filter((c) => c.hospital_id === h.hospital_id)));
  const hospitals: TResponseRate[] = scope.hospitals.map((h, i) => {
    const { hospital_id: _, ...link } = byId.get(h.hospital_id) ?? { hospital_id: h.hospital_id, ...zero };
    links.push(link);
    const t = withCards(link, cardSums[i]!);
    return {
      hospital_id: h.hospital_id,
      name: h.name,
      ...t,
      rate: rateOf(t),
      kenh: channelSplit(
        link,
        cards.filter((c) => c.hospital_id === h.hospital_id),
      ),
    };
  });
  const link = links.reduce<Tally>((s, h) => ({ ...withCards(s, h), ineligible: s.ineligible + h.ineligible }), zero);
  const card = sumCards(cardSums);
  const total = withCards(link, card);
  return { total: { hospital_id: null, name: PARTICIPATION_LABEL.total[language], ...total, rate: rateOf(total), kenh: channelSplit(link, cards) }, hospitals };
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
  // A department's ballot cards join its row (a department with cards only gets one); a job title has none.
  const cards = by === 'department' ? await cardTallies(db, q.phien_ban_id, ids, participationDepartments(caller)) : [];
  const seen = new Set(rows.map((r) => r.id));
  const cardOnly = cards.filter((c) => !seen.has(c.phong_ban_id));
  if (cardOnly.length) {
    const { rows: named } = await sql<{ id: number; name: string; ahrq: string | null; hospital: string }>`
      SELECT g.id, g.name, g.ahrq, h.name AS hospital FROM (${names}) g JOIN phong_ban d ON d.phong_ban_id = g.id JOIN hospital h ON h.hospital_id = d.hospital_id
      WHERE g.id IN (${sql.join(cardOnly.map((c) => c.phong_ban_id))})`.execute(db);
    for (const n of named) rows.push({ ...n, ...zero });
    rows.sort((a, b) => a.hospital.localeCompare(b.hospital) || Number(a.name === null) - Number(b.name === null) || (a.name ?? '').localeCompare(b.name ?? ''));
  }
  return rows.map(({ id, name: n, ahrq, hospital, ...link }) => {
    const label = n ?? PARTICIPATION_LABEL.unknown[language];
    const mine = cards.filter((c) => c.phong_ban_id === id);
    const { valid: _, ...t } = withCards(link, sumCards(mine));
    return { id, name: several ? `${label} — ${hospital}` : label, ahrq, ...t, rate: rateOf({ ...t, valid: 0 }), kenh: channelSplit(link, mine) };
  });
}
