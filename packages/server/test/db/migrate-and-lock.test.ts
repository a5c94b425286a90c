import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/database.js';
import { acquireDataDirLock } from '../../src/db/lock-file.js';
import { migrate } from '../../src/db/migrate.js';
import { MIGRATIONS } from '../helpers/template.js';

describe('migrations', () => {
  it('apply once: a second run applies nothing', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      expect(await migrate(database, MIGRATIONS)).toEqual(['001_auth.sql', '002_survey.sql', '003_voting.sql', '004_dashboard.sql']);
      expect(await migrate(database, MIGRATIONS)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe('data folder lock', () => {
  it('refuses a second process on the same folder and takes over a stale lock', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hm-lock-'));
    writeFileSync(path.join(dir, 'server.lock'), '1'); // pid 1 is alive (init)
    expect(() => acquireDataDirLock(dir)).toThrow(/đang được tiến trình 1 sử dụng/);
    writeFileSync(path.join(dir, 'server.lock'), '999999'); // no such process
    const release = acquireDataDirLock(dir);
    release();
  });
});
