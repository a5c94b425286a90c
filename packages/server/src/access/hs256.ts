import { createHmac, type KeyObject, timingSafeEqual } from 'node:crypto';

/**
 * JSON Web Tokens signed with HMAC-SHA256 (RFC 7515 compact serialisation, RFC 7519 claims),
 * computed in the calling thread. jose computes the same tokens through WebCrypto, whose every
 * HMAC is a job on libuv's thread pool and a promise back: on a busy 2-core machine those hops
 * cost more than the HMAC itself (docs/decisions/votes-multi-process.md, "Votes near the limit and several
 * processes"). The tokens have the form jose's SignJWT gives with `{ alg: 'HS256' }`: each
 * reads the other's (test/modules/auth/hs256.test.ts checks both ways).
 */

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

/** The strict base64url alphabet (no padding): anything else in a token makes it malformed. */
const B64URL = /^[A-Za-z0-9_-]*$/;

const mac = (key: KeyObject, input: string): string => createHmac('sha256', key).update(input).digest('base64url');

/** A signed token of the claims. */
export function signHs256(claims: Record<string, unknown>, key: KeyObject): string {
  const input = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${input}.${mac(key, input)}`;
}

function json(part: string): Record<string, unknown> | null {
  if (!B64URL.test(part)) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export type VerifiedHs256 = { claims: Record<string, unknown>; expired: boolean } | null;

/**
 * The claims of a token signed with `key`, checked as jose's jwtVerify does with
 * `{ issuer, algorithms: ['HS256'] }`: the header names HS256 and nothing critical, the signature
 * matches (compared in constant time), `iss` is the issuer, `nbf` has passed, `iat` and `exp` are
 * numbers; `expired` when `exp` has passed (the signature was good). Null for anything else.
 */
export function verifyHs256(token: string, key: KeyObject, issuer: string, nowSeconds = Math.floor(Date.now() / 1000)): VerifiedHs256 {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [h, p, s] = parts as [string, string, string];
  const header = json(h);
  if (!header || header.alg !== 'HS256' || 'crit' in header || 'b64' in header) return null;
  const expected = Buffer.from(mac(key, `${h}.${p}`));
  const given = Buffer.from(s);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = json(p);
  if (!claims || claims.iss !== issuer) return null;
  for (const c of ['iat', 'exp', 'nbf'] as const) if (c in claims && (typeof claims[c] !== 'number' || !Number.isFinite(claims[c]))) return null;
  if (typeof claims.nbf === 'number' && claims.nbf > nowSeconds) return null;
  return { claims, expired: typeof claims.exp === 'number' && claims.exp <= nowSeconds };
}
