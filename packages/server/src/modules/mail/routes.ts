import { endpoints } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { defineRoute } from '../../http/route.js';
import { mailOutbox } from './outbox.js';

/** Invitation and reminder mails (written to the outbox) and the outbox itself. */
export function mailRoutes(app: FastifyInstance, { db, publicUrl, smtpConfigured }: { db: Kysely<DB>; publicUrl: string; smtpConfigured: boolean }): void {
  const outbox = mailOutbox(db, publicUrl);
  defineRoute(app, endpoints.mailInvite, ({ caller, body }) => outbox.enqueue(caller, 'invite', body));
  defineRoute(app, endpoints.mailRemind, ({ caller, body }) => outbox.enqueue(caller, 'remind', body));
  defineRoute(app, endpoints.mailOutbox, ({ caller, query }) => outbox.list(caller, query));
  defineRoute(app, endpoints.mailServerStatus, ({ caller }) => outbox.status(caller, smtpConfigured));
}
