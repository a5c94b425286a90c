import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { scheduleRoutes } from './routes.js';
import { ScheduleRunner } from './runner.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's runner of scheduled actions (open, close, remind). */
    scheduleRunner: ScheduleRunner;
  }
}

/**
 * The schedule's calls and this process's runner, started when the app is ready and stopped in
 * preClose (before the pool closes, as the mail sender), the action under way finished first.
 */
export function registerSchedule(app: FastifyInstance, { db, intervalMs }: { db: Kysely<DB>; intervalMs: number }): void {
  scheduleRoutes(app, { db });
  const runner = new ScheduleRunner(db, { intervalMs }, app.log);
  app.decorate('scheduleRunner', runner);
  app.addHook('onReady', async () => runner.start());
  app.addHook('preClose', async () => runner.stop());
}
