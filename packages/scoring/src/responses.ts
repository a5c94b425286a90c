import { percent } from './items.js';

/** One answer of a response as the scoring sees it. */
export interface ScoredAnswer {
  /** A background (demographic) or comment question: not counted for a complete response. */
  background: boolean;
  /** The coded values given (one for a radio question, several for a checkbox); empty or absent = text only. */
  values?: readonly number[];
}

/**
 * Complete response (AHRQ): at least one answer (1–5 or 9, i.e. any coded answer) to an item
 * outside the background questions. A response with background answers only is not complete.
 */
export function isComplete(answers: readonly ScoredAnswer[]): boolean {
  return answers.some((a) => !a.background && (a.values?.length ?? 0) > 0);
}

export interface RateInput {
  invited: number;
  ineligible: number;
  complete: number;
}

/** Response rate = complete responses / (invited − ineligible), in percent; null with nobody eligible. */
export const responseRate = ({ invited, ineligible, complete }: RateInput): number | null => percent(complete, invited - ineligible);

export interface Share {
  gia_tri: number;
  count: number;
  percent: number | null;
}

/**
 * Distribution of a question's answers over the given values (in that order): counts and shares of
 * the respondents who answered; codes not listed are left out of both.
 */
export function distribution(codes: Iterable<number | null | undefined>, values: readonly number[]): { n: number; shares: Share[] } {
  const counts = new Map(values.map((v) => [v, 0]));
  let n = 0;
  for (const c of codes) {
    if (c === null || c === undefined || !counts.has(c)) continue;
    counts.set(c, counts.get(c)! + 1);
    n++;
  }
  return { n, shares: values.map((v) => ({ gia_tri: v, count: counts.get(v)!, percent: percent(counts.get(v)!, n) })) };
}

/** Grade/rating: the share of the two best answers (4–5) among answers 1–5. */
export function gradePositive(codes: Iterable<number | null | undefined>): number | null {
  let n = 0;
  let pos = 0;
  for (const c of codes) {
    if (c === null || c === undefined || c < 1 || c > 5) continue;
    n++;
    if (c >= 4) pos++;
  }
  return percent(pos, n);
}
