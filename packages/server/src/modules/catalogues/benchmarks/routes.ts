import { endpoints } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { registerConstraintMessages } from '../../../errors/db-errors.js';
import { defineResourceRoutes } from '../../../resources/resource-routes.js';
import { defineRoute } from '../../../resources/route.js';
import { requestLanguage } from '../../dashboard/language.js';
import { federatedBenchmarkRoutes } from '../federated-benchmark/routes.js';
import { benchmarkInstruments } from './instruments.js';
import { benchmarkRules } from './rules.js';
import { benchmarkStore } from './store.js';

registerConstraintMessages({
  benchmark_ma_benchmark_key: 'Mã điểm chuẩn đã tồn tại',
  benchmark_value_benchmark_id_ma_key: 'Mã lĩnh vực hoặc câu hỏi bị lặp lại trong bộ điểm chuẩn',
});

/** Benchmark sets on the shared resource path (system administrators write, every write audited) and the instruments for their form. */
export function benchmarkRoutes(app: FastifyInstance, db: Kysely<DB>): void {
  defineResourceRoutes(app, db, benchmarkStore, benchmarkRules);
  defineRoute(app, endpoints.benchmarkInstruments, ({ req }) => benchmarkInstruments(db, requestLanguage(req)));
  federatedBenchmarkRoutes(app, db);
}
