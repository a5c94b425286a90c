import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { EMPTY_ADMIN_PASSWORD, EMPTY_PORT, PORT, SMTP_HTTP_PORT, SMTP_PORT } from './ports';

// The real product: the server serves the built shell and remotes and the API, on a fresh
// embedded database with the demo data for every run. Build first (`pnpm -r build`).
const tmpRoot = path.join(import.meta.dirname, '.tmp');
// Pinned in the environment: the test workers load this file again and must agree on it.
// Named after the port offset: a run side by side with another (another shard, another checkout)
// drops only the databases of earlier runs on its own ports.
const runPrefix = `data-o${Number(process.env.HM_E2E_PORT_OFFSET ?? 0)}-`;
const dataDir = (process.env.HM_E2E_DATA_DIR ??= path.join(tmpRoot, `${runPrefix}${Date.now()}`));
mkdirSync(dataDir, { recursive: true });
const emptyDataDir = `${dataDir}-empty`;
mkdirSync(emptyDataDir, { recursive: true });
// An embedded database is ~60 MB: drop those of earlier runs.
for (const old of readdirSync(tmpRoot)) {
  if (old.startsWith(runPrefix) && ![dataDir, emptyDataDir].includes(path.join(tmpRoot, old))) rmSync(path.join(tmpRoot, old), { recursive: true, force: true });
}

export default defineConfig({
  testDir: './tests',
  // Generous: the shards share two cores (scripts/test.mjs), and a step waits for the other shard's
  // work. A cold first page after sign-in (shell, then its remote) took over 10 s at load 10, and a
  // CI run on a loaded machine took a 25-second test past 90 s. A limit costs nothing while tests
  // pass; it only decides how long a failing one is waited for.
  timeout: 150_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'vi-VN',
    // No chart or progress-bar animation: Chromium's compositor and GPU process drew them for
    // nothing (about 7% of Chromium's CPU in three spec files, docs/decisions/tests-and-ci-time.md).
    reducedMotion: 'reduce',
    // No trace by default: recording one (screenshots and DOM snapshots of every action) took about
    // a quarter of Chromium's CPU, and CI keeps no artefacts to read it from. HM_E2E_TRACE=1 records
    // one for each failed test (test-results/…/trace.zip).
    trace: process.env.HM_E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: process.env.HM_CHROMIUM ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    {
      // A real SMTP server the product's mail sender delivers to (see smtp-sink.mjs).
      command: `node smtp-sink.mjs ${SMTP_PORT} ${SMTP_HTTP_PORT}`,
      url: `http://127.0.0.1:${SMTP_HTTP_PORT}/messages`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node ../packages/server/build/server.mjs',
      url: `http://127.0.0.1:${PORT}/config.json`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HM_DATA_DIR: dataDir,
        HM_DEMO: '1',
        HM_PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}?ignoreTLS=true`,
        HM_MAIL_INTERVAL_MS: '500',
      },
    },
    {
      // The same product on an empty database, as a new installation starts (HM_DEMO=0).
      command: 'node ../packages/server/build/server.mjs',
      url: `http://127.0.0.1:${EMPTY_PORT}/config.json`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: String(EMPTY_PORT), HM_DATA_DIR: emptyDataDir, HM_DEMO: '0', HM_ADMIN_PASSWORD: EMPTY_ADMIN_PASSWORD, HM_PUBLIC_URL: `http://127.0.0.1:${EMPTY_PORT}` },
    },
  ],
});
