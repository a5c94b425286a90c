import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import { buildApp } from '../../src/app.js';
import { loadConfig, type ServerConfig } from '../../src/config.js';
import { type Database, openDatabase } from '../../src/db/database.js';
import { DEMO_PASSWORD } from '../../src/seed/demo.js';
import { testDatabaseUrl, withDatabase } from './template.js';

z.config(z.locales.vi());

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL database of this app (null: embedded). */
  databaseUrl: string | null;
  /** Logs in and returns the access token. */
  login(user: string, password?: string): Promise<string>;
  /** inject() with a bearer token. */
  as(token: string, o: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let counter = 0;

/** The real app on a fresh copy of the seeded template database (embedded or PostgreSQL). */
export async function createTestApp(overrides: Partial<ServerConfig> = {}, beforeReady?: (app: FastifyInstance) => void, options: { logger?: object } = {}): Promise<TestApp> {
  const url = testDatabaseUrl();
  let database: Database;
  let dropDb: (() => Promise<void>) | null = null;
  let databaseUrl: string | null = null;
  if (url) {
    const name = `hm_test_${process.pid}_${++counter}_${Date.now() % 100000}`;
    databaseUrl = withDatabase(url, name);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${process.env.HM_TEST_PG_TEMPLATE}`);
    await admin.end();
    database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
    dropDb = async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
  } else {
    const tar = readFileSync(process.env.HM_TEST_TEMPLATE!);
    database = await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: new Blob([tar]) });
  }
  return appOn(database, databaseUrl, overrides, beforeReady, options, dropDb);
}

/**
 * A second app on the database of `t`, as a second API process would be: on PostgreSQL with its
 * own pool and its own in-process state (ballot cache, shuffles, snapshot queue, mail sender).
 * The embedded database has one connection for one process (README): there the second app shares
 * the first one's, so the same test runs in-process. Close it before `t`.
 */
export async function createSecondApp(t: TestApp, overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const database: Database = t.databaseUrl ? await openDatabase({ kind: 'postgres', url: t.databaseUrl, poolSize: 4 }) : { ...t.database, close: async () => undefined };
  return appOn(database, t.databaseUrl, overrides, undefined, {}, null);
}

async function appOn(
  database: Database,
  databaseUrl: string | null,
  overrides: Partial<ServerConfig>,
  beforeReady: ((app: FastifyInstance) => void) | undefined,
  options: { logger?: object },
  dropDb: (() => Promise<void>) | null,
): Promise<TestApp> {
  const base = loadConfig({ ...process.env, DATABASE_URL: '', HM_DEMO: '1' });
  const config: ServerConfig = { ...base, ...overrides, login: { ...base.login, ...overrides.login } };
  const app = await buildApp({ config, database, ...(options.logger ? { logger: options.logger } : {}) });
  beforeReady?.(app);
  await app.ready();

  return {
    app,
    database,
    databaseUrl,
    async login(user, password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/auth/v1/login', payload: { ten_tai_khoan: user, mat_khau: password } });
      if (res.statusCode !== 200) throw new Error(`login ${user}: ${res.statusCode} ${res.body}`);
      return (res.json() as { data: { token: string } }).data.token;
    },
    as(token, o) {
      return app.inject({ ...o, headers: { ...(o.headers ?? {}), authorization: `Bearer ${token}` } });
    },
    async close() {
      await app.close();
      if (dropDb) await dropDb();
    },
  };
}

/** The parsed envelope of a response. */
export const body = <T = unknown>(res: LightMyRequestResponse) => res.json() as { code: number; message: string; data: T };
