import type { TReleaseAssignment, TReleaseLinkBody } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { selectVoterRecord } from '../../access/access.js';
import type { TokenService } from '../../access/tokens.js';
import { voterIdentity, VOTER_SESSION_MSG } from '../../access/voter-identity.js';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../errors/app-errors.js';
import { CardCodes, normalizeCode } from '../ballot-cards/card-codes.js';
import { CARD_MSG } from '../ballot-cards/card-messages.js';
import { InvitationTokens } from '../survey-core/invitation-token.js';
import { assignment } from './registry.js';

/**
 * The hospital a vote link names, as the server knows it: from the invitation token (its MAC
 * checked), the voter session it was traded for, a ballot card's code (its HMAC looked up) or
 * that card's session; never a hospital id the page sends. A link that is not one is refused with
 * the message its own page gives (401, 400 or 404), naming no hospital. A link already used or
 * a survey already closed still names its hospital: its page then shows why, from that module.
 */
async function hospitalOfLink(
  db: Kysely<DB>,
  deps: { tokens: TokenService; invitations: InvitationTokens; codes: () => Promise<CardCodes> },
  body: TReleaseLinkBody,
): Promise<number> {
  const { loai, ma } = body;
  if (loai === 'moi') {
    const id = InvitationTokens.recordId(ma);
    const r = id === null ? undefined : await db.selectFrom('nhan_vien_khao_sat').select(['hospital_id', 'token_nonce']).where('nhan_vien_khao_sat_id', '=', id).executeTakeFirst();
    if (!r || !deps.invitations.verify(ma, id!, r.token_nonce)) throw new UnauthorizedError(VOTER_SESSION_MSG.invalidLink);
    return r.hospital_id;
  }
  if (loai === 'phien_moi') {
    const claims = await deps.tokens.verifyVoter(ma);
    if (claims === 'expired') throw new UnauthorizedError(VOTER_SESSION_MSG.sessionExpired);
    const r = claims === null ? undefined : await selectVoterRecord(db, claims.recordId, 'survey').executeTakeFirst();
    const voter = r && claims ? voterIdentity(r, claims) : null;
    if (!voter) throw new UnauthorizedError(VOTER_SESSION_MSG.invalidLink);
    return voter.hospitalId;
  }
  const codes = await deps.codes();
  const card = db.selectFrom('ballot_card as c').innerJoin('ballot_card_batch as b', 'b.lo_id', 'c.lo_id').select('b.hospital_id');
  if (loai === 'the') {
    const code = normalizeCode(ma);
    if (code === null) throw new ValidationError(CARD_MSG.format);
    const c = await card.where('c.code_hash', '=', codes.hash(code)).executeTakeFirst();
    if (!c) throw new NotFoundError(CARD_MSG.unknown);
    return c.hospital_id;
  }
  const id = codes.verifySession(ma);
  const c = id === null ? undefined : await card.where('c.the_id', '=', id).executeTakeFirst();
  if (!c) throw new UnauthorizedError(CARD_MSG.session);
  return c.hospital_id;
}

/**
 * What a vote page without a login loads (issue 28 item 3, "for a vote link, by the link's
 * hospital"): the survey module's release of the link's hospital, its channel or pin. Never a
 * QA override (that is one signed-in account's), and nothing of the other modules (the page
 * opens none of them).
 */
export async function linkAssignment(
  db: Kysely<DB>,
  deps: { tokens: TokenService; invitations: InvitationTokens; codes: () => Promise<CardCodes> },
  body: TReleaseLinkBody,
): Promise<TReleaseAssignment> {
  const { remotes } = await assignment(db, await hospitalOfLink(db, deps, body));
  return { remotes: remotes.survey ? { survey: remotes.survey } : {} };
}
