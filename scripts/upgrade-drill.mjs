// The rolling-upgrade drill: upgrade from the previous release to this one while staff vote, and
// check in the database that no acknowledged vote was lost or doubled.
//  1. The previous release (`--from`, default the tag v2026.11-prev) and the new build (`--to`,
//     default HEAD; `.` = this checkout as it is, uncommitted changes included) are each checked
//     out into a temporary git worktree, installed (pnpm, offline first) and only their server
//     package built. The migrations the new build adds are listed, and any statement that could
//     break the previous release's processes (a contract step: drop, rename, a type change, NOT
//     NULL, a dropped default, a replaced function, a new constraint) is named for review.
//  2. A fresh PostgreSQL database; two API processes of the previous release behind the
//     round-robin balancer of scripts/lib/balancer.mjs; an open SOPS 2.0 version with DRILL_STAFF
//     invited staff (scripts/lib/vote-load.mjs).
//  3. A steady vote load (DRILL_CLIENTS clients, DRILL_RATE votes/s in all): each client opens the
//     next staff member's link and submits with a fresh idempotency key, sending the same submit
//     again through the balancer after a dropped connection or a 5xx, and records every 200.
//  4. The rolling upgrade, the load going on: start a process of the new build (it applies the new
//     migrations), wait for its /ready, add it to the balancer; take an old process out of
//     rotation, wait for its requests under way, stop it (SIGTERM, graceful); the same for the
//     second pair. The load goes on DRILL_STEADY_S seconds before and after.
//  5. Checks: every acknowledged key stored exactly once with its record and result; no record
//     with two keys; responses = distinct acknowledged keys (plus at most the submits never
//     answered); no submit refused (4xx) and no process failing (a 5xx but 502 and 503, even if a
//     retry elsewhere then stored the vote); both old processes exited 0. Prints the figures;
//     exits 1 on a loss, a double or any of those.
//
//   npm run upgrade:drill [-- --from <ref>] [-- --to <ref>|.]
//     DATABASE_URL (a PostgreSQL server to create the drill's database on, default
//     postgres://postgres@127.0.0.1:5432/postgres), DRILL_PORT (the balancer; the processes use the
//     next four ports; default 8500), DRILL_STAFF (6000; 20000 with nginx), DRILL_CLIENTS (20), DRILL_RATE (150),
//     DRILL_STEADY_S (5), DRILL_DRAIN (1; 0 = stop each old process while it is still in rotation,
//     as a supervisor that does not drain would: the clients' retries then carry the votes)
//
// DRILL_PROXY=nginx: the deployment as IT staff run it, instead of the balancer. Both releases are
// built whole (server, shell, remotes: about a minute each); Debian's nginx runs the deployment's
// site with TLS (scripts/lib/nginx.mjs) on DRILL_PORT; deploy/rolling-upgrade.sh itself installs the
// releases side by side (HM_APP and HM_ETC in a temporary folder), starts the previous release
// (--start), then upgrades (its steps: start on a spare port, /ready, upstream + reload, take the
// old one out + reload, drain, SIGTERM), driving the processes directly (HM_SUPERVISOR=direct:
// every step but the start and stop of a process is the one systemd deployments run). The votes
// go through https://, and a page-load client loads the shell as a browser does (the page, its
// script, /config.json, each remote's manifest, remoteEntry.js and every chunk it names) again and
// again during the switch: every file 200 with its type. After the switch the files of the first
// page load (on the previous release) and every hashed file of the previous release are fetched
// again through nginx: a page opened before the upgrade keeps loading its chunks.
// DRILL_ROLLBACK=1 then runs `rolling-upgrade.sh --rollback` under the same load and checks again.
// `--to .` is refused in this mode (the script copies files between release folders).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startBalancer } from './lib/balancer.mjs';
import { fmtMs, log, percentile, printFigures, sleep } from './lib/measure.mjs';
import { startNginx, tlsFolder } from './lib/nginx.mjs';
import { checkSameBytes, hashedFilesOf, loadPage, pageClient, refetch } from './lib/page-load.mjs';
import { freshDatabase, requireServer, root, serverDir, startServer, stopProcess } from './lib/server.mjs';
import { httpCaller, openSurvey } from './lib/vote-load.mjs';

/** The previous release: its tag, and the commit it names for a clone that did not fetch tags. */
const PREVIOUS_RELEASE = { tag: 'v2026.11-prev', commit: '685e823009fc7dd99ca2a8722e6f7a42c8bc6313' };
const { values: args } = parseArgs({ options: { from: { type: 'string', default: PREVIOUS_RELEASE.tag }, to: { type: 'string', default: 'HEAD' } } });
if (args.from === PREVIOUS_RELEASE.tag && spawnSync('git', ['rev-parse', '--verify', '--quiet', `${PREVIOUS_RELEASE.tag}^{commit}`], { cwd: root, stdio: 'ignore' }).status !== 0) {
  console.log(`tag ${PREVIOUS_RELEASE.tag} not in this clone: using the commit it names (${PREVIOUS_RELEASE.commit.slice(0, 7)})`);
  args.from = PREVIOUS_RELEASE.commit;
}
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.DRILL_PORT ?? 8500);
const STAFF = Number(process.env.DRILL_STAFF ?? (process.env.DRILL_PROXY === 'nginx' ? 20000 : 6000));
const CLIENTS = Number(process.env.DRILL_CLIENTS ?? 20);
const RATE = Number(process.env.DRILL_RATE ?? 150);
const STEADY_MS = Number(process.env.DRILL_STEADY_S ?? 5) * 1000;
const DRAIN = process.env.DRILL_DRAIN !== '0';
const NGINX_MODE = process.env.DRILL_PROXY === 'nginx';
const ROLLBACK = NGINX_MODE && process.env.DRILL_ROLLBACK === '1';
if (NGINX_MODE && args.to === '.') {
  console.error('DRILL_PROXY=nginx needs --to <ref> (rolling-upgrade.sh copies files between the release folders)');
  process.exit(2);
}
const PNPM = path.join(root, 'node_modules/.bin/pnpm');
const MIGRATION_FILE = /^\d{3}_[\w-]+\.sql$/;

const git = (...a) => execFileSync('git', a, { cwd: root, encoding: 'utf8' }).trim();
const steps = [];
/** Runs `fn` as a named step of the drill and keeps its duration. */
async function step(name, fn) {
  log(name);
  const t0 = performance.now();
  const value = await fn();
  steps.push([name, fmtMs(performance.now() - t0)]);
  return value;
}

/**
 * `ref` checked out into `dir` (a git worktree), installed and its server package built (nginx
 * mode: every package, shell and remotes too); answers the server package's folder.
 */
function prepareTree(ref, dir) {
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: root, stdio: 'ignore' });
  const only = NGINX_MODE ? [] : ['--filter', '@hm/server...'];
  const install = (offline) => spawnSync(PNPM, ['install', '--frozen-lockfile', ...(offline ? ['--offline'] : []), ...only], { cwd: dir, encoding: 'utf8' });
  let r = install(true);
  if (r.status !== 0) r = install(false);
  if (r.status !== 0) throw new Error(`pnpm install in ${dir}: ${r.stderr || r.stdout}`);
  const dirServer = path.join(dir, 'packages/server');
  if (NGINX_MODE) execFileSync('flock', ['/tmp/build.lock', PNPM, '-r', '--workspace-concurrency=1', 'run', 'build'], { cwd: dir, stdio: 'ignore' });
  else execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: dirServer, stdio: 'ignore' });
  return dirServer;
}

/**
 * deploy/rolling-upgrade.sh with `args` on the drill's deployment (`env`), its lines echoed; `onLine`
 * sees each. Rejects unless it exits 0.
 */
function runScript(scriptArgs, env, onLine = () => undefined) {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [path.join(root, 'deploy/rolling-upgrade.sh'), ...scriptArgs], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const lines = [];
    const read = (stream) => {
      let rest = '';
      stream.on('data', (c) => {
        const parts = (rest + c).split('\n');
        rest = parts.pop();
        for (const l of parts) {
          lines.push(l);
          console.log(`    | ${l}`);
          onLine(l);
        }
      });
    };
    read(child.stdout);
    read(child.stderr);
    child.on('exit', (code) => (code === 0 ? resolve(lines) : reject(new Error(`rolling-upgrade.sh ${scriptArgs.join(' ')}: exit ${code}`))));
  });
}

/** The processes the script started directly (HM_SUPERVISOR=direct): SIGTERM each, wait until it has exited. */
async function stopScriptProcesses(runDir) {
  if (!existsSync(runDir)) return;
  const pids = readdirSync(runDir)
    .filter((f) => f.endsWith('.pid'))
    .map((f) => Number(readFileSync(path.join(runDir, f), 'utf8')));
  const alive = (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 300 && pids.some(alive); i++) await sleep(100);
  for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGKILL');
}

/** The migrations `to` adds over `from`, changed ones, and the statements of the added ones a previous release may not survive. */
function migrationReview(fromDir, toDir) {
  const list = (d) => readdirSync(path.join(d, 'migrations')).filter((f) => MIGRATION_FILE.test(f));
  const before = new Set(list(fromDir));
  const added = list(toDir)
    .filter((f) => !before.has(f))
    .sort();
  const changed = list(toDir).filter((f) => before.has(f) && readFileSync(path.join(fromDir, 'migrations', f), 'utf8') !== readFileSync(path.join(toDir, 'migrations', f), 'utf8'));
  const oldFunctions = new Set(
    [...before].flatMap((f) =>
      [...readFileSync(path.join(fromDir, 'migrations', f), 'utf8').matchAll(/CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+([\w.]+)/gi)].map((m) => m[1].toLowerCase()),
    ),
  );
  const rules = [
    [/\bDROP\s+(TABLE|COLUMN|VIEW|FUNCTION|TYPE|TRIGGER)\b/i, 'drops what the previous release may use'],
    [/\bRENAME\b/i, 'renames what the previous release may use'],
    [/\bALTER\s+COLUMN\s+\w+\s+(SET\s+DATA\s+)?TYPE\b/i, "changes a column's type"],
    [/\bSET\s+NOT\s+NULL\b/i, 'makes a column required'],
    [/\bDROP\s+DEFAULT\b/i, "removes a default the previous release's writes may rely on"],
    [/\bADD\s+COLUMN\b(?:(?!\bDEFAULT\b)[^,;])*\bNOT\s+NULL\b(?![^,;]*\bDEFAULT\b)/i, 'adds a required column without a default'],
    [/\bADD\s+CONSTRAINT\b|\bADD\s+(CHECK|UNIQUE)\b/i, "adds a constraint the previous release's writes must meet"],
  ];
  const findings = [];
  for (const f of added) {
    const text = readFileSync(path.join(toDir, 'migrations', f), 'utf8').replace(/--[^\n]*/g, '');
    for (const statement of text.split(/;\s*(?=\n|$)/)) {
      const line = statement.trim().split('\n')[0].slice(0, 100);
      for (const [re, why] of rules) if (re.test(statement)) findings.push(`${f}: ${why}: ${line}`);
      const replaced = statement.match(/CREATE\s+OR\s+REPLACE\s+FUNCTION\s+([\w.]+)/i)?.[1]?.toLowerCase();
      if (replaced && oldFunctions.has(replaced)) findings.push(`${f}: replaces ${replaced}, which the previous release calls: keep its arguments and results`);
    }
  }
  return { added, changed, findings };
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'hm-upgrade-'));
const webDir = path.join(tmp, 'web');
const trees = [];
let database = null;
let balancer = null;
let nginx = null;
let tls = null;
const appDir = path.join(tmp, 'app');
const etcDir = path.join(tmp, 'etc');
let db = null;
const processes = [];
let ok = false;
let stopping = false;
try {
  const fromCommit = git('rev-parse', '--short', `${args.from}^{commit}`);
  const toCommit = args.to === '.' ? `${git('rev-parse', '--short', 'HEAD')} + the checkout's changes` : git('rev-parse', '--short', `${args.to}^{commit}`);
  log(`upgrade drill: ${args.from} (${fromCommit}) → ${args.to === '.' ? 'this checkout' : args.to} (${toCommit})`);

  const fromDir = await step(`previous release: worktree, install, server build`, () => {
    trees.push(path.join(tmp, 'from'));
    return prepareTree(args.from, trees[0]);
  });
  const toDir = await step(args.to === '.' ? 'new build: this checkout' : 'new build: worktree, install, server build', () => {
    if (args.to === '.') {
      execFileSync('flock', ['/tmp/build.lock', process.execPath, 'scripts/build.mjs'], { cwd: serverDir, stdio: 'ignore' });
      return serverDir;
    }
    trees.push(path.join(tmp, 'to'));
    return prepareTree(args.to, trees[1]);
  });
  const review = migrationReview(fromDir, toDir);
  const [fromRoot, toRoot] = [fromDir, toDir].map((d) => path.resolve(d, '../..'));

  const adminPassword = randomBytes(12).toString('base64url');
  database = await step('fresh database', () => freshDatabase(ADMIN_URL, `hm_upgrade_${process.pid}`));
  execFileSync('mkdir', ['-p', webDir]);
  const env = { DATABASE_URL: database.url, HM_DEMO: '0', HM_ADMIN_PASSWORD: adminPassword, HM_WEB_DIR: webDir, SMTP_URL: '' };
  const [OLD1, OLD2, NEW1, NEW2] = [PORT + 1, PORT + 2, PORT + 3, PORT + 4];
  const start = (port, dir) => startServer({ port, env, readyPath: '/ready', everyMs: 25, dir }).then((s) => (processes.push(s), s));
  let old1 = null;
  let old2 = null;
  let scriptEnv = null;
  if (NGINX_MODE) {
    await step('nginx (the deployment site, TLS); rolling-upgrade.sh --start: 2 processes of the previous release (migrate the empty database)', async () => {
      tls = tlsFolder();
      mkdirSync(etcDir);
      const lines = (o) =>
        `${Object.entries(o)
          .map(([k, v]) => `${k}='${v}'`)
          .join('\n')}\n`;
      // The settings of /etc/hm-vote/env; the web folder is each release's own (api-<port>.env).
      const { HM_WEB_DIR: _web, ...settings } = env;
      writeFileSync(path.join(etcDir, 'env'), lines({ ...settings, HM_PUBLIC_URL: `https://127.0.0.1:${PORT}`, LOG_LEVEL: 'warn' }), { mode: 0o600 });
      nginx = await startNginx({ tls, ports: [OLD1, OLD2], httpsPort: PORT, httpPort: PORT + 50, waitHealth: false });
      if (!nginx.test.ok) throw new Error(`nginx -t: ${nginx.test.message}`);
      writeFileSync(
        path.join(etcDir, 'deploy.env'),
        lines({
          SERVER_NAME: '127.0.0.1 localhost',
          CERT: tls.cert,
          KEY: tls.key,
          PORT_POOL: [OLD1, OLD2, NEW1, NEW2].join(' '),
          API_PROCESSES: 2,
          NGINX_SITE: nginx.site,
          HTTPS_PORT: PORT,
          HTTP_PORT: PORT + 50,
        }),
      );
      scriptEnv = { HM_APP: appDir, HM_ETC: etcDir, HM_SUPERVISOR: 'direct', NGINX_CMD: nginx.command, HM_INSTALL_LINK: '1' };
      await runScript(['--start', fromRoot], { ...scriptEnv, RELEASE_NAME: `previous-${fromCommit}` });
    });
  } else {
    [old1, old2] = await step('2 processes of the previous release (migrate the empty database), balancer', async () => {
      const s = await Promise.all([start(OLD1, fromDir), start(OLD2, fromDir)]);
      balancer = await startBalancer({ port: PORT, backends: [OLD1, OLD2] });
      return s;
    });
  }

  const pg = requireServer('pg');
  db = new pg.Client({ connectionString: database.url });
  db.on('error', () => undefined);
  await db.connect();
  const { call, must } = httpCaller(NGINX_MODE ? { ca: tls.ca } : {});
  const origin = NGINX_MODE ? `https://127.0.0.1:${PORT}` : balancer.url;
  const survey = await step(`open survey with ${STAFF} invited staff`, () =>
    openSurvey({ must, origin, db, staff: STAFF, adminPassword, code: 'BVUPGRADE', name: 'Bệnh viện nâng cấp', title: 'Diễn tập nâng cấp' }),
  );
  const versionId = survey.version.phien_ban_id;
  const V = `${origin}/votesafety/v1`;

  // The steady load: client c's i-th vote is due at t0 + (i × CLIENTS + c) / RATE seconds.
  const votes = [];
  const retried = new Map();
  const countRetry = (status) => retried.set(status, (retried.get(status) ?? 0) + 1);
  let nextVoter = 0;
  const load0 = performance.now();
  const client = async (c) => {
    for (let i = 0; !stopping && nextVoter < survey.records.length; i++) {
      const due = load0 + ((i * CLIENTS + c) * 1000) / RATE;
      if (due > performance.now()) await sleep(due - performance.now());
      if (stopping) break;
      const record = survey.records[nextVoter++];
      const v = { record: record.id, key: randomUUID(), status: 0, attempts: 0 };
      votes.push(v);
      let session = null;
      for (let k = 0; k < 100 && !session; k++) {
        const r = await call('PUT', `${V}/authentication`, { payload: { token: survey.link(record) } });
        if (r.status === 200) session = r.json.data.access_token;
        else if (r.status >= 400 && r.status < 500) {
          v.status = r.status;
          v.message = `link: ${r.json?.message}`;
          break;
        } else {
          countRetry(r.status);
          await sleep(100);
        }
      }
      if (!session) continue;
      const payload = { phien_ban_id: versionId, idempotency_key: v.key, language: 'vi', answers: survey.ballot() };
      v.sentAt = performance.now();
      for (let k = 0; k < 100; k++) {
        v.attempts++;
        const r = await call('POST', `${V}/ket-qua`, { token: session, payload });
        if (r.status === 200) {
          v.status = 200;
          v.result = r.json.data;
          v.ackAt = performance.now();
          v.backend = Number(r.backend);
          break;
        }
        if (r.status >= 400 && r.status < 500) {
          v.status = r.status;
          v.message = r.json?.message;
          break;
        }
        countRetry(r.status);
        await sleep(100);
      }
    }
  };
  const load = Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));

  // nginx mode: a browser loading the shell again and again; each load's hashed files are the
  // previous release's, the new one's, or both (a page and a remote from different processes).
  const pages = { loads: [], failures: [], first: null };
  const browser = NGINX_MODE
    ? (async () => {
        const known = (tree) => new Set(hashedFilesOf(tree).map(([p]) => p));
        const [oldFiles, newFiles] = [known(fromRoot), known(toRoot)];
        const client = pageClient({ origin, ca: tls.ca });
        while (!stopping) {
          const t0 = performance.now();
          const l = await loadPage(client, '/vi/Login');
          const hashed = l.files.filter((f) => /\.[0-9a-f]{8}\.(js|css)$/.test(f));
          const kind = hashed.every((f) => oldFiles.has(f)) ? 'previous' : hashed.every((f) => newFiles.has(f)) ? 'new' : 'mixed';
          pages.loads.push({ t0, t1: performance.now(), files: l.files.length, failures: l.failures.length, kind });
          pages.failures.push(...l.failures);
          if (!pages.first) pages.first = l;
        }
        pages.requests = client.stats.requests;
        pages.resets = client.stats.resets;
        pages.client = client;
      })()
    : null;

  // The rolling upgrade.
  await sleep(STEADY_MS);
  const { rows: migrationsBefore } = await db.query(`SELECT version FROM schema_migrations WHERE version NOT LIKE 'seed:%'`);
  const upgrade0 = performance.now();
  let migrated = null;
  let upgrade1 = null;
  const afterSwitch = {};
  if (NGINX_MODE) {
    await step('rolling-upgrade.sh <new release>: installed beside the previous one; each process replaced behind nginx', () =>
      runScript([toRoot], { ...scriptEnv, RELEASE_NAME: `new-${toCommit.split(' ')[0]}` }, (l) => {
        if (!migrated && / ready \(/.test(l)) migrated = performance.now();
      }),
    );
    upgrade1 = performance.now();
    // A page opened before the upgrade asks for its files again; every hashed file of the previous release.
    const client = pageClient({ origin, ca: tls.ca });
    afterSwitch.firstPage = await refetch(client, pages.first?.files ?? ['/no-page-loaded-before-the-upgrade']);
    const previous = hashedFilesOf(fromRoot);
    afterSwitch.previousFiles = previous.length;
    afterSwitch.previousFailures = await checkSameBytes(client, previous);
    client.close();
  } else {
    for (const [i, [oldPort, oldProcess, newPort]] of [
      [OLD1, old1, NEW1],
      [OLD2, old2, NEW2],
    ].entries()) {
      await step(`new process ${i + 1}: start${i ? '' : ' (applies the new migrations)'}, /ready`, async () => {
        await start(newPort, toDir);
        migrated ??= performance.now();
      });
      await step(`new process ${i + 1}: added to the balancer`, async () => balancer.setBackends([...(await balancer.state()).backends, newPort]));
      if (DRAIN) {
        await step(`old process ${i + 1}: out of rotation, requests under way answered`, () => balancer.drain(oldPort));
        await step(`old process ${i + 1}: stopped (SIGTERM)`, () => oldProcess.stop());
      } else {
        await step(`old process ${i + 1}: stopped (SIGTERM) in rotation, then taken out`, async () => {
          await oldProcess.stop();
          await balancer.setBackends((await balancer.state()).backends.filter((b) => b !== oldPort));
        });
      }
    }
    upgrade1 = performance.now();
  }
  let rollback = null;
  if (ROLLBACK) {
    await sleep(STEADY_MS);
    const t0 = performance.now();
    await step('rolling-upgrade.sh --rollback: back to the previous release the same way', () => runScript(['--rollback'], scriptEnv));
    rollback = [t0, performance.now()];
  }
  await sleep(STEADY_MS);
  stopping = true;
  await load;
  await browser;
  const load1 = performance.now();
  const lbState = balancer ? await balancer.state() : null;
  const { rows: migrationsAfter } = await db.query(`SELECT version FROM schema_migrations WHERE version NOT LIKE 'seed:%'`);
  await step('new processes stopped (SIGTERM: held responses shuffled in)', async () => {
    await balancer?.stop();
    await Promise.all(processes.map((p) => p.stop()));
    await stopScriptProcesses(path.join(appDir, 'run'));
  });

  // The database's account of the version.
  const { rows: keys } = await db.query(
    `SELECT k.idempotency_key AS key, k.nhan_vien_khao_sat_id AS record, k.hop_le, k.hoan_thanh, r.status_khao_sat
     FROM vote_submit_key k JOIN nhan_vien_khao_sat r USING (nhan_vien_khao_sat_id) WHERE r.phien_ban_id = $1`,
    [versionId],
  );
  const {
    rows: [totals],
  } = await db.query(
    `SELECT (SELECT count(*)::int FROM ket_qua WHERE phien_ban_id = $1) + (SELECT count(*)::int FROM vote_hold WHERE phien_ban_id = $1) AS responses,
            (SELECT count(*)::int FROM nhan_vien_khao_sat WHERE phien_ban_id = $1 AND status_khao_sat = 2) AS voted,
            (SELECT count(*)::int FROM (SELECT 1 FROM vote_submit_key k JOIN nhan_vien_khao_sat r USING (nhan_vien_khao_sat_id)
               WHERE r.phien_ban_id = $1 GROUP BY k.nhan_vien_khao_sat_id HAVING count(*) > 1) x) AS records_twice`,
    [versionId],
  );
  const byKey = new Map();
  for (const k of keys) byKey.set(k.key, [...(byKey.get(k.key) ?? []), k]);
  const acked = votes.filter((v) => v.status === 200);
  const ackedKeys = new Set(acked.map((v) => v.key));
  const lost = acked.filter((v) => {
    const k = byKey.get(v.key);
    return !k || k.length !== 1 || k[0].record !== v.record || k[0].status_khao_sat !== 2 || k[0].hop_le !== v.result.hop_le || k[0].hoan_thanh !== v.result.hoan_thanh;
  });
  const doubledKeys = [...byKey.values()].filter((k) => k.length > 1).length;
  const unanswered = votes.filter((v) => v.status === 0 && v.sentAt !== undefined);
  const refused = votes.filter((v) => v.status !== 200 && v.status !== 0);
  const doubled = doubledKeys + totals.records_twice + Math.max(0, totals.responses - keys.length);
  const responsesFit = totals.responses >= ackedKeys.size && totals.responses <= ackedKeys.size + unanswered.length;
  const oldExits = NGINX_MODE ? [] : [old1, old2].map((s) => s.child.exitCode);
  // A 500 is a process failing (say, the old build on a schema it does not survive), even when a
  // retry on another process then stores the vote; 502 and 503 are a process going away.
  const serverFailures = [...retried].filter(([status]) => status >= 500 && status !== 502 && status !== 503).reduce((n, [, c]) => n + c, 0);

  const latency = (from, to) =>
    votes
      .filter((v) => v.status === 200 && v.sentAt >= from && v.sentAt <= to)
      .map((v) => v.ackAt - v.sentAt)
      .sort((a, b) => a - b);
  const during = latency(upgrade0, upgrade1);
  const duringRollback = rollback ? latency(...rollback) : [];
  const before = latency(load0, upgrade0);
  const after = latency(rollback?.[1] ?? upgrade1, load1);
  const lat = (xs) => (xs.length ? `p50 ${fmtMs(percentile(xs, 50))}, p99 ${fmtMs(percentile(xs, 99))} (${xs.length} votes)` : '–');
  const oldOnMigrated = acked.filter((v) => (v.backend === OLD1 || v.backend === OLD2) && v.ackAt > migrated).length;
  const newAcked = acked.filter((v) => v.backend === NEW1 || v.backend === NEW2).length;
  const retriedVotes = votes.filter((v) => v.attempts > 1).length;
  const pageLoadsDuring = pages.loads.filter((l) => l.t1 >= upgrade0 && l.t0 <= (rollback?.[1] ?? upgrade1)).length;
  const kinds = {};
  for (const l of pages.loads) kinds[l.kind] = (kinds[l.kind] ?? 0) + 1;
  const loadTimes = pages.loads.map((l) => l.t1 - l.t0).sort((a, b) => a - b);
  const pagesOk = !NGINX_MODE || (pages.loads.length > 0 && pages.failures.length === 0 && afterSwitch.firstPage.length === 0 && afterSwitch.previousFailures.length === 0);

  console.log('');
  printFigures('steps', steps);
  console.log('');
  printFigures(`upgrade ${args.from} (${fromCommit}) → ${args.to === '.' ? 'this checkout' : args.to} (${toCommit}); ${os.cpus().length} cores shared by everything`, [
    ['migrations added by the new build', review.added.length ? review.added.join(', ') : 'none'],
    ['applied by new process 1', String(migrationsAfter.length - migrationsBefore.length)],
    ['migrations changed since the release', review.changed.length ? `${review.changed.join(', ')} (never applied again: a bug)` : 'none'],
    ['contract steps to review', review.findings.length ? String(review.findings.length) : 'none'],
    ['load', `${DRAIN ? '' : 'no drain: '}${CLIENTS} clients, ${RATE} votes/s asked, ${((load1 - load0) / 1000).toFixed(1)} s, the upgrade ${fmtMs(upgrade1 - upgrade0)} of it`],
    ['votes acknowledged', `${acked.length} (${((acked.length * 1000) / (load1 - load0)).toFixed(0)} votes/s)`],
    ...(NGINX_MODE
      ? []
      : [
          ['  answered by the old build after the new build migrated', String(oldOnMigrated)],
          ['  answered by the new build', String(newAcked)],
        ]),
    ['lost (acknowledged, not stored once as answered)', String(lost.length)],
    ['doubled (a key or record twice, responses over keys)', String(doubled)],
    ['responses / records voted / keys stored', `${totals.responses} / ${totals.voted} / ${keys.length}`],
    ['submits never answered (in flight at the end)', String(unanswered.length)],
    ['refused (4xx)', String(refused.length)],
    ['server failures (5xx but 502 and 503)', String(serverFailures)],
    ['errors retried by clients', retried.size ? [...retried].map(([s, n]) => `${n} × ${s === 0 ? 'dropped connection' : s}`).join(', ') : '0'],
    ['votes sent more than once', String(retriedVotes)],
    ...(NGINX_MODE
      ? [
          ['page loads (during the upgrade)', `${pages.loads.length} (${pageLoadsDuring})`],
          ['  previous release / new / mixed', `${kinds.previous ?? 0} / ${kinds.new ?? 0} / ${kinds.mixed ?? 0}`],
          [
            '  files checked (200, their type)',
            `${pages.requests} (${pages.loads.reduce((n, l) => n + l.files, 0)} named), load p50 ${fmtMs(loadTimes[Math.floor(loadTimes.length / 2)])}`,
          ],
          ['  failures', String(pages.failures.length)],
          ['  connections closed under a request, sent again', String(pages.resets)],
          ["after the switch: the first page's files again", `${afterSwitch.firstPage.length} failures of ${pages.first?.files.length ?? 0}`],
          [
            'after the switch: hashed files of the previous release',
            `${afterSwitch.previousFiles - afterSwitch.previousFailures.length} of ${afterSwitch.previousFiles} served, same bytes`,
          ],
        ]
      : [
          ['balancer: sent to another process / answered 502', `${lbState.rerouted} / ${lbState.badGateways}`],
          ['old processes exit codes (SIGTERM)', oldExits.join(', ')],
        ]),
    ['submit latency before the upgrade', lat(before)],
    ['submit latency during the upgrade', lat(during)],
    ...(rollback ? [['submit latency during the rollback', lat(duringRollback)]] : []),
    ['submit latency after the upgrade', lat(after)],
  ]);
  for (const f of [...pages.failures, ...(afterSwitch.firstPage ?? []), ...(afterSwitch.previousFailures ?? [])].slice(0, 10)) console.log(`  page file: ${f}`);
  for (const f of review.findings) console.log(`  review: ${f}`);
  for (const v of lost.slice(0, 10)) console.log(`  lost: record ${v.record}, key ${v.key}`);
  for (const v of refused.slice(0, 10)) console.log(`  refused: record ${v.record}: ${v.status} ${v.message ?? ''}`);
  if (nextVoter >= survey.records.length) console.log(`  note: the ${STAFF} staff were all used before the end (raise DRILL_STAFF)`);

  ok =
    lost.length === 0 &&
    doubled === 0 &&
    responsesFit &&
    totals.voted === keys.length &&
    refused.length === 0 &&
    serverFailures === 0 &&
    review.changed.length === 0 &&
    oldExits.every((c) => c === 0) &&
    pagesOk;
  console.log(ok ? '\nOK: 0 lost, 0 doubled' : '\nFAILED: see above');
} catch (e) {
  console.error(e instanceof Error ? e.stack : e);
} finally {
  stopping = true;
  await balancer?.stop().catch(() => undefined);
  await Promise.all(processes.map((p) => stopProcess(p.child).catch(() => undefined)));
  await stopScriptProcesses(path.join(appDir, 'run')).catch(() => undefined);
  await nginx?.stop().catch(() => undefined);
  tls?.remove();
  await db?.end().catch(() => undefined);
  await database?.drop();
  for (const t of trees) if (existsSync(t)) spawnSync('git', ['worktree', 'remove', '--force', t], { cwd: root, stdio: 'ignore' });
  spawnSync('git', ['worktree', 'prune'], { cwd: root, stdio: 'ignore' });
  rmSync(tmp, { recursive: true, force: true });
}
// Exit now: after a failed step the clients may still be retrying a vote.
process.exit(ok ? 0 : 1);
