/**
 * docs/data-inventory.md cannot drift from the schema: a freshly migrated database's tables are
 * exactly the inventory's rows, and its views are named under "Views".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const doc = readFileSync(join(__dirname, '../../../../docs/data-inventory.md'), 'utf8');
/** The first cell of each row of the inventory's table: `| \`name\` | …`. */
const listed = [...doc.matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => m[1]!);

it('lists every table of the database once, and no table that does not exist', async () => {
  const { rows } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`.execute(t.database.db);
  const tables = rows.map((r) => r.name).sort();
  expect(new Set(listed).size).toBe(listed.length);
  expect([...listed].sort()).toEqual(tables);
});

it('names every view', async () => {
  const { rows } = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.views WHERE table_schema = 'public'`.execute(t.database.db);
  const views = doc.split('\nViews')[1] ?? '';
  for (const v of rows) expect(views).toContain(`\`${v.name}\``);
});
