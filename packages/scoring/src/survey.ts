import { addCounts, compositeScore, emptyCounts, itemCounts, itemPercents, type ItemCounts, type ItemPercents, SCORED_SCALES } from './items.js';

/** The questions and composites of a version, as scoring needs them. */
export interface ScoringQuestion {
  cauhoi_id: number;
  scale: string | null;
  reverse: boolean;
  background: boolean;
}
export interface ScoringComposite {
  composite_id: number;
  cauhoi_ids: readonly number[];
}

/** A stored response: its group keys, flags and coded answers by question. */
export interface RawResponse {
  hospital_id: number;
  /** Answer to the unit/work-area question; 0 = not answered. */
  don_vi: number;
  /** Answer to the staff-position question; 0 = not answered. */
  vi_tri: number;
  valid: boolean;
  complete: boolean;
  answers: ReadonlyMap<number, readonly number[]>;
}

export interface Selection {
  hospital_ids?: readonly number[];
  don_vi?: number;
  vi_tri?: number;
}

export const inSelection = (r: RawResponse, s: Selection): boolean =>
  (!s.hospital_ids || s.hospital_ids.includes(r.hospital_id)) && (s.don_vi === undefined || r.don_vi === s.don_vi) && (s.vi_tri === undefined || r.vi_tri === s.vi_tri);

/** Responses that score figures use: valid and complete. */
export const scoredResponses = (rs: readonly RawResponse[], s: Selection = {}): RawResponse[] => rs.filter((r) => r.valid && r.complete && inSelection(r, s));

export interface ItemScore {
  counts: ItemCounts;
  percents: ItemPercents;
}

export interface SurveyScores {
  /** Respondents in the selection (valid, complete). */
  n: number;
  items: Map<number, ItemScore>;
  composites: Map<number, number | null>;
}

/**
 * The reference computation from raw responses (used to check the server's SQL): item counts and
 * percents for every scored question, composites as the mean of their items' percent positive.
 */
export function scoreSurvey(questions: readonly ScoringQuestion[], composites: readonly ScoringComposite[], responses: readonly RawResponse[], s: Selection = {}): SurveyScores {
  const rs = scoredResponses(responses, s);
  const items = new Map<number, ItemScore>();
  for (const q of questions) {
    if (!q.scale || !SCORED_SCALES.has(q.scale) || q.background) continue;
    let c = emptyCounts();
    for (const r of rs) c = addCounts(c, itemCounts(r.answers.get(q.cauhoi_id) ?? [], q.reverse));
    items.set(q.cauhoi_id, { counts: c, percents: itemPercents(c) });
  }
  const scores = new Map(composites.map((k) => [k.composite_id, compositeScore(k.cauhoi_ids.map((id) => items.get(id)?.percents.positive ?? null))]));
  return { n: rs.length, items, composites: scores };
}
