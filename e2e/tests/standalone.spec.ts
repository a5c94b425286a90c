import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_PASSWORD } from './login-helpers';

// Every remote runs standalone (QA), with its own federation runtime: inside the shell a remote
// takes the shell's runtime core (issue 15), so its standalone page loads one of its own first
// (federation-runtime.js). The page is served as `npm run standalone` serves it: the remote's
// dist/ at the root of its port (3001–3005, allowed by the API's default CORS origins), here
// answered from disk by the browser's request routing, against the test server's API.

const REMOTES = [
  { folder: 'mf-survey', port: 3001, route: '/vi/KhaoSat' },
  { folder: 'mf-dashboard', port: 3002, route: '/vi/Dashboard/Hospital' },
  { folder: 'mf-reports', port: 3003, route: '/vi/HeThongBaoCao/XuatDuLieu' },
  { folder: 'mf-system', port: 3004, route: '/vi/HeThong/TaiKhoan' },
  { folder: 'mf-catalogues', port: 3005, route: '/vi/HeThongDanhMuc/BenhVien' },
];

// A page answered by the browser's request routing has no address, so Chromium treats it as
// public and refuses its calls to the API on the loopback address; `serve` on 127.0.0.1 would not be.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-features=LocalNetworkAccessChecks'],
  },
});

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

// `npm run release -- <remote> --smoke` runs this test on the release's build (scripts/release.mjs).
const release = { remote: process.env.HM_STANDALONE_REMOTE, dist: process.env.HM_STANDALONE_DIST };

for (const { folder, port, route } of REMOTES) {
  test(`${folder} runs standalone with its own federation runtime`, async ({ page, baseURL }) => {
    test.skip(!!release.remote && release.remote !== folder, 'another remote is released');
    const dist = (release.remote === folder && release.dist) || path.join(import.meta.dirname, '..', '..', folder, 'dist');
    const origin = `http://127.0.0.1:${port}`;
    await page.route(`${origin}/**`, async (r) => {
      const { pathname } = new URL(r.request().url());
      if (pathname === '/config.json') return r.fulfill({ json: { apiBaseUrl: baseURL, version: '1.0.0', remotes: {} } });
      // `serve -s`: a file of dist/, else the page (a deep link).
      const file = path.join(dist, path.normalize(decodeURIComponent(pathname)));
      const body = await readFile(file).catch(() => null);
      if (body && file.startsWith(dist)) return r.fulfill({ body, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' });
      return r.fulfill({ body: await readFile(path.join(dist, 'index.html')), contentType: TYPES['.html'] });
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));

    await page.goto(`${origin}${route}`);
    await expect(page.getByText('standalone', { exact: true })).toBeVisible();
    const form = page.getByRole('form', { name: 'Đăng nhập hệ thống' });
    await form.getByLabel('Tên tài khoản').fill('admin');
    await form.getByLabel('Mật khẩu', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByText('Đăng nhập thành công!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
    // The remote's page (mf-reports' is still in development: a level 2 heading).
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/Không khởi động được|Không mở được phân hệ|This page could not be found/)).toHaveCount(0);
    expect(await page.evaluate(() => typeof (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE)).toBe('object');
    expect(errors).toEqual([]);
  });
}
