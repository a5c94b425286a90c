import { readdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { MIGRATION_FILE } from '../db/migrate.js';

/** A database that does not answer within this is reported not ready (a load balancer's probe times out around 5 s). */
export const READY_TIMEOUT_MS = 3000;
const UNDEFINED_TABLE = '42P01';

export const READY_MSG = {
  ok: 'Sẵn sàng',
  noDatabase: 'Chưa sẵn sàng: không kết nối được cơ sở dữ liệu',
  slowDatabase: `Chưa sẵn sàng: cơ sở dữ liệu không trả lời trong ${READY_TIMEOUT_MS / 1000} giây`,
  pending: (files: string[]) => `Chưa sẵn sàng: cơ sở dữ liệu còn thiếu ${files.length} bản cập nhật cấu trúc (${files.join(', ')})`,
} as const;

export interface ReadyState {
  ready: boolean;
  message: string;
  database: 'ok' | 'down' | 'timeout';
  /** Migration files of this build not applied to the database (the server cannot run on it). */
  missing_migrations: string[];
  /** Applied migrations this build does not know: a newer build migrated the database (kept serving: a rolling upgrade). */
  unknown_migrations: string[];
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/** Compares the database's applied migrations with the migration files of this build. */
export async function readiness(database: Database, migrationFiles: readonly string[], timeoutMs = READY_TIMEOUT_MS): Promise<ReadyState> {
  const none = { missing_migrations: [], unknown_migrations: [] };
  let applied: string[] | 'timeout';
  try {
    const read = sql<{ version: string }>`SELECT version FROM schema_migrations`.execute(database.db).then(
      (r) => r.rows.map((x) => x.version).filter((v) => MIGRATION_FILE.test(v)),
      // An empty database (no migration table yet) answers: it simply lacks every migration.
      (e: unknown) => {
        if ((e as { code?: string }).code === UNDEFINED_TABLE) return [];
        throw e;
      },
    );
    applied = await withTimeout(read, timeoutMs);
  } catch {
    return { ready: false, message: READY_MSG.noDatabase, database: 'down', ...none };
  }
  if (applied === 'timeout') return { ready: false, message: READY_MSG.slowDatabase, database: 'timeout', ...none };
  const done = new Set(applied);
  const known = new Set(migrationFiles);
  const missing = migrationFiles.filter((f) => !done.has(f));
  const unknown = applied.filter((f) => !known.has(f)).sort();
  return {
    ready: missing.length === 0,
    message: missing.length ? READY_MSG.pending(missing) : READY_MSG.ok,
    database: 'ok',
    missing_migrations: missing,
    unknown_migrations: unknown,
  };
}

/**
 * `/health`: the process answers (no database call: a restart would not help a database outage).
 * `/ready`: the database answers and has every migration of this build; 503 with the reason
 * otherwise. Both open to anyone, out of the rate limits and of the API docs.
 */
export function registerHealth(app: FastifyInstance, o: { database: Database; migrationsDir: string; version: string }): void {
  const files = readdirSync(o.migrationsDir)
    .filter((f) => MIGRATION_FILE.test(f))
    .sort();
  const routeConfig = { rateLimit: false } as const;
  app.get('/health', { schema: { hide: true }, config: routeConfig }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { code: 200, message: 'OK', data: { status: 'ok', version: o.version, uptime_s: Math.round(process.uptime()) } };
  });
  app.get('/ready', { schema: { hide: true }, config: routeConfig }, async (_req, reply) => {
    const state = await readiness(o.database, files);
    reply.header('cache-control', 'no-store');
    const { ready, message, ...data } = state;
    return reply.status(ready ? 200 : 503).send({ code: ready ? 200 : 503, message, data });
  });
}
