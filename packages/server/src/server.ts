import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { acquireDataDirLock } from './db/lock-file.js';
import { migrate } from './db/migrate.js';
import { seed } from './seed/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo.js';

z.config(z.locales.vi());
// The bundle lives in packages/server/build/: its parent holds migrations/, wherever we start from.
process.env.HM_SERVER_ROOT ??= path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const release = config.databaseUrl ? () => undefined : acquireDataDirLock(config.dataDir);
  try {
    const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pg') });
    const applied = await migrate(database, path.join(config.serverRoot, 'migrations'));
    const seeded = await seed(database.db, { demo: config.demo, adminPassword: config.adminPassword });
    const app = await buildApp({ config, database, logger: { level: config.logLevel } });
    await app.listen({ port: config.port, host: config.host });

    const url = `http://localhost:${config.port}`;
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
    console.log(`\nVote for Patient Safety is running at ${url}  (API docs: ${url}/docs)`);
    console.log(`Database: ${where}; migrations applied now: ${applied.length}; ready in ${Math.round(performance.now() - started)} ms`);
    if (/^(127\.|::1$|localhost$)/.test(config.host))
      console.log(`Listening on ${config.host} only (this machine, or a reverse proxy on it); HOST=0.0.0.0 opens it to the network`);
    if (seeded.demo || (config.demo && !config.databaseUrl)) {
      console.log(`Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.user).join(', ')}`);
    }

    let closing = false;
    const shutdown = (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: closing`);
      app.close().then(
        () => {
          release();
          process.exit(0);
        },
        (e: unknown) => {
          console.error(e);
          release();
          process.exit(1);
        },
      );
    };
    process.on('SIGTERM', () => shutdown('SIGTERM'));
    process.on('SIGINT', () => shutdown('SIGINT'));
  } catch (e) {
    release();
    throw e;
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
