// `npm test`: every test of the product — type checks, unit and component tests (jest),
// server tests through HTTP on the embedded database, and browser tests (Playwright).
// Browser tests need Debian's Chromium: installed here when we are root with apt, otherwise
// the run stops with a message saying how.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.HM_CHROMIUM ?? '/usr/bin/chromium';
const pnpm = (args) => ['node_modules/.bin/pnpm', args];
const steps = [];

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
    summary();
    process.exit(status ?? 1);
  }
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
run('browser tests (Playwright)', pnpm('--filter e2e run test'), { HM_CHROMIUM: CHROMIUM });
summary();
