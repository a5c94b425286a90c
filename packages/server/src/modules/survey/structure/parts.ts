import type { TPage, TPart, TPartListQuery, TReorderBody, ZPartCreate, ZPartUpdate } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../../db/schema.js';
import { fieldConflict, NotFoundError } from '../../../errors/app-errors.js';
import type { Caller } from '../../../access/caller.js';
import { paged } from '../../../db/paging.js';
import { keywordMatches } from '../../../db/search.js';
import type { Db } from '../../../db/database.js';
import { assertScoringUnlocked, editableVersion, readableVersion } from '../../survey-core/version-access.js';
import { nextOrder, onVersion, reorderChildren, STRUCTURE_MSG, toPart } from './common.js';
import type { RouteAudit } from '../../../resources/route.js';

/** Parts with their question counts. */
export function selectParts(db: Db) {
  return db
    .selectFrom('phan_cau_hoi as p')
    .select([
      'p.phan_cauhoi_id',
      'p.phien_ban_id',
      'p.ma_phan',
      'p.giatri_cauhoi',
      'p.giatri_cauhoi_en',
      'p.mo_ta',
      'p.mo_ta_en',
      'p.type',
      'p.la_thong_tin_chung',
      'p.stt',
      'p.status',
      sql<number>`(SELECT count(*) FROM cau_hoi q WHERE q.phancauhoi_id = p.phan_cauhoi_id)::int`.as('so_cau_hoi'),
    ]);
}

/** The part's row (404 when unknown); its version tells who may read or change it. */
export async function loadPart(db: Db, id: number) {
  const part = await db.selectFrom('phan_cau_hoi').select(['phan_cauhoi_id', 'phien_ban_id', 'la_thong_tin_chung']).where('phan_cauhoi_id', '=', id).executeTakeFirst();
  if (!part) throw new NotFoundError(STRUCTURE_MSG.partNotFound);
  return part;
}

/** A part code (when given) is unique within its version, ignoring case: 'A' and 'a' read the same. */
async function assertCodeFree(db: Db, versionId: number, code: string, selfId?: number): Promise<void> {
  if (!code) return;
  let q = db
    .selectFrom('phan_cau_hoi')
    .select('phan_cauhoi_id')
    .where('phien_ban_id', '=', versionId)
    .where(sql<boolean>`lower(ma_phan) = lower(${code})`);
  if (selfId !== undefined) q = q.where('phan_cauhoi_id', '<>', selfId);
  if (await q.limit(1).executeTakeFirst()) throw fieldConflict('ma_phan', STRUCTURE_MSG.duplicatePartCode);
}

async function hasQuestions(db: Db, partId: number): Promise<boolean> {
  return !!(await db.selectFrom('cau_hoi').select('cauhoi_id').where('phancauhoi_id', '=', partId).limit(1).executeTakeFirst());
}

async function onePart(db: Db, id: number): Promise<TPart> {
  return toPart(await selectParts(db).where('p.phan_cauhoi_id', '=', id).executeTakeFirstOrThrow());
}

const allParts = async (db: Db, versionId: number): Promise<TPart[]> =>
  (await selectParts(db).where('p.phien_ban_id', '=', versionId).orderBy('p.stt').orderBy('p.phan_cauhoi_id').execute()).map(toPart);

/** Question parts (`phan-cau-hoi`): the sections of a version's form. */
export function surveyParts(db: Kysely<DB>) {
  return {
    async list(caller: Caller, q: TPartListQuery): Promise<TPage<TPart>> {
      await readableVersion(db, caller, q.phien_ban_id);
      let query = selectParts(db).where('p.phien_ban_id', '=', q.phien_ban_id);
      if (q.status !== -1) query = query.where('p.status', '=', q.status);
      if (q.keyword) {
        query = query.where(keywordMatches(['p.giatri_cauhoi', 'p.giatri_cauhoi_en', 'p.ma_phan'], q.keyword));
      }
      const page = await paged(query, q, 'p.stt');
      return { ...page, data: page.data.map(toPart) };
    },

    async create(caller: Caller, body: z.output<typeof ZPartCreate>, audit: RouteAudit): Promise<TPart> {
      return db.transaction().execute(async (trx) => {
        const v = await editableVersion(trx, caller, body.phien_ban_id);
        await assertCodeFree(trx, body.phien_ban_id, body.ma_phan);
        const stt = await nextOrder(trx, 'phan_cau_hoi', { column: 'phien_ban_id', id: body.phien_ban_id });
        const { phan_cauhoi_id } = await trx
          .insertInto('phan_cau_hoi')
          .values({ ...body, stt })
          .returning('phan_cauhoi_id')
          .executeTakeFirstOrThrow();
        const after = await onePart(trx, phan_cauhoi_id);
        await audit(trx, { id: phan_cauhoi_id, ...onVersion(v), after });
        return after;
      });
    },

    /** Replaces the part's fields; a background flag is fixed once answers count on it. */
    async update(caller: Caller, body: z.output<typeof ZPartUpdate>, audit: RouteAudit): Promise<TPart> {
      const { phan_cauhoi_id, ...fields } = body;
      return db.transaction().execute(async (trx) => {
        const part = await loadPart(trx, phan_cauhoi_id);
        const v = await editableVersion(trx, caller, part.phien_ban_id);
        const before = await onePart(trx, phan_cauhoi_id);
        await assertCodeFree(trx, part.phien_ban_id, fields.ma_phan, phan_cauhoi_id);
        if (fields.la_thong_tin_chung !== part.la_thong_tin_chung && (await hasQuestions(trx, phan_cauhoi_id))) {
          await assertScoringUnlocked(trx, part.phien_ban_id);
        }
        await trx.updateTable('phan_cau_hoi').set(fields).where('phan_cauhoi_id', '=', phan_cauhoi_id).execute();
        const after = await onePart(trx, phan_cauhoi_id);
        await audit(trx, { id: phan_cauhoi_id, ...onVersion(v), before, after });
        return after;
      });
    },

    /** `parent_id` is the version; `ids` every part of it once, in the new order. */
    async reorder(caller: Caller, body: TReorderBody, audit: RouteAudit): Promise<TPart[]> {
      return db.transaction().execute(async (trx) => {
        const v = await editableVersion(trx, caller, body.parent_id);
        const order = await reorderChildren(trx, 'phan_cau_hoi', body.parent_id, body.ids);
        await audit(trx, { id: body.parent_id, ...onVersion(v), ...order });
        return allParts(trx, body.parent_id);
      });
    },

    /** Deletes a part with its questions; refused once responses exist if it holds questions. */
    async remove(caller: Caller, id: number, audit: RouteAudit): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const part = await loadPart(trx, id);
        const v = await editableVersion(trx, caller, part.phien_ban_id);
        if (await hasQuestions(trx, id)) await assertScoringUnlocked(trx, part.phien_ban_id);
        const before = await onePart(trx, id);
        await trx.deleteFrom('phan_cau_hoi').where('phan_cauhoi_id', '=', id).execute();
        await audit(trx, { id, ...onVersion(v), before, after: null });
      });
    },
  };
}
