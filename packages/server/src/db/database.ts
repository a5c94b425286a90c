import { mkdirSync } from 'node:fs';
import { Kysely, type LogEvent, PostgresDialect, type Transaction } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { setGiveWay } from './give-way.js';
import { PGliteThread, type EmbeddedPostgres } from './pglite-thread.js';
import type { DB } from './schema.js';

// int8 (count(*), bigint) as numbers on pg too, as PGlite returns them.
pg.types.setTypeParser(20, (v) => Number(v));

/** The database or a transaction on it: what a query function takes. */
export type Db = Kysely<DB> | Transaction<DB>;

/** Runs a multi-statement SQL script inside a transaction (migrations). */
export type ScriptRunner = (run: (tx: { query(sql: string, params?: unknown[]): Promise<unknown>; exec(sql: string): Promise<void> }) => Promise<void>) => Promise<void>;

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** Statements sent so far (BEGIN and COMMIT included) when `HM_DEBUG_SQL_COUNT=1`; null otherwise. */
  statements(): number | null;
  /** The embedded database on its thread (dumps: online backup, test templates); undefined on PostgreSQL. */
  pglite?: EmbeddedPostgres;
  inTransactionScript: ScriptRunner;
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

/** Connections of one API process to a PostgreSQL server (`HM_DB_POOL`, default 10). */
export function poolSizeOf(env: NodeJS.ProcessEnv): number {
  const n = Number(env.HM_DB_POOL ?? 10);
  return Number.isInteger(n) && n >= 1 && n <= 200 ? n : 10;
}

/**
 * A statement counter for measurements (`HM_DEBUG_SQL_COUNT=1`, scripts/bench-vote-load.mjs):
 * Kysely's log hook sees every statement, BEGIN and COMMIT included. Off, it costs nothing.
 */
function statementCounter(env: NodeJS.ProcessEnv) {
  const slowMs = Number(env.HM_DEBUG_SLOW_SQL_MS);
  const slow = Number.isFinite(slowMs) && slowMs > 0 ? slowLog(slowMs) : undefined;
  if (env.HM_DEBUG_SQL_COUNT !== '1') return { log: slow, statements: () => null };
  let n = 0;
  return {
    log: (e: LogEvent) => {
      n++;
      slow?.(e);
    },
    statements: () => n,
  };
}

/**
 * For measurements (`HM_DEBUG_SLOW_SQL_MS=200`, bench:dashboard on the embedded database): each
 * statement that ran longer, on stderr with its time and the start of its text. The text only:
 * parameters can be answers or names.
 */
const slowLog = (ms: number) => (e: LogEvent) => {
  if (e.queryDurationMillis < ms) return;
  const text = e.query.sql.replace(/\s+/g, ' ').trim().slice(0, 160);
  console.warn(`[slow statement] ${Math.round(e.queryDurationMillis)} ms at ${new Date().toISOString()}: ${text}`);
};

/** The embedded PostgreSQL (PGlite) or a PostgreSQL server: same Kysely API, same SQL. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const counter = statementCounter(process.env);
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? poolSizeOf(process.env) });
    // An idle connection closed by the server (restart, failover, admin command) must not crash
    // the process: the pool drops it and the next query opens a new one.
    pool.on('error', (err) => console.warn(`PostgreSQL: idle connection lost (${err.message})`));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: counter.log });
    return {
      db,
      kind: 'postgres',
      statements: counter.statements,
      async inTransactionScript(run) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await run({ query: (s, p) => client.query(s, p as unknown[]), exec: async (s) => void (await client.query(s)) });
          await client.query('COMMIT');
        } catch (e) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw e;
        } finally {
          client.release();
        }
      },
      close: () => db.destroy(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  // On a thread of its own (pglite-thread.ts): a long statement never holds the API's event loop.
  const pglite = await PGliteThread.start({ dataDir: target.dataDir, loadDataDir: target.loadDataDir });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite as never), log: counter.log });
  setGiveWay(db, (busy) => pglite.quiet(busy));
  return {
    db,
    kind: 'pglite',
    statements: counter.statements,
    pglite,
    async inTransactionScript(run) {
      // Holds Kysely's one connection meanwhile, so that no other statement lands in the script's transaction.
      await db.connection().execute(async () => {
        await pglite.query('BEGIN');
        try {
          await run({ query: (s, p) => pglite.query(s, p), exec: (s) => pglite.exec(s) });
          await pglite.query('COMMIT');
        } catch (e) {
          await pglite.query('ROLLBACK').catch(() => undefined);
          throw e;
        }
      });
    },
    // Kysely's driver closes the database on destroy, but only if it ever connected: the thread
    // is closed here too (a second close does nothing).
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}
