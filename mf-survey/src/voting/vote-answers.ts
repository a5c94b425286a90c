import type { TVoteAnswer } from '@hm/contract';

/** A voter's answer to one question: the coded values chosen and/or a text. */
export interface AnswerValue {
  values: readonly number[];
  text: string;
}

/** The answers of a voter, by question id (`cauhoi_id`). A question left out is missing (AHRQ). */
export type Answers = Readonly<Record<number, AnswerValue>>;

/** The longest text answer the contract takes. */
export const TEXT_MAX = 2000;

/** Whether a question has an answer (a value or a non-blank text). */
export const isAnswered = (a: AnswerValue | undefined): boolean => !!a && (a.values.length > 0 || a.text.trim() !== '');

const put = (answers: Answers, questionId: number, next: AnswerValue): Answers => ({ ...answers, [questionId]: next });
const current = (answers: Answers, questionId: number): AnswerValue => answers[questionId] ?? { values: [], text: '' };

/**
 * A single-choice answer (radio part): the value replaces any other.
 * @example chooseOne({}, 100, 4)[100] // { values: [4], text: '' }
 */
export function chooseOne(answers: Answers, questionId: number, value: number): Answers {
  return put(answers, questionId, { ...current(answers, questionId), values: [value] });
}

/**
 * A multiple-choice answer (checkbox part): adds or removes one value, kept in ascending order.
 * @example toggleValue(chooseOne({}, 100, 2), 100, 5, true)[100].values // [2, 5]
 */
export function toggleValue(answers: Answers, questionId: number, value: number, on: boolean): Answers {
  const a = current(answers, questionId);
  const rest = a.values.filter((v) => v !== value);
  return put(answers, questionId, { ...a, values: on ? [...rest, value].sort((x, y) => x - y) : rest });
}

/** A text answer (free text, or the text beside a coded answer), cut at the contract's limit. */
export function setText(answers: Answers, questionId: number, text: string): Answers {
  return put(answers, questionId, { ...current(answers, questionId), text: text.slice(0, TEXT_MAX) });
}

/**
 * The answers as the API takes them: only the answered questions, texts trimmed.
 * @example toWire({ 100: { values: [4], text: '' }, 101: { values: [], text: ' ' } }) // [{ cauhoi_id: 100, gia_tri: [4] }]
 */
export function toWire(answers: Answers): TVoteAnswer[] {
  return Object.entries(answers)
    .filter(([, a]) => isAnswered(a))
    .map(([id, a]) => {
      const text = a.text.trim();
      return { cauhoi_id: Number(id), ...(a.values.length > 0 ? { gia_tri: [...a.values] } : {}), ...(text ? { noi_dung: text } : {}) };
    })
    .sort((x, y) => x.cauhoi_id - y.cauhoi_id);
}

/** Answers read back from a draft. */
export function fromWire(list: readonly TVoteAnswer[]): Answers {
  const out: Record<number, AnswerValue> = {};
  for (const a of list) out[a.cauhoi_id] = { values: [...(a.gia_tri ?? [])], text: a.noi_dung ?? '' };
  return out;
}
