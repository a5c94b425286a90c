// `npm test`: every test of the product — type checks, unit and component tests (jest),
// server tests through HTTP on the embedded database, and browser tests (Playwright).
// Browser tests need Debian's Chromium: installed here when we are root with apt, otherwise
// the run stops with a message saying how.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CHROMIUM = process.env.HM_CHROMIUM ?? '/usr/bin/chromium';
const pnpm = (args) => ['node_modules/.bin/pnpm', args];
const steps = [];
/** Steps still running in the background: stopped when another step fails. */
const children = new Set();

function run(name, [cmd, args], env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args}`);
  const r = spawnSync(`${cmd} ${args}`, { stdio: 'inherit', shell: true, env: { ...process.env, ...env } });
  finish(name, started, r.status);
}
function finish(name, started, status) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  steps.push(`${name}: ${seconds} s${status === 0 ? '' : ' (FAILED)'}`);
  if (status !== 0) {
    for (const child of children) child.kill('SIGTERM');
    summary();
    process.exit(status ?? 1);
  }
}
/**
 * Runs a step in the background with its output kept in a file, printed when it ends: the
 * server suite on PostgreSQL beside the browser tests, which leave a core idle most of the
 * time (the browser waits on the page, the server on the browser).
 */
function background(name, [cmd, args], env = {}) {
  const started = Date.now();
  const log = path.join(tmpdir(), `hm-test-${process.pid}-${name.replace(/\W+/g, '-')}.log`);
  console.log(`\n▶ ${name} (in the background, output at the end): ${cmd} ${args}`);
  const out = openSync(log, 'w');
  const child = spawn(`${cmd} ${args}`, { stdio: ['ignore', out, out], shell: true, env: { ...process.env, ...env } });
  children.add(child);
  const done = new Promise((resolve) => child.on('exit', (code) => (children.delete(child), resolve(code ?? 1))));
  return async () => {
    const status = await done;
    console.log(`\n▶ ${name}: output\n${readFileSync(log, 'utf8')}`);
    rmSync(log, { force: true });
    finish(name, started, status);
  };
}
function summary() {
  console.log(`\nTest steps:\n  ${steps.join('\n  ')}`);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const root = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (root && hasApt) {
    console.log('Chromium is missing: installing Debian’s chromium package (apt-get)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    if (existsSync(CHROMIUM)) return;
  }
  console.error(
    `\nThe browser tests need Chromium at ${CHROMIUM} and it is not installed.\n` +
      'Install it with:  sudo apt-get install -y chromium\n' +
      '(or point HM_CHROMIUM at a Chromium binary), then run `npm test` again.\n',
  );
  process.exit(1);
}

ensureChromium();
run('build', pnpm('-r --workspace-concurrency=1 run build'));
run('lint and format', ['node_modules/.bin/eslint', '. && node_modules/.bin/prettier --check --log-level warn .']);
// tsc is single-threaded: two packages at a time use both cores.
run('type check', pnpm('-r --workspace-concurrency=2 run typecheck'));
run('unit and component tests', ['shell/node_modules/.bin/jest', '-c scripts/jest-unit.config.cjs --passWithNoTests']);
run('server tests (embedded PostgreSQL)', pnpm('--filter @hm/server run test'));
// `.ci/run` also runs the server suite on a PostgreSQL server: beside the browser tests.
const postgres = process.env.HM_TEST_ALSO_POSTGRES;
const serverOnPostgres = postgres ? background('server tests (PostgreSQL server)', pnpm('--filter @hm/server run test'), { HM_TEST_DATABASE_URL: postgres }) : null;
run('browser tests (Playwright)', pnpm('--filter e2e run test'), { HM_CHROMIUM: CHROMIUM });
await serverOnPostgres?.();
summary();
