import type { TVoteAnswer } from '@hm/contract';
import type { Ballot } from './ballot.js';

/** The codes that make a response complete (AHRQ): an answer 1–5, or 9 (does not apply / don't know). */
const COMPLETE_CODES = new Set([1, 2, 3, 4, 5, 9]);
/** The straight-lining rule looks at no fewer composite items than this. */
export const STRAIGHT_LINING_MIN_ITEMS = 5;

export interface ResponseAssessment {
  /** At least one answer 1–5 or 9 to a question outside the background parts. */
  hoan_thanh: boolean;
  /** 1 valid, 0 invalid (incomplete, or excluded by the straight-lining rule). */
  hop_le: 0 | 1;
}

/** Complete response (AHRQ): at least one answer 1–5 or 9 outside the background questions. */
export function isComplete(ballot: Ballot, answers: readonly TVoteAnswer[]): boolean {
  return answers.some((a) => {
    const q = ballot.get(a.cauhoi_id);
    return !!q && !q.background && (a.gia_tri ?? []).some((v) => COMPLETE_CODES.has(v));
  });
}

/**
 * Straight-lining: the same code 1–5 on every answered composite item, over at least
 * STRAIGHT_LINING_MIN_ITEMS of them, among which both positively and negatively worded items
 * (the reverse-worded items make a uniform pattern inconsistent). 9s are not looked at.
 */
export function isStraightLined(ballot: Ballot, answers: readonly TVoteAnswer[]): boolean {
  const items = answers.flatMap((a) => {
    const q = ballot.get(a.cauhoi_id);
    const v = a.gia_tri?.length === 1 ? a.gia_tri[0]! : null;
    return q && q.inComposite && !q.background && v !== null && v >= 1 && v <= 5 ? [{ v, reverse: q.reverse }] : [];
  });
  if (items.length < STRAIGHT_LINING_MIN_ITEMS) return false;
  const same = items.every((i) => i.v === items[0]!.v);
  return same && items.some((i) => i.reverse) && items.some((i) => !i.reverse);
}

/**
 * Complete and valid flags of a response: valid = complete, unless the hospital turned the
 * optional straight-lining rule on (system parameter STRAIGHT_LINING_RULE, off by default).
 * @example assessResponse(ballot, answers, { straightLiningRule: false }) // { hoan_thanh: true, hop_le: 1 }
 */
export function assessResponse(ballot: Ballot, answers: readonly TVoteAnswer[], o: { straightLiningRule: boolean }): ResponseAssessment {
  const hoan_thanh = isComplete(ballot, answers);
  const valid = hoan_thanh && !(o.straightLiningRule && isStraightLined(ballot, answers));
  return { hoan_thanh, hop_le: valid ? 1 : 0 };
}
