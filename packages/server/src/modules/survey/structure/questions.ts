import type { TPage, TQuestion, TQuestionListQuery, TReorderBody, ZQuestionCreate, ZQuestionUpdate } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../../db/schema.js';
import { fieldConflict, NotFoundError, ValidationError } from '../../../errors/app-errors.js';
import type { Caller } from '../../../access/caller.js';
import { paged } from '../../../db/paging.js';
import { keywordMatches } from '../../../db/search.js';
import type { Db } from '../../../db/database.js';
import { assertScoringUnlocked, editableVersion, readableVersion } from '../../survey-core/version-access.js';
import { nextOrder, onVersion, reorderChildren, STRUCTURE_MSG, toQuestion } from './common.js';
import type { RouteAudit } from '../../../resources/route.js';
import { loadPart } from './parts.js';

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

const selectQuestions = (db: Db) => db.selectFrom('cau_hoi').select(QUESTION_COLUMNS);

/** The question's row with what the scoring lock compares (404 when unknown). */
export async function loadQuestion(db: Db, id: number) {
  const q = await db
    .selectFrom('cau_hoi as q')
    .innerJoin('phan_cau_hoi as p', 'p.phan_cauhoi_id', 'q.phancauhoi_id')
    .select(['q.cauhoi_id', 'q.phancauhoi_id', 'q.phien_ban_id', 'q.scale', 'q.thuan_nghich', 'q.vai_tro', 'p.la_thong_tin_chung'])
    .where('q.cauhoi_id', '=', id)
    .executeTakeFirst();
  if (!q) throw new NotFoundError(STRUCTURE_MSG.questionNotFound);
  return q;
}

const oneQuestion = async (db: Db, id: number): Promise<TQuestion> => toQuestion(await selectQuestions(db).where('cauhoi_id', '=', id).executeTakeFirstOrThrow());

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

type QuestionFields = Omit<z.output<typeof ZQuestionCreate>, 'phancauhoi_id'>;
/** An empty scale is a free-text question. */
const normalise = <T extends QuestionFields>(f: T): T => ({ ...f, scale: f.scale || null });

/** Questions (`cau-hoi`) of a part. */
export function surveyQuestions(db: Kysely<DB>) {
  const partQuestions = async (trx: Db, partId: number): Promise<TQuestion[]> =>
    (await selectQuestions(trx).where('phancauhoi_id', '=', partId).orderBy('stt_cauhoi').orderBy('cauhoi_id').execute()).map(toQuestion);

  return {
    /** A part's questions, or a version's in form order (part order, then question order). */
    async list(caller: Caller, q: TQuestionListQuery): Promise<TPage<TQuestion>> {
      const versionId = q.phancauhoi_id !== undefined ? (await loadPart(db, q.phancauhoi_id)).phien_ban_id : q.phien_ban_id!;
      await readableVersion(db, caller, versionId);
      let inner = db
        .selectFrom('cau_hoi as q')
        .innerJoin('phan_cau_hoi as p', 'p.phan_cauhoi_id', 'q.phancauhoi_id')
        .select(QUESTION_COLUMNS.map((c) => `q.${c}` as const))
        .select(sql<number>`row_number() OVER (ORDER BY p.stt, p.phan_cauhoi_id, q.stt_cauhoi, q.cauhoi_id)`.as('thu_tu'));
      if (q.phancauhoi_id !== undefined) inner = inner.where('q.phancauhoi_id', '=', q.phancauhoi_id);
      if (q.phien_ban_id !== undefined) inner = inner.where('q.phien_ban_id', '=', q.phien_ban_id);
      if (q.keyword) {
        inner = inner.where(keywordMatches(['q.ten_cauhoi', 'q.ten_cauhoi_en', 'q.ma_cauhoi'], q.keyword));
      }
      const outer = db.selectFrom(inner.as('x')).select(QUESTION_COLUMNS.map((c) => `x.${c}` as const));
      const page = await paged(outer, q, 'x.thu_tu');
      return { ...page, data: page.data.map(toQuestion) };
    },

    async create(caller: Caller, body: z.output<typeof ZQuestionCreate>, audit: RouteAudit): Promise<TQuestion> {
      const { phancauhoi_id, ...fields } = normalise(body);
      return db.transaction().execute(async (trx) => {
        const part = await loadPart(trx, phancauhoi_id);
        const v = await editableVersion(trx, caller, part.phien_ban_id);
        await assertUnique(trx, part.phien_ban_id, fields);
        const stt_cauhoi = await nextOrder(trx, 'cau_hoi', { column: 'phancauhoi_id', id: phancauhoi_id });
        const { cauhoi_id } = await trx
          .insertInto('cau_hoi')
          .values({ ...fields, phancauhoi_id, phien_ban_id: part.phien_ban_id, stt_cauhoi })
          .returning('cauhoi_id')
          .executeTakeFirstOrThrow();
        const after = await oneQuestion(trx, cauhoi_id);
        await audit(trx, { id: cauhoi_id, ...onVersion(v), after });
        return after;
      });
    },

    /**
     * Replaces the question's fields, and moves it to another part of its version when asked.
     * Once responses exist, what decides scoring (scale, direction, role, background part) is fixed.
     */
    async update(caller: Caller, body: z.output<typeof ZQuestionUpdate>, audit: RouteAudit): Promise<TQuestion> {
      const { cauhoi_id, phancauhoi_id, ...fields } = normalise(body);
      return db.transaction().execute(async (trx) => {
        const current = await loadQuestion(trx, cauhoi_id);
        const v = await editableVersion(trx, caller, current.phien_ban_id);
        const before = await oneQuestion(trx, cauhoi_id);
        const target = phancauhoi_id !== undefined && phancauhoi_id !== current.phancauhoi_id ? await loadPart(trx, phancauhoi_id) : null;
        if (target && target.phien_ban_id !== current.phien_ban_id) throw new ValidationError(STRUCTURE_MSG.moveOutsideVersion);
        const changesScoring =
          fields.scale !== current.scale ||
          fields.thuan_nghich !== current.thuan_nghich ||
          fields.vai_tro !== current.vai_tro ||
          (target !== null && target.la_thong_tin_chung !== current.la_thong_tin_chung);
        if (changesScoring) await assertScoringUnlocked(trx, current.phien_ban_id);
        await assertUnique(trx, current.phien_ban_id, fields, cauhoi_id);
        const move = target ? { phancauhoi_id: target.phan_cauhoi_id, stt_cauhoi: await nextOrder(trx, 'cau_hoi', { column: 'phancauhoi_id', id: target.phan_cauhoi_id }) } : {};
        await trx
          .updateTable('cau_hoi')
          .set({ ...fields, ...move })
          .where('cauhoi_id', '=', cauhoi_id)
          .execute();
        const after = await oneQuestion(trx, cauhoi_id);
        await audit(trx, { id: cauhoi_id, ...onVersion(v), before, after });
        return after;
      });
    },

    /** `parent_id` is the part; `ids` every question of it once, in the new order. */
    async reorder(caller: Caller, body: TReorderBody, audit: RouteAudit): Promise<TQuestion[]> {
      return db.transaction().execute(async (trx) => {
        const part = await loadPart(trx, body.parent_id);
        const v = await editableVersion(trx, caller, part.phien_ban_id);
        const order = await reorderChildren(trx, 'cau_hoi', body.parent_id, body.ids);
        await audit(trx, { id: body.parent_id, ...onVersion(v), ...order });
        return partQuestions(trx, body.parent_id);
      });
    },

    /** Deletes a question with its answers and composite links; never once responses exist. */
    async remove(caller: Caller, id: number, audit: RouteAudit): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const q = await loadQuestion(trx, id);
        const v = await editableVersion(trx, caller, q.phien_ban_id);
        await assertScoringUnlocked(trx, q.phien_ban_id);
        const before = await oneQuestion(trx, id);
        await trx.deleteFrom('cau_hoi').where('cauhoi_id', '=', id).execute();
        await audit(trx, { id, ...onVersion(v), before, after: null });
      });
    },
  };
}
