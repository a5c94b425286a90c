import {
  PROVINCE_MIN_RESPONDENTS,
  type TCompositeScore,
  type TProvinceHospital,
  type TProvinceProgress,
  type TProvinceResults,
  type TProvinceScope,
  VERSION_STATUS,
} from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Caller } from '../../access/caller.js';
import { OUT_OF_SCOPE_MESSAGE } from '../../access/caller.js';
import { groupScope, hospitalLevelReader } from '../../access/group-scope.js';
import { ForbiddenError, NotFoundError } from '../../errors/app-errors.js';
import { averagePositive } from './average-positive.js';
import { compositeScoresOf } from './composite-scores.js';
import { dashboardVersions } from './dashboard-versions.js';
import { gradeGraph } from './distributions.js';
import type { Language } from './language.js';
import { responseRates } from './participation.js';
import { dashboardScope, hospitalRefs } from './scope.js';
import { scoreRequest } from './score-request.js';

/**
 * The province and group view (issue 30 item 1, docs/decisions/province-view.md): hospital-level
 * figures of the hospitals of the caller's group, each exactly as the hospital's own dashboard
 * gives them for the whole hospital, shown only when the hospital has at least
 * max(10, the version's minimum) respondents. Never a unit, position or comment figure, never a
 * pooled total (nothing to subtract a hidden hospital from), never a previous wave (its figures
 * may be below the minimum).
 */

export const PROVINCE_MSG = {
  noGroup: 'Tài khoản chưa được gán vào nhóm bệnh viện nào',
  versionNotInGroup: 'Đợt khảo sát này không có bệnh viện nào thuộc nhóm của bạn',
} as const;

async function scopeOf(db: Kysely<DB>, caller: Caller) {
  const g = await groupScope(db, caller.accountId);
  if (!g) throw new ForbiddenError(PROVINCE_MSG.noGroup);
  return g;
}

/** nhom-benh-vien/pham-vi: the caller's group, its hospitals and the versions they run (licensed for the dashboards). */
export async function provinceScope(db: Kysely<DB>, caller: Caller, language: Language): Promise<TProvinceScope> {
  const g = await groupScope(db, caller.accountId);
  if (!g) return { groups: [], versions: [], min_respondents: PROVINCE_MIN_RESPONDENTS };
  const versions = await dashboardVersions(db, hospitalLevelReader(caller, g.hospitalIds), language);
  return {
    groups: [{ nhom_id: g.nhom_id, ten: g.ten, ma_tinh: g.ma_tinh, hospitals: await hospitalRefs(db, g.hospitalIds) }],
    versions: versions.map(({ hospitals, ...v }) => ({ ...v, hospitals: hospitals.length })),
    min_respondents: PROVINCE_MIN_RESPONDENTS,
  };
}

/** A hospital's figures without any previous wave's (hospital-level, but not held to the view's minimum). */
const withoutPrevious = (c: TCompositeScore): TCompositeScore => ({
  ...c,
  previous: null,
  previous_version: null,
  change: null,
  items: c.items.map((i) => ({ ...i, previous: null, change: null })),
});

const hidden = (hospital_id: number, name: string): TProvinceHospital => ({
  hospital_id,
  name,
  suppressed: true,
  invited: null,
  ineligible: null,
  complete: null,
  rate: null,
  n: null,
  average: null,
  composites: [],
  rating: null,
});

/** nhom-benh-vien/ket-qua: every hospital of the group running the version (or the one asked for), figures or suppressed. */
export async function provinceResults(
  db: Kysely<DB>,
  caller: Caller,
  q: { phien_ban_id: number; benh_vien_id?: number | undefined },
  language: Language,
): Promise<TProvinceResults> {
  const g = await scopeOf(db, caller);
  if (q.benh_vien_id !== undefined && !g.hospitalIds.includes(q.benh_vien_id)) throw new ForbiddenError(OUT_OF_SCOPE_MESSAGE);
  const reader = hospitalLevelReader(caller, q.benh_vien_id !== undefined ? [q.benh_vien_id] : g.hospitalIds);
  // The version (404), the group's hospitals running it that licensed the dashboards (403 when none).
  let scope;
  try {
    scope = await dashboardScope(db, reader, q.phien_ban_id);
  } catch (e) {
    if (e instanceof ForbiddenError && e.message === OUT_OF_SCOPE_MESSAGE) throw new NotFoundError(PROVINCE_MSG.versionNotInGroup);
    throw e;
  }
  const min = Math.max(PROVINCE_MIN_RESPONDENTS, scope.minGroupSize);
  let snapshot: TProvinceResults['snapshot'] = null;
  let composites: TProvinceResults['composites'] = [];
  const rows: TProvinceHospital[] = [];
  // One hospital at a time: each read is the hospital's own dashboard read (a few statements).
  for (const h of scope.hospitals) {
    const one = hospitalLevelReader(caller, [h.hospital_id]);
    const r = await scoreRequest(db, one, { phien_ban_id: q.phien_ban_id, hospital_id: h.hospital_id }, language);
    if (r.meta) snapshot = { snapshot_id: r.meta.snapshot_id, computed_at: r.meta.computed_at };
    if (composites.length === 0) composites = r.structure.composites.map((k) => ({ composite_id: k.composite_id, ma_composite: k.ma_composite, name: k.name }));
    const n = r.available ? r.wire.n : null;
    if (n === null || n < min) {
      rows.push(hidden(h.hospital_id, h.name));
      continue;
    }
    const [rates, scores, average, rating] = [
      await responseRates(db, one, { phien_ban_id: q.phien_ban_id, hospital_id: h.hospital_id }, language),
      await compositeScoresOf(db, r, true),
      await averagePositive(db, r),
      await gradeGraph(db, r),
    ];
    const rate = rates.hospitals[0]!;
    rows.push({
      hospital_id: h.hospital_id,
      name: h.name,
      suppressed: false,
      invited: rate.invited,
      ineligible: rate.ineligible,
      complete: rate.complete,
      rate: rate.rate,
      n,
      average: average.average,
      composites: scores.composites.map(withoutPrevious),
      rating: rating.question,
    });
  }
  rows.sort((a, b) => Number(a.suppressed) - Number(b.suppressed));
  return {
    phien_ban_id: scope.version.phien_ban_id,
    tieu_de_khao_sat: language === 'en' && scope.version.tieu_de_khao_sat_en ? scope.version.tieu_de_khao_sat_en : scope.version.tieu_de_khao_sat,
    instrument_code: scope.version.instrument_code,
    min_respondents: min,
    snapshot,
    composites,
    hospitals: rows,
  };
}

/**
 * nhom-benh-vien/tien-do: the waves of the group's hospitals that are open (or paused), each
 * hospital's participation as its own response-rate table counts it for the whole hospital
 * (invited, ineligible, complete, rate). Counts of whole hospitals only: no unit or position, no
 * pooled total, no score (none is published while a wave takes votes).
 */
export async function provinceProgress(db: Kysely<DB>, caller: Caller, language: Language): Promise<TProvinceProgress> {
  const g = await scopeOf(db, caller);
  const open = (await dashboardVersions(db, hospitalLevelReader(caller, g.hospitalIds), language)).filter((v) => v.status_khao_sat !== VERSION_STATUS.closed);
  // The versions of one push are one campaign: one entry, hospital by hospital.
  const pushes = open.length
    ? await db
        .selectFrom('phien_ban_khao_sat')
        .select(['phien_ban_id', 'dot_trien_khai'])
        .where(
          'phien_ban_id',
          'in',
          open.map((v) => v.phien_ban_id),
        )
        .execute()
    : [];
  const pushOf = new Map(pushes.map((p) => [p.phien_ban_id, p.dot_trien_khai]));
  const versions: TProvinceProgress['versions'] = [];
  const byPush = new Map<string, TProvinceProgress['versions'][number]>();
  for (const v of open) {
    const push = pushOf.get(v.phien_ban_id) ?? null;
    let entry = push === null ? undefined : byPush.get(push);
    if (!entry) {
      entry = {
        phien_ban_id: v.phien_ban_id,
        dot_trien_khai: push,
        tieu_de_khao_sat: v.tieu_de_khao_sat,
        status_khao_sat: v.status_khao_sat,
        time_start: v.time_start,
        time_end: v.time_end,
        hospitals: [],
      };
      versions.push(entry);
      if (push !== null) byPush.set(push, entry);
    } else if (v.status_khao_sat === VERSION_STATUS.open) entry.status_khao_sat = VERSION_STATUS.open;
    for (const h of v.hospitals) {
      const one = hospitalLevelReader(caller, [h.hospital_id]);
      const r = (await responseRates(db, one, { phien_ban_id: v.phien_ban_id, hospital_id: h.hospital_id }, language)).hospitals[0]!;
      entry.hospitals.push({
        hospital_id: h.hospital_id,
        name: h.name,
        phien_ban_id: v.phien_ban_id,
        status_khao_sat: v.status_khao_sat,
        invited: r.invited,
        ineligible: r.ineligible,
        complete: r.complete,
        rate: r.rate,
      });
    }
  }
  for (const v of versions) v.hospitals.sort((a, b) => a.name.localeCompare(b.name, 'vi') || a.hospital_id - b.hospital_id);
  return { versions };
}
