// The server side of every benchmark: the built server started as a child process on a port
// (and stopped), waiting for its first answer; the server code bundled in-process for the
// benchmarks that drive the app or its statements directly; fresh PostgreSQL databases.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sleep } from './measure.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverDir = path.join(root, 'packages/server');
/** `require` from the server package: its npm dependencies (pg, esbuild, exceljs…). */
export const requireServer = createRequire(path.join(serverDir, 'package.json'));

/** Builds build/server.mjs as `npm run build` does (scripts/build.mjs of the server). */
export function buildServer() {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'ignore' });
}

/**
 * The server code bundled like scripts/build.mjs does (workspace packages in, npm dependencies
 * external) into build/<name>.mjs, and imported: `entry` is the TypeScript of an entry module
 * whose exports the benchmark uses (paths relative to packages/server).
 * @example const S = await bundleServer('bench-x', "export { buildApp } from './src/app.ts';")
 */
export async function bundleServer(name, entry) {
  const esbuild = requireServer('esbuild');
  const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies).filter((n) => !n.startsWith('@hm/'));
  const outfile = path.join(serverDir, `build/${name}.mjs`);
  mkdirSync(path.dirname(outfile), { recursive: true });
  await esbuild.build({
    stdin: { contents: entry, resolveDir: serverDir, sourcefile: `${name}-entry.ts`, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    external: [...external, ...external.map((n) => `${n}/*`)],
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

/** The app's pieces the in-process benchmarks drive (app, configuration, database, migrations, seed). */
export const APP_ENTRY = `
  import { z } from 'zod';
  z.config(z.locales.vi());
  export { buildApp } from './src/app.ts';
  export { loadConfig } from './src/config.ts';
  export { openDatabase } from './src/db/database.ts';
  export { migrate } from './src/db/migrate.ts';
  export { seed } from './src/seed/index.ts';`;

/**
 * Polls `check` (an async function; truthy = done, a throw = not yet) every `everyMs`.
 * Throws when `child` (if given) stops first or after `timeoutMs`.
 */
export async function until(check, { child = null, everyMs = 50, timeoutMs = 120_000 } = {}) {
  const started = performance.now();
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    try {
      if (await check()) return performance.now() - started;
    } catch {
      // not answering yet
    }
    if (performance.now() - started > timeoutMs) throw new Error(`not ready after ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

/**
 * Starts build/server.mjs on 127.0.0.1:`port` with `env` over this process's environment and
 * waits for its first answer of `readyPath` (/config.json; /ready: the database too). `ready` =
 * ms from the spawn to that answer. `dir`: the server package of another checkout (a previous
 * release's, built there).
 * @example const s = await startServer({ port: 8299, env: { DATABASE_URL } }); …; await s.stop();
 */
export async function startServer({ port, env = {}, stdio = ['ignore', 'ignore', 'inherit'], everyMs = 50, readyPath = '/config.json', dir = serverDir }) {
  const t0 = performance.now();
  // BENCH_SERVER_NODE_ARGS: Node options for the server only (`--cpu-prof --cpu-prof-dir=/tmp/prof`,
  // which NODE_OPTIONS does not take), to see where a benchmark's server time goes.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(dir, 'build/server.mjs')], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await until(async () => (await fetch(`${url}${readyPath}`)).ok, { child, everyMs });
  } catch (e) {
    await stopProcess(child);
    throw e;
  }
  return { child, pid: child.pid, url, ready: performance.now() - t0, stop: () => stopProcess(child) };
}

/** SIGTERM (or `signal`) to a child process, resolved once it has exited. */
export async function stopProcess(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

/**
 * Migrates and seeds an empty database (no demo; `admin` with `adminPassword`) and adds the
 * benchmark's own hospital licensed for `module`; answers its id. `S` is a bundle that exports
 * the server's `migrate` and `seed` (APP_ENTRY does).
 * @example const hospitalId = await prepareBenchHospital(S, database, { code: 'BENCHX', name: 'Bệnh viện đo', module: 'reports', adminPassword });
 */
export async function prepareBenchHospital(S, database, { code, name, module, adminPassword }) {
  await S.migrate(database, path.join(serverDir, 'migrations'));
  await S.seed(database.db, { demo: false, adminPassword });
  const { hospital_id: hospitalId } = await database.db.insertInto('hospital').values({ ma_benh_vien: code, name }).returning('hospital_id').executeTakeFirstOrThrow();
  await database.db.insertInto('hospital_module').values({ hospital_id: hospitalId, module }).execute();
  return hospitalId;
}

/**
 * A fresh PostgreSQL database `name` on the server of `adminUrl` (dropped first if left over);
 * `url` is its connection string, `drop()` removes it, `keep()` leaves it.
 */
export async function freshDatabase(adminUrl, name) {
  const pg = requireServer('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((e) => console.error(e.message));
      await admin.end();
    },
    /** Leaves the database for a look afterwards (BENCH_KEEP=1). */
    async keep() {
      await admin.end();
    },
  };
}
