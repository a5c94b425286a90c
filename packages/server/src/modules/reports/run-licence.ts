import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { assertLicensed } from '../../access/access.js';
import { licenceInForce } from '../../access/licences.js';
import type { Caller } from '../../access/caller.js';

/**
 * The licences of a run (docs/decisions/reports.md): a run reads the `reports` module of the
 * hospital whose data it shows, so a hospital asked for must have the reports licence in force
 * (403 otherwise, 404 when it does not exist); without a hospital, the run sees only the
 * hospitals of the caller's scope that have it. The source then applies its own data module's
 * rule: the dashboard-family sources (participation and scores) go through the dashboards' scope,
 * which also needs the dashboards' licence; the staff list is a catalogue read, open whatever a
 * hospital licensed (DESIGN.md); the audit trail belongs to the always-on system module.
 * Returns the caller with its scope narrowed that way.
 */
export async function reportsCaller(db: Kysely<DB>, caller: Caller, asked: number | undefined): Promise<Caller> {
  if (asked !== undefined) await assertLicensed(db, asked, 'reports');
  let q = db.selectFrom('hospital_module as hm').select('hm.hospital_id').where('hm.module', '=', 'reports').where(licenceInForce('hm'));
  if (caller.hospitalIds !== 'all') q = q.where('hm.hospital_id', 'in', caller.hospitalIds.length ? caller.hospitalIds : [-1]);
  const licensed = (await q.execute()).map((r) => r.hospital_id);
  return { ...caller, hospitalIds: licensed };
}
