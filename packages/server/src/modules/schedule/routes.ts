import { endpoints, MESSAGES } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { defineRoute } from '../../resources/route.js';
import { scheduleStore } from './store.js';

/** A version's schedule that runs itself: the list, a reminder added, a pending action cancelled. */
export function scheduleRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  const store = scheduleStore(db);
  defineRoute(app, endpoints.scheduleList, ({ caller, query }) => store.list(caller, query.phien_ban_id));
  defineRoute(app, endpoints.scheduleReminderCreate, ({ caller, body, audit }) => store.addReminder(caller, body, audit));
  defineRoute(app, endpoints.scheduleCancel, ({ caller, params, audit }) => store.cancel(caller, params.id, audit), { message: MESSAGES.updated });
}
