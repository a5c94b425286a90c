import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { endpoints, MODULE_IDS, RELEASE_UPLOAD_LIMIT, type TModuleId } from '@hm/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { isVoterSession } from '../../access/caller.js';
import type { TokenService } from '../../access/tokens.js';
import { defineRoute } from '../../resources/route.js';
import { CardCodes } from '../ballot-cards/card-codes.js';
import { CARD_OPEN_PER_MINUTE } from '../ballot-cards/routes.js';
import type { InvitationTokens } from '../survey-core/invitation-token.js';
import { linkAssignment } from './link-assignment.js';
import { clearQaOverride, qaOverview, setQaOverride } from './qa-override.js';
import { requestLanguage } from '../dashboard/language.js';
import { assignment, move, overview, releaseFile, uploadRelease } from './registry.js';

/** The version of the shell this process serves (its package.json), against which shell ranges are checked. */
function shellVersionOf(webRoot: string, fallback: string): string {
  const file = path.join(webRoot, 'shell', 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : fallback;
}

const isModule = (m: string): m is TModuleId => (MODULE_IDS as readonly string[]).includes(m);

/**
 * The module release registry (issue 28, docs/decisions/module-releases.md): uploads, the screen's
 * overview and moves, the caller's assignment, and the release files at
 * `/releases/<module>/<version>/<file>` (read from the database: every API process serves them).
 */
export function moduleReleaseRoutes(
  app: FastifyInstance,
  { db, webRoot, version, tokens, invitations }: { db: Kysely<DB>; webRoot: string; version: string; tokens: TokenService; invitations: InvitationTokens },
): void {
  const shellVersion = shellVersionOf(webRoot, version);
  let codes: Promise<CardCodes> | null = null;
  // The refusals (checks, campaign freeze) in the request's language: the screen in English reads English.
  defineRoute(app, endpoints.releaseOverview, ({ req }) => overview(db, shellVersion, requestLanguage(req)));
  defineRoute(app, endpoints.releaseUpload, ({ caller, body, audit }) => uploadRelease(db, caller, body, audit), { bodyLimit: RELEASE_UPLOAD_LIMIT });
  defineRoute(app, endpoints.releasePromote, ({ caller, body, audit, req }) => move(db, caller, shellVersion, { kind: 'promote', ...body }, audit, requestLanguage(req)));
  defineRoute(app, endpoints.releaseRollback, ({ caller, body, audit, req }) => move(db, caller, shellVersion, { kind: 'rollback', ...body }, audit, requestLanguage(req)));
  defineRoute(app, endpoints.releasePin, ({ caller, body, audit, req }) => move(db, caller, shellVersion, { kind: 'pin', ...body }, audit, requestLanguage(req)));
  defineRoute(app, endpoints.releaseFollow, ({ caller, body, audit, req }) => move(db, caller, shellVersion, { kind: 'follow', ...body }, audit, requestLanguage(req)));
  defineRoute(app, endpoints.releaseAssignment, ({ caller }) =>
    isVoterSession(caller) ? assignment(db, caller.hospitalId) : assignment(db, caller.homeHospitalId, caller.accountId),
  );
  // A vote page without a login: the link's hospital, found from the link. A card code is tried
  // as often as on the card's own page (a code guessed here is no cheaper than there).
  defineRoute(app, endpoints.releaseLinkAssignment, ({ body }) => linkAssignment(db, { tokens, invitations, codes: () => (codes ??= CardCodes.load(db)) }, body), {
    rateLimit: {
      max: CARD_OPEN_PER_MINUTE,
      timeWindow: '1 minute',
      hook: 'preHandler',
      keyGenerator: (req: FastifyRequest) => `release-link-card|${req.ip}`,
      allowList: (req: FastifyRequest) => (req.body as { loai?: unknown } | undefined)?.loai !== 'the',
    },
  });
  defineRoute(app, endpoints.releaseQaList, ({ caller }) => qaOverview(db, caller, shellVersion));
  defineRoute(app, endpoints.releaseQaSet, ({ caller, body, audit, req }) => setQaOverride(db, caller, shellVersion, body, audit, requestLanguage(req)));
  defineRoute(app, endpoints.releaseQaClear, ({ caller, body, audit }) => clearQaOverride(db, caller, body, audit));

  // A release's files: public (as the built-in remotes are), immutable, cached for a year.
  app.get<{ Params: { module: string; version: string; '*': string } }>('/releases/:module/:version/*', { schema: { hide: true } }, async (req, reply) => {
    const { module, version } = req.params;
    const file = req.params['*'];
    const found = isModule(module) && file ? await releaseFile(db, module, version, file) : undefined;
    if (!found) return reply.status(404).header('Cache-Control', 'no-cache').send({ code: 404, message: 'Không tìm thấy tệp của bản phát hành', data: null });
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Type', found.content_type)
      .header('X-Content-SHA384', found.sha384)
      .send(Buffer.from(found.bytes));
  });
}
