import { composite } from '@hm/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { ValidationError } from '../../../errors/app-errors.js';
import type { AnyDb, AnySelect, ResourceStore } from '../../../resources/resource-repository.js';
import type { ResourceRules } from '../../../resources/resource-routes.js';
import { STRUCTURE_MSG } from './common.js';
import { versionParent } from './parents.js';

/** Composites (`t`) with their questions' ids (ascending). */
export function selectComposites(db: AnyDb): AnySelect {
  return db
    .selectFrom('composite as t')
    .select([
      't.composite_id',
      't.phien_ban_id',
      't.ma_composite',
      't.name_composite_vi',
      't.name_composite_en',
      't.language',
      't.status_composite',
      't.stt',
      sql<number[]>`ARRAY(SELECT l.cauhoi_id FROM composite_cau_hoi l WHERE l.composite_id = t.composite_id ORDER BY l.cauhoi_id)`.as('cauhoi_ids'),
    ]);
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

/** Composites (`composite`): named groups of a version's questions, scored together; by status and language, searched by name and code. */
export const compositeStore: ResourceStore<typeof composite> = {
  def: composite,
  table: 'composite',
  select: selectComposites,
  search: ['t.name_composite_vi', 't.name_composite_en', 't.ma_composite'],
  orderBy: ['t.stt'],
  filters: (q, query) => {
    if (query.status_composite !== -1) q = q.where('t.status_composite', '=', query.status_composite);
    if (query.language) q = q.where('t.language', '=', query.language);
    return q;
  },
  // The questions are links (composite_cau_hoi), written after the row.
  toValues: ({ cauhoi_ids: _links, ...columns }) => columns,
  parent: versionParent,
  order: 'stt',
};

/**
 * The questions of a composite are questions of its version, replaced as a whole on every write;
 * allowed after responses (it regroups answers, never changes them).
 */
export const compositeRules: ResourceRules<typeof composite> = {
  afterWrite: async (trx, _ctx, id, input) => {
    const { phien_ban_id } = await trx.selectFrom('composite').select('phien_ban_id').where('composite_id', '=', id).executeTakeFirstOrThrow();
    const questions = await versionQuestions(trx, phien_ban_id, input.cauhoi_ids);
    await trx.deleteFrom('composite_cau_hoi').where('composite_id', '=', id).execute();
    if (questions.length)
      await trx
        .insertInto('composite_cau_hoi')
        .values(questions.map((cauhoi_id) => ({ composite_id: id, cauhoi_id })))
        .execute();
  },
};
