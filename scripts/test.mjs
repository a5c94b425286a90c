// `npm test`: every test of the product — type checks, unit and component tests (jest),
// server tests through HTTP on the embedded database, and browser tests (Playwright).
// Browser tests need Debian's Chromium: installed here when we are root with apt, otherwise
// the run stops with a message saying how.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';

const CHROMIUM = process.env.HM_CHROMIUM ?? '/usr/bin/chromium';
const pnpm = (args) => ['node_modules/.bin/pnpm', args];
const steps = [];

function run(name, [cmd, args], env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args}`);
  const r = spawnSync(`${cmd} ${args}`, { stdio: 'inherit', shell: true, env: { ...process.env, ...env } });
  finish(name, started, r.status);
}
/**
 * Several commands at once, at most `width` together, each line prefixed with its label; the
 * step fails when one of them does (after all have finished, so every failure is printed).
 */
async function runTogether(name, commands, width = 2) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${commands.map((c) => c.label).join(', ')} (${width} at a time)`);
  const queue = [...commands];
  const failed = [];
  const one = async () => {
    for (let c = queue.shift(); c; c = queue.shift()) {
      const cmdStarted = Date.now();
      const status = await new Promise((resolve) => {
        const child = spawn(c.command, { shell: true, env: { ...process.env, ...c.env }, stdio: ['ignore', 'pipe', 'pipe'] });
        const prefix = (stream, out) => {
          let rest = '';
          stream.on('data', (chunk) => {
            const lines = (rest + chunk).split('\n');
            rest = lines.pop();
            for (const line of lines) out.write(`[${c.label}] ${line}\n`);
          });
          stream.on('end', () => rest && out.write(`[${c.label}] ${rest}\n`));
        };
        prefix(child.stdout, process.stdout);
        prefix(child.stderr, process.stderr);
        child.on('close', (code) => resolve(code));
      });
      console.log(`[${c.label}] ${status === 0 ? 'passed' : `FAILED (exit ${status})`} in ${((Date.now() - cmdStarted) / 1000).toFixed(1)} s`);
      if (status !== 0) failed.push(c.label);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, commands.length) }, one));
  finish(name, started, failed.length === 0 ? 0 : 1);
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
await runTogether('lint and format', [
  { label: 'eslint', command: 'node_modules/.bin/eslint .' },
  { label: 'prettier', command: 'node_modules/.bin/prettier --check --log-level warn .' },
]);
// tsc is single-threaded: two programs at a time use both cores. The browser packages are one
// program (tsconfig.web.json), which reads the shared packages once instead of once per remote.
const tsc = 'node_modules/.bin/tsc --noEmit -p';
await runTogether('type check', [
  { label: 'server', command: `${tsc} packages/server` },
  { label: 'browser packages', command: `${tsc} tsconfig.web.json` },
  { label: 'contract', command: `${tsc} packages/contract` },
  { label: 'scoring', command: `${tsc} packages/scoring` },
  { label: 'e2e', command: `${tsc} e2e` },
]);
run('unit and component tests', ['shell/node_modules/.bin/jest', '-c scripts/jest-unit.config.cjs --passWithNoTests']);
run('server tests (embedded PostgreSQL)', pnpm('--filter @hm/server run test'));
// Browser tests in shards, each with its own servers and databases on its own ports, balanced by
// the measured seconds of each spec file (e2e/shards.mjs). HM_E2E_SHARDS=1 runs them in one.
const shardCount = Math.max(1, Number(process.env.HM_E2E_SHARDS ?? Math.min(2, cpus().length)));
const shardFiles = execSync(`node e2e/shards.mjs ${shardCount}`, { encoding: 'utf8' }).trim().split('\n');
const baseOffset = Number(process.env.HM_E2E_PORT_OFFSET ?? 0);
await runTogether(
  'browser tests (Playwright)',
  shardFiles.map((files, i) => ({
    label: `e2e ${i + 1}/${shardFiles.length}`,
    command: `cd e2e && node_modules/.bin/playwright test --reporter=list,json --output test-results/shard-${i + 1} ${files}`,
    // The JSON report: `node e2e/shards.mjs --update e2e/test-results/shard-*.json` reweighs the shards.
    env: { HM_CHROMIUM: CHROMIUM, HM_E2E_PORT_OFFSET: String(baseOffset + i * 100), PLAYWRIGHT_JSON_OUTPUT_NAME: `test-results/shard-${i + 1}.json` },
  })),
  shardFiles.length,
);
summary();
