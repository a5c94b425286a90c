import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * A system parameter's value for a hospital: the hospital's own row, else the product-wide
 * default (`hospital_id` null), else null.
 * @example const rule = await parameterValue(db, hospitalId, PARAM.straightLining); // '0' | '1' | null
 */
export async function parameterValue(db: Kysely<DB> | Transaction<DB>, hospitalId: number, code: string): Promise<string | null> {
  const row = await db
    .selectFrom('tham_so_he_thong')
    .select('gia_tri')
    .where('ma_tham_so', '=', code)
    .where((eb) => eb.or([eb('hospital_id', '=', hospitalId), eb('hospital_id', 'is', null)]))
    .orderBy('hospital_id', (o) => o.asc().nullsLast())
    .limit(1)
    .executeTakeFirst();
  return row?.gia_tri ?? null;
}
