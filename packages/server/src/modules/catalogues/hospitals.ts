import type { TComboItem, TModuleId } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Caller } from '../../access/caller.js';
import { scopeIds } from '../../access/scope.js';
import { licenceInForce } from '../../access/licences.js';

/** The hospitals of a caller as a combobox: every active one in scope, or those licensing a module. */
export const hospitalReads = (db: Kysely<DB>) => ({
  async combo(caller: Caller, licensing?: TModuleId): Promise<TComboItem[]> {
    let q = db.selectFrom('hospital as h').select(['h.hospital_id as id', 'h.name']).where('h.tam_ngung', '=', false);
    const ids = scopeIds(caller);
    if (ids) q = q.where('h.hospital_id', 'in', ids);
    if (licensing)
      q = q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('hospital_module as hm').select('hm.module').whereRef('hm.hospital_id', '=', 'h.hospital_id').where('hm.module', '=', licensing).where(licenceInForce('hm')),
        ),
      );
    return q.orderBy('h.name').execute();
  },
});
