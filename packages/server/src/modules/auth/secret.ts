import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * The signing secret: HM_JWT_SECRET if set, else one generated on first start and kept in the
 * database, so every API process on one PostgreSQL signs and verifies with the same key.
 */
export async function loadSigningSecret(db: Kysely<DB>, fromEnv: string | null): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const fresh = randomBytes(48).toString('base64url');
  await sql`INSERT INTO server_secret (name, value) VALUES ('jwt', ${fresh}) ON CONFLICT (name) DO NOTHING`.execute(db);
  const row = await db.selectFrom('server_secret').select('value').where('name', '=', 'jwt').executeTakeFirstOrThrow();
  return new TextEncoder().encode(row.value);
}
