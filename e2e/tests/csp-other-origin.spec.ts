import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { OTHER_ORIGIN_SHELL_PORT, PORT } from '../ports';
import { cspDirectives, expectNoViolation, watchCsp } from './csp-helpers';
import { signIn } from './login-helpers';

// A deployment whose remotes live on another origin than the shell (a CDN, or each team's own
// host): a second product server (empty database) names the remotes served by the first one,
// http://127.0.0.1:PORT/remotes/, through HM_REMOTES_URL. Its CSP must let the shell load exactly
// those, and the remotes' files must be readable from the shell's origin (CORS, CORP).

const SHELL = `http://127.0.0.1:${OTHER_ORIGIN_SHELL_PORT}`;
const REMOTES = `http://127.0.0.1:${PORT}/remotes`;
const PASSWORD = 'Nguon-khac@2026';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: SHELL });

let server: ChildProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(import.meta.dirname, '..', '.tmp', 'other-origin-'));
  server = spawn(process.execPath, ['../packages/server/build/server.mjs'], {
    cwd: path.join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(OTHER_ORIGIN_SHELL_PORT),
      HM_DATA_DIR: dataDir,
      HM_DEMO: '0',
      HM_ADMIN_PASSWORD: PASSWORD,
      HM_REMOTES_URL: REMOTES,
      HM_PUBLIC_URL: SHELL,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect.poll(async () => (await fetch(`${SHELL}/config.json`).catch(() => null))?.status ?? 0, { timeout: 110_000, intervals: [500] }).toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('the runtime configuration names the remotes on the other origin, and the CSP allows exactly their folders', async ({ request }) => {
  const config = (await (await request.get('/config.json')).json()) as { remotes: Record<string, { manifest: string }> };
  expect(config.remotes.catalogues?.manifest).toBe(`${REMOTES}/mf-catalogues/mf-manifest.json`);
  const csp = cspDirectives((await request.get('/vi/HeThongDanhMuc/PhongBan')).headers()['content-security-policy']);
  const folders = ['mf-survey', 'mf-dashboard', 'mf-reports', 'mf-system', 'mf-catalogues'].map((f) => `${REMOTES}/${f}/`);
  expect(csp['script-src']).toEqual(["'self'", ...folders]);
  expect(csp['connect-src']).toEqual(["'self'", ...folders]);
  expect(csp['style-src']!.slice(2)).toEqual(folders);

  // The remote's files answer any origin (public bundles), with a CORP that lets them be embedded.
  const manifest = await request.get(`${REMOTES}/mf-catalogues/mf-manifest.json`, { headers: { Origin: SHELL } });
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  expect(manifest.headers()['cross-origin-resource-policy']).toBe('cross-origin');
});

test('the shell loads remote pages from the other origin with no CSP violation', async ({ page }) => {
  test.setTimeout(120_000);
  const reports = await watchCsp(page);
  const remoteFiles: string[] = [];
  page.on('requestfinished', (r) => void (r.url().includes('/remotes/') && remoteFiles.push(r.url())));
  await signIn(page, 'admin', '/vi/HeThongDanhMuc/PhongBan', PASSWORD);
  await expect(page.getByRole('heading', { name: 'Phòng ban', level: 1 })).toBeVisible();
  await page.goto('/vi/KhaoSat');
  await expect(page.getByRole('heading', { name: 'Phiên bản khảo sát', exact: true })).toBeVisible();

  expect(remoteFiles.some((u) => u.startsWith(`${REMOTES}/mf-catalogues/`) && u.endsWith('.js'))).toBe(true);
  expect(remoteFiles.some((u) => u.startsWith(`${REMOTES}/mf-survey/`))).toBe(true);
  // Nothing of a remote came from the shell's own origin.
  expect(remoteFiles.filter((u) => u.startsWith(SHELL))).toEqual([]);
  await expectNoViolation(page, reports);
});
