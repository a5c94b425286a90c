import { type EndpointConfig, type EndpointData, endpoints, MESSAGES } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { defineRoute, type RouteContext, type RouteOptions } from '../../../http/route.js';
import { surveyAnswers } from './answers.js';
import { translateDbError } from './common.js';
import { surveyComposites } from './composites.js';
import { surveyParts } from './parts.js';
import { surveyQuestions } from './questions.js';

/** defineRoute, with the database's refusals of a client's request turned into 400/409. */
function route<C extends EndpointConfig>(app: FastifyInstance, e: C, handler: (ctx: RouteContext<C>) => Promise<EndpointData<C>>, options?: RouteOptions): void {
  defineRoute(app, e, (ctx) => handler(ctx).catch(translateDbError), options);
}

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
  route(app, endpoints.partList, ({ caller, query }) => parts.list(caller, query));
  route(app, endpoints.partCreate, ({ caller, body }) => parts.create(caller, body));
  route(app, endpoints.partUpdate, ({ caller, body }) => parts.update(caller, body), updated);
  route(app, endpoints.partReorder, ({ caller, body }) => parts.reorder(caller, body), updated);
  route(app, endpoints.partDelete, ({ caller, params }) => removed(parts.remove(caller, params.id)), deleted);

  const questions = surveyQuestions(db);
  route(app, endpoints.questionList, ({ caller, query }) => questions.list(caller, query));
  route(app, endpoints.questionCreate, ({ caller, body }) => questions.create(caller, body));
  route(app, endpoints.questionUpdate, ({ caller, body }) => questions.update(caller, body), updated);
  route(app, endpoints.questionReorder, ({ caller, body }) => questions.reorder(caller, body), updated);
  route(app, endpoints.questionDelete, ({ caller, params }) => removed(questions.remove(caller, params.id)), deleted);

  const answers = surveyAnswers(db);
  route(app, endpoints.answerList, ({ caller, query }) => answers.list(caller, query.cauhoi_id));
  route(app, endpoints.answerCreate, ({ caller, body }) => answers.create(caller, body));
  route(app, endpoints.answerUpdate, ({ caller, body }) => answers.update(caller, body), updated);
  route(app, endpoints.answerSet, ({ caller, body }) => answers.replaceAll(caller, body), updated);
  route(app, endpoints.answerDelete, ({ caller, params }) => removed(answers.remove(caller, params.id)), deleted);

  const composites = surveyComposites(db);
  route(app, endpoints.compositeList, ({ caller, query }) => composites.list(caller, query));
  route(app, endpoints.compositeCreate, ({ caller, body }) => composites.create(caller, body));
  route(app, endpoints.compositeUpdate, ({ caller, body }) => composites.update(caller, body), updated);
  route(app, endpoints.compositeDelete, ({ caller, params }) => removed(composites.remove(caller, params.id)), deleted);
}
