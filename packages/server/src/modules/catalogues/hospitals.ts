import { type TComboItem, type THospital, type TModuleId, type TPage, type TPageQuery } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { NotFoundError } from '../../http/errors.js';
import { assertInScope, type Caller } from '../auth/caller.js';
import { likePattern, paged } from './paging.js';

function base(db: Kysely<DB>, caller: Caller) {
  let q = db
    .selectFrom('hospital as h')
    .select([
      'h.hospital_id', 'h.ma_benh_vien', 'h.name', 'h.dia_chi', 'h.so_dien_thoai', 'h.email', 'h.tam_ngung',
      sql<TModuleId[]>`ARRAY(SELECT hm.module FROM hospital_module hm WHERE hm.hospital_id = h.hospital_id ORDER BY hm.module)`.as('modules'),
    ]);
  if (caller.hospitalIds !== 'all') q = q.where('h.hospital_id', 'in', caller.hospitalIds.length ? caller.hospitalIds : [-1]);
  return q;
}

/** Hospitals the caller may see, with their licensed modules. */
export const hospitalReads = (db: Kysely<DB>) => ({
  list(caller: Caller, q: TPageQuery): Promise<TPage<THospital>> {
    let query = base(db, caller);
    if (q.keyword) query = query.where((eb) => eb.or([eb('h.name', 'ilike', likePattern(q.keyword!)), eb('h.ma_benh_vien', 'ilike', likePattern(q.keyword!))]));
    return paged(query, q, 'h.name');
  },
  async byId(caller: Caller, id: number): Promise<THospital> {
    assertInScope(caller, id);
    const row = await base(db, caller).where('h.hospital_id', '=', id).executeTakeFirst();
    if (!row) throw new NotFoundError('Không tìm thấy bệnh viện');
    return row;
  },
  async combo(caller: Caller): Promise<TComboItem[]> {
    const rows = await base(db, caller).where('h.tam_ngung', '=', false).orderBy('h.name').execute();
    return rows.map((r) => ({ id: r.hospital_id, name: r.name }));
  },
});
