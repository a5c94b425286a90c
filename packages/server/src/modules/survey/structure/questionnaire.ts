import type { TAnswer, TComposite, TPart, TPartTree, TQuestionTree } from '@hm/contract';
import type { Db } from '../../../db/database.js';
import { anyDb } from '../../../resources/resource-repository.js';
import { pick } from '../../survey-core/version-view.js';
import { toAnswer, toQuestion } from './common.js';
import { selectComposites } from './composites.js';
import { selectParts } from './parts.js';
import { QUESTION_COLUMNS } from './questions.js';

export interface Questionnaire {
  parts: TPartTree[];
  composites: TComposite[];
}

/**
 * A version's whole questionnaire in form order: parts by `stt`, their questions by
 * `stt_cauhoi`, answers by `stt`, composites by `stt`. With a language, every translatable
 * text is resolved to it, falling back to the other language; the `_en` fields stay as
 * stored and composite names are both kept.
 * @example const { parts, composites } = await loadQuestionnaire(db, 12, 'en');
 */
export async function loadQuestionnaire(db: Db, versionId: number, language: 'vi' | 'en' | null): Promise<Questionnaire> {
  const [partRows, questionRows, answerRows, compositeRows] = await Promise.all([
    selectParts(anyDb(db)).where('t.phien_ban_id', '=', versionId).orderBy('t.stt').orderBy('t.phan_cauhoi_id').execute(),
    db.selectFrom('cau_hoi').select(QUESTION_COLUMNS).where('phien_ban_id', '=', versionId).orderBy('stt_cauhoi').orderBy('cauhoi_id').execute(),
    db
      .selectFrom('dap_an as a')
      .innerJoin('cau_hoi as q', 'q.cauhoi_id', 'a.cauhoi_id')
      .select(['a.dapan_id', 'a.cauhoi_id', 'a.type', 'a.gia_tri', 'a.ten_dap_an', 'a.ten_dap_an_en', 'a.stt'])
      .where('q.phien_ban_id', '=', versionId)
      .orderBy('a.stt')
      .orderBy('a.dapan_id')
      .execute(),
    selectComposites(anyDb(db)).where('t.phien_ban_id', '=', versionId).orderBy('t.stt').orderBy('t.composite_id').execute(),
  ]);
  const text = (vi: string, en: string) => (language ? pick(vi, en, language) : vi);

  const answersOf = new Map<number, TAnswer[]>();
  for (const r of answerRows) {
    const a = toAnswer(r);
    const list = answersOf.get(a.cauhoi_id) ?? [];
    list.push({ ...a, ten_dap_an: text(a.ten_dap_an, a.ten_dap_an_en) });
    answersOf.set(a.cauhoi_id, list);
  }
  const questionsOf = new Map<number, TQuestionTree[]>();
  for (const r of questionRows) {
    const q = toQuestion(r);
    const list = questionsOf.get(q.phancauhoi_id) ?? [];
    list.push({ ...q, ten_cauhoi: text(q.ten_cauhoi, q.ten_cauhoi_en), answers: answersOf.get(q.cauhoi_id) ?? [] });
    questionsOf.set(q.phancauhoi_id, list);
  }
  // The parts' and composites' selects are the resources' (untyped: their table is named at run time).
  const parts = (partRows as TPart[]).map((p) => {
    return { ...p, giatri_cauhoi: text(p.giatri_cauhoi, p.giatri_cauhoi_en), mo_ta: text(p.mo_ta, p.mo_ta_en), questions: questionsOf.get(p.phan_cauhoi_id) ?? [] };
  });
  return { parts, composites: compositeRows as TComposite[] };
}
