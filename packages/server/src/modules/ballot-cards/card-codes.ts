import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { serverSecret } from '../survey-core/invitation-token.js';

/**
 * The characters of a card's code: digits and capitals without the look-alikes 0/O, 1/I/L and U
 * (30 characters). 12 of them: 30^12 ≈ 5.3 × 10^17 codes (≈ 2^58.9), printed in three groups of
 * four (docs/decisions/ballot-cards.md has the guessing figures).
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 12;

/** `ABCDEFGHJKMN` → `ABCD-EFGH-JKMN` */
export const groupCode = (code: string): string => code.match(/.{1,4}/g)!.join('-');

/**
 * A code as typed or scanned, in its stored form: capitals, without spaces and dashes; null when
 * it cannot be a card's code (wrong length or a character never printed).
 * @example normalizeCode(' abcd-efgh jkmn ') // 'ABCDEFGHJKMN'
 */
export function normalizeCode(input: string): string | null {
  const c = input.toUpperCase().replace(/[\s\-–.]/g, '');
  if (c.length !== CODE_LENGTH) return null;
  for (const ch of c) if (!CODE_ALPHABET.includes(ch)) return null;
  return c;
}

/**
 * The codes of ballot cards and the sessions they open. Only `hash(code)` (an HMAC with a secret
 * kept in the database, so every process agrees) is stored: the code exists on paper alone. A
 * card session is `<card id>.<expiry>.<HMAC>`, checked against the card on every call.
 */
export class CardCodes {
  private constructor(private readonly secret: Buffer) {}

  static async load(db: Kysely<DB>): Promise<CardCodes> {
    return new CardCodes(await serverSecret(db, 'ballot-card'));
  }

  /** A new code, every character drawn uniformly by the system's CSPRNG. */
  static fresh(): string {
    let c = '';
    for (let i = 0; i < CODE_LENGTH; i++) c += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    return c;
  }

  private mac(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('base64url');
  }

  /** What is stored of a (normalized) code. */
  hash(code: string): string {
    return this.mac(`card:${code}`);
  }

  sessionToken(cardId: number, expiresAt: Date): string {
    const exp = Math.floor(expiresAt.getTime() / 1000);
    return `${cardId}.${exp}.${this.mac(`session:${cardId}.${exp}`)}`;
  }

  /** The card a session token names, or null when it is forged, malformed or past its expiry. */
  verifySession(token: string, now: Date = new Date()): number | null {
    const m = /^(\d{1,10})\.(\d{1,12})\.[A-Za-z0-9_-]{43}$/.exec(token);
    if (!m) return null;
    const expected = Buffer.from(`${m[1]}.${m[2]}.${this.mac(`session:${m[1]}.${m[2]}`)}`);
    const given = Buffer.from(token);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    if (Number(m[2]) * 1000 <= now.getTime()) return null;
    return Number(m[1]);
  }
}
