import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.js';

/** A query over survey versions aliased `v`. */
type Versions = ExpressionBuilder<DB & { v: DB['phien_ban_khao_sat'] }, 'v'>;

/**
 * The version `v` is run by the hospital: it owns it, or takes part in its campaign
 * (`phien_ban_benh_vien`).
 * @example db.selectFrom('phien_ban_khao_sat as v').selectAll().where(runBy(hospitalId))
 */
export const runBy = (hospitalId: number) => (eb: Versions) =>
  eb.or([
    eb('v.hospital_id', '=', hospitalId),
    eb.exists(
      eb
        .selectFrom('phien_ban_benh_vien as b')
        .select(sql`1`.as('x'))
        .whereRef('b.phien_ban_id', '=', 'v.phien_ban_id')
        .where('b.hospital_id', '=', hospitalId),
    ),
  ]);
