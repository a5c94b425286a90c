import { question } from '@hm/contract';
import type { Db } from '../../../db/database.js';
import { fieldConflict, ValidationError } from '../../../errors/app-errors.js';
import type { AnyDb, AnySelect, ResourceStore } from '../../../resources/resource-repository.js';
import type { ResourceRules } from '../../../resources/resource-routes.js';
import { assertScoringUnlocked } from '../../survey-core/version-access.js';
import { loadPart, STRUCTURE_MSG } from './common.js';
import { partParent } from './parents.js';

export const QUESTION_COLUMNS = [
  'cauhoi_id',
  'phancauhoi_id',
  'phien_ban_id',
  'ma_cauhoi',
  'stt_cauhoi',
  'ten_cauhoi',
  'ten_cauhoi_en',
  'scale',
  'tamngung',
  'thuan_nghich',
  'vai_tro',
  'ma_cauhoi_qhlq',
  'ten_cauhoi_qh_lq',
] as const;

/** Questions (`t`) with their part (`p`), whose order comes first in the form's. */
const selectQuestions = (db: AnyDb): AnySelect =>
  db
    .selectFrom('cau_hoi as t')
    .innerJoin('phan_cau_hoi as p', 'p.phan_cauhoi_id', 't.phancauhoi_id')
    .select(QUESTION_COLUMNS.map((c) => `t.${c}`));

/** An item code is unique within a version, and so is each breakdown role. */
async function assertUnique(db: Db, versionId: number, f: { ma_cauhoi: string; vai_tro: string | null }, selfId?: number): Promise<void> {
  const taken = (column: 'ma_cauhoi' | 'vai_tro', value: string) => {
    let q = db.selectFrom('cau_hoi').select('cauhoi_id').where('phien_ban_id', '=', versionId).where(column, '=', value);
    if (selfId !== undefined) q = q.where('cauhoi_id', '<>', selfId);
    return q.limit(1).executeTakeFirst();
  };
  if (f.ma_cauhoi && (await taken('ma_cauhoi', f.ma_cauhoi))) throw fieldConflict('ma_cauhoi', STRUCTURE_MSG.duplicateCode);
  if (f.vai_tro && (await taken('vai_tro', f.vai_tro))) throw fieldConflict('vai_tro', STRUCTURE_MSG.duplicateRole);
}

/**
 * Questions (`cau-hoi`): a part's, or a version's in form order (part order, then question
 * order); searched by text and code. An empty scale is a free-text question.
 */
export const questionStore: ResourceStore<typeof question> = {
  def: question,
  table: 'cau_hoi',
  select: selectQuestions,
  search: ['t.ten_cauhoi', 't.ten_cauhoi_en', 't.ma_cauhoi'],
  orderBy: ['p.stt', 'p.phan_cauhoi_id', 't.stt_cauhoi'],
  filters: (q, query) => (typeof query.phien_ban_id === 'number' ? q.where('t.phien_ban_id', '=', query.phien_ban_id) : q),
  toValues: (input) => ({ ...input, scale: input.scale || null }),
  parent: partParent,
  order: 'stt_cauhoi',
};

/**
 * A code and a role once per version. An update may move the question to another part of its
 * version; once responses exist, what decides scoring (scale, direction, role, background part)
 * is fixed, and a question is never deleted.
 */
export const questionRules: ResourceRules<typeof question> = {
  beforeWrite: async (trx, _ctx, input, before) => {
    if (!before) {
      const { phien_ban_id } = await loadPart(trx, input.phancauhoi_id);
      await assertUnique(trx, phien_ban_id, input);
      return { phien_ban_id };
    }
    // `before` is the stored question; its part's background flag is read only for a move.
    const target = input.phancauhoi_id !== undefined && input.phancauhoi_id !== before.phancauhoi_id ? await loadPart(trx, input.phancauhoi_id) : null;
    if (target && target.phien_ban_id !== before.phien_ban_id) throw new ValidationError(STRUCTURE_MSG.moveOutsideVersion);
    const changesScoring =
      (input.scale || null) !== before.scale ||
      input.thuan_nghich !== before.thuan_nghich ||
      input.vai_tro !== before.vai_tro ||
      (target !== null && target.la_thong_tin_chung !== (await loadPart(trx, before.phancauhoi_id)).la_thong_tin_chung);
    if (changesScoring) await assertScoringUnlocked(trx, before.phien_ban_id);
    await assertUnique(trx, before.phien_ban_id, input, before.cauhoi_id);
  },
  beforeRemove: async (trx, _ctx, row) => assertScoringUnlocked(trx, row.phien_ban_id),
};
