import { type Kysely, sql } from 'kysely';
import type { DB } from '../../src/db/schema.js';

/** A screen's menu entry and the permission groups given it (by `ma_menu`). */
export const menuOf = (db: Kysely<DB>, code: string) =>
  db
    .selectFrom('menu as m')
    .innerJoin('phan_quyen_menu as pm', 'pm.menu_id', 'm.menu_id')
    .innerJoin('phan_quyen as g', 'g.phan_quyen_id', 'pm.phan_quyen_id')
    .select(['m.path', 'g.ma_phan_quyen'])
    .where('m.ma_menu', '=', code)
    .execute();

/**
 * A database seeded before the screen came: its menu entry and grants removed and its seed step
 * (`schema_migrations`) forgotten, so the next seed adds it as an upgrade would.
 * @example await seededBeforeScreen(t.database.db, 'HT_NHOM_BV', 'seed:hospital-groups:1');
 */
export async function seededBeforeScreen(db: Kysely<DB>, code: string, seedStep: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('phan_quyen_menu')
      .where('menu_id', 'in', trx.selectFrom('menu').select('menu_id').where('ma_menu', '=', code))
      .execute();
    await trx.deleteFrom('menu').where('ma_menu', '=', code).execute();
    await sql`DELETE FROM schema_migrations WHERE version = ${seedStep}`.execute(trx);
  });
}
