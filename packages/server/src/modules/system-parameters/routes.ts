import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { registerConstraintMessages } from '../../errors/db-errors.js';
import { defineResourceRoutes } from '../../resources/resource-routes.js';
import { systemParameterRules, systemParameterStore } from './store.js';

registerConstraintMessages({ tham_so_he_thong_hospital_id_ma_tham_so_key: 'Tham số này đã có giá trị trong phạm vi đã chọn; hãy sửa giá trị đó' });

/**
 * System parameters on the shared resource path: product-wide defaults (system administrators)
 * and the overrides of the hospitals in scope (their administrators); values checked by code.
 */
export function systemParameterRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  defineResourceRoutes(app, db, systemParameterStore, systemParameterRules);
}
