import type { TComboItem, THospitalListQuery, TPage } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { NotFoundError } from '../../http/errors.js';
import { assertInScope, type Caller, hospitalFilter } from '../auth/caller.js';
import { likePattern, paged } from './paging.js';

/** A catalogue whose rows belong to one hospital and have a code and a name. */
export interface HospitalCatalogueSpec<T extends 'phong_ban' | 'chuc_danh' | 'chuc_vu'> {
  table: T;
  id: keyof DB[T] & string;
  code: keyof DB[T] & string;
  name: keyof DB[T] & string;
  notFound: string;
}

/**
 * List (paged, searchable, hospital-scoped), by-id and combobox reads of a hospital catalogue:
 * departments, job titles and positions share this one implementation.
 */
export function hospitalCatalogue<T extends 'phong_ban' | 'chuc_danh' | 'chuc_vu', Row>(db: Kysely<DB>, spec: HospitalCatalogueSpec<T>) {
  // Kysely cannot type a table chosen at run time; the spec's keys are checked above instead.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const k = db as unknown as Kysely<any>;
  return {
    async list(caller: Caller, q: THospitalListQuery): Promise<TPage<Row>> {
      const ids = hospitalFilter(caller, q.hospitalId);
      let query = k.selectFrom(spec.table as string).selectAll();
      if (ids) query = query.where('hospital_id', 'in', ids.length ? ids : [-1]);
      if (q.keyword) query = query.where((eb) => eb.or([eb(sql.ref(spec.name), 'ilike', likePattern(q.keyword!)), eb(sql.ref(spec.code), 'ilike', likePattern(q.keyword!))]));
      return paged(query, q, spec.name) as Promise<TPage<Row>>;
    },
    async byId(caller: Caller, id: number): Promise<Row> {
      const row = await k.selectFrom(spec.table as string).selectAll().where(spec.id as string, '=', id).executeTakeFirst();
      if (!row) throw new NotFoundError(spec.notFound);
      assertInScope(caller, row.hospital_id as number);
      return row as Row;
    },
    async combo(caller: Caller, hospitalId: number | undefined): Promise<TComboItem[]> {
      const ids = hospitalFilter(caller, hospitalId ?? caller.homeHospitalId ?? undefined);
      let query = k.selectFrom(spec.table as string).select([sql<number>`${sql.ref(spec.id)}`.as('id'), sql<string>`${sql.ref(spec.name)}`.as('name')]).where('tam_ngung', '=', false);
      if (ids) query = query.where('hospital_id', 'in', ids.length ? ids : [-1]);
      return (await query.orderBy(sql.ref(spec.name)).execute()) as TComboItem[];
    },
  };
}
