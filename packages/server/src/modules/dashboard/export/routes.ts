import type { FastifyInstance } from 'fastify';
import type { DashboardDeps } from '../routes.js';

/** xuat-raw-data and xuat-thong-ke-thoi-gian (built by the export work). */
export function exportRoutes(_app: FastifyInstance, _deps: DashboardDeps): void {}
