import { endpoints } from '@hm/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { defineRoute } from '../../resources/route.js';
import { CardCodes } from '../ballot-cards/card-codes.js';
import { paperEntry } from './paper-entry.js';

/**
 * Codes a keyer's address may try per minute on each call: a keying room keys a few papers a
 * minute; guessing codes stays hopeless (docs/decisions/ballot-cards.md has the code space).
 */
export const PAPER_CODE_PER_MINUTE = 30;

const limit = (name: string) => ({ max: PAPER_CODE_PER_MINUTE, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => `paper-${name}|${req.ip}` });

/** Paper questionnaires keyed in twice (issue 26 item 5, docs/decisions/paper-entry.md). */
export async function paperEntryRoutes(app: FastifyInstance, deps: { db: Kysely<DB> }): Promise<void> {
  const papers = paperEntry(deps.db, await CardCodes.load(deps.db));
  defineRoute(app, endpoints.paperOpen, ({ caller, body }) => papers.open(caller, body), { rateLimit: limit('open') });
  defineRoute(app, endpoints.paperKey, ({ caller, body }) => papers.key(caller, body), { rateLimit: limit('key'), message: 'Đã lưu lần nhập phiếu giấy' });
  defineRoute(app, endpoints.paperResolve, ({ caller, body }) => papers.resolve(caller, body), { rateLimit: limit('resolve'), message: 'Đã đối chiếu phiếu giấy' });
}
