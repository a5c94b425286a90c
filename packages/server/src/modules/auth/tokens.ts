import { randomUUID } from 'node:crypto';
import { CONSTANTS } from '@hm/contract';
import { SignJWT, jwtVerify, errors } from 'jose';

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

/** Signs and verifies access (3600 s), refresh (10800 s) and voter session tokens; `typ` keeps them apart. */
export class TokenService {
  constructor(private readonly secret: Uint8Array) {}

  async signAccess(accountId: number): Promise<string> {
    return new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(accountId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${CONSTANTS.tokenMaxAgeSeconds}s`)
      .sign(this.secret);
  }

  async signRefresh(accountId: number, family: string): Promise<{ token: string; jti: string; expiresAt: Date }> {
    const jti = randomUUID();
    const expiresAt = new Date(Date.now() + CONSTANTS.refreshTokenMaxAgeSeconds * 1000);
    const token = await new SignJWT({ typ: 'refresh', fam: family })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(accountId))
      .setIssuer(ISSUER)
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(`${CONSTANTS.refreshTokenMaxAgeSeconds}s`)
      .sign(this.secret);
    return { token, jti, expiresAt };
  }

  /** A voter session naming a staff survey record, valid until `expiresAt` (the version's end). */
  async signVoter(recordId: number, nonceTag: string, expiresAt: Date): Promise<string> {
    return new SignJWT({ typ: 'voter', scope: 'vote', ntag: nonceTag })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(recordId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.secret);
  }

  /** The claims of a voter session; 'expired' for a genuine one past its end; null otherwise. */
  async verifyVoter(token: string): Promise<VoterClaims | 'expired' | null> {
    try {
      const { payload: p } = await jwtVerify(token, this.secret, { issuer: ISSUER, algorithms: ['HS256'] });
      if (p.typ !== 'voter' || p.scope !== 'vote' || typeof p.ntag !== 'string' || typeof p.exp !== 'number' || !Number.isInteger(Number(p.sub))) return null;
      return { recordId: Number(p.sub), nonceTag: p.ntag, expiresAt: new Date(p.exp * 1000) };
    } catch (e) {
      // jose checks the signature before the claims: an expired error is about a genuine token.
      if (e instanceof errors.JWTExpired) return e.payload.typ === 'voter' ? 'expired' : null;
      if (e instanceof errors.JOSEError || e instanceof TypeError) return null;
      throw e;
    }
  }

  /** Null when forged, expired, malformed or of the other type. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const p = await this.verify(token, 'access');
    return p && typeof p.iat === 'number' ? { accountId: Number(p.sub), iat: p.iat } : null;
  }

  async verifyRefresh(token: string): Promise<RefreshClaims | null> {
    const p = await this.verify(token, 'refresh');
    return p && typeof p.jti === 'string' && typeof p.fam === 'string' ? { accountId: Number(p.sub), jti: p.jti, family: p.fam } : null;
  }

  private async verify(token: string, typ: string) {
    try {
      const { payload } = await jwtVerify(token, this.secret, { issuer: ISSUER, algorithms: ['HS256'] });
      if (payload.typ !== typ || !Number.isInteger(Number(payload.sub))) return null;
      return payload;
    } catch (e) {
      if (e instanceof errors.JOSEError || e instanceof TypeError) return null;
      throw e;
    }
  }
}

export const newFamilyId = (): string => randomUUID();
