import { PROVINCE_MIN_RESPONDENTS, type TProvinceHospital, type TProvinceProgress, type TProvinceResults, type TProvinceScope, toWireTime, VERSION_STATUS } from '@hm/contract';
import { GRADE_SCALES, type ItemCounts, round1 } from '@hm/scoring';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Caller } from '../../access/caller.js';
import { OUT_OF_SCOPE_MESSAGE } from '../../access/caller.js';
import { groupScope, hospitalLevelReader } from '../../access/group-scope.js';
import { ForbiddenError, NotFoundError } from '../../errors/app-errors.js';
import { benchmarkFor } from './benchmark.js';
import { patternCountsBy } from './composite-patterns.js';
import { compositeRows } from './composite-scores.js';
import { dashboardVersions } from './dashboard-versions.js';
import { distributionOf, firstWithScale } from './distributions.js';
import { averageOfComposites, compositeScores } from './item-figures.js';
import type { Language } from './language.js';
import { responseRates } from './participation.js';
import { dashboardScope, hospitalRefs } from './scope.js';
import { hospitalRespondents, itemCounts, valueCountsByHospital } from './snapshot-figures.js';
import { publishedSnapshot } from './snapshot-triggers.js';
import { loadStructure, type SurveyStructure } from './survey-structure.js';

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

/**
 * nhom-benh-vien/ket-qua: every hospital of the group running the version (or the one asked
 * for), figures or suppressed. Each hospital's figures are those of its own dashboard for the
 * whole hospital (the same functions of the same counts), read for every hospital at once: one
 * statement per figure, not one dashboard read per hospital (docs/decisions/national-scale.md).
 * A hospital's whole figures are shown from `min` respondents (its own dashboard shows them from
 * its version's minimum, which `min` is at least): no unit, position or pooled figure is read.
 */
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
  const [snapshot, structure] = await Promise.all([publishedSnapshot(db, q.phien_ban_id, scope.version.status_khao_sat), loadStructure(db, q.phien_ban_id, language)]);
  const respondents = snapshot
    ? await hospitalRespondents(
        db,
        snapshot.snapshot_id,
        scope.hospitals.map((h) => h.hospital_id),
      )
    : new Map<number, number>();
  const shown = scope.hospitals.filter((h) => (respondents.get(h.hospital_id) ?? 0) >= min);
  const figures = snapshot && shown.length ? await hospitalFigures(db, reader, scope.version, snapshot.snapshot_id, structure, shown, language) : new Map();
  const rows = scope.hospitals.map((h): TProvinceHospital => {
    const f = figures.get(h.hospital_id);
    return f ? { hospital_id: h.hospital_id, name: h.name, suppressed: false, n: respondents.get(h.hospital_id)!, ...f } : hidden(h.hospital_id, h.name);
  });
  rows.sort((a, b) => Number(a.suppressed) - Number(b.suppressed));
  return {
    phien_ban_id: scope.version.phien_ban_id,
    tieu_de_khao_sat: language === 'en' && scope.version.tieu_de_khao_sat_en ? scope.version.tieu_de_khao_sat_en : scope.version.tieu_de_khao_sat,
    instrument_code: scope.version.instrument_code,
    min_respondents: min,
    snapshot: snapshot ? { snapshot_id: snapshot.snapshot_id, computed_at: toWireTime(snapshot.computed_at) } : null,
    composites: structure.composites.map((k) => ({ composite_id: k.composite_id, ma_composite: k.ma_composite, name: k.name })),
    hospitals: rows,
  };
}

type HospitalFigures = Pick<TProvinceHospital, 'invited' | 'ineligible' | 'complete' | 'rate' | 'average' | 'composites' | 'rating'>;

/**
 * The whole-hospital figures of the shown hospitals, each as its own dashboard gives them:
 * response rate (thong-ke-ty-le-phan-hoi), composites with their items and intervals
 * (get-composite-data, the version's benchmark, no previous wave), the average of the
 * composites (get-average-positive) and the rating (get-grade-graph).
 */
async function hospitalFigures(
  db: Kysely<DB>,
  reader: Caller,
  version: { phien_ban_id: number; instrument_code: string | null },
  snapshotId: number,
  structure: SurveyStructure,
  hospitals: readonly { hospital_id: number }[],
  language: Language,
): Promise<Map<number, HospitalFigures>> {
  const ids = hospitals.map((h) => h.hospital_id);
  const grade = firstWithScale(structure, GRADE_SCALES);
  const [rates, counts, patterns, values, benchmark] = await Promise.all([
    responseRates(db, hospitalLevelReader(reader, ids), { phien_ban_id: version.phien_ban_id }, language),
    itemCounts(db, snapshotId, ids, {}, 'hospital_id'),
    patternCountsBy(db, snapshotId, ids, 'hospital_id'),
    grade ? valueCountsByHospital(db, snapshotId, ids, [grade.cauhoi_id]) : new Map<number, Map<number, Map<number, number>>>(),
    benchmarkFor(db, version.instrument_code, undefined, language),
  ]);
  const rateOf = new Map(rates.hospitals.map((r) => [r.hospital_id, r]));
  return new Map(
    ids.map((id) => {
      const c = counts.get(id) ?? new Map<number, ItemCounts>();
      const rate = rateOf.get(id)!;
      return [
        id,
        {
          invited: rate.invited,
          ineligible: rate.ineligible,
          complete: rate.complete,
          rate: rate.rate,
          average: round1(averageOfComposites(compositeScores(structure, c))),
          composites: compositeRows(structure, c, patterns.get(id) ?? new Map(), true, benchmark, null),
          rating: grade ? distributionOf(grade, values.get(id)?.get(grade.cauhoi_id)) : null,
        },
      ];
    }),
  );
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
