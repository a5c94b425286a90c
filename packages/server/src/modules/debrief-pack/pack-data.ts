import type { TChange, TCompositeScore, TDebriefRequest, TInterval, TPercentData } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Caller } from '../../access/caller.js';
import { compositeScoresOf } from '../dashboard/composite-scores.js';
import { AHRQ_OTHER, categoryNumber, roleCoders } from '../dashboard/export/ahrq-role-codes.js';
import { percentData } from '../dashboard/percent-data.js';
import { scoreRequest } from '../dashboard/score-request.js';
import { ranked } from '../feedback-report/report-highlights.js';
import { reportableRequest } from '../feedback-report/report-request.js';
import { pick } from '../survey-core/version-view.js';

type Breakdown = TPercentData['breakdowns'][number];

/** One composite of a unit's pack: the unit and the hospital with their intervals, the unit against the rest, the change since the last wave. */
export interface PackComposite {
  composite_id: number;
  name: string;
  unit: number | null;
  unitInterval: TInterval | null;
  hospital: number | null;
  hospitalInterval: TInterval | null;
  /** The unit − the rest of the hospital (null when the rest is below the minimum group size). */
  againstRest: TChange | null;
  /** The unit's previous-wave score and its change (null unless both waves of the unit are shown). */
  previous: number | null;
  change: TChange | null;
}

/** Everything one unit's PDF shows: the dashboards' own answers, nothing computed a second way. */
export interface UnitPack {
  language: 'vi' | 'en';
  generatedAt: Date;
  hospital: { hospital_id: number; name: string; code: string };
  version: { title: string; time_start: Date; time_end: Date };
  minGroupSize: number;
  hospitalN: number | null;
  unit: { gia_tri: number; label: string; n: number };
  previousTitle: string | null;
  composites: PackComposite[];
  strongest: PackComposite[];
  weakest: PackComposite[];
}

/** What a pack job reads once: the hospital's figures and the units the caller may have a pack of. */
export interface PackPlan {
  minGroupSize: number;
  units: Breakdown[];
  load: (unit: Breakdown) => Promise<UnitPack | null>;
}

/**
 * The units of a hospital's closed version that get a pack: every answer of the unit question
 * (not 'not answered') whose figures the dashboards publish — at or above the minimum group size
 * and not hidden by complementary suppression (percent-data's `suppressed`) — and that the
 * caller's scope covers. Administrators (no department narrowing) get every published unit; a
 * department-linked account only the units its departments are (by name, or by the department's
 * AHRQ unit category: the recoding of the AHRQ submission files); an account of staff level
 * without a link none (fail closed, access/department-scope.ts).
 */
export async function coveredUnits(db: Kysely<DB>, caller: Caller, q: TDebriefRequest, percent: TPercentData, minGroupSize: number): Promise<Breakdown[]> {
  const shown = percent.breakdowns.filter((b) => b.dimension === 'unit' && b.gia_tri !== 0 && !b.suppressed && b.n !== null && b.n >= minGroupSize);
  if (caller.departmentIds === null) return shown;
  if (caller.departmentIds.length === 0) return [];
  const departments = await db
    .selectFrom('phong_ban as g')
    .innerJoin('phong_ban_ahrq as c', 'c.id', 'g.phong_ban_ahrq_id')
    .select('c.ma')
    .where('g.hospital_id', '=', q.hospital_id)
    .where('g.phong_ban_id', 'in', [...caller.departmentIds])
    .execute();
  const categories = new Set(departments.map((d) => categoryNumber('unit', d.ma)).filter((n): n is number => n !== null && n !== AHRQ_OTHER.unit));
  if (categories.size === 0) return [];
  const code = (await roleCoders(db, q.phien_ban_id, [q.hospital_id])).unit;
  return shown.filter((b) => {
    const c = code(q.hospital_id, b.gia_tri);
    return c !== null && categories.has(c);
  });
}

/**
 * Everything that may refuse a pack (the feedback report's checks: dashboards' function, hospital
 * in scope with both licences, a closed version with a published snapshot, a hospital above the
 * minimum), then the hospital's figures and the units covered. Each unit's figures are read
 * through get-composite-score's own function with the unit as the filter.
 */
export async function planPack(db: Kysely<DB>, caller: Caller, q: TDebriefRequest): Promise<PackPlan> {
  const r = await reportableRequest(db, caller, q);
  const [percent, hospital] = await Promise.all([
    percentData(db, r),
    db.selectFrom('hospital').select(['hospital_id', 'name', 'ma_benh_vien']).where('hospital_id', '=', q.hospital_id).executeTakeFirstOrThrow(),
  ]);
  const units = await coveredUnits(db, caller, q, percent, r.scope.minGroupSize);
  const v = r.scope.version;
  const byId = new Map(percent.composites.map((c) => [c.composite_id, c]));
  const load = async (unit: Breakdown): Promise<UnitPack | null> => {
    const ur = await scoreRequest(db, caller, { phien_ban_id: q.phien_ban_id, hospital_id: q.hospital_id, don_vi: unit.gia_tri }, q.language);
    if (!ur.available || ur.wire.n === null) return null;
    const scores = await compositeScoresOf(db, ur, false);
    const rest = new Map(unit.composites.map((c) => [c.composite_id, c.against_rest ?? null]));
    const composites = scores.composites.map((c: TCompositeScore): PackComposite => {
      const h = byId.get(c.composite_id);
      return {
        composite_id: c.composite_id,
        name: c.name,
        unit: c.score,
        unitInterval: c.interval ?? null,
        hospital: h?.score ?? null,
        hospitalInterval: h?.interval ?? null,
        againstRest: rest.get(c.composite_id) ?? null,
        previous: c.previous,
        change: c.change ?? null,
      };
    });
    const best = ranked(
      composites,
      (c) => c.unit,
      (c) => c.name,
    );
    return {
      language: q.language,
      generatedAt: new Date(),
      hospital: { hospital_id: hospital.hospital_id, name: hospital.name, code: hospital.ma_benh_vien },
      version: { title: pick(v.tieu_de_khao_sat, v.tieu_de_khao_sat_en, q.language), time_start: v.time_start, time_end: v.time_end },
      minGroupSize: r.scope.minGroupSize,
      hospitalN: percent.scope.n,
      unit: { gia_tri: unit.gia_tri, label: unit.label, n: ur.wire.n },
      previousTitle: scores.composites.find((c) => c.previous_version)?.previous_version?.tieu_de_khao_sat ?? null,
      composites,
      strongest: best.top,
      weakest: best.bottom,
    };
  };
  return { minGroupSize: r.scope.minGroupSize, units, load };
}
