import { endpoints, MESSAGES } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { defineRoute } from '../../../resources/route.js';
import { surveyAnswers } from './answers.js';
import { surveyComposites } from './composites.js';
import { surveyParts } from './parts.js';
import { surveyQuestions } from './questions.js';

const updated = { message: MESSAGES.updated };
const deleted = { message: MESSAGES.deleted };
/** A delete's data: the message the original API returned. */
const removed = async (p: Promise<void>) => {
  await p;
  return { message: MESSAGES.deleted };
};

/** The structure of a survey version: parts, questions, answers and composites. */
export function surveyStructureRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }): void {
  const parts = surveyParts(db);
  defineRoute(app, endpoints.partList, ({ caller, query }) => parts.list(caller, query));
  defineRoute(app, endpoints.partCreate, ({ caller, body, audit }) => parts.create(caller, body, audit));
  defineRoute(app, endpoints.partUpdate, ({ caller, body, audit }) => parts.update(caller, body, audit), updated);
  defineRoute(app, endpoints.partReorder, ({ caller, body, audit }) => parts.reorder(caller, body, audit), updated);
  defineRoute(app, endpoints.partDelete, ({ caller, params, audit }) => removed(parts.remove(caller, params.id, audit)), deleted);

  const questions = surveyQuestions(db);
  defineRoute(app, endpoints.questionList, ({ caller, query }) => questions.list(caller, query));
  defineRoute(app, endpoints.questionCreate, ({ caller, body, audit }) => questions.create(caller, body, audit));
  defineRoute(app, endpoints.questionUpdate, ({ caller, body, audit }) => questions.update(caller, body, audit), updated);
  defineRoute(app, endpoints.questionReorder, ({ caller, body, audit }) => questions.reorder(caller, body, audit), updated);
  defineRoute(app, endpoints.questionDelete, ({ caller, params, audit }) => removed(questions.remove(caller, params.id, audit)), deleted);

  const answers = surveyAnswers(db);
  defineRoute(app, endpoints.answerList, ({ caller, query }) => answers.list(caller, query.cauhoi_id));
  defineRoute(app, endpoints.answerCreate, ({ caller, body, audit }) => answers.create(caller, body, audit));
  defineRoute(app, endpoints.answerUpdate, ({ caller, body, audit }) => answers.update(caller, body, audit), updated);
  defineRoute(app, endpoints.answerSet, ({ caller, body, audit }) => answers.replaceAll(caller, body, audit), updated);
  defineRoute(app, endpoints.answerDelete, ({ caller, params, audit }) => removed(answers.remove(caller, params.id, audit)), deleted);

  const composites = surveyComposites(db);
  defineRoute(app, endpoints.compositeList, ({ caller, query }) => composites.list(caller, query));
  defineRoute(app, endpoints.compositeCreate, ({ caller, body, audit }) => composites.create(caller, body, audit));
  defineRoute(app, endpoints.compositeUpdate, ({ caller, body, audit }) => composites.update(caller, body, audit), updated);
  defineRoute(app, endpoints.compositeDelete, ({ caller, params, audit }) => removed(composites.remove(caller, params.id, audit)), deleted);
}
