import type { TAnswer, ZAnswerCreate, ZAnswerItem, ZAnswerSetBody, ZAnswerUpdate } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../../db/schema.js';
import { ConflictError, NotFoundError } from '../../../errors/app-errors.js';
import type { Caller } from '../../../access/caller.js';
import type { Db } from '../../../db/database.js';
import { assertScoringUnlocked, editableVersion, readableVersion } from '../../survey-core/version-access.js';
import { nextOrder, onVersion, STRUCTURE_MSG, toAnswer } from './common.js';
import type { RouteAudit } from '../../../resources/route.js';
import { loadQuestion } from './questions.js';

const ANSWER_COLUMNS = ['dapan_id', 'cauhoi_id', 'type', 'gia_tri', 'ten_dap_an', 'ten_dap_an_en', 'stt'] as const;

type AnswerItem = z.output<typeof ZAnswerItem>;
/** A text answer (a free-text box) carries no coded value. */
const valueOf = (a: AnswerItem): number | null => (a.type === 'text' ? null : a.gia_tri);

async function loadAnswer(db: Db, id: number) {
  const a = await db
    .selectFrom('dap_an as a')
    .innerJoin('cau_hoi as q', 'q.cauhoi_id', 'a.cauhoi_id')
    .select(['a.dapan_id', 'a.cauhoi_id', 'a.gia_tri', 'q.phien_ban_id'])
    .where('a.dapan_id', '=', id)
    .executeTakeFirst();
  if (!a) throw new NotFoundError(STRUCTURE_MSG.answerNotFound);
  return a;
}

async function assertValueFree(db: Db, questionId: number, value: number | null, selfId?: number): Promise<void> {
  if (value === null) return;
  let q = db.selectFrom('dap_an').select('dapan_id').where('cauhoi_id', '=', questionId).where('gia_tri', '=', value);
  if (selfId !== undefined) q = q.where('dapan_id', '<>', selfId);
  if (await q.limit(1).executeTakeFirst()) throw new ConflictError(STRUCTURE_MSG.duplicateValue);
}

const questionAnswers = async (db: Db, questionId: number): Promise<TAnswer[]> =>
  (await db.selectFrom('dap_an').select(ANSWER_COLUMNS).where('cauhoi_id', '=', questionId).orderBy('stt').orderBy('dapan_id').execute()).map(toAnswer);

const oneAnswer = async (db: Db, id: number): Promise<TAnswer> =>
  toAnswer(await db.selectFrom('dap_an').select(ANSWER_COLUMNS).where('dapan_id', '=', id).executeTakeFirstOrThrow());

/** Answers (`dap-an`) of a question: coded values (number) or a free-text box (text). */
export function surveyAnswers(db: Kysely<DB>) {
  return {
    async list(caller: Caller, questionId: number): Promise<TAnswer[]> {
      const q = await loadQuestion(db, questionId);
      await readableVersion(db, caller, q.phien_ban_id);
      return questionAnswers(db, questionId);
    },

    async create(caller: Caller, body: z.output<typeof ZAnswerCreate>, audit: RouteAudit): Promise<TAnswer> {
      const { cauhoi_id, ...item } = body;
      return db.transaction().execute(async (trx) => {
        const q = await loadQuestion(trx, cauhoi_id);
        const v = await editableVersion(trx, caller, q.phien_ban_id);
        const gia_tri = valueOf(item);
        await assertValueFree(trx, cauhoi_id, gia_tri);
        const stt = await nextOrder(trx, 'dap_an', { column: 'cauhoi_id', id: cauhoi_id });
        const { dapan_id } = await trx
          .insertInto('dap_an')
          .values({ ...item, gia_tri, cauhoi_id, stt })
          .returning('dapan_id')
          .executeTakeFirstOrThrow();
        const after = await oneAnswer(trx, dapan_id);
        await audit(trx, { id: dapan_id, ...onVersion(v), after });
        return after;
      });
    },

    /** Labels change freely; a coded value already answered is fixed once responses exist. */
    async update(caller: Caller, body: z.output<typeof ZAnswerUpdate>, audit: RouteAudit): Promise<TAnswer> {
      const { dapan_id, ...item } = body;
      return db.transaction().execute(async (trx) => {
        const current = await loadAnswer(trx, dapan_id);
        const v = await editableVersion(trx, caller, current.phien_ban_id);
        const before = await oneAnswer(trx, dapan_id);
        const gia_tri = valueOf(item);
        if (current.gia_tri !== null && gia_tri !== current.gia_tri) await assertScoringUnlocked(trx, current.phien_ban_id);
        await assertValueFree(trx, current.cauhoi_id, gia_tri, dapan_id);
        await trx
          .updateTable('dap_an')
          .set({ ...item, gia_tri })
          .where('dapan_id', '=', dapan_id)
          .execute();
        const after = await oneAnswer(trx, dapan_id);
        await audit(trx, { id: dapan_id, ...onVersion(v), before, after });
        return after;
      });
    },

    /**
     * Replaces a question's answers by `items`, in that order. Rows are matched by coded value
     * (text boxes by position) so ids survive; once responses exist every existing value must stay.
     */
    async replaceAll(caller: Caller, body: z.output<typeof ZAnswerSetBody>, audit: RouteAudit): Promise<TAnswer[]> {
      return db.transaction().execute(async (trx) => {
        const q = await loadQuestion(trx, body.cauhoi_id);
        const v = await editableVersion(trx, caller, q.phien_ban_id);
        const before = await questionAnswers(trx, body.cauhoi_id);
        const existing = await trx.selectFrom('dap_an').select(['dapan_id', 'gia_tri']).where('cauhoi_id', '=', body.cauhoi_id).orderBy('stt').orderBy('dapan_id').execute();
        const items = body.items.map((i) => ({ ...i, gia_tri: valueOf(i) }));
        const kept = new Set(items.map((i) => i.gia_tri).filter((v) => v !== null));
        if (existing.some((a) => a.gia_tri !== null && !kept.has(a.gia_tri))) await assertScoringUnlocked(trx, q.phien_ban_id);

        const byValue = new Map(existing.filter((a) => a.gia_tri !== null).map((a) => [a.gia_tri, a.dapan_id]));
        const textRows = existing.filter((a) => a.gia_tri === null).map((a) => a.dapan_id);
        const plan = items.map((item, i) => ({ item, stt: i + 1, id: item.gia_tri === null ? textRows.shift() : byValue.get(item.gia_tri) }));
        const reused = new Set(plan.map((p) => p.id).filter((id) => id !== undefined));
        const dropped = existing.map((a) => a.dapan_id).filter((id) => !reused.has(id));
        if (dropped.length) await trx.deleteFrom('dap_an').where('dapan_id', 'in', dropped).execute();
        for (const { item, stt, id } of plan) {
          if (id !== undefined)
            await trx
              .updateTable('dap_an')
              .set({ ...item, stt })
              .where('dapan_id', '=', id)
              .execute();
          else
            await trx
              .insertInto('dap_an')
              .values({ ...item, stt, cauhoi_id: body.cauhoi_id })
              .execute();
        }
        const after = await questionAnswers(trx, body.cauhoi_id);
        await audit(trx, { id: body.cauhoi_id, ...onVersion(v), before: { dap_an: before }, after: { dap_an: after } });
        return after;
      });
    },

    /** Deletes an answer; a coded value is kept once responses exist. */
    async remove(caller: Caller, id: number, audit: RouteAudit): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const a = await loadAnswer(trx, id);
        const v = await editableVersion(trx, caller, a.phien_ban_id);
        if (a.gia_tri !== null) await assertScoringUnlocked(trx, a.phien_ban_id);
        const before = await oneAnswer(trx, id);
        await trx.deleteFrom('dap_an').where('dapan_id', '=', id).execute();
        await audit(trx, { id, ...onVersion(v), before, after: null });
      });
    },
  };
}
