import { endpoints, MESSAGES } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { defineResourceRoutes } from '../../../resources/resource-routes.js';
import { defineRoute } from '../../../resources/route.js';
import { answerRules, answerSet, answerStore } from './answers.js';
import { compositeRules, compositeStore } from './composites.js';
import { partRules, partStore } from './parts.js';
import { questionRules, questionStore } from './questions.js';

/**
 * The structure of a survey version on the shared resource path: parts, questions, answers and
 * composites, each a child of its version (docs/decisions/resources.md, "Rows of a parent"); and
 * the one call that is no CRUD, a question's answers replaced as a whole.
 */
export function surveyStructureRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  defineResourceRoutes(app, db, partStore, partRules);
  defineResourceRoutes(app, db, questionStore, questionRules);
  defineResourceRoutes(app, db, answerStore, answerRules);
  defineResourceRoutes(app, db, compositeStore, compositeRules);
  const answers = answerSet(db);
  defineRoute(app, endpoints.answerSet, ({ caller, body, audit }) => answers.replaceAll(caller, body, audit), { message: MESSAGES.updated });
}
