import { endpoints } from '@hm/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { defineRoute } from '../../resources/route.js';
import type { TokenService } from '../../access/tokens.js';
import type { InvitationTokens } from '../survey-core/invitation-token.js';
import { voteCheck } from './checks.js';
import { voteDrafts } from './drafts.js';
import { myStaffInfo } from './staff-info.js';
import { voteSubmissions } from './submit.js';
import { voterSessions } from './voter-session.js';
import { holdShuffles } from '../survey-core/vote-hold.js';

export interface VotingDeps {
  db: Kysely<DB>;
  tokens: TokenService;
  invitations: InvitationTokens;
}

/** Staff voting: drafts, the submit, checks, invitation links and the caller's own participation. */
export function votingRoutes(app: FastifyInstance, { db, tokens, invitations }: VotingDeps): void {
  const drafts = voteDrafts(db);
  const submissions = voteSubmissions(db);
  const sessions = voterSessions(db, tokens, invitations);
  // Shuffles of held responses log through the app and finish before the database closes.
  const shuffles = holdShuffles(db);
  shuffles.log = app.log;
  app.addHook('preClose', () => shuffles.drain());
  defineRoute(app, endpoints.voteDraftGet, ({ caller, query }) => drafts.get(caller, query.phien_ban_id));
  defineRoute(app, endpoints.voteDraftSave, ({ caller, body }) => drafts.save(caller, body), { message: 'Đã lưu phiếu nháp' });
  defineRoute(app, endpoints.voteSubmit, ({ caller, body }) => submissions.submit(caller, body), { message: 'Gửi phiếu bình chọn thành công' });
  defineRoute(app, endpoints.voteCheck, ({ caller, query }) => voteCheck(db, caller, query.phien_ban_id));
  defineRoute(app, endpoints.voterAuth, ({ body }) => sessions.open(body.token));
  defineRoute(app, endpoints.voterCheck, ({ caller }) => sessions.check(caller));
  defineRoute(app, endpoints.myStaffInfo, ({ caller }) => myStaffInfo(db, caller));
}
