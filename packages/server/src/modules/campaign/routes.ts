import { endpoints, MESSAGES } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { defineRoute } from '../../resources/route.js';
import { retryFailedMails } from './retry.js';
import { startAndSend } from './start-and-send.js';
import { saveTarget } from './target.js';
import { campaignView } from './view.js';

/** The campaign page of a version: its view, start-and-send in one action, the target, failed mails retried. */
export function campaignRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  defineRoute(app, endpoints.campaignView, ({ caller, query }) => campaignView(db, caller, query.phien_ban_id, query.hospital_id));
  defineRoute(app, endpoints.campaignStartAndSend, ({ caller, body, audit }) => startAndSend(db, caller, body, audit));
  defineRoute(app, endpoints.campaignTargetSave, ({ caller, body, audit }) => saveTarget(db, caller, body, audit), { message: MESSAGES.updated });
  defineRoute(app, endpoints.campaignMailRetry, ({ caller, body, audit }) => retryFailedMails(db, caller, body, audit));
}
