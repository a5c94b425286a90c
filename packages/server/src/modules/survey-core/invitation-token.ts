import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** A secret kept in the database under `name` (made once, at first use), so every API process agrees. */
export async function serverSecret(db: Kysely<DB>, name: string): Promise<Buffer> {
  const fresh = randomBytes(48).toString('base64url');
  await sql`INSERT INTO server_secret (name, value) VALUES (${name}, ${fresh}) ON CONFLICT (name) DO NOTHING`.execute(db);
  const row = await db.selectFrom('server_secret').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return Buffer.from(row.value);
}

/**
 * Invitation tokens (DESIGN.md, "Invitation token"): `<record id>.<HMAC(secret, id.nonce)>`.
 * Nothing readable is stored; a reminder re-sends the same link; rotating the record's nonce
 * revokes it. The secret is kept in the database so every process agrees.
 */
export class InvitationTokens {
  private constructor(private readonly secret: Buffer) {}

  static async load(db: Kysely<DB>): Promise<InvitationTokens> {
    return new InvitationTokens(await serverSecret(db, 'invitation'));
  }

  private mac(recordId: number, nonce: string): string {
    return createHmac('sha256', this.secret).update(`${recordId}.${nonce}`).digest('base64url');
  }

  issue(recordId: number, nonce: string): string {
    return `${recordId}.${this.mac(recordId, nonce)}`;
  }

  /** The record id a token names, or null; the caller then checks the MAC with `verify`. */
  static recordId(token: string): number | null {
    const m = /^(\d{1,10})\.[A-Za-z0-9_-]{43}$/.exec(token);
    return m ? Number(m[1]) : null;
  }

  verify(token: string, recordId: number, nonce: string): boolean {
    const expected = Buffer.from(this.issue(recordId, nonce));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
