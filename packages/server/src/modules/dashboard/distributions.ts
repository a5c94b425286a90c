import type { TDistribution, TDistributionResult, TResultValues } from '@hm/contract';
import { classify, EVENTS_SCALE, GRADE_SCALES, percent, round1 } from '@hm/scoring';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { NotFoundError } from '../../errors/app-errors.js';
import type { ScoreRequest } from './score-request.js';
import { valueCounts } from './snapshot-figures.js';
import type { DashboardQuestion, SurveyStructure } from './survey-structure.js';

export const DISTRIBUTION_MSG = { questionNotFound: 'Không tìm thấy câu hỏi trong phiên bản khảo sát' } as const;

/**
 * The positive share shown beside a distribution: grade/rating, its two best answers among 1–5;
 * another scored item, its percent positive (reverse wording applied); otherwise none.
 */
function positiveOf(q: DashboardQuestion, counts: ReadonlyMap<number, number>): number | null {
  const grade = q.scale !== null && GRADE_SCALES.has(q.scale);
  if (!grade && !q.scored) return null;
  let n = 0;
  let positive = 0;
  for (const [v, c] of counts) {
    const k = classify(v, grade ? false : q.reverse);
    if (k === null || k === 'dna') continue;
    n += c;
    if (k === 'positive') positive += c;
  }
  return percent(positive, n);
}

/** A question's distribution over its coded answers (in form order). */
export function distributionOf(q: DashboardQuestion, counts: ReadonlyMap<number, number> | undefined): TDistribution {
  const c = counts ?? new Map<number, number>();
  const n = q.values.reduce((s, v) => s + (c.get(v.gia_tri) ?? 0), 0);
  return {
    cauhoi_id: q.cauhoi_id,
    ma_cauhoi: q.ma_cauhoi,
    ten_cauhoi: q.ten_cauhoi,
    scale: q.scale,
    n,
    positive: round1(positiveOf(q, c)),
    values: q.values.map((v) => ({ gia_tri: v.gia_tri, label: v.label, count: c.get(v.gia_tri) ?? 0, percent: round1(percent(c.get(v.gia_tri) ?? 0, n)) })),
  };
}

/** The same question with no figure (suppressed, or no snapshot yet). */
const withoutFigures = (q: DashboardQuestion): TDistribution => ({
  cauhoi_id: q.cauhoi_id,
  ma_cauhoi: q.ma_cauhoi,
  ten_cauhoi: q.ten_cauhoi,
  scale: q.scale,
  n: 0,
  positive: null,
  values: [],
});

async function distributions(db: Kysely<DB>, r: ScoreRequest, questions: DashboardQuestion[]): Promise<TDistribution[]> {
  if (!r.available) return questions.map(withoutFigures);
  const counts = await valueCounts(
    db,
    r.snapshot!.snapshot_id,
    r.included,
    r.filter,
    questions.map((q) => q.cauhoi_id),
  );
  return questions.map((q) => distributionOf(q, counts.get(q.cauhoi_id)));
}

/** The first question of the version (form order, scored parts first) with one of the scales. */
export function firstWithScale(s: SurveyStructure, scales: ReadonlySet<string>): DashboardQuestion | null {
  const all = s.parts.flatMap((p) => p.questions).filter((q) => q.scale !== null && scales.has(q.scale) && q.values.length > 0);
  return all.find((q) => !q.background) ?? all[0] ?? null;
}

async function oneDistribution(db: Kysely<DB>, r: ScoreRequest, scales: ReadonlySet<string>): Promise<TDistributionResult> {
  const q = firstWithScale(r.structure, scales);
  return { scope: r.wire, question: q ? (await distributions(db, r, [q]))[0]! : null };
}

/** get-grade-graph: the overall grade / patient safety rating. */
export const gradeGraph = (db: Kysely<DB>, r: ScoreRequest) => oneDistribution(db, r, GRADE_SCALES);

/** get-events-graph: the number of events reported. */
export const eventsGraph = (db: Kysely<DB>, r: ScoreRequest) => oneDistribution(db, r, new Set([EVENTS_SCALE]));

/**
 * result-value: the distribution of every coded question (or one, or one scale). The unit and
 * position questions are left out: their distribution is the group sizes, which the breakdowns
 * give with suppression.
 */
export async function resultValues(db: Kysely<DB>, r: ScoreRequest, o: { cauhoi_id?: number; scale?: string }): Promise<TResultValues> {
  if (o.cauhoi_id !== undefined && !r.structure.questions.has(o.cauhoi_id)) throw new NotFoundError(DISTRIBUTION_MSG.questionNotFound);
  const questions = r.structure.parts
    .flatMap((p) => p.questions)
    .filter((q) => q.values.length > 0 && q.role === null && (o.cauhoi_id === undefined || q.cauhoi_id === o.cauhoi_id) && (o.scale === undefined || q.scale === o.scale));
  return { scope: r.wire, questions: await distributions(db, r, questions) };
}
