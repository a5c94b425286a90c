import type { FastifyInstance } from 'fastify';
import type { DashboardDeps } from './routes.js';

/** Snapshot, score and participation calls (built by the dashboard server work). */
export function readRoutes(_app: FastifyInstance, _deps: DashboardDeps): void {}
