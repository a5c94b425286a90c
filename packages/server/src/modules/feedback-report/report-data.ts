import type { TAveragePositive, TCompositeScore, TDistribution, TFeedbackReportRequest, TPercentData, TResponseRate, TScoreScope } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Caller } from '../../access/caller.js';
import { averagePositive } from '../dashboard/average-positive.js';
import { eventsGraph, gradeGraph } from '../dashboard/distributions.js';
import { responseRates } from '../dashboard/participation.js';
import { percentData } from '../dashboard/percent-data.js';
import { pick } from '../survey-core/version-view.js';
import { reportableRequest } from './report-request.js';

type Breakdown = TPercentData['breakdowns'][number];

/** What the report shows: the dashboards' own answers for one hospital and version, nothing computed again. */
export interface FeedbackReportData {
  language: 'vi' | 'en';
  generatedAt: Date;
  generatedBy: string;
  hospital: { hospital_id: number; name: string; code: string };
  version: { phien_ban_id: number; title: string; instrument_code: string | null; time_start: Date; time_end: Date };
  /** The hospital's participation (thong-ke-ty-le-phan-hoi). */
  participation: TResponseRate;
  /** n, minimum group size, snapshot (the score calls' scope). */
  scope: TScoreScope;
  /** thong-ke-ty-le-phan-hoi-tich-cuc-trung-binh */
  average: TAveragePositive;
  /** get-composite-data: composites with their items, benchmark and previous wave. */
  composites: TCompositeScore[];
  /** percent-data's unit and position breakdowns, only the groups the dashboards show. */
  units: { shown: Breakdown[]; hidden: number; asked: boolean };
  positions: { shown: Breakdown[]; hidden: number; asked: boolean };
  grade: TDistribution | null;
  events: TDistribution | null;
}

/**
 * Reads the report's figures through the dashboards' functions with the requesting account as
 * the caller, so scope, licences, suppression and rounding are exactly the dashboards'. Suppressed
 * unit and position groups are left out (only their number is kept).
 */
export async function loadReportData(db: Kysely<DB>, caller: Caller, q: TFeedbackReportRequest): Promise<FeedbackReportData> {
  const r = await reportableRequest(db, caller, q);
  const [percent, average, grade, events, rates, hospital, account] = await Promise.all([
    percentData(db, r),
    averagePositive(db, r),
    gradeGraph(db, r),
    eventsGraph(db, r),
    responseRates(db, caller, { phien_ban_id: q.phien_ban_id, hospital_id: q.hospital_id }, q.language),
    db.selectFrom('hospital').select(['hospital_id', 'name', 'ma_benh_vien']).where('hospital_id', '=', q.hospital_id).executeTakeFirstOrThrow(),
    db.selectFrom('tai_khoan').select(['ten_tai_khoan', 'display_name']).where('tai_khoan_id', '=', caller.accountId).executeTakeFirst(),
  ]);
  const v = r.scope.version;
  const groupsOf = (dimension: Breakdown['dimension'], role: 'unit' | 'position') => {
    const all = percent.breakdowns.filter((b) => b.dimension === dimension);
    return {
      shown: all.filter((b) => !b.suppressed && b.n !== null && b.n >= r.scope.minGroupSize),
      hidden: all.filter((b) => b.suppressed).length,
      asked: [...r.structure.questions.values()].some((x) => x.role === role),
    };
  };
  return {
    language: q.language,
    generatedAt: new Date(),
    generatedBy: account?.display_name || account?.ten_tai_khoan || caller.username,
    hospital: { hospital_id: hospital.hospital_id, name: hospital.name, code: hospital.ma_benh_vien },
    version: {
      phien_ban_id: v.phien_ban_id,
      title: pick(v.tieu_de_khao_sat, v.tieu_de_khao_sat_en, q.language),
      instrument_code: v.instrument_code,
      time_start: v.time_start,
      time_end: v.time_end,
    },
    participation: rates.hospitals.find((h) => h.hospital_id === q.hospital_id) ?? rates.total,
    scope: percent.scope,
    average,
    composites: percent.composites,
    units: groupsOf('unit', 'unit'),
    positions: groupsOf('position', 'position'),
    grade: grade.question,
    events: events.question,
  };
}
