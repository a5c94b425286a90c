import type { TPartTree } from '@hm/contract';
import type { Db } from '../../db/database.js';
import { loadQuestionnaire } from '../survey/structure/questionnaire.js';

/**
 * The parts and items of a version that a paper questionnaire carries and a keyer keys: active
 * single-choice parts, their questions shown to voters that have coded answers (the answers
 * with a value only). Free-text and several-choice parts are not on the paper
 * (docs/decisions/paper-entry.md).
 */
export async function paperParts(db: Db, versionId: number, language: 'vi' | 'en' | null): Promise<TPartTree[]> {
  const { parts } = await loadQuestionnaire(db, versionId, language);
  return parts
    .filter((p) => p.status === 1 && p.type === 'radio')
    .map((p) => ({
      ...p,
      questions: p.questions
        .filter((q) => q.tamngung === 0)
        .map((q) => ({ ...q, answers: q.answers.filter((a) => a.gia_tri !== null) }))
        .filter((q) => q.answers.length > 0),
    }))
    .filter((p) => p.questions.length > 0);
}
