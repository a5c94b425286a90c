import { endpoints, MODULE_IDS, type THospitalLicences, type THospitalLicencesInput, type TPage, type TPageQuery } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { paged } from '../../db/paging.js';
import { keywordMatches } from '../../db/search.js';
import { NotFoundError } from '../../errors/app-errors.js';
import { licenceInForce } from '../../access/licences.js';
import { defineRoute } from '../../resources/route.js';

/** Each hospital's licences as JSON: module, period (`YYYY-MM-DD`) and whether in force today. */
const licencesJson = sql<THospitalLicences['licences']>`coalesce((
  SELECT json_agg(json_build_object('module', hm.module,
    'valid_from', to_char(hm.valid_from, 'YYYY-MM-DD'), 'valid_to', to_char(hm.valid_to, 'YYYY-MM-DD'),
    'active', ${licenceInForce('hm')}) ORDER BY hm.module)
  FROM hospital_module hm WHERE hm.hospital_id = h.hospital_id), '[]')`;

const selectHospitals = (db: Kysely<DB>) => db.selectFrom('hospital as h').select(['h.hospital_id', 'h.ma_benh_vien', 'h.name', 'h.tam_ngung', licencesJson.as('licences')]);

/** A hospital's licences keyed by module, for the audit row (`{ dashboard: '2025-01-01…2025-12-31' }`). */
const asAuditRecord = (ls: THospitalLicences['licences']): Record<string, string> =>
  Object.fromEntries(
    MODULE_IDS.map((m) => {
      const l = ls.find((x) => x.module === m);
      return [m, l ? `${l.valid_from ?? '…'}–${l.valid_to ?? '…'}` : 'tắt'];
    }),
  );

/**
 * Module licences per hospital (the PhanQuyenBenhVien screen): system administrators only.
 * A write replaces the hospital's licences in one transaction with its audit row; the menu, the
 * shell's routes and the access hook read the table on the next request, so the change applies
 * at once.
 */
export function licenceRoutes(app: FastifyInstance, db: Kysely<DB>): void {
  async function one(conn: Kysely<DB>, hospitalId: number): Promise<THospitalLicences> {
    const row = await selectHospitals(conn).where('h.hospital_id', '=', hospitalId).executeTakeFirst();
    if (!row) throw new NotFoundError('Không tìm thấy bệnh viện');
    return row;
  }

  defineRoute(app, endpoints.licenceList, async ({ query }): Promise<TPage<THospitalLicences>> => {
    let q = selectHospitals(db);
    const k = (query as TPageQuery).keyword;
    if (k) q = q.where(keywordMatches(['h.name', 'h.ma_benh_vien'], k));
    return paged(q, query, ['h.name', 'h.hospital_id']);
  });

  defineRoute(app, endpoints.licenceUpdate, ({ params, body, audit }) =>
    db.transaction().execute(async (trx) => {
      await sql`SELECT 1 FROM hospital WHERE hospital_id = ${params.id} FOR UPDATE`.execute(trx);
      const before = await one(trx, params.id);
      const input = body as THospitalLicencesInput & { licences: { module: string; valid_from: string | null; valid_to: string | null }[] };
      await trx.deleteFrom('hospital_module').where('hospital_id', '=', params.id).execute();
      if (input.licences.length) {
        await trx
          .insertInto('hospital_module')
          .values(input.licences.map((l) => ({ hospital_id: params.id, module: l.module, valid_from: l.valid_from, valid_to: l.valid_to })))
          .execute();
      }
      const after = await one(trx, params.id);
      await audit(trx, { id: params.id, hospitalId: params.id, before: asAuditRecord(before.licences), after: asAuditRecord(after.licences) });
      return after;
    }),
  );
}
