import type { ZMappingSave } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../../db/schema.js';
import { assertLicensed } from '../../../access/access.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../errors/app-errors.js';
import { inScope, OUT_OF_SCOPE_MESSAGE } from '../../../access/caller.js';
import type { Caller } from '../../../access/caller.js';
import type { RouteAudit } from '../../../resources/route.js';
import { AHRQ_KIND, catalogueRows } from './kinds.js';
import { AHRQ_MSG } from './messages.js';

/** Who writes, for the audit log. */
export interface WriteBy {
  caller: Caller;
  audit: RouteAudit;
}

const unique = (xs: number[]) => [...new Set(xs)];

/**
 * Sets the AHRQ category of each listed department or job title, all or nothing: every row must
 * exist, lie in the caller's hospitals whose licence covers the catalogues, and every category
 * must exist and be active (a row may keep the suspended category it already has).
 */
export async function saveMapping(db: Kysely<DB>, { caller, audit }: WriteBy, { kind, items }: z.output<typeof ZMappingSave>): Promise<{ saved: number }> {
  const { categories, catalogue, id: idColumn, link, label } = AHRQ_KIND[kind];
  const ids = items.map((i) => i.id);
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom(catalogueRows(trx, kind)).select(['r.id', 'r.hospital_id', 'r.ahrq_id']).where('r.id', 'in', ids).execute();
    const current = new Map(rows.map((r) => [r.id, r]));
    const missing = ids.filter((id) => !current.has(id));
    if (missing.length) throw new NotFoundError(AHRQ_MSG.rowsNotFound(label, missing));

    const hospitals = unique(rows.map((r) => r.hospital_id));
    if (hospitals.some((h) => !inScope(caller, h))) throw new ForbiddenError(OUT_OF_SCOPE_MESSAGE);
    for (const h of hospitals) await assertLicensed(trx, h, 'catalogues');

    const wanted = unique(items.flatMap((i) => (i.ahrq_id === null ? [] : [i.ahrq_id])));
    if (wanted.length) {
      // Shared locks: a category cannot be suspended or deleted until this save is done.
      const found = new Map((await trx.selectFrom(categories).select(['id', 'ten_vi', 'tam_ngung']).where('id', 'in', wanted).forShare().execute()).map((c) => [c.id, c]));
      const unknown = wanted.filter((id) => !found.has(id));
      if (unknown.length) throw new ValidationError(AHRQ_MSG.categoriesNotFound(unknown));
      const suspended = unique(items.filter((i) => i.ahrq_id !== null && found.get(i.ahrq_id)!.tam_ngung && current.get(i.id)!.ahrq_id !== i.ahrq_id).map((i) => i.ahrq_id!));
      if (suspended.length) throw new ValidationError(AHRQ_MSG.categoriesSuspended(suspended.map((id) => found.get(id)!.ten_vi)));
    }

    const result = await sql`
      UPDATE ${sql.table(catalogue)} SET ${sql.ref(link)} = v.ahrq_id
      FROM unnest(${ids}::int[], ${items.map((i) => i.ahrq_id)}::int[]) AS v(id, ahrq_id)
      WHERE ${sql.ref(`${catalogue}.${idColumn}`)} = v.id`.execute(trx);
    // One audit row per hospital: which rows moved from which category to which.
    let audited = 0;
    for (const h of hospitals) {
      const changed = items.filter((i) => current.get(i.id)!.hospital_id === h && current.get(i.id)!.ahrq_id !== i.ahrq_id);
      if (changed.length) {
        audited++;
        await audit(trx, { entity: `mapping:${kind}`, hospitalId: h, detail: { rows: changed.map((i) => ({ id: i.id, from: current.get(i.id)!.ahrq_id, to: i.ahrq_id })) } });
      }
    }
    if (audited === 0) audit.skip();
    return { saved: Number(result.numAffectedRows ?? 0) };
  });
}
