// `npm run db:types`: migrates an empty embedded database and writes src/db/schema.ts from its
// catalogue (src/db/schema-codegen.ts). Run it after adding a migration.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { schemaOf } from '../src/db/schema-codegen.js';

const root = path.resolve(import.meta.dirname, '..');
const database = await openDatabase({ kind: 'pglite', dataDir: null });
try {
  await migrate(database, path.join(root, 'migrations'));
  const file = path.join(root, 'src/db/schema.ts');
  const text = await schemaOf(async (sql) => (await database.pglite!.query(sql)).rows as never, file);
  writeFileSync(file, text);
  console.log(`src/db/schema.ts: ${text.split('\n').length} lines`);
} finally {
  await database.close();
}
