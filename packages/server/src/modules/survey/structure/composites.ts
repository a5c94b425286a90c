import type { TComposite, TCompositeListQuery, TPage, ZCompositeCreate, ZCompositeUpdate } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../../db/schema.js';
import { NotFoundError, ValidationError } from '../../../errors/app-errors.js';
import type { Caller } from '../../../access/caller.js';
import { paged } from '../../../db/paging.js';
import { keywordMatches } from '../../../db/search.js';
import type { Db } from '../../../db/database.js';
import { editableVersion, readableVersion } from '../../survey-core/version-access.js';
import { nextOrder, onVersion, STRUCTURE_MSG, toComposite } from './common.js';
import type { RouteAudit } from '../../../resources/route.js';

/** Composites with their questions' ids (ascending). */
export function selectComposites(db: Db) {
  return db
    .selectFrom('composite as c')
    .select([
      'c.composite_id',
      'c.phien_ban_id',
      'c.ma_composite',
      'c.name_composite_vi',
      'c.name_composite_en',
      'c.language',
      'c.status_composite',
      'c.stt',
      sql<number[]>`ARRAY(SELECT l.cauhoi_id FROM composite_cau_hoi l WHERE l.composite_id = c.composite_id ORDER BY l.cauhoi_id)`.as('cauhoi_ids'),
    ]);
}

async function loadComposite(db: Db, id: number) {
  const c = await db.selectFrom('composite').select(['composite_id', 'phien_ban_id']).where('composite_id', '=', id).executeTakeFirst();
  if (!c) throw new NotFoundError(STRUCTURE_MSG.compositeNotFound);
  return c;
}

const INT4_MAX = 2147483647;
/** The distinct ids, each a question of the version. */
async function versionQuestions(db: Db, versionId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  if (unique.some((id) => id > INT4_MAX)) throw new ValidationError(STRUCTURE_MSG.questionOutsideVersion);
  const found = await db.selectFrom('cau_hoi').select('cauhoi_id').where('phien_ban_id', '=', versionId).where('cauhoi_id', 'in', unique).execute();
  if (found.length !== unique.length) throw new ValidationError(STRUCTURE_MSG.questionOutsideVersion);
  return unique;
}

async function writeLinks(trx: Db, compositeId: number, questionIds: number[]): Promise<void> {
  await trx.deleteFrom('composite_cau_hoi').where('composite_id', '=', compositeId).execute();
  if (questionIds.length)
    await trx
      .insertInto('composite_cau_hoi')
      .values(questionIds.map((cauhoi_id) => ({ composite_id: compositeId, cauhoi_id })))
      .execute();
}

const oneComposite = async (db: Db, id: number): Promise<TComposite> => toComposite(await selectComposites(db).where('c.composite_id', '=', id).executeTakeFirstOrThrow());

/** Composites (`composite`): named groups of a version's questions, scored together. */
export function surveyComposites(db: Kysely<DB>) {
  return {
    async list(caller: Caller, q: TCompositeListQuery): Promise<TPage<TComposite>> {
      await readableVersion(db, caller, q.phien_ban_id);
      let query = selectComposites(db).where('c.phien_ban_id', '=', q.phien_ban_id);
      if (q.status_composite !== -1) query = query.where('c.status_composite', '=', q.status_composite);
      if (q.language) query = query.where('c.language', '=', q.language);
      if (q.keyword) {
        query = query.where(keywordMatches(['c.name_composite_vi', 'c.name_composite_en', 'c.ma_composite'], q.keyword));
      }
      const page = await paged(query, q, 'c.stt');
      return { ...page, data: page.data.map(toComposite) };
    },

    async create(caller: Caller, body: z.output<typeof ZCompositeCreate>, audit: RouteAudit): Promise<TComposite> {
      const { cauhoi_ids, ...fields } = body;
      return db.transaction().execute(async (trx) => {
        const v = await editableVersion(trx, caller, body.phien_ban_id);
        const questions = await versionQuestions(trx, body.phien_ban_id, cauhoi_ids);
        const stt = await nextOrder(trx, 'composite', { column: 'phien_ban_id', id: body.phien_ban_id });
        const { composite_id } = await trx
          .insertInto('composite')
          .values({ ...fields, stt })
          .returning('composite_id')
          .executeTakeFirstOrThrow();
        await writeLinks(trx, composite_id, questions);
        const after = await oneComposite(trx, composite_id);
        await audit(trx, { id: composite_id, ...onVersion(v), after });
        return after;
      });
    },

    /** Replaces the fields and the questions of a composite; allowed after responses (it regroups answers, never changes them). */
    async update(caller: Caller, body: z.output<typeof ZCompositeUpdate>, audit: RouteAudit): Promise<TComposite> {
      const { composite_id, cauhoi_ids, ...fields } = body;
      return db.transaction().execute(async (trx) => {
        const c = await loadComposite(trx, composite_id);
        const v = await editableVersion(trx, caller, c.phien_ban_id);
        const before = await oneComposite(trx, composite_id);
        const questions = await versionQuestions(trx, c.phien_ban_id, cauhoi_ids);
        await trx.updateTable('composite').set(fields).where('composite_id', '=', composite_id).execute();
        await writeLinks(trx, composite_id, questions);
        const after = await oneComposite(trx, composite_id);
        await audit(trx, { id: composite_id, ...onVersion(v), before, after });
        return after;
      });
    },

    async remove(caller: Caller, id: number, audit: RouteAudit): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const c = await loadComposite(trx, id);
        const v = await editableVersion(trx, caller, c.phien_ban_id);
        const before = await oneComposite(trx, id);
        await trx.deleteFrom('composite').where('composite_id', '=', id).execute();
        await audit(trx, { id, ...onVersion(v), before, after: null });
      });
    },
  };
}
