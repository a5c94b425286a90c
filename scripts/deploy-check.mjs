// The deployment of deploy/ checked with its real parts on this machine, without root: Debian's
// nginx terminating TLS (a self-signed certificate made here) with HTTP/2, in front of two API
// processes (the built server) on one PostgreSQL database with the demo data, the nginx site
// rendered from deploy/nginx/hm-vote.conf.template as deploy/setup-debian.sh renders it, and the
// systemd unit checked by `systemd-analyze verify` where systemd's tools are installed.
// Then, through https:// as a browser sees it (Debian's Chromium):
//  - HTTP/2 negotiated; plain HTTP sent to HTTPS; HSTS, the page's Content-Security-Policy and no
//    CSP violation; hashed files cached for a year and compressed; the sign-in cookie Secure;
//  - an address a client writes in X-Forwarded-For never reaches the API (the login limits count
//    the proxy's real client);
//  - a staff member signs in on the login page and votes; a manager opens the hospital dashboard;
//  - one API process killed with SIGKILL: every following read still answered, by the other.
// Exits 1 on the first failed check. `.ci/run` runs it after the suites.
//
//   node scripts/deploy-check.mjs    (DATABASE_URL: the PostgreSQL server, default postgres://postgres@127.0.0.1:5432/test;
//                                     HM_NGINX (/usr/sbin/nginx), HM_CHROMIUM (/usr/bin/chromium), DEPLOY_PORT_BASE (9400))
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import path from 'node:path';
import { sleep } from './lib/measure.mjs';
import { NGINX, startNginx, tlsFolder } from './lib/nginx.mjs';
import { freshDatabase, requireServer, root, startServer, stopProcess } from './lib/server.mjs';

const CHROMIUM = process.env.HM_CHROMIUM ?? '/usr/bin/chromium';
const BASE = Number(process.env.DEPLOY_PORT_BASE ?? 9400);
const HTTPS_PORT = BASE + 43;
const HTTP_PORT = BASE + 80;
const API_PORTS = [BASE + 1, BASE + 2];
const ORIGIN = `https://127.0.0.1:${HTTPS_PORT}`;
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

for (const [what, file] of [
  ['nginx (apt-get install nginx-light)', NGINX],
  ['Chromium (apt-get install chromium)', CHROMIUM],
  ['the built server (npm run build)', path.join(root, 'packages/server/build/server.mjs')],
]) {
  if (!existsSync(file)) {
    console.error(`deploy check: ${what} is missing (${file})`);
    process.exit(1);
  }
}

let failures = 0;
function check(name, ok, detail = '') {
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
  if (!ok) failures++;
  return ok;
}

const tls = tlsFolder();
const { dir, ca } = tls;

// systemd: the units as setup-debian.sh installs them, verified where the tools are.
if (spawnSync('sh', ['-c', 'command -v systemd-analyze'], { stdio: 'ignore' }).status === 0) {
  const units = path.join(dir, 'units');
  mkdirSync(units);
  /** Copies `files` (name in units/ ← file in deploy/systemd) and verifies `names`; only lines about `marker` count as complaints. */
  const verify = (label, files, names, marker) => {
    for (const [name, source] of files) writeFileSync(path.join(units, name), readFileSync(path.join(root, 'deploy/systemd', source)));
    const v = spawnSync('systemd-analyze', ['verify', ...names.map((n) => path.join(units, n))], { encoding: 'utf8' });
    const complaints = `${v.stdout}${v.stderr}`
      .split('\n')
      .filter((l) => l.includes(marker))
      .join(' ');
    check(`${label} (systemd-analyze verify)`, v.status === 0 && complaints === '', complaints);
  };
  verify(
    'the systemd unit verifies',
    [
      ['hm-vote-api@.service', 'hm-vote-api@.service'],
      ['hm-vote-api@8101.service', 'hm-vote-api@.service'],
    ],
    ['hm-vote-api@8101.service'],
    'hm-vote-api',
  );
  // The target whose Wants= setup-debian.sh and rolling-upgrade.sh rewrite with the ports in use.
  verify('the target of the API processes verifies', [['hm-vote.target', 'hm-vote.target']], ['hm-vote.target'], 'hm-vote');
  // The nightly backup with rotation.
  verify(
    'the backup service and its timer verify',
    ['hm-vote-backup.service', 'hm-vote-backup.timer'].map((f) => [f, f]),
    ['hm-vote-backup.timer', 'hm-vote-backup.service'],
    'hm-vote-backup',
  );
} else console.log('  --   systemd-analyze not installed: the units are not verified');

// The rolling upgrade (npm run upgrade:drill runs it behind nginx while staff vote; too long for CI):
// its syntax, and its state report on an empty deployment.
{
  const script = path.join(root, 'deploy/rolling-upgrade.sh');
  const syntax = spawnSync('bash', ['-n', script], { encoding: 'utf8' });
  check('deploy/rolling-upgrade.sh parses (bash -n)', syntax.status === 0, syntax.stderr.trim());
  const status = spawnSync('bash', [script, '--status'], {
    encoding: 'utf8',
    env: { ...process.env, HM_APP: path.join(dir, 'app'), HM_ETC: path.join(dir, 'etc'), HM_SUPERVISOR: 'direct' },
  });
  check('deploy/rolling-upgrade.sh --status runs', status.status === 0 && /^current:/.test(status.stdout), (status.stderr || status.stdout).trim());
}

const database = await freshDatabase(ADMIN_URL, `hm_deploy_${process.pid}`);
const processes = [];
let nginx = null;
let browser = null;
let db = null;
try {
  // Two API processes as systemd starts them (HOST 127.0.0.1, HM_TRUST_PROXY the proxy only).
  const env = { DATABASE_URL: database.url, HM_DEMO: '1', HM_TRUST_PROXY: '127.0.0.1', HM_PUBLIC_URL: ORIGIN, HM_DATA_DIR: path.join(dir, 'data') };
  for (const port of API_PORTS) processes.push(await startServer({ port, env, readyPath: '/ready' }));
  console.log(`two API processes ready (ports ${API_PORTS.join(', ')}), database ${database.url.replace(/\/\/[^@]*@/, '//')}`);

  // nginx as a user process: the rendered site inside a minimal main configuration.
  nginx = await startNginx({ tls, ports: API_PORTS, httpsPort: HTTPS_PORT, httpPort: HTTP_PORT });
  if (!check('nginx accepts the rendered site (nginx -t)', nginx.test.ok, nginx.test.message)) throw new Error('nginx -t failed');

  // HTTP/2 through TLS, the page's headers.
  const page = await h2get('/vi/Login');
  check('HTTP/2 over TLS (ALPN h2)', page.alpn === 'h2', page.alpn);
  check('the shell page answers 200', page.status === 200, String(page.status));
  check('HSTS on the page', /max-age=\d+/.test(page.headers['strict-transport-security'] ?? ''), page.headers['strict-transport-security']);
  check(
    "the page's Content-Security-Policy (nonce, no inline script)",
    /script-src[^;]*'self'/.test(page.headers['content-security-policy'] ?? '') &&
      !/unsafe-inline'[^;]*;/.test(/script-src[^;]*;/.exec(page.headers['content-security-policy'] ?? '')?.[0] ?? ''),
  );
  check('the page is not cached', page.headers['cache-control'] === 'no-cache', page.headers['cache-control']);
  check('a request id on every answer', /^[0-9a-f]{32}$|^[\w.:-]{8,128}$/.test(page.headers['x-request-id'] ?? ''), page.headers['x-request-id']);
  const script = /src="([^"]+\.[0-9a-f]{8}\.js)"/.exec(page.body)?.[1];
  if (check('the page names a hashed script', Boolean(script), script)) {
    const asset = await h2get(script.startsWith('/') ? script : `/${script}`, { 'accept-encoding': 'br, gzip' });
    check('a hashed script is cached for a year', /max-age=31536000.*immutable/.test(asset.headers['cache-control'] ?? ''), asset.headers['cache-control']);
    check('a hashed script is compressed', ['br', 'gzip'].includes(asset.headers['content-encoding']), asset.headers['content-encoding'] ?? 'none');
  }
  const plain = await new Promise((resolve, reject) => http.get(`http://127.0.0.1:${HTTP_PORT}/vi/Login`, (r) => resolve(r)).on('error', reject));
  check('plain HTTP is sent to HTTPS', plain.statusCode === 301 && plain.headers.location === `${ORIGIN}/vi/Login`, `${plain.statusCode} ${plain.headers.location}`);
  plain.resume();

  // X-Forwarded-For from a client never reaches the API.
  const spoofed = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
  const failed = await get(`${ORIGIN}/auth/v1/login`, {
    method: 'POST',
    body: JSON.stringify({ ten_tai_khoan: 'khong-co-ai', mat_khau: 'Sai-mat-khau-1' }),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': spoofed },
  });
  const pg = requireServer('pg');
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const addresses = (await db.query("SELECT DISTINCT address FROM login_address_failure WHERE account = 'khong-co-ai'")).rows.map((r) => r.address);
  check('a failed sign-in is refused', failed.status === 401 || failed.status === 400, String(failed.status));
  check(
    "a client's X-Forwarded-For is replaced by nginx (the API sees the real client)",
    addresses.length === 1 && !addresses.includes(spoofed) && /127\.0\.0\.1/.test(addresses[0]),
    addresses.join(', '),
  );

  // A browser: sign in on the login page, vote, open the dashboard; no CSP violation anywhere.
  const { chromium } = requireServer('playwright-core');
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ ignoreHTTPSErrors: true, locale: 'vi-VN', baseURL: ORIGIN });
  const tab = await context.newPage();
  const violations = [];
  tab.on('console', (m) => /Content[- ]Security[- ]Policy|Refused to/i.test(m.text()) && violations.push(m.text()));
  await tab.goto('/vi/Login');
  const form = tab.getByRole('form', { name: 'Đăng nhập hệ thống' });
  await form.getByLabel('Tên tài khoản').fill('nhanvien01');
  await form.getByLabel('Mật khẩu', { exact: true }).fill('Demo@123');
  const [login] = await Promise.all([tab.waitForResponse((r) => r.url().endsWith('/auth/v1/login')), form.getByRole('button', { name: 'Đăng nhập' }).click()]);
  await tab.getByText('Đăng nhập thành công!').waitFor({ timeout: 20_000 });
  const cookies = (await login.headerValues('set-cookie')).flatMap((v) => v.split('\n'));
  check('the sign-in page works over https', login.status() === 200, String(login.status()));
  check(
    'every cookie of the sign-in is Secure and HttpOnly',
    cookies.length > 0 && cookies.every((c) => /;\s*Secure/i.test(c) && /;\s*HttpOnly/i.test(c)),
    cookies.map((c) => c.split('=')[0]).join(', '),
  );

  const versionId = await openVersion();
  const voted = await voteOnce(tab, versionId);
  check('a staff member votes through https', voted.status === 200, `${voted.status} ${voted.message ?? ''}`);

  await context.clearCookies();
  await tab.goto('/vi/Login');
  await form.getByLabel('Tên tài khoản').fill('bvadmin');
  await form.getByLabel('Mật khẩu', { exact: true }).fill('Demo@123');
  await form.getByRole('button', { name: 'Đăng nhập' }).click();
  await tab.getByText('Đăng nhập thành công!').waitFor({ timeout: 20_000 });
  await tab.goto('/vi/Dashboard/Hospital');
  const heading = await tab.getByRole('heading', { level: 1 }).first().textContent({ timeout: 30_000 });
  await tab.locator('canvas, svg').first().waitFor({ timeout: 30_000 });
  check('a manager opens the hospital dashboard with its charts', Boolean(heading), heading ?? '');
  check('no Content-Security-Policy violation in the browser', violations.length === 0, violations.slice(0, 2).join(' | '));

  // One process killed: the other answers every read.
  await stopProcess(processes[0].child, 'SIGKILL');
  const statuses = [];
  for (let i = 0; i < 20; i++) statuses.push((await get(`${ORIGIN}/ready`)).status);
  check(
    'one API process killed (SIGKILL): 20 reads of 20 still answered',
    statuses.every((s) => s === 200),
    statuses.filter((s) => s !== 200).join(','),
  );
  processes[0] = await startServer({ port: API_PORTS[0], env, readyPath: '/ready' });
  await sleep(500);
  check('the restarted process is ready again behind nginx', (await get(`${ORIGIN}/ready`)).status === 200);
} catch (e) {
  check('the deployment check ran to its end', false, e instanceof Error ? e.message : String(e));
} finally {
  await db?.end().catch(() => undefined);
  await browser?.close().catch(() => undefined);
  await nginx?.stop();
  for (const p of processes) await p.stop();
  await database.drop();
  tls.remove();
}
console.log(failures === 0 ? 'deploy check: passed' : `deploy check: ${failures} check(s) FAILED`);
process.exit(failures === 0 ? 0 : 1);

/** A request through nginx over HTTP/1.1 and TLS (the self-signed certificate trusted). */
function get(url, { method = 'GET', body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = https.request(url, { method, headers, ca }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A GET over HTTP/2 (ALPN), with the protocol the server chose. */
function h2get(pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    const client = http2.connect(ORIGIN, { ca, ALPNProtocols: ['h2', 'http/1.1'] });
    client.on('error', reject);
    const req = client.request({ ':path': pathname, ...headers });
    let res = {};
    const chunks = [];
    req.on('response', (h) => (res = h));
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const alpn = client.alpnProtocol;
      client.close();
      const { ':status': status, ...rest } = res;
      resolve({ status, headers: rest, alpn, body: Buffer.concat(chunks).toString('utf8') });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The demo hospital's manager opens a copy of SOPS 2.0 now, through the API behind nginx. */
async function openVersion() {
  const call = async (method, url, token, payload) => {
    const r = await get(`${ORIGIN}${url}`, {
      method,
      body: payload && JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const body = JSON.parse(r.body);
    if (r.status !== 200) throw new Error(`${method} ${url}: ${r.status} ${body.message}`);
    return body.data;
  };
  const token = (await call('POST', '/auth/v1/login', null, { ten_tai_khoan: 'bvadmin', mat_khau: 'Demo@123' })).token;
  const templates = await call('GET', '/votesafety/v1/phien-ban-khao-sat?la_mau=true&page=1&size=50', token);
  const sops2 = templates.data.find((v) => v.instrument_code === 'HSOPS2');
  const hospitalId = (await call('GET', '/auth/v1/hospital/auth', token))[0].id;
  const wire = (t) => new Date(t + 7 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
  const copy = await call('POST', `/votesafety/v1/phien-ban-khao-sat/${sops2.phien_ban_id}/copy`, token, {
    hospital_id: hospitalId,
    tieu_de_khao_sat: `Kiểm tra triển khai ${new Date().toISOString()}`,
    time_start: wire(Date.now() - 10 * 60_000),
    time_end: wire(Date.now() + 7 * 86_400_000),
  });
  await call('POST', `/votesafety/v1/phien-ban-khao-sat/${copy.phien_ban_id}/start`, token, {});
  return copy.phien_ban_id;
}

/**
 * The signed-in staff member's vote in `versionId`, as the step form sends it: one answer on the
 * first scored question (a complete response needs no more).
 */
async function voteOnce(tab, versionId) {
  return tab.evaluate(async (versionId) => {
    const V = '/votesafety/v1';
    const json = async (r) => ({ status: r.status, ...(await r.json()) });
    const refresh = await json(
      await fetch('/auth/v1/refresh-token', { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }, body: '{}' }),
    );
    const auth = { Authorization: `Bearer ${refresh.data?.token}`, 'Content-Type': 'application/json' };
    const open = { phien_ban_id: versionId };
    const q = await json(await fetch(`${V}/phien-ban-khao-sat/${open.phien_ban_id}/vi`, { headers: auth }));
    const question = q.data.parts.find((p) => !p.la_thong_tin_chung && p.questions.some((x) => x.answers.length)).questions.find((x) => x.answers.length);
    const res = await fetch(`${V}/ket-qua`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        phien_ban_id: open.phien_ban_id,
        idempotency_key: crypto.randomUUID(),
        language: 'vi',
        answers: [{ cauhoi_id: question.cauhoi_id, gia_tri: [question.answers.at(-1).gia_tri] }],
      }),
    });
    return json(res);
  }, versionId);
}
