import type { TAnswer, TPartTree, TQuestionTree } from '@hm/contract';
import { type Answers, isAnswered } from './vote-answers';

/**
 * The steps of the StepForm: 0 is the introduction, 1…n the question parts a voter answers,
 * n + 1 the review before the submit.
 */
export interface VoteSteps {
  parts: readonly TPartTree[];
  /** The review step (n + 1). */
  review: number;
}

/** 9 = does not apply / don't know (DESIGN.md "Domain model"). */
export const DOES_NOT_APPLY = 9;

/**
 * The parts a voter answers: active parts, their active questions, parts with no question left out.
 * @example voteSteps(detail.parts).review // parts.length + 1
 */
export function voteSteps(parts: readonly TPartTree[]): VoteSteps {
  const shown = parts
    .filter((p) => p.status === 1)
    .map((p) => ({ ...p, questions: p.questions.filter((q) => q.tamngung === 0) }))
    .filter((p) => p.questions.length > 0);
  return { parts: shown, review: shown.length + 1 };
}

/** A step kept within the form (a draft saved before the questionnaire changed). */
export const clampStep = (step: number, steps: VoteSteps): number => Math.min(Math.max(0, Math.trunc(step)), steps.review);

/** The part shown at a step, or undefined on the introduction and the review. */
export const partAt = (steps: VoteSteps, step: number): TPartTree | undefined => (step >= 1 && step < steps.review ? steps.parts[step - 1] : undefined);

/** How a question is answered. */
export interface QuestionInput {
  /** Coded answers, in order; the 'does not apply' one apart. */
  choices: readonly TAnswer[];
  notApplicable: TAnswer | null;
  /** Several values (checkbox part) or one (radio part). */
  multiple: boolean;
  /** A text box (a text part, a text answer, or a question with no coded answer). */
  text: boolean;
}

/**
 * What to render for a question. Code 9 is 'does not apply' on the scales that end with it
 * after a gap (1–5, 9); on a long category list (staff positions) 9 is an ordinary category.
 */
export function questionInput(part: TPartTree, q: TQuestionTree): QuestionInput {
  const coded = part.type === 'text' ? [] : q.answers.filter((a) => a.type === 'number' && a.gia_tri !== null).sort((a, b) => a.stt - b.stt);
  const gapBefore9 = !coded.some((a) => a.gia_tri === DOES_NOT_APPLY - 1);
  const notApplicable = (gapBefore9 && coded.find((a) => a.gia_tri === DOES_NOT_APPLY)) || null;
  return {
    choices: coded.filter((a) => a !== notApplicable),
    notApplicable,
    multiple: part.type === 'checkbox',
    text: part.type === 'text' || q.answers.some((a) => a.type === 'text') || coded.length === 0,
  };
}

/** The unanswered questions of one part, with the step that shows them. */
export interface UnansweredPart {
  part: TPartTree;
  step: number;
  questions: readonly TQuestionTree[];
}

/**
 * What the review lists before the submit: per part, the questions without an answer.
 * @example unanswered(voteSteps(parts), {}).flatMap((u) => u.questions).length // every question
 */
export function unanswered(steps: VoteSteps, answers: Answers): UnansweredPart[] {
  return steps.parts.map((part, i) => ({ part, step: i + 1, questions: part.questions.filter((q) => !isAnswered(answers[q.cauhoi_id])) })).filter((u) => u.questions.length > 0);
}

/** How many of the shown questions have an answer, of how many. */
export function answeredCount(steps: VoteSteps, answers: Answers): { answered: number; total: number } {
  const questions = steps.parts.flatMap((p) => p.questions);
  return { answered: questions.filter((q) => isAnswered(answers[q.cauhoi_id])).length, total: questions.length };
}

/** The element id of a question, for links from the review back to it. */
export const questionAnchor = (questionId: number): string => `hm-vote-q-${questionId}`;
