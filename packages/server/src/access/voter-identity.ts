import { createHash } from 'node:crypto';
import type { VoterIdentity } from './caller.js';
import type { VoterClaims } from './tokens.js';

export const VOTER_SESSION_MSG = {
  invalidLink: 'Liên kết mời không hợp lệ hoặc đã bị thu hồi',
  sessionExpired: 'Phiên bình chọn đã hết hạn vì đợt khảo sát đã kết thúc',
} as const;

/** Binds a voter session to the record's invitation nonce without carrying the nonce itself. */
export const nonceTag = (nonce: string): string => createHash('sha256').update(nonce).digest('base64url').slice(0, 16);

/**
 * The identity of a voter session, from its claims and its record as read on every request (like
 * a logged-in caller, access/access.ts): null when its invitation was revoked (nonce rotated) since
 * the session was opened.
 */
export function voterIdentity(r: { nhan_vien_khao_sat_id: number; phien_ban_id: number; hospital_id: number; token_nonce: string }, claims: VoterClaims): VoterIdentity | null {
  if (nonceTag(r.token_nonce) !== claims.nonceTag) return null;
  return { kind: 'voter', recordId: r.nhan_vien_khao_sat_id, versionId: r.phien_ban_id, hospitalId: r.hospital_id, expiresAt: claims.expiresAt };
}
