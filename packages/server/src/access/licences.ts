import { ALWAYS_ON_MODULES, type TEndpointModule } from '@hm/contract';
import { sql, type RawBuilder } from 'kysely';

/** Today in Asia/Ho_Chi_Minh, as SQL (licences start and end on the product's calendar days). */
const today = sql`(now() AT TIME ZONE 'Asia/Ho_Chi_Minh')::date`;

/**
 * Whether the licence row aliased `alias` (a `hospital_module` row) is in force today: no date
 * means no limit on that side. Every licence check goes through this one predicate, so a licence
 * switched off or out of its period refuses the module on the next request.
 * @example db.selectFrom('hospital_module as hm').where(licenceInForce('hm'))
 */
export function licenceInForce(alias: string): RawBuilder<boolean> {
  const a = sql.ref(alias);
  return sql<boolean>`((${a}.valid_from IS NULL OR ${a}.valid_from <= ${today}) AND (${a}.valid_to IS NULL OR ${a}.valid_to >= ${today}))`;
}

/**
 * Whether the hospital `hospital` (a column reference) has `module` in force today, as a column
 * of a statement that reads the hospital anyway: the licence check of assertLicensed without a
 * round trip of its own. Always-on modules and the core are always licensed.
 * @example db.selectFrom('nhan_vien_khao_sat as r').select(licensedColumn('r.hospital_id', 'survey').as('licensed'))
 */
export function licensedColumn(hospital: string, module: TEndpointModule): RawBuilder<boolean> {
  if (module === 'core' || ALWAYS_ON_MODULES.includes(module)) return sql<boolean>`true`;
  return sql<boolean>`EXISTS (SELECT 1 FROM hospital_module lic WHERE lic.hospital_id = ${sql.ref(hospital)} AND lic.module = ${module} AND ${licenceInForce('lic')})`;
}
