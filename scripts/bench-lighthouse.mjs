// Lighthouse 12.2.3 (performance only) on the pages staff and the hospital open, in Debian's
// Chromium: for each page, mobile (Lighthouse's default: simulated slow 4G, 4× CPU slowdown) and
// desktop (its desktop preset), the median of N runs of the Performance score, Largest Contentful
// Paint, total blocking time and the JavaScript transferred. Run after `npm run build`:
//   npm run bench:lighthouse [-- --runs 3 --pages login,vote,stepform,votelist,dashboard --form-factor both]
//
// The built server is started on a fresh embedded data folder (demo data), with the e2e SMTP sink
// as its mail server: bvadmin opens a copy of the SOPS 2.0 template through the API and sends
// nhanvien01 (NV001) its invitation, whose link is the personal-link vote page. Signed-in pages
// get, before each run, a fresh browser sign-in (POST /auth/v1/login with X-Requested-With, as the
// login form makes it): its Set-Cookie values are sent as a Cookie header, and the shell restores
// the session from the HttpOnly refresh cookie as after a reload. Each run checks that it ended on
// the page asked for, not on the login page. BENCH_DETAIL=1 also prints, per run, the main-thread
// work, the JavaScript execution time and the number of requests.
//
// The floor, in the same run: a static page with one paragraph served by a tiny HTTP server of
// this process, measured the same way: what the machine itself gives.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { kib, log, median } from './lib/measure.mjs';
import { root, startServer, stopProcess, until } from './lib/server.mjs';

// chrome-launcher is a dependency of lighthouse (the root has lighthouse only).
const lighthouse = (await import('lighthouse')).default;
const { desktopConfig } = await import('lighthouse');
const fromLighthouse = createRequire(realpathSync(path.join(root, 'node_modules/lighthouse/package.json')));
const chromeLauncher = await import(fromLighthouse.resolve('chrome-launcher'));

const PORT = Number(process.env.BENCH_PORT ?? 8181);
const SMTP_PORT = PORT + 1;
const SMTP_HTTP_PORT = PORT + 2;
const FLOOR_PORT = PORT + 3;
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.HM_CHROMIUM ?? '/usr/bin/chromium';
const PASSWORD = 'Demo@123';
const V = '/votesafety/v1';
const TITLE = 'Khảo sát đo Lighthouse';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const RUNS = Number(option('runs', '3'));
const FORM_FACTORS = { mobile: ['mobile'], desktop: ['desktop'], both: ['mobile', 'desktop'] }[option('form-factor', 'both')];
const ALL_PAGES = ['floor', 'login', 'vote', 'stepform', 'votelist', 'dashboard'];
const PAGES = [
  'floor',
  ...option('pages', ALL_PAGES.slice(1).join(','))
    .split(',')
    .filter((p) => p !== 'floor'),
];
if (!FORM_FACTORS || !(RUNS >= 1) || PAGES.some((p) => !ALL_PAGES.includes(p))) {
  console.error(`usage: bench-lighthouse.mjs [--runs N] [--pages ${ALL_PAGES.slice(1).join(',')}] [--form-factor mobile|desktop|both]`);
  process.exit(2);
}

/** The JSON envelope's data of an API call as `token`'s user; throws unless code 200. */
async function api(token, method, url, body) {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`${method} ${url}: ${json.code} ${json.message}`);
  return json.data;
}

/** A browser sign-in of `user` (the login form's call): the Cookie header its Set-Cookie values make. */
async function browserCookies(user) {
  const res = await fetch(`${BASE}/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ ten_tai_khoan: user, mat_khau: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${user}: ${res.status}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!cookies.some((c) => c.startsWith('hm_refresh='))) throw new Error(`sign-in of ${user}: no hm_refresh cookie`);
  return cookies.join('; ');
}

/** Wall-clock time in Vietnam as the API's wire format (YYYY-MM-DD HH:mm:ss). */
const vnWire = (d) => new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * As bvadmin: an open copy of the SOPS 2.0 template, and nhanvien01's invitation to it read from
 * the SMTP sink. Answers the version id and the personal link.
 */
async function prepareSurvey() {
  const admin = await api(null, 'POST', '/auth/v1/login', { ten_tai_khoan: 'bvadmin', mat_khau: PASSWORD });
  const token = admin.token;
  const templates = await api(token, 'GET', `${V}/phien-ban-khao-sat?la_mau=true&page=1&size=50`);
  const sops2 = templates.data.find((v) => v.instrument_code === 'HSOPS2');
  const now = Date.now();
  const copy = await api(token, 'POST', `${V}/phien-ban-khao-sat/${sops2.phien_ban_id}/copy`, {
    hospital_id: admin.user.hospital.hospital_id,
    tieu_de_khao_sat: TITLE,
    time_start: vnWire(new Date(now - 10 * 60_000)),
    time_end: vnWire(new Date(now + 30 * 86_400_000)),
  });
  const versionId = copy.phien_ban_id;
  await api(token, 'POST', `${V}/phien-ban-khao-sat/${versionId}/start`);
  const staff = await api(token, 'GET', `${V}/nhan-vien-khao-sat?phien_ban_id=${versionId}&keyword=NV001&page=1&size=20`);
  const record = staff.data.find((r) => r.ma_nhan_vien === 'NV001');
  await api(token, 'POST', `${V}/email/send-email-moi-khao-sat`, { phien_ban_id: versionId, nhan_vien_khao_sat_ids: [record.nhan_vien_khao_sat_id] });
  let link = null;
  await until(
    async () => {
      const mails = await (await fetch(`http://127.0.0.1:${SMTP_HTTP_PORT}/messages`)).json();
      const mail = mails.find((m) => m.subject.includes(TITLE));
      link = mail ? /(https?:\/\/\S+\/ChungThuc#t=\S+)/.exec(mail.text)?.[1] : null;
      return link;
    },
    { everyMs: 200, timeoutMs: 60_000 },
  );
  return { versionId, link };
}

/**
 * The pages measured: address, the user signed in (null: none), and the check that the run saw
 * the page asked for: its final URL and the answers of the calls it made (`calls`: "status url").
 */
function pageList(versionId, link) {
  const notLogin = (u) => !/\/Login/i.test(u);
  const answered = (calls, status, pathPart) => calls.some((c) => c.startsWith(`${status} `) && c.includes(pathPart));
  /** The shell restored the session from the refresh cookie. */
  const restored = (calls) => answered(calls, 200, '/auth/v1/refresh-token');
  return {
    floor: { label: 'floor: static page, one paragraph', url: `http://127.0.0.1:${FLOOR_PORT}/`, user: null, ok: () => true },
    login: { label: '/vi/Login (cold)', url: `${BASE}/vi/Login`, user: null, ok: (u) => /\/Login/i.test(u) },
    vote: {
      label: 'personal-link vote page',
      url: link,
      user: null,
      // The link's token exchanged for a voter session, and the ballot read.
      ok: (u, calls) => notLogin(u) && !u.includes('#t=') && answered(calls, 200, `${V}/authentication`) && answered(calls, 200, `/phien-ban-khao-sat/${versionId}/vi`),
    },
    stepform: {
      label: '/vi/KhaoSat/StepForm (nhanvien01)',
      url: `${BASE}/vi/KhaoSat/StepForm?phien_ban_id=${versionId}`,
      user: 'nhanvien01',
      ok: (u, calls) => notLogin(u) && u.includes('/StepForm') && restored(calls),
    },
    votelist: {
      label: '/vi/KhaoSat (nhanvien01)',
      url: `${BASE}/vi/KhaoSat`,
      user: 'nhanvien01',
      ok: (u, calls) => notLogin(u) && /\/KhaoSat\/?(\?|$)/.test(u) && restored(calls),
    },
    dashboard: {
      label: '/vi/Dashboard/Hospital (bvadmin)',
      url: `${BASE}/vi/Dashboard/Hospital`,
      user: 'bvadmin',
      ok: (u, calls) => notLogin(u) && u.includes('/Dashboard/Hospital') && restored(calls),
    },
  };
}

/** One Lighthouse run of `page` in a fresh Chromium: its figures. */
async function measure(page, formFactor) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const extraHeaders = page.user ? { Cookie: await browserCookies(page.user) } : undefined;
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders };
    const result = await lighthouse(page.url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    const lhr = result.lhr;
    // BENCH_REPORT_DIR=dir: each run's whole report (network list, main-thread breakdown) kept there.
    if (process.env.BENCH_REPORT_DIR) {
      mkdirSync(process.env.BENCH_REPORT_DIR, { recursive: true });
      writeFileSync(path.join(process.env.BENCH_REPORT_DIR, `${page.key}-${formFactor}-${Date.now()}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code} ${lhr.runtimeError.message}` };
    const finalUrl = lhr.finalDisplayedUrl;
    const calls = lhr.audits['network-requests'].details.items.map((i) => `${i.statusCode} ${i.url}`);
    if (!page.ok(finalUrl, calls)) throw new Error(`${page.label} (${formFactor}): ended on ${finalUrl}, not the page asked for; calls:\n${calls.join('\n')}`);
    // BENCH_DETAIL=1: where the time went (at the run's CPU slowdown), and how many requests.
    if (process.env.BENCH_DETAIL)
      log(
        `  ${finalUrl}: main-thread work ${lhr.audits['mainthread-work-breakdown'].displayValue}, JavaScript execution ${lhr.audits['bootup-time'].displayValue}, ${calls.length} requests`,
      );
    const scripts = lhr.audits['resource-summary'].details.items.find((i) => i.resourceType === 'script');
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      js: scripts?.transferSize ?? 0,
      finalUrl,
      warnings: lhr.runWarnings,
    };
  } finally {
    await chrome.kill();
  }
}

const fmtS = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hm-bench-lh-'));
const floor = http
  .createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      '<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sàn đo</title></head><body><p>Một đoạn văn bản duy nhất: mức sàn của máy đo.</p></body></html>',
    );
  })
  .listen(FLOOR_PORT, '127.0.0.1');
const sink = spawn(process.execPath, ['smtp-sink.mjs', String(SMTP_PORT), String(SMTP_HTTP_PORT)], { cwd: path.join(root, 'e2e'), stdio: ['ignore', 'ignore', 'inherit'] });
let server = null;
try {
  await until(async () => (await fetch(`http://127.0.0.1:${SMTP_HTTP_PORT}/messages`)).ok, { child: sink });
  server = await startServer({
    port: PORT,
    env: { DATABASE_URL: '', HM_DATA_DIR: dataDir, HM_PUBLIC_URL: BASE, SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}?ignoreTLS=true`, HM_MAIL_INTERVAL_MS: '200' },
    readyPath: '/ready',
  });
  log(`server ready in ${Math.round(server.ready)} ms; preparing the survey and nhanvien01's invitation`);
  const { versionId, link } = await prepareSurvey();
  const pages = pageList(versionId, link);
  const [load1] = os.loadavg();
  log(`load average before the runs: ${load1.toFixed(2)} on ${os.cpus().length} cores`);

  const rows = [];
  for (const key of PAGES) {
    const page = { ...pages[key], key };
    for (const formFactor of FORM_FACTORS) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        let r = await measure(page, formFactor);
        // A trace Lighthouse could not read (NO_NAVSTART and the like, seen on a loaded machine): run again, twice at most.
        for (let retry = 0; r.error && retry < 2; retry++) {
          log(`${page.label} ${formFactor} run ${i + 1}: ${r.error}; running it again`);
          r = await measure(page, formFactor);
        }
        if (r.error) throw new Error(`${page.label} (${formFactor}): ${r.error}`);
        runs.push(r);
        log(
          `${page.label} ${formFactor} run ${i + 1}: ${r.score}, LCP ${fmtS(r.lcp)}, TBT ${fmtS(r.tbt)}, JS ${kib(r.js)}${r.warnings.length ? ` (warnings: ${r.warnings.join(' | ')})` : ''}`,
        );
      }
      rows.push({
        page: page.label,
        formFactor,
        score: median(runs.map((r) => r.score)),
        scores: runs.map((r) => r.score).join('/'),
        lcp: median(runs.map((r) => r.lcp)),
        tbt: median(runs.map((r) => r.tbt)),
        js: median(runs.map((r) => r.js)),
      });
    }
  }

  const [load2] = os.loadavg();
  console.log(`\nLighthouse 12.2.3, ${CHROMIUM}, median of ${RUNS} run(s); load average ${load1.toFixed(2)} before, ${load2.toFixed(2)} after, on ${os.cpus().length} cores`);
  console.log('| page | form factor | Performance (runs) | LCP | total blocking time | JavaScript transferred |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.page} | ${r.formFactor} | ${r.score} (${r.scores}) | ${fmtS(r.lcp)} | ${fmtS(r.tbt)} | ${kib(r.js)} |`);
} finally {
  await server?.stop();
  await stopProcess(sink);
  floor.close();
  rmSync(dataDir, { recursive: true, force: true });
}
