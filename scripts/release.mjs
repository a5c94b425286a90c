#!/usr/bin/env node
// npm run release -- <remote> [options]: builds one remote as an immutable release and uploads it
// to the product's release registry (docs/decisions/module-releases.md).
//
//   --version <v>        the release's version (default: the remote's package.json version + the commit)
//   --shell-range <r>    the shells it works with (default: ^<the shell's version>)
//   --smoke              run the remote's standalone smoke test on the release build (e2e, about a minute)
//   --hotfix             mark it as a hotfix: it may change the survey module of a hospital whose
//                        survey is open (the campaign freeze), by a move with a written reason
//   --dry-run            build and hash, print the summary, upload nothing
//
// Environment: HM_RELEASE_URL (the product, default http://127.0.0.1:3000), and either
// HM_RELEASE_TOKEN (an access token of a system administrator) or HM_RELEASE_USER and
// HM_RELEASE_PASSWORD (signed in for this upload only). No credential lives in the repository.
// HM_BUILD_LOCK: a lock file the build waits for (flock), on a shared machine.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const MODULES = { 'mf-survey': 'survey', 'mf-dashboard': 'dashboard', 'mf-reports': 'reports', 'mf-system': 'system', 'mf-catalogues': 'catalogues' };

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

function parseArgs(argv) {
  const o = { remote: null, version: null, shellRange: null, smoke: false, hotfix: false, dryRun: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--version') o.version = argv[++i];
    else if (a === '--shell-range') o.shellRange = argv[++i];
    else if (a === '--smoke') o.smoke = true;
    else if (a === '--hotfix') o.hotfix = true;
    else if (a === '--dry-run') o.dryRun = true;
    else if (!a.startsWith('--') && !o.remote) o.remote = a;
    else fail(`unknown argument ${a}`);
  }
  return o;
}

const json = (file) => JSON.parse(readFileSync(file, 'utf8'));
const git = (...args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout?.trim() || null;

function filesOf(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesOf(file, base) : [path.relative(base, file).split(path.sep).join('/')];
  });
}

async function token(url) {
  if (process.env.HM_RELEASE_TOKEN) return process.env.HM_RELEASE_TOKEN;
  const user = process.env.HM_RELEASE_USER;
  const password = process.env.HM_RELEASE_PASSWORD;
  if (!user || !password) fail('set HM_RELEASE_TOKEN, or HM_RELEASE_USER and HM_RELEASE_PASSWORD (a system administrator)');
  const res = await fetch(`${url}/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ten_tai_khoan: user, mat_khau: password }),
  });
  const body = await res.json().catch(() => ({}));
  if (body.code !== 200) fail(`sign-in refused: ${body.message ?? res.status}`);
  return body.data.token;
}

const o = parseArgs(process.argv.slice(2));
const module = MODULES[o.remote];
if (!module) fail(`usage: npm run release -- <${Object.keys(MODULES).join('|')}> [--version v] [--shell-range r] [--smoke] [--hotfix] [--dry-run]`);
const pkg = json(path.join(ROOT, o.remote, 'package.json'));
const shell = json(path.join(ROOT, 'shell', 'package.json'));
const commit = git('rev-parse', '--short=12', 'HEAD');
const version = o.version ?? `${pkg.version}+${commit ?? 'local'}`;
const contractMajor = Number(/export const CONTRACT_MAJOR = (\d+)/.exec(readFileSync(path.join(ROOT, 'packages/contract/src/modules.ts'), 'utf8'))?.[1]);
const shellRange = o.shellRange ?? `^${shell.version}`;

// 1. The build: the remote's own configuration, with the release's version, its own folder,
//    no source maps, and subresource integrity for its chunks (packages/build/rspack.mjs).
const out = mkdtempSync(path.join(tmpdir(), `hm-release-${o.remote}-`));
const pnpm = path.join(ROOT, 'node_modules/.bin/pnpm');
const buildCmd = [pnpm, '--filter', o.remote, 'exec', 'rspack', 'build'];
const lock = process.env.HM_BUILD_LOCK;
const started = Date.now();
const build = spawnSync(lock ? 'flock' : buildCmd[0], lock ? [lock, ...buildCmd] : buildCmd.slice(1), {
  cwd: ROOT,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production', HM_RELEASE_VERSION: version, HM_RELEASE_OUT: out },
});
if (build.status !== 0) fail(`the build of ${o.remote} failed`);
console.log(`release: built ${o.remote} ${version} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// 2. The smoke test: the remote's standalone page on this build, against a test server (e2e).
let smoke = 'not-run';
if (o.smoke) {
  const r = spawnSync(path.join(ROOT, 'e2e/node_modules/.bin/playwright'), ['test', 'tests/standalone.spec.ts', '-g', o.remote], {
    cwd: path.join(ROOT, 'e2e'),
    stdio: 'inherit',
    env: { ...process.env, HM_STANDALONE_DIST: out, HM_STANDALONE_REMOTE: o.remote },
  });
  smoke = r.status === 0 ? 'passed' : 'failed';
}

// 3. Every file with its SHA-384 (the registry checks each one again on upload).
const files = filesOf(out).map((p) => {
  const bytes = readFileSync(path.join(out, p));
  return { path: p, sha384: `sha384-${createHash('sha384').update(bytes).digest('base64')}`, content_base64: bytes.toString('base64') };
});
const size = files.reduce((n, f) => n + Math.floor((f.content_base64.length * 3) / 4), 0);
const entry = files.find((f) => f.path === 'remoteEntry.js');
if (!entry) fail('the build wrote no remoteEntry.js');
console.log(
  `release: ${module} ${version}, contract v${contractMajor}, shell ${shellRange}, commit ${commit}, smoke test ${smoke}${o.hotfix ? ', hotfix' : ''}, ${files.length} files, ${(size / 1024).toFixed(0)} KiB; entry ${entry.sha384}`,
);

if (o.dryRun) {
  rmSync(out, { recursive: true, force: true });
  process.exit(0);
}

// 4. The upload, authenticated as a system administrator.
const url = (process.env.HM_RELEASE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const res = await fetch(`${url}/votesafety/v1/phat-hanh-phan-he`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${await token(url)}` },
  body: JSON.stringify({
    module,
    version,
    contract_major: contractMajor,
    shell_range: shellRange,
    commit: commit ?? undefined,
    smoke_test: smoke,
    hotfix: o.hotfix,
    entry: 'remoteEntry.js',
    files,
  }),
});
rmSync(out, { recursive: true, force: true });
const body = await res.json().catch(() => ({}));
if (body.code !== 200) fail(`the registry refused the release (${res.status}): ${body.message ?? ''}`);
console.log(`release: stored as release ${body.data.release_id}; promote it on /HeThong/PhatHanhPhanHe`);
