import net from 'node:net';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../src/db/database.js';
import { readiness, READY_MSG } from '../../src/ops/health.js';
import { body, createTestApp, type TestApp } from '../helpers/app.js';

const MIGRATIONS = readdirSync(path.resolve('migrations'))
  .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
  .sort();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/health and /ready', () => {
  it('/health answers without a login or a database call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body(res)).toMatchObject({ code: 200, data: { status: 'ok', version: expect.any(String), uptime_s: expect.any(Number) } });
  });

  it('/ready is 200 when the database answers and has every migration of this build', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ code: 200, message: READY_MSG.ok, data: { database: 'ok', missing_migrations: [], unknown_migrations: [] } });
  });

  it('/ready is 503 with the missing migrations named; a migration from a newer build is reported but still ready', async () => {
    const last = MIGRATIONS[MIGRATIONS.length - 1]!;
    await sql`DELETE FROM schema_migrations WHERE version = ${last}`.execute(t.database.db);
    const missing = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(missing.statusCode).toBe(503);
    expect(body(missing)).toMatchObject({ code: 503, message: READY_MSG.pending([last]), data: { database: 'ok', missing_migrations: [last] }, request_id: expect.any(String) });
    await sql`INSERT INTO schema_migrations (version) VALUES (${last}), ('999_from_a_newer_build.sql')`.execute(t.database.db);

    const newer = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(newer.statusCode).toBe(200);
    expect(body(newer).data).toMatchObject({ missing_migrations: [], unknown_migrations: ['999_from_a_newer_build.sql'] });
    await sql`DELETE FROM schema_migrations WHERE version = '999_from_a_newer_build.sql'`.execute(t.database.db);
  });

  it('reports a database that refuses connections, and one that does not answer in time', async () => {
    const refused = await openDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none', poolSize: 1 });
    try {
      expect(await readiness(refused, MIGRATIONS)).toMatchObject({ ready: false, message: READY_MSG.noDatabase, database: 'down' });
    } finally {
      await refused.close();
    }
    // A server that accepts the connection and never says a word.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((s) => void sockets.push(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const port = (silent.address() as net.AddressInfo).port;
    const hung = await openDatabase({ kind: 'postgres', url: `postgres://nobody@127.0.0.1:${port}/none`, poolSize: 1 });
    try {
      const started = Date.now();
      expect(await readiness(hung, MIGRATIONS, 300)).toMatchObject({ ready: false, message: READY_MSG.slowDatabase, database: 'timeout' });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      for (const s of sockets) s.destroy();
      silent.close();
      await hung.close().catch(() => undefined);
    }
  });

  it('a database with no migration table yet (an empty one) lacks every migration', async () => {
    await sql`ALTER TABLE schema_migrations RENAME TO schema_migrations_aside`.execute(t.database.db);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(body(res).data).toMatchObject({ database: 'ok', missing_migrations: MIGRATIONS });
    } finally {
      await sql`ALTER TABLE schema_migrations_aside RENAME TO schema_migrations`.execute(t.database.db);
    }
  });
});
