import { createSecretKey, type KeyObject, randomUUID } from 'node:crypto';
import { CONSTANTS } from '@hm/contract';
import { signHs256, verifyHs256 } from './hs256.js';

export interface AccessClaims {
  accountId: number;
  /** Issued at, seconds. */
  iat: number;
}
export interface RefreshClaims {
  accountId: number;
  jti: string;
  family: string;
}

/** A voter session (invitation link): one staff survey record, scope 'vote'. */
export interface VoterClaims {
  recordId: number;
  /** Ties the session to the record's invitation nonce: rotating the nonce ends the session. */
  nonceTag: string;
  expiresAt: Date;
}

const ISSUER = 'hm-vote-for-safety';

const now = () => Math.floor(Date.now() / 1000);

/**
 * Signs and verifies access (3600 s), refresh (10800 s) and voter session tokens; `typ` keeps
 * them apart. HS256 computed in this thread (hs256.ts): a vote verifies one and signs one.
 */
export class TokenService {
  private readonly secret: KeyObject;

  constructor(secret: Uint8Array) {
    this.secret = createSecretKey(secret);
  }

  async signAccess(accountId: number): Promise<string> {
    const iat = now();
    return signHs256({ typ: 'access', sub: String(accountId), iss: ISSUER, iat, exp: iat + CONSTANTS.tokenMaxAgeSeconds }, this.secret);
  }

  async signRefresh(accountId: number, family: string): Promise<{ token: string; jti: string; expiresAt: Date }> {
    const jti = randomUUID();
    const expiresAt = new Date(Date.now() + CONSTANTS.refreshTokenMaxAgeSeconds * 1000);
    const iat = now();
    const token = signHs256({ typ: 'refresh', fam: family, sub: String(accountId), iss: ISSUER, jti, iat, exp: iat + CONSTANTS.refreshTokenMaxAgeSeconds }, this.secret);
    return { token, jti, expiresAt };
  }

  /** A voter session naming a staff survey record, valid until `expiresAt` (the version's end). */
  async signVoter(recordId: number, nonceTag: string, expiresAt: Date): Promise<string> {
    return signHs256({ typ: 'voter', scope: 'vote', ntag: nonceTag, sub: String(recordId), iss: ISSUER, iat: now(), exp: Math.floor(expiresAt.getTime() / 1000) }, this.secret);
  }

  /** The claims of a voter session; 'expired' for a genuine one past its end; null otherwise. */
  async verifyVoter(token: string): Promise<VoterClaims | 'expired' | null> {
    const v = verifyHs256(token, this.secret, ISSUER);
    if (!v) return null;
    const p = v.claims;
    // The signature is checked before the expiry: an expired one is genuine.
    if (v.expired) return p.typ === 'voter' ? 'expired' : null;
    if (p.typ !== 'voter' || p.scope !== 'vote' || typeof p.ntag !== 'string' || typeof p.exp !== 'number' || !Number.isInteger(Number(p.sub))) return null;
    return { recordId: Number(p.sub), nonceTag: p.ntag, expiresAt: new Date(p.exp * 1000) };
  }

  /** Null when forged, expired, malformed or of the other type. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const p = this.verify(token, 'access');
    return p && typeof p.iat === 'number' ? { accountId: Number(p.sub), iat: p.iat } : null;
  }

  async verifyRefresh(token: string): Promise<RefreshClaims | null> {
    const p = this.verify(token, 'refresh');
    return p && typeof p.jti === 'string' && typeof p.fam === 'string' ? { accountId: Number(p.sub), jti: p.jti, family: p.fam } : null;
  }

  private verify(token: string, typ: string) {
    const v = verifyHs256(token, this.secret, ISSUER);
    if (!v || v.expired || v.claims.typ !== typ || !Number.isInteger(Number(v.claims.sub))) return null;
    return v.claims;
  }
}

export const newFamilyId = (): string => randomUUID();
