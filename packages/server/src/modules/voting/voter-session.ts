import { toWireTime, type TVoterCheck, type TVoterSession } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { NOT_LICENSED } from '../../access/access.js';
import { compiledOnce, ID_SENTINEL } from '../../db/compiled-once.js';
import { licensedColumn } from '../../access/licences.js';
import { ForbiddenError, GoneError, UnauthorizedError } from '../../errors/app-errors.js';
import { isVoterSession, type VoteCaller } from '../../access/caller.js';
import type { TokenService } from '../../access/tokens.js';
import { nonceTag, VOTER_SESSION_MSG } from '../../access/voter-identity.js';
import { InvitationTokens } from '../survey-core/invitation-token.js';
import { assertCanVote, assertVersionOpen, closedReason } from './eligibility.js';

export const VOTER_MSG = {
  ...VOTER_SESSION_MSG,
  linkUsed: 'Liên kết này đã được sử dụng để bình chọn',
  linkOnly: 'Chức năng này chỉ dùng với liên kết mời khảo sát',
} as const;

/**
 * The record, its staff member, hospital and version, as the invitation page needs them (opening
 * a link reads it by `r.nhan_vien_khao_sat_id`). Exported for scripts/bench-vote-load.mjs.
 */
export function selectInvitation(db: Kysely<DB>) {
  return db
    .selectFrom('nhan_vien_khao_sat as r')
    .innerJoin('nhan_vien as nv', 'nv.nhan_vien_id', 'r.nhan_vien_id')
    .innerJoin('hospital as h', 'h.hospital_id', 'r.hospital_id')
    .innerJoin('phien_ban_khao_sat as v', 'v.phien_ban_id', 'r.phien_ban_id')
    .select([
      'r.nhan_vien_khao_sat_id',
      'r.phien_ban_id',
      'r.hospital_id',
      'r.status_khao_sat',
      'r.ineligible',
      'r.token_nonce',
      'nv.ten_nhan_vien',
      'h.name as hospital_name',
      'v.tieu_de_khao_sat',
      'v.tieu_de_khao_sat_en',
      'v.language',
      'v.status_khao_sat as version_status',
      'v.tam_ngung',
      'v.started_at',
      'v.time_start',
      'v.time_end',
      licensedColumn('r.hospital_id', 'survey').as('licensed'),
    ]);
}
/** An invitation by its record, compiled once per process (db/compiled-once.ts): every link opened reads it. */
export const invitationStatement = compiledOnce((db, recordId: number) => selectInvitation(db as Kysely<DB>).where('r.nhan_vien_khao_sat_id', '=', recordId), [
  ID_SENTINEL,
] as const);

type Invitation = Awaited<ReturnType<ReturnType<typeof selectInvitation>['executeTakeFirstOrThrow']>>;
const windowOf = (i: Invitation) => ({ status_khao_sat: i.version_status, tam_ngung: i.tam_ngung, started_at: i.started_at, time_start: i.time_start, time_end: i.time_end });

/** A spent link says so, whatever else is true of it. */
function assertUnspent(i: Pick<Invitation, 'status_khao_sat' | 'ineligible'>): void {
  if (i.status_khao_sat === 2) throw new GoneError(VOTER_MSG.linkUsed);
  assertCanVote(i);
}

/**
 * Invitation links (`/ChungThuc#t=…`): PUT authentication trades the invitation token for a
 * voter session naming the staff record, valid until the version's end. Opening spends
 * nothing (a mail scanner may open it too); the submit spends it.
 */
export function voterSessions(db: Kysely<DB>, tokens: TokenService, invitations: InvitationTokens) {
  return {
    async open(token: string): Promise<TVoterSession> {
      const id = InvitationTokens.recordId(token);
      const i = id === null ? undefined : await invitationStatement.first(db as Kysely<never>, id);
      if (!i || !invitations.verify(token, i.nhan_vien_khao_sat_id, i.token_nonce)) throw new UnauthorizedError(VOTER_MSG.invalidLink);
      assertUnspent(i);
      // Read with the invitation: the record's hospital exists, so unlicensed is 403 (assertLicensed).
      if (!i.licensed) throw new ForbiddenError(NOT_LICENSED);
      assertVersionOpen(windowOf(i), new Date());
      const expiresAt = new Date(i.time_end);
      return {
        access_token: await tokens.signVoter(i.nhan_vien_khao_sat_id, nonceTag(i.token_nonce), expiresAt),
        expires_at: toWireTime(expiresAt),
        phien_ban_id: i.phien_ban_id,
        hospital_id: i.hospital_id,
        hospital_name: i.hospital_name,
        tieu_de_khao_sat: i.tieu_de_khao_sat,
        tieu_de_khao_sat_en: i.tieu_de_khao_sat_en,
        language: i.language as 'vi' | 'en',
        ten_nhan_vien: i.ten_nhan_vien,
        status_khao_sat: i.status_khao_sat as 1 | 2,
      };
    },

    /** GET authentication/check: whether the session may still vote (refused once the link is spent). */
    async check(caller: VoteCaller): Promise<TVoterCheck> {
      if (!isVoterSession(caller)) throw new ForbiddenError(VOTER_MSG.linkOnly);
      const i = await selectInvitation(db).where('r.nhan_vien_khao_sat_id', '=', caller.recordId).executeTakeFirstOrThrow();
      assertUnspent(i);
      return {
        phien_ban_id: i.phien_ban_id,
        status_khao_sat: i.status_khao_sat as 1 | 2,
        con_han: closedReason(windowOf(i), new Date()) === null,
        expires_at: toWireTime(caller.expiresAt),
      };
    },
  };
}
