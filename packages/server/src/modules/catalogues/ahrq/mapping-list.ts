import type { TAhrqKind, TMappingRow, TPage, ZMappingQuery } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../../db/schema.js';
import type { Caller } from '../../../access/caller.js';
import { paged } from '../../../db/paging.js';
import { keywordMatches } from '../../../db/search.js';
import { AHRQ_KIND, catalogueRows } from './kinds.js';
import { scopeIds } from '../../../access/scope.js';

/**
 * A page of a hospital's departments or job titles with their AHRQ categories, within the
 * caller's hospitals, each with its hospital's name and the active staff records carrying it.
 */
export async function mappingList(db: Kysely<DB>, caller: Caller, kind: TAhrqKind, q: z.output<typeof ZMappingQuery>): Promise<TPage<TMappingRow>> {
  const ids = scopeIds(caller, q.hospitalId);
  const { staffColumn } = AHRQ_KIND[kind];
  let query = db
    .selectFrom(catalogueRows(db, kind))
    .innerJoin('hospital as h', 'h.hospital_id', 'r.hospital_id')
    .select([
      'r.id',
      'r.hospital_id',
      'h.name as hospital_name',
      'r.ma',
      'r.ten',
      'r.tam_ngung',
      'r.ahrq_id',
      sql<number>`(SELECT count(*)::int FROM nhan_vien nv WHERE ${sql.ref(`nv.${staffColumn}`)} = r.id AND NOT nv.tam_ngung)`.as('staff'),
    ]);
  if (ids) query = query.where('r.hospital_id', 'in', ids);
  if (q.keyword) query = query.where(keywordMatches(['r.ma', 'r.ten'], q.keyword));
  if (q.unmapped) query = query.where('r.ahrq_id', 'is', null);
  return paged(query, q, ['h.name', 'r.ten', 'r.id']);
}
