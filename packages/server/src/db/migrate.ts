import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database.js';

/** Any fixed number: the advisory lock every instance takes while migrating and seeding. */
export const MIGRATION_LOCK_KEY = 7_312_026;

/** The name of a migration file (`NNN_name.sql`); schema_migrations also records seed steps (`seed:*`). */
export const MIGRATION_FILE = /^\d{3}_[\w-]+\.sql$/;

/**
 * Applies migrations/NNN_name.sql files not yet applied, in order, each in a transaction
 * holding the advisory lock, so several instances starting at once apply each file once.
 */
export async function migrate(database: Database, dir: string): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => MIGRATION_FILE.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    await database.inTransactionScript(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
      const done = (await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [file])) as { rows: unknown[] };
      if (done.rows.length > 0) return;
      await tx.exec(readFileSync(path.join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      applied.push(file);
    });
  }
  return applied;
}
