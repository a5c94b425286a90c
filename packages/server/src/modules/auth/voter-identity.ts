import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { VoterIdentity } from './caller.js';
import type { VoterClaims } from './tokens.js';

export const VOTER_SESSION_MSG = {
  invalidLink: 'Liên kết mời không hợp lệ hoặc đã bị thu hồi',
  sessionExpired: 'Phiên bình chọn đã hết hạn vì đợt khảo sát đã kết thúc',
} as const;

/** Binds a voter session to the record's invitation nonce without carrying the nonce itself. */
export const nonceTag = (nonce: string): string => createHash('sha256').update(nonce).digest('base64url').slice(0, 16);

/**
 * The identity of a voter session, loaded on every request (like a logged-in caller): null when
 * the record is gone or its invitation was revoked (nonce rotated) since the session was opened.
 */
export async function loadVoterIdentity(db: Kysely<DB>, claims: VoterClaims): Promise<VoterIdentity | null> {
  const r = await db
    .selectFrom('nhan_vien_khao_sat')
    .select(['nhan_vien_khao_sat_id', 'phien_ban_id', 'hospital_id', 'token_nonce'])
    .where('nhan_vien_khao_sat_id', '=', claims.recordId)
    .executeTakeFirst();
  if (!r || nonceTag(r.token_nonce) !== claims.nonceTag) return null;
  return { kind: 'voter', recordId: r.nhan_vien_khao_sat_id, versionId: r.phien_ban_id, hospitalId: r.hospital_id, expiresAt: claims.expiresAt };
}
