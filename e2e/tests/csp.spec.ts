import { expect, type Page, test } from '@playwright/test';
import { cspDirectives, expectNoViolation, watchCsp } from './csp-helpers';
import { DEMO_PASSWORD, login, signIn } from './login-helpers';

// The browser security headers (issue 17): the shell page's Content-Security-Policy lets it load
// its own files and the remotes of its runtime configuration and nothing else, with no inline
// script and no eval. Walking the product reports no violation; the headers are checked as sent.

const STRICT = "default-src 'none'; frame-ancestors 'none'";
const V = '/votesafety/v1';
const TITLE = `CSP e2e ${Date.now().toString(36)}`;

/** `YYYY-MM-DD HH:mm:ss` in Vietnamese time (UTC+7). */
const vnWire = (d: Date) => new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

test('the shell page and an API answer carry the security headers', async ({ request }) => {
  const page = await request.get('/vi/Dashboard/Hospital');
  expect(page.status()).toBe(200);
  const h = page.headers();
  const csp = cspDirectives(h['content-security-policy']);
  const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(await page.text())?.[1];
  expect(nonce).toBeTruthy();
  expect(csp['default-src']).toEqual(["'none'"]);
  // Remotes are served by this server in the e2e set-up: 'self' is all the shell needs.
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['style-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
  expect(csp['connect-src']).toEqual(["'self'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'none'"]);
  expect(csp['form-action']).toEqual(["'self'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(h['content-security-policy']).not.toContain('unsafe-eval');
  expect(h).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'cross-origin-opener-policy': 'same-origin' });
  // Plain HTTP: no HSTS.
  expect(h['strict-transport-security']).toBeUndefined();

  const api = await request.post('/auth/v1/login', { data: { ten_tai_khoan: 'bvadmin', mat_khau: DEMO_PASSWORD } });
  expect(api.status()).toBe(200);
  expect(api.headers()['content-type']).toContain('application/json');
  expect(api.headers()['content-security-policy']).toBe(STRICT);
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  expect(api.headers()['referrer-policy']).toBe('no-referrer');
});

test('the policy blocks and reports inline script, eval and an inline style element (the watch below works)', async ({ page }) => {
  const reports = await watchCsp(page);
  await page.goto('/Login');
  await expect(page.getByRole('form', { name: 'Đăng nhập hệ thống' })).toBeVisible();
  const ran = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const w = window as unknown as { __hmRan: string[] };
        w.__hmRan = [];
        const script = document.createElement('script');
        script.textContent = 'window.__hmRan.push("inline")';
        document.head.appendChild(script);
        // A string handed to setTimeout is eval (page.evaluate's own code is exempt, this is not).
        (setTimeout as (code: string, ms: number) => number)('window.__hmRan.push("eval")', 0);
        const style = document.createElement('style');
        style.textContent = 'body { display: none }';
        document.head.appendChild(style);
        setTimeout(() => resolve(w.__hmRan), 100);
      }),
  );
  expect(ran).toEqual([]);
  await expect(page.locator('body')).toBeVisible();
  await expect
    .poll(() =>
      reports
        .filter((r) => r.directive !== 'console')
        .map((r) => r.directive)
        .sort(),
    )
    .toEqual(['script-src', 'script-src-elem', 'style-src-elem']);
});

test('walking the product as bvadmin reports no CSP violation: login, dashboard, survey, catalogue, mapping', async ({ page }) => {
  test.setTimeout(180_000);
  const reports = await watchCsp(page);
  await login(page, 'bvadmin');
  // zod's eval probe is off (no-eval.ts): it would be reported even though zod catches it.
  expect(await page.evaluate(() => (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig?.jitless)).toBe(true);

  // The hospital dashboard with its charts (ECharts), and a chart tooltip.
  await page.goto('/Dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard bệnh viện', level: 1 })).toBeVisible();
  const chart = page.locator('.echarts-for-react').first();
  await expect(chart).toBeVisible();
  await chart.hover();
  await page.mouse.move(10, 10);

  // A survey authoring page and its dialog.
  await page.goto('/vi/KhaoSat');
  await expect(page.getByRole('heading', { name: 'Phiên bản khảo sát', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Tạo từ bộ câu hỏi mẫu' }).click();
  await expect(page.getByRole('dialog', { name: 'Tạo phiên bản từ bộ câu hỏi mẫu' })).toBeVisible();
  await page.keyboard.press('Escape');

  // A catalogue page (table, form dialog).
  await page.goto('/vi/HeThongDanhMuc/PhongBan');
  await expect(page.getByRole('heading', { name: 'Phòng ban', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Thêm' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/vi/Mapping/PhongBanMapping');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolation(page, reports);
});

test('the vote form reports no CSP violation', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(180_000);
  // bvadmin opens a SOPS 2.0 version for the hospital's staff through the API.
  const api = await playwright.request.newContext({ baseURL });
  const login0 = (await (await api.post('/auth/v1/login', { data: { ten_tai_khoan: 'bvadmin', mat_khau: DEMO_PASSWORD } })).json()) as {
    data: { token: string; user: { hospital: { hospital_id: number } } };
  };
  const auth = { Authorization: `Bearer ${login0.data.token}` };
  const templates = (await (await api.get(`${V}/phien-ban-khao-sat?la_mau=true&page=1&size=50`, { headers: auth })).json()) as {
    data: { data: { phien_ban_id: number; instrument_code: string | null }[] };
  };
  const sops2 = templates.data.data.find((v) => v.instrument_code === 'HSOPS2')!;
  const now = Date.now();
  const copy = (await (
    await api.post(`${V}/phien-ban-khao-sat/${sops2.phien_ban_id}/copy`, {
      headers: auth,
      data: {
        hospital_id: login0.data.user.hospital.hospital_id,
        tieu_de_khao_sat: TITLE,
        time_start: vnWire(new Date(now - 600_000)),
        time_end: vnWire(new Date(now + 86_400_000)),
      },
    })
  ).json()) as { data: { phien_ban_id: number } };
  expect((await api.post(`${V}/phien-ban-khao-sat/${copy.data.phien_ban_id}/start`, { headers: auth })).status()).toBe(200);

  const context = await browser.newContext({ baseURL, locale: 'vi-VN' });
  const page: Page = await context.newPage();
  const reports = await watchCsp(page);
  await signIn(page, 'nhanvien01', '/vi/KhaoSat');
  const row = page.getByRole('row', { name: new RegExp(TITLE) });
  await row.getByRole('button', { name: `Bình chọn: ${TITLE}` }).click();
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Bắt đầu' }).click();
  await expect(page.getByText('Bước 2/12')).toBeVisible();
  for (const group of await page.getByRole('radiogroup').all()) await group.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Tiếp', exact: true }).click();
  await expect(page.getByText('Bước 3/12')).toBeVisible();
  await expectNoViolation(page, reports);
  await context.close();
});
