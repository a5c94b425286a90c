import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import { backup, type BackupTarget, restore } from '../../src/ops/backup.js';
import { pgDirOf } from '../../src/ops/backup-embedded.js';
import { OPS_FILE } from '../../src/ops/online-backup.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { testDatabaseUrl, withDatabase } from '../helpers/template.js';
import { fullAnswers, openLink, openVersion, type OpenVersion, submitBody, V, voteFixture, type VoteFixture } from '../modules/voting/fixtures.js';

const run = promisify(execFile);
/** A burst, a backup and restores: minutes on a loaded 2-core machine, not the default 30 s. */
const SLOW = 180_000;
const pgUrl = testDatabaseUrl();
const engine = pgUrl ? 'PostgreSQL' : 'embedded PGlite';
const work = mkdtempSync(path.join(os.tmpdir(), 'hm-backup-test-'));

let t: TestApp;
let f: VoteFixture;
let v: OpenVersion;
/** The database the running app uses, as `npm run backup` would find it. */
let source: BackupTarget;
/** A fresh, empty database to restore into. */
let fresh: BackupTarget;
let dropFresh = async () => undefined as void;

async function adminQuery(text: string): Promise<void> {
  const c = new pg.Client({ connectionString: pgUrl! });
  await c.connect();
  await c.query(text).finally(() => c.end());
}

beforeAll(async () => {
  t = await createTestApp({ dataDir: path.join(work, 'live') });
  f = await voteFixture(t);
  v = await openVersion(f);
  if (pgUrl) {
    const name = (await sql<{ n: string }>`SELECT current_database() AS n`.execute(t.database.db)).rows[0]!.n;
    source = { kind: 'postgres', url: withDatabase(pgUrl, name) };
    const restoreDb = `hm_restore_${process.pid}`;
    await adminQuery(`DROP DATABASE IF EXISTS ${restoreDb}`);
    await adminQuery(`CREATE DATABASE ${restoreDb}`);
    fresh = { kind: 'postgres', url: withDatabase(pgUrl, restoreDb) };
    dropFresh = () => adminQuery(`DROP DATABASE IF EXISTS ${restoreDb} WITH (FORCE)`);
  } else {
    // The embedded server's own way: it listens, writes <data folder>/ops.json, and takes the backup itself.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    source = { kind: 'pglite', dataDir: path.join(work, 'live') };
    fresh = { kind: 'pglite', dataDir: path.join(work, 'restored') };
  }
}, SLOW);
afterAll(async () => {
  await t.close();
  await dropFresh();
  rmSync(work, { recursive: true, force: true });
}, SLOW);

/** Reads the restored database. */
async function inRestored<T>(fn: (q: (text: string) => Promise<Record<string, unknown>[]>) => Promise<T>): Promise<T> {
  if (fresh.kind === 'postgres') {
    const c = new pg.Client({ connectionString: fresh.url });
    await c.connect();
    try {
      return await fn(async (text) => (await c.query(text)).rows as Record<string, unknown>[]);
    } finally {
      await c.end();
    }
  }
  const db = await PGlite.create(pgDirOf(fresh.dataDir));
  try {
    return await fn(async (text) => (await db.query<Record<string, unknown>>(text)).rows);
  } finally {
    await db.close();
  }
}

describe(`backup and restore (${engine})`, () => {
  const file = path.join(work, pgUrl ? 'burst.dump' : 'burst.tar.gz');

  it(
    'a backup taken during a vote burst holds every vote acknowledged before it started, and restores into a fresh database',
    async () => {
      const VOTERS = 60;
      const sessions = await Promise.all(Array.from({ length: VOTERS }, async (_, i) => openLink(f, await v.record(i))));
      const acknowledged: { key: string; at: number }[] = [];
      let backupStarted = Number.POSITIVE_INFINITY;
      let startBackup!: () => void;
      const halfway = new Promise<void>((resolve) => (startBackup = resolve));

      // Four clients vote one after another, each waiting for the answer (the acknowledgement).
      const lane = async (lane: number) => {
        for (let i = lane; i < VOTERS; i += 4) {
          const key = randomUUID();
          const res = await f.bearer(sessions[i]!, 'POST', `${V}/ket-qua`, submitBody(v.versionId, fullAnswers(v), key));
          if (res.statusCode !== 200) throw new Error(`vote ${i}: ${res.statusCode} ${res.body}`);
          acknowledged.push({ key, at: performance.now() });
          if (acknowledged.length === VOTERS / 3) startBackup();
        }
      };
      const burst = Promise.all([0, 1, 2, 3].map(lane));
      const taken = halfway.then(() => {
        backupStarted = performance.now();
        return backup(source, file);
      });
      const [result] = await Promise.all([taken, burst]);

      const before = acknowledged.filter((a) => a.at < backupStarted).map((a) => a.key);
      const after = acknowledged.length - before.length;
      expect(before.length).toBeGreaterThanOrEqual(VOTERS / 3);
      expect(statSync(file).size).toBe(result.bytes);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      if (source.kind === 'pglite') expect(result.online).toBe(true);
      console.log(
        `${engine}: backup during the burst ${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${result.seconds.toFixed(2)} s; ${before.length} votes acknowledged before it, ${after} while or after`,
      );

      const restored = await restore(fresh, file, { force: false });
      console.log(`${engine}: restore into a fresh database ${restored.seconds.toFixed(2)} s`);
      await inRestored(async (q) => {
        const keys = new Set((await q(`SELECT idempotency_key FROM vote_submit_key`)).map((r) => r.idempotency_key as string));
        expect(before.filter((k) => !keys.has(k))).toEqual([]);
        // Each vote is all or nothing: as many responses (stored, or still held: docs/privacy.md
        // "Shuffle") and voted records as kept keys of this version.
        const [counts] = await q(`
        SELECT (SELECT count(*)::int FROM ket_qua WHERE phien_ban_id = ${v.versionId})
                 + (SELECT count(*)::int FROM vote_hold WHERE phien_ban_id = ${v.versionId}) AS responses,
               (SELECT count(*)::int FROM nhan_vien_khao_sat WHERE phien_ban_id = ${v.versionId} AND status_khao_sat = 2) AS voted,
               (SELECT count(*)::int FROM vote_submit_key k JOIN nhan_vien_khao_sat r USING (nhan_vien_khao_sat_id) WHERE r.phien_ban_id = ${v.versionId}) AS keys,
               (SELECT count(*)::int FROM ket_qua_chi_tiet d JOIN ket_qua r USING (ket_qua_id) WHERE r.phien_ban_id = ${v.versionId})
                 + (SELECT coalesce(sum(jsonb_array_length(response->'answers')), 0)::int FROM vote_hold WHERE phien_ban_id = ${v.versionId}) AS answers`);
        expect(counts!.responses).toBe(counts!.keys);
        expect(counts!.voted).toBe(counts!.keys);
        expect(counts!.answers).toBe((counts!.keys as number) * 6);
        expect(counts!.keys as number).toBeGreaterThanOrEqual(before.length);
        expect(counts!.keys as number).toBeLessThanOrEqual(VOTERS);
        // And the rest of the database came along: the demo accounts and the migrations.
        expect((await q(`SELECT ten_tai_khoan FROM tai_khoan WHERE ten_tai_khoan = 'admin'`)).length).toBe(1);
        expect((await q(`SELECT version FROM schema_migrations WHERE version LIKE '001_%'`)).length).toBe(1);
      });
    },
    SLOW,
  );

  it(
    'refuses to restore over a database that is not empty unless --force',
    async () => {
      await expect(restore(fresh, file, { force: false })).rejects.toThrow(/không trống.*--force/);
      const forced = await restore(fresh, file, { force: true });
      if (fresh.kind === 'pglite') {
        expect(forced.keptAs).toMatch(/pg\.before-restore-\d{8}-\d{6}$/);
        expect(existsSync(path.join(forced.keptAs!, 'PG_VERSION'))).toBe(true);
      }
      await inRestored(async (q) => expect((await q(`SELECT count(*)::int AS n FROM tai_khoan`))[0]!.n).toBeGreaterThan(0));
    },
    SLOW,
  );

  it(
    'the command line says the same (npm run restore without --force exits 1)',
    async () => {
      const env = { ...process.env, NODE_OPTIONS: '', ...(fresh.kind === 'postgres' ? { DATABASE_URL: fresh.url } : { DATABASE_URL: '', HM_DATA_DIR: fresh.dataDir }) };
      const refused = await run(process.execPath, ['--import', 'tsx', 'src/ops/cli.ts', 'restore', file], { env }).then(
        () => null,
        (e: { code: number; stderr: string }) => e,
      );
      expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/không trống.*--force/) });
      const usage = await run(process.execPath, ['--import', 'tsx', 'src/ops/cli.ts', 'restore'], { env }).then(
        () => null,
        (e: { code: number; stderr: string }) => e,
      );
      expect(usage).toMatchObject({ code: 2, stderr: expect.stringContaining('npm run restore') });
    },
    SLOW,
  );

  if (!pgUrl) {
    it('the running server serves its online backup only with the token of its data folder', async () => {
      const { token } = JSON.parse(readFileSync(path.join(work, 'live', OPS_FILE), 'utf8')) as { token: string };
      for (const authorization of [undefined, 'Bearer wrong', `Bearer ${token}x`]) {
        const res = await t.app.inject({ method: 'POST', url: '/ops/backup', headers: authorization ? { authorization } : {} });
        expect(res.statusCode).toBe(404);
      }
      // Not from this machine: refused even with the token.
      const remote = await t.app.inject({ method: 'POST', url: '/ops/backup', remoteAddress: '192.0.2.7', headers: { authorization: `Bearer ${token}` } });
      expect(remote.statusCode).toBe(404);
    });

    it(
      'backs up a stopped embedded database from its folder (no server running)',
      async () => {
        const out = path.join(work, 'stopped.tar.gz');
        const r = await backup(fresh, out);
        expect(r.online).toBe(false);
        expect(r.bytes).toBeGreaterThan(1000);
        expect(existsSync(path.join(fresh.kind === 'pglite' ? fresh.dataDir : '', 'server.lock'))).toBe(false);
      },
      SLOW,
    );
  }
});
