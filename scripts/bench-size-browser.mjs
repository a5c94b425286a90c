// Measures, in a real browser, the JavaScript the product makes users download: the login page
// (logged out), the shell's index page once logged in, then for each remote what its first route
// adds on top of that. Bodies are compressed here with gzip level 9 (the server sends them
// uncompressed; a CDN or reverse proxy would compress them); the wire column is what was
// actually transferred. Run after `npm run build`:  npm run bench:size:browser
//
// Each remote is measured in a fresh browser context (empty cache), logged in by giving it the
// refresh cookie of an API login, with the idle preloading of remotes turned off, and counting
// only the scripts requested after the client-side navigation to the remote's route.
// BENCH_DETAIL=1 also lists the largest files of each row (BENCH_DETAIL=all: every file).
//
// Then the login page's Largest Contentful Paint with the CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate), each run in a fresh context (cold cache), idle work left on as
// a user has it: the median of BENCH_LCP_RUNS (3) runs. Timings depend on the machine and its
// load; the sizes above do not.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { kib, median } from './lib/measure.mjs';
import { root, startServer, until as untilReady } from './lib/server.mjs';

// Playwright is a dependency of the e2e package, not of the root.
const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('@playwright/test');

const PORT = Number(process.env.BENCH_PORT ?? 8191);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.HM_CHROMIUM ?? '/usr/bin/chromium';
const USER = { ten_tai_khoan: 'admin', mat_khau: 'Demo@123' };
/** The first route of each remote (shell/src/routing/admin-routes.ts, the remotes' routes.tsx). */
const REMOTE_ROUTES = [
  ['mf-survey', '/vi/KhaoSat'],
  ['mf-dashboard', '/vi/Dashboard/Hospital'],
  ['mf-reports', '/vi/HeThongBaoCao/XuatDuLieu'],
  ['mf-system', '/vi/HeThong/TaiKhoan'],
  ['mf-catalogues', '/vi/HeThongDanhMuc/BenhVien'],
];

const until = (check, timeoutMs = 120_000) => untilReady(check, { everyMs: 100, timeoutMs });

/** As e2e/playwright.config.ts starts it: the built server on a fresh embedded database with demo data. */
async function startDemoServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hm-bench-size-'));
  try {
    const server = await startServer({ port: PORT, env: { HM_DATA_DIR: dataDir, HM_DEMO: '1' }, everyMs: 100 });
    return { stop: async () => (await server.stop(), rmSync(dataDir, { recursive: true, force: true })) };
  } catch (e) {
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
}

/** Records every script the page receives while `recording` is on. */
function scriptRecorder(page) {
  const files = new Map();
  const pending = [];
  let recording = true;
  page.on('response', (res) => {
    const req = res.request();
    const url = res.url();
    if (!recording || (req.resourceType() !== 'script' && !/\.m?js(\?|$)/.test(url)) || files.has(url)) return;
    pending.push(
      (async () => {
        try {
          const body = await res.body();
          const sizes = await req.sizes();
          files.set(url, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, wire: sizes.responseBodySize, encoding: res.headers()['content-encoding'] ?? null });
        } catch {
          // A redirect or an aborted request has no body.
        }
      })(),
    );
  });
  return {
    stop: () => (recording = false),
    start: () => {
      files.clear();
      recording = true;
    },
    files: async () => {
      await Promise.all(pending);
      return [...files.entries()];
    },
  };
}

/** Waits until no request has been in flight for `quietMs`. */
async function settle(page, quietMs = 700) {
  let inFlight = 0;
  let last = Date.now();
  const on = () => {
    inFlight += 1;
    last = Date.now();
  };
  const off = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', on);
  page.on('requestfinished', off);
  page.on('requestfailed', off);
  try {
    await until(() => inFlight === 0 && Date.now() - last >= quietMs, 60_000);
  } finally {
    page.off('request', on);
    page.off('requestfinished', off);
    page.off('requestfailed', off);
  }
}

/** Spinners of lazy pages and of the loading overlay are gone. */
const rendered = (page) => until(async () => (await page.locator('[role="status"]').count()) === 0, 60_000);

async function newContext(browser, loggedIn) {
  const context = await browser.newContext({ baseURL: BASE, locale: 'vi-VN' });
  // No idle preloading of the licensed remotes: each remote is counted on its own.
  await context.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  if (loggedIn) {
    // The page restores its session from the HttpOnly refresh cookie, as after a reload. One
    // login per context: a refresh token rotates at its first use.
    const { refreshToken } = await apiSession();
    const { hostname } = new URL(BASE);
    await context.addCookies([{ name: 'hm_refresh', value: refreshToken, domain: hostname, path: '/auth/v1/refresh-token', httpOnly: true, sameSite: 'Strict' }]);
  }
  return context;
}

async function apiSession() {
  const res = await fetch(`${BASE}/auth/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(USER) });
  const { code, data, message } = await res.json();
  if (code !== 200) throw new Error(`login failed: ${message}`);
  return { refreshToken: data.refresh_token };
}

const sum = (files, key) => files.reduce((s, [, f]) => s + (f[key] ?? 0), 0);
const rows = [];
function record(label, files) {
  rows.push({ label, files, count: files.length, raw: sum(files, 'raw'), gzip: sum(files, 'gzip'), wire: sum(files, 'wire'), encoded: files.some(([, f]) => f.encoding) });
}

async function measureLogin(browser) {
  const context = await newContext(browser, null);
  const page = await context.newPage();
  const rec = scriptRecorder(page);
  await page.goto('/vi/Login');
  await page.getByRole('form', { name: 'Đăng nhập hệ thống' }).waitFor();
  await settle(page);
  record('login page /vi/Login (logged out)', await rec.files());
  await context.close();
}

/** Opens the logged-in index page, then goes to `route` inside the app (no reload). */
async function measureRemote(browser, label, route) {
  const context = await newContext(browser, true);
  const page = await context.newPage();
  const rec = scriptRecorder(page);
  await page.goto('/vi');
  // The signed-in start page (shell/src/home/StartPage.tsx).
  await page.locator('#hm-start-title').waitFor();
  await settle(page);
  await rendered(page);
  const shell = await rec.files();
  rec.start();
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await page.waitForURL(`**${route}`);
  await settle(page);
  await rendered(page);
  if (await page.getByText(/Không mở được phân hệ|This page could not be found|Không có quyền truy cập/).count()) {
    throw new Error(`${route} did not render its page`);
  }
  const remote = await rec.files();
  await context.close();
  return { shell, remote, label: `+ ${label} ${route}` };
}

const LCP_RUNS = Number(process.env.BENCH_LCP_RUNS ?? 3);
const CPU_SLOWDOWN = 4;

/** The login page's LCP (ms) in a fresh context with the CPU slowed down. */
async function loginLcp(browser) {
  const context = await browser.newContext({ baseURL: BASE, locale: 'vi-VN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto('/vi/Login');
  await page.getByRole('form', { name: 'Đăng nhập hệ thống' }).waitFor();
  await settle(page);
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries.at(-1).startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return lcp;
}

const server = await startDemoServer();
const lcps = [];
let browser;
try {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  await measureLogin(browser);
  let shellRecorded = false;
  for (const [remote, route] of REMOTE_ROUTES) {
    const m = await measureRemote(browser, remote, route);
    if (!shellRecorded) {
      record('index page /vi (logged in, shell only)', m.shell);
      shellRecorded = true;
    }
    record(m.label, m.remote);
  }
  for (let i = 0; i < LCP_RUNS; i += 1) lcps.push(await loginLcp(browser));
} finally {
  await browser?.close();
  await server.stop();
}

const wireNote = rows.some((r) => r.encoded) ? 'wire (compressed)' : 'wire (uncompressed)';
console.log(`\nJavaScript downloaded by Chromium (${path.basename(CHROMIUM)}), gzip = zlib level 9 of each body\n`);
console.log(`${'page'.padEnd(52)} ${'files'.padStart(5)} ${'gzip'.padStart(11)} ${'raw'.padStart(11)} ${wireNote.padStart(20)}`);
for (const r of rows) {
  console.log(`${r.label.padEnd(52)} ${String(r.count).padStart(5)} ${kib(r.gzip).padStart(11)} ${kib(r.raw).padStart(11)} ${kib(r.wire).padStart(20)}`);
  if (process.env.BENCH_DETAIL) {
    for (const [url, f] of [...r.files].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, process.env.BENCH_DETAIL === 'all' ? undefined : 8)) {
      console.log(`    ${new URL(url).pathname.padEnd(50)} ${kib(f.gzip).padStart(11)} ${kib(f.raw).padStart(11)}`);
    }
  }
}

console.log(
  `\nLogin page /vi/Login, largest contentful paint at ${CPU_SLOWDOWN}× CPU slowdown, cold cache: median ${(median(lcps) / 1000).toFixed(2)} s of ${lcps.length} (${lcps.map((v) => (v / 1000).toFixed(2)).join(', ')} s)`,
);
