import { answer, type TAnswer, type ZAnswerItem, type ZAnswerSetBody } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../../db/schema.js';
import { ConflictError } from '../../../errors/app-errors.js';
import type { Caller } from '../../../access/caller.js';
import type { Db } from '../../../db/database.js';
import type { AnyDb, AnySelect, ResourceStore } from '../../../resources/resource-repository.js';
import type { ResourceRules } from '../../../resources/resource-routes.js';
import type { RouteAudit } from '../../../resources/route.js';
import { assertScoringUnlocked } from '../../survey-core/version-access.js';
import { STRUCTURE_MSG, toAnswer } from './common.js';
import { questionParent } from './parents.js';

const ANSWER_COLUMNS = ['dapan_id', 'cauhoi_id', 'type', 'gia_tri', 'ten_dap_an', 'ten_dap_an_en', 'stt'] as const;

type AnswerItem = Pick<z.output<typeof ZAnswerItem>, 'type' | 'gia_tri'>;
/** A text answer (a free-text box) carries no coded value. */
const valueOf = (a: AnswerItem): number | null => (a.type === 'text' ? null : a.gia_tri);

async function assertValueFree(db: Db, questionId: number, value: number | null, selfId?: number): Promise<void> {
  if (value === null) return;
  let q = db.selectFrom('dap_an').select('dapan_id').where('cauhoi_id', '=', questionId).where('gia_tri', '=', value);
  if (selfId !== undefined) q = q.where('dapan_id', '<>', selfId);
  if (await q.limit(1).executeTakeFirst()) throw new ConflictError(STRUCTURE_MSG.duplicateValue);
}

const questionAnswers = async (db: Db, questionId: number): Promise<TAnswer[]> =>
  (await db.selectFrom('dap_an').select(ANSWER_COLUMNS).where('cauhoi_id', '=', questionId).orderBy('stt').orderBy('dapan_id').execute()).map(toAnswer);

/** Answers (`dap-an`) of a question, in their order: coded values (number) or a free-text box (text). */
export const answerStore: ResourceStore<typeof answer> = {
  def: answer,
  table: 'dap_an',
  select: (db: AnyDb): AnySelect => db.selectFrom('dap_an as t').select(ANSWER_COLUMNS.map((c) => `t.${c}`)),
  search: [],
  orderBy: ['t.stt'],
  toValues: (input) => ({ ...input, gia_tri: valueOf(input as AnswerItem) }),
  parent: questionParent,
  order: 'stt',
};

/** A value once per question; a coded value already answered is fixed (not changed, not deleted) once responses exist. Labels change freely. */
export const answerRules: ResourceRules<typeof answer> = {
  beforeWrite: async (trx, { place }, input, before) => {
    const value = valueOf(input);
    if (!before) return assertValueFree(trx, input.cauhoi_id, value);
    if (before.gia_tri !== null && value !== before.gia_tri) await assertScoringUnlocked(trx, place.phienBanId!);
    await assertValueFree(trx, before.cauhoi_id, value, before.dapan_id);
  },
  beforeRemove: async (trx, { place }, row) => {
    if (row.gia_tri !== null) await assertScoringUnlocked(trx, place.phienBanId!);
  },
};

/** MFormDapAn's one call (`dap-an/danh-sach`), the question's answers as a whole. */
export function answerSet(db: Kysely<DB>) {
  return {
    /**
     * Replaces a question's answers by `items`, in that order. Rows are matched by coded value
     * (text boxes by position) so ids survive; once responses exist every existing value must stay.
     */
    async replaceAll(caller: Caller, body: z.output<typeof ZAnswerSetBody>, audit: RouteAudit): Promise<TAnswer[]> {
      return db.transaction().execute(async (trx) => {
        const place = await questionParent.write(trx, caller, body.cauhoi_id);
        const before = await questionAnswers(trx, body.cauhoi_id);
        const existing = await trx.selectFrom('dap_an').select(['dapan_id', 'gia_tri']).where('cauhoi_id', '=', body.cauhoi_id).orderBy('stt').orderBy('dapan_id').execute();
        const items = body.items.map((i) => ({ ...i, gia_tri: valueOf(i) }));
        const kept = new Set(items.map((i) => i.gia_tri).filter((v) => v !== null));
        if (existing.some((a) => a.gia_tri !== null && !kept.has(a.gia_tri))) await assertScoringUnlocked(trx, place.phienBanId!);

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
        await audit(trx, { id: body.cauhoi_id, ...place, before: { dap_an: before }, after: { dap_an: after } });
        return after;
      });
    },
  };
}
