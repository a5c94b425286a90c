import { endpoints } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { defineRoute } from '../../http/route.js';
import { scopeIds } from '../../http/scope.js';

/** System parameters: the product-wide defaults and the overrides of the hospitals in scope. */
export function systemParameterRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  defineRoute(app, endpoints.paramList, async ({ caller, query }) => {
    const ids = scopeIds(caller, query.hospitalId);
    let q = db.selectFrom('tham_so_he_thong').select(['id', 'hospital_id', 'ma_tham_so', 'ten_tham_so', 'gia_tri', 'mo_ta']);
    if (ids) q = q.where((eb) => eb.or([eb('hospital_id', 'is', null), eb('hospital_id', 'in', ids)]));
    return q.orderBy('ma_tham_so').orderBy('hospital_id', (o) => o.nullsFirst()).execute();
  });
}
