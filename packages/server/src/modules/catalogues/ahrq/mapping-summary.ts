import type { TAhrqKind, TMappingSummary } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { NotFoundError, ValidationError } from '../../../errors/app-errors.js';
import type { Caller } from '../../../access/caller.js';
import { catalogueRows } from './kinds.js';
import { AHRQ_MSG } from './messages.js';

/** How far one hospital (the one asked for, else the caller's own) has mapped its active departments and job titles. */
export async function mappingSummary(db: Kysely<DB>, caller: Caller, asked: number | undefined): Promise<TMappingSummary> {
  const hospitalId = asked ?? caller.homeHospitalId;
  if (hospitalId === null) throw new ValidationError(AHRQ_MSG.noHospital);
  // The hospital asked for was checked by the access hook; the home hospital is always in scope.
  const hospital = await db.selectFrom('hospital').select(['hospital_id', 'name']).where('hospital_id', '=', hospitalId).executeTakeFirst();
  if (!hospital) throw new NotFoundError(AHRQ_MSG.hospitalNotFound);
  const count = (kind: TAhrqKind) =>
    db
      .selectFrom(catalogueRows(db, kind))
      .select([sql<number>`count(*)::int`.as('total'), sql<number>`count(r.ahrq_id)::int`.as('mapped')])
      .where('r.hospital_id', '=', hospitalId)
      .where('r.tam_ngung', '=', false)
      .executeTakeFirstOrThrow();
  return { hospital_id: hospital.hospital_id, hospital_name: hospital.name, phong_ban: await count('phong_ban'), chuc_danh: await count('chuc_danh') };
}
