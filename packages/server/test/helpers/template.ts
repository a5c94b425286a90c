import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { seed } from '../../src/seed/index.js';

/** Tests run with the server package as working directory (jest and tsx alike). */
export const MIGRATIONS = path.resolve('migrations');
export const TEMPLATE_FILE = path.join(os.tmpdir(), `hm-test-template-${process.pid}.tar`);
export const PG_TEMPLATE = `hm_test_tpl_${process.pid}`;

/** `HM_TEST_DATABASE_URL` runs the suite on a PostgreSQL server instead of the embedded one. */
export const testDatabaseUrl = (): string | null => process.env.HM_TEST_DATABASE_URL || null;

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function buildTemplate(): Promise<Record<string, string>> {
  const url = testDatabaseUrl();
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE}`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE}`);
    await admin.end();
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, PG_TEMPLATE), poolSize: 2 });
    await migrate(database, MIGRATIONS);
    await seed(database.db, { demo: true, adminPassword: null });
    await database.close();
    return { HM_TEST_PG_TEMPLATE: PG_TEMPLATE };
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(database, MIGRATIONS);
  await seed(database.db, { demo: true, adminPassword: null });
  const dump = await database.pglite!.dumpDataDir('none');
  writeFileSync(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return { HM_TEST_TEMPLATE: TEMPLATE_FILE };
}
