import { z } from 'zod';
import { ZId, ZPageQuery, ZQueryBool, zText } from '../common.js';
import { ZBenchmarkRef } from './benchmark.js';

/**
 * Dashboards (issue 6, DESIGN.md "Data" and "Scoring"). Participation figures are live, from
 * the staff records; score figures come from the version's latest snapshot (`percent-data`),
 * never from the answers. Percentages are 0–100 with one decimal kept by the server (rounding
 * is the page's); `null` = no figure (no valid answer, or suppressed).
 */

/** Filters of every dashboard call. No `hospital_id` = every hospital running the version that the caller may see and that licensed the dashboards (pooled by respondent). */
export const ZDashboardQuery = z.object({
  phien_ban_id: ZId,
  hospital_id: ZId.optional(),
  /** The respondent's answer (gia_tri) to the unit/work-area background question; 0 = not answered. */
  don_vi: z.coerce.number().int().min(0).optional(),
  /** The respondent's answer (gia_tri) to the staff-position background question; 0 = not answered. */
  vi_tri: z.coerce.number().int().min(0).optional(),
});
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;

/** Score calls with a benchmark column: the set asked for (`benchmark_id`), else the version's default set. */
export const ZBenchmarkedQuery = ZDashboardQuery.extend({ benchmark_id: ZId.optional() });
export type TBenchmarkedQuery = z.infer<typeof ZBenchmarkedQuery>;

/** Participation calls: staff-record filters only (department and job title are the staff records'). */
export const ZParticipationQuery = z.object({ phien_ban_id: ZId, hospital_id: ZId.optional() });
export type TParticipationQuery = z.infer<typeof ZParticipationQuery>;

export const ZHospitalRef = z.object({ hospital_id: z.number().int(), name: z.string() });

/** The snapshot a figure comes from. */
export const ZSnapshotMeta = z.object({
  snapshot_id: z.number().int(),
  phien_ban_id: z.number().int(),
  /** YYYY-MM-DD HH:mm:ss */
  computed_at: z.string(),
  /** 'close' | 'request' | 'threshold' | 'seed' */
  reason: z.string(),
  /** Valid complete responses aggregated (all hospitals of the version). */
  respondents: z.number().int(),
  /** Responses submitted since, not yet in the figures. */
  pending: z.number().int(),
  duration_ms: z.number().int(),
});
export type TSnapshotMeta = z.infer<typeof ZSnapshotMeta>;

/** What a score response is about: the hospitals pooled, the group, and whether it is shown. */
export const ZScoreScope = z.object({
  phien_ban_id: z.number().int(),
  instrument_code: z.string().nullable(),
  hospitals: z.array(ZHospitalRef),
  /** Several hospitals: respondent-pooled figures (each respondent counts once, not hospital-averaged). */
  pooled: z.boolean(),
  don_vi: z.number().int().nullable(),
  vi_tri: z.number().int().nullable(),
  min_group_size: z.number().int(),
  /** Valid respondents in the selection; null when suppressed. */
  n: z.number().int().nullable(),
  /** Fewer respondents than the minimum, or hidden so that a suppressed group cannot be worked out. */
  suppressed: z.boolean(),
  snapshot: ZSnapshotMeta.nullable(),
  /** The version still takes votes: no score figures until it closes (docs/privacy.md). */
  takes_votes: z.boolean(),
});
export type TScoreScope = z.infer<typeof ZScoreScope>;

/** One answer value's share in a distribution. */
export const ZValueShare = z.object({ gia_tri: z.number().int(), label: z.string(), count: z.number().int(), percent: z.number().nullable() });
export type TValueShare = z.infer<typeof ZValueShare>;

/** A 95% confidence interval of a percent positive, in points (docs/methodology.md "Intervals and change"). */
export const ZInterval = z.object({ low: z.number(), high: z.number() });
export type TInterval = z.infer<typeof ZInterval>;

/**
 * A change in percent positive (this wave − the earlier one) with its 95% interval and two-sided
 * p-value; `verdict` is an improvement or a decline only when the change is at least 5 points
 * and its interval excludes 0 (docs/decisions/change-between-waves.md).
 */
export const ZChange = z.object({
  change: z.number(),
  low: z.number(),
  high: z.number(),
  p: z.number(),
  verdict: z.enum(['improvement', 'decline', 'no_clear_change']),
});
export type TChange = z.infer<typeof ZChange>;
export type TChangeVerdict = TChange['verdict'];

/** Item percent positive / neutral / negative over the valid answers 1–5. */
export const ZItemScore = z.object({
  cauhoi_id: z.number().int(),
  ma_cauhoi: z.string(),
  ten_cauhoi: z.string(),
  phan_cauhoi_id: z.number().int(),
  reverse: z.boolean(),
  /** Valid answers (1–5). */
  n: z.number().int(),
  /** Answers 9 (does not apply / don't know), outside the denominator. */
  n_dna: z.number().int(),
  positive: z.number().nullable(),
  neutral: z.number().nullable(),
  negative: z.number().nullable(),
  /** The benchmark set's percent positive of this item (by `ma_cauhoi`), when the set gives one. */
  benchmark: z.number().nullable(),
  /** 95% Wilson interval of `positive` (null without valid answers; absent from older answers). */
  interval: ZInterval.nullable().optional(),
  /** The same item (by `ma_cauhoi`) in the previous version, like the composite's `previous`. */
  previous: z.number().nullable().optional(),
  /** `positive − previous` with its interval, test and verdict (two independent proportions). */
  change: ZChange.nullable().optional(),
});
export type TItemScore = z.infer<typeof ZItemScore>;

export const ZCompositeScore = z.object({
  composite_id: z.number().int(),
  ma_composite: z.string(),
  name: z.string(),
  /** Mean of its items' percent positive. */
  score: z.number().nullable(),
  /** The benchmark set's percent positive of this composite (by `ma_composite`), when the set gives one. */
  benchmark: z.number().nullable(),
  /** The set's label in the request's language ('AHRQ 2012 (1.128 bệnh viện)'), when `benchmark` is given. */
  benchmark_source: z.string().nullable(),
  /** The same composite (by code) in the hospital's previous version of the same instrument. */
  previous: z.number().nullable(),
  previous_version: z.object({ phien_ban_id: z.number().int(), tieu_de_khao_sat: z.string() }).nullable(),
  /** 95% interval of `score` by the delta method over respondents (null when not computable; absent from older answers). */
  interval: ZInterval.nullable().optional(),
  /** `score − previous` with its interval, test and verdict. */
  change: ZChange.nullable().optional(),
  items: z.array(ZItemScore),
});
export type TCompositeScore = z.infer<typeof ZCompositeScore>;

/** get-composite-score and get-composite-data (the latter with each composite's items). */
export const ZCompositeScores = z.object({
  scope: ZScoreScope,
  composites: z.array(ZCompositeScore),
  /** The benchmark set the figures are compared with (docs/decisions/benchmarks.md), or none. */
  benchmark: ZBenchmarkRef.nullable(),
});
export type TCompositeScores = z.infer<typeof ZCompositeScores>;

/** ty-le-phan-hoi-tich-cuc-chi-tiet: every scored item by part. */
export const ZItemScores = z.object({
  scope: ZScoreScope,
  parts: z.array(z.object({ phan_cauhoi_id: z.number().int(), ten: z.string(), items: z.array(ZItemScore) })),
  benchmark: ZBenchmarkRef.nullable(),
});
export type TItemScores = z.infer<typeof ZItemScores>;

/** thong-ke-ty-le-phan-hoi-tich-cuc-trung-binh: the mean of the composites and of each part's items. */
export const ZAveragePositive = z.object({
  scope: ZScoreScope,
  average: z.number().nullable(),
  parts: z.array(z.object({ phan_cauhoi_id: z.number().int(), ten: z.string(), average: z.number().nullable() })),
});
export type TAveragePositive = z.infer<typeof ZAveragePositive>;

/** -theo-benh-vien: one row per hospital plus the pooled row (hospital_id null). */
export const ZHospitalPositive = z.object({
  hospital_id: z.number().int().nullable(),
  name: z.string(),
  n: z.number().int().nullable(),
  suppressed: z.boolean(),
  average: z.number().nullable(),
  composites: z.array(z.object({ composite_id: z.number().int(), ma_composite: z.string(), score: z.number().nullable() })),
});
export const ZHospitalPositives = z.object({ scope: ZScoreScope, hospitals: z.array(ZHospitalPositive) });
export type THospitalPositives = z.infer<typeof ZHospitalPositives>;

/** A question's answer distribution (grade, events, result-value, working time). */
export const ZDistribution = z.object({
  cauhoi_id: z.number().int(),
  ma_cauhoi: z.string(),
  ten_cauhoi: z.string(),
  scale: z.string().nullable(),
  /** Respondents who answered. */
  n: z.number().int(),
  /** Grade/rating: share of the two best answers; null for counts and background items. */
  positive: z.number().nullable(),
  values: z.array(ZValueShare),
});
export type TDistribution = z.infer<typeof ZDistribution>;
export const ZDistributionResult = z.object({ scope: ZScoreScope, question: ZDistribution.nullable() });
export type TDistributionResult = z.infer<typeof ZDistributionResult>;
export const ZResultValueQuery = ZDashboardQuery.extend({ cauhoi_id: ZId.optional(), scale: zText(40).optional() });
export const ZResultValues = z.object({ scope: ZScoreScope, questions: z.array(ZDistribution) });
export type TResultValues = z.infer<typeof ZResultValues>;

/**
 * One channel's share of a response rate: `link` the staff records (personal links and staff
 * accounts), `card` the printed ballot cards (issued and not void; used; complete), `paper` the
 * paper questionnaires (printed and not void; verified after double entry; complete).
 */
export const ZChannelRate = z.object({ invited: z.number().int(), submitted: z.number().int(), complete: z.number().int(), rate: z.number().nullable() });
export type TChannelRate = z.infer<typeof ZChannelRate>;
export const ZChannelSplit = z.object({ link: ZChannelRate, card: ZChannelRate, paper: ZChannelRate });
export type TChannelSplit = z.infer<typeof ZChannelSplit>;

/** Response rate = complete responses / (invited − ineligible) (AHRQ). Live from the staff records and the ballot cards. */
export const ZResponseRate = z.object({
  hospital_id: z.number().int().nullable(),
  name: z.string(),
  invited: z.number().int(),
  ineligible: z.number().int(),
  submitted: z.number().int(),
  complete: z.number().int(),
  valid: z.number().int(),
  rate: z.number().nullable(),
  /** The figures above split by channel (they are the sums of both). */
  kenh: ZChannelSplit.optional(),
});
export type TResponseRate = z.infer<typeof ZResponseRate>;
export const ZResponseRates = z.object({ total: ZResponseRate, hospitals: z.array(ZResponseRate) });
export type TResponseRates = z.infer<typeof ZResponseRates>;

/** A staff-record group (department or job title) with its participation. */
export const ZStaffGroup = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  /** AHRQ category the local one maps to, when a mapping exists. */
  ahrq: z.string().nullable(),
  invited: z.number().int(),
  ineligible: z.number().int(),
  submitted: z.number().int(),
  complete: z.number().int(),
  rate: z.number().nullable(),
  /** By channel; a department's ballot cards count in it, a job title has none (a card names no job). */
  kenh: ZChannelSplit.optional(),
});
export type TStaffGroup = z.infer<typeof ZStaffGroup>;

/** thong-ke/{id}: the statistics rows of a version's staff records. */
export const ZStatisticsQuery = ZPageQuery.extend({
  hospital_id: ZId.optional(),
  status_khao_sat: z.coerce.number().int().min(1).max(2).optional(),
});
export const ZStatisticsRow = z.object({
  stt: z.number().int(),
  nhan_vien_khao_sat_id: z.number().int(),
  hospital_id: z.number().int(),
  hospital_name: z.string(),
  ma_nhan_vien: z.string(),
  ten_nhan_vien: z.string(),
  phong_ban: z.string().nullable(),
  chuc_danh: z.string().nullable(),
  status_khao_sat: z.number().int(),
  hop_le: z.number().int(),
  ineligible: z.boolean(),
});
export type TStatisticsRow = z.infer<typeof ZStatisticsRow>;

/** percent-data/{id}: the latest snapshot of a version with its figures for the hospitals in scope. */
export const ZPercentDataQuery = z.object({ hospital_id: ZId.optional() });
export const ZPercentData = z.object({
  snapshot: ZSnapshotMeta.nullable(),
  scope: ZScoreScope,
  composites: z.array(ZCompositeScore),
  /** Unit and position breakdowns of the composites (suppressed groups carry nulls). */
  breakdowns: z.array(
    z.object({
      dimension: z.enum(['unit', 'position']),
      gia_tri: z.number().int(),
      label: z.string(),
      n: z.number().int().nullable(),
      suppressed: z.boolean(),
      composites: z.array(
        z.object({
          composite_id: z.number().int(),
          score: z.number().nullable(),
          /**
           * The group against the rest of the selection (hospital or pool, without the group): `change`
           * = group − rest with its interval, p and verdict; null when the rest is below the minimum group size.
           */
          against_rest: ZChange.nullable().optional(),
        }),
      ),
    }),
  ),
  benchmark: ZBenchmarkRef.nullable(),
});
export type TPercentData = z.infer<typeof ZPercentData>;

/** create-percent-data: take a snapshot now. While open, only when N new responses arrived since the last one. */
export const ZComputeQuery = z.object({ phien_ban_id: ZId });
export const ZComputeResult = z.object({ computed: z.boolean(), reason: z.string().nullable(), snapshot: ZSnapshotMeta.nullable() });
export type TComputeResult = z.infer<typeof ZComputeResult>;

/** xuat-raw-data: respondent-level raw codes; free-text comments only when asked. */
export const ZRawExportQuery = z.object({ phien_ban_id: ZId, hospital_id: ZId.optional(), comments: ZQueryBool.optional() });
export const ZWorkingTimeExportQuery = ZDashboardQuery;

/** The versions a dashboard reader may pick (survey-version combobox). */
export const ZDashboardVersion = z.object({
  phien_ban_id: z.number().int(),
  tieu_de_khao_sat: z.string(),
  instrument_code: z.string().nullable(),
  status_khao_sat: z.number().int(),
  time_start: z.string(),
  time_end: z.string(),
  hospitals: z.array(ZHospitalRef),
  has_snapshot: z.boolean(),
});
export type TDashboardVersion = z.infer<typeof ZDashboardVersion>;

/** Filter choices of a version: its hospitals in scope and the unit/position answer options. */
export const ZDashboardFilters = z.object({
  hospitals: z.array(ZHospitalRef),
  units: z.array(z.object({ gia_tri: z.number().int(), label: z.string(), group: z.string().nullable() })),
  positions: z.array(z.object({ gia_tri: z.number().int(), label: z.string(), group: z.string().nullable() })),
});
export type TDashboardFilters = z.infer<typeof ZDashboardFilters>;
