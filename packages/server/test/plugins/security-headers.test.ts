import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { trustProxyOption } from '../../src/config.js';
import { shellCsp, shellSources, withNonceMeta } from '../../src/plugins/security-headers.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

const STRICT = "default-src 'none'; frame-ancestors 'none'";

/** A built shell and one built remote of their own: the test does not depend on `npm run build`. */
function webRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'hm-web-csp-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    path.join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><head><title>x</title><script defer src="/main.0123abcd.js"></script></head><body></body></html>',
  );
  writeFileSync(path.join(root, 'shell', 'dist', 'main.0123abcd.js'), 'console.log(1);');
  const remote = path.join(root, 'mf-survey');
  mkdirSync(path.join(remote, 'dist'), { recursive: true });
  writeFileSync(path.join(remote, 'package.json'), JSON.stringify({ name: 'mf-survey', version: '3.4.5' }));
  writeFileSync(path.join(remote, 'dist', 'mf-manifest.json'), '{"id":"mf_survey"}');
  writeFileSync(path.join(remote, 'dist', 'remoteEntry.js'), 'var mf_survey;');
  return root;
}

/** The CSP as a map of directive → sources. */
function directives(csp: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const nonceOf = (html: string) => /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1];

describe('security headers: remotes served by this process', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = webRoot();
    t = await createTestApp({ webRoot: root });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('gives the shell page a CSP with a fresh nonce, no inline script and no eval, and the common headers', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/vi/Dashboard/Hospital' });
    const b = await t.app.inject({ method: 'GET', url: '/' });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const nonceA = nonceOf(a.body);
    const nonceB = nonceOf(b.body);
    expect(nonceA).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceB).not.toBe(nonceA);
    const csp = directives(a.headers['content-security-policy'] as string);
    expect(csp).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", `'nonce-${nonceA}'`],
      'img-src': ["'self'", 'blob:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    expect(a.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-frame-options': 'DENY',
      'cache-control': 'no-cache',
    });
    expect(a.headers['strict-transport-security']).toBeUndefined();
  });

  it('never sends index.html as a plain file (it would have no nonce)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.statusCode).toBe(200);
    expect(nonceOf(res.body)).toBeDefined();
    expect(res.headers['content-security-policy']).toContain(`'nonce-${nonceOf(res.body)}'`);
  });

  it('gives API answers, errors and the runtime configuration the strict CSP', async () => {
    const token = await t.login('admin');
    const me = await t.as(token, { method: 'GET', url: '/auth/v1/tai-khoan/me' });
    expect(me.statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: '/auth/v1/tai-khoan/me' });
    const missing = await t.app.inject({ method: 'GET', url: '/auth/v1/nothing-here' });
    const config = await t.app.inject({ method: 'GET', url: '/config.json' });
    for (const res of [me, anonymous, missing, config]) {
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['content-security-policy']).toBe(STRICT);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('lets any origin load a remote’s files, and keeps the shell’s own files to its origin', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/remotes/mf-survey/mf-manifest.json', headers: { origin: 'https://shell.example' } });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(manifest.headers['x-content-type-options']).toBe('nosniff');
    const entry = await t.app.inject({ method: 'GET', url: '/remotes/mf-survey/remoteEntry.js' });
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(entry.headers['content-type']).toContain('javascript');
    const shellJs = await t.app.inject({ method: 'GET', url: '/main.0123abcd.js', headers: { origin: 'https://shell.example' } });
    expect(shellJs.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(shellJs.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends HSTS only over TLS', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/config.json', headers: { 'x-forwarded-proto': 'https' } });
    // Without HM_TRUST_PROXY a client's X-Forwarded-Proto is not believed.
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HM_TRUST_PROXY', () => {
  it('believes no peer, any peer, or the listed addresses', () => {
    expect([undefined, '', '0', 'false'].map(trustProxyOption)).toEqual([false, false, false, false]);
    expect(trustProxyOption('1')).toBe(true);
    expect(trustProxyOption(' 127.0.0.1, 10.0.0.0/8 ')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });
});

describe('security headers: behind a TLS proxy', () => {
  const before = process.env.HM_TRUST_PROXY;
  let t: TestApp;
  beforeAll(async () => {
    process.env.HM_TRUST_PROXY = '1';
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    if (before === undefined) delete process.env.HM_TRUST_PROXY;
    else process.env.HM_TRUST_PROXY = before;
  });

  it('sends HSTS when the trusted proxy says the request came over https', async () => {
    const tls = await t.app.inject({ method: 'GET', url: '/config.json', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await t.app.inject({ method: 'GET', url: '/config.json', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers: remotes and API on other origins', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = webRoot();
    t = await createTestApp({ webRoot: root, remotesBaseUrl: 'https://cdn.example/hm/remotes/', publicApiBaseUrl: 'https://api.example' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('names every remote at the configured address in /config.json', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/config.json' })).json() as { apiBaseUrl: string; remotes: Record<string, { manifest: string; version: string }> };
    expect(config.apiBaseUrl).toBe('https://api.example');
    expect(config.remotes.survey).toEqual({ name: 'mf_survey', manifest: 'https://cdn.example/hm/remotes/mf-survey/mf-manifest.json', version: '3.4.5' });
    expect(config.remotes.dashboard?.manifest).toBe('https://cdn.example/hm/remotes/mf-dashboard/mf-manifest.json');
  });

  it('lets the shell page load exactly those remotes’ folders and call the API’s origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/vi/KhaoSat' });
    const csp = directives(page.headers['content-security-policy'] as string);
    const folders = ['mf-survey', 'mf-dashboard', 'mf-reports', 'mf-system', 'mf-catalogues'].map((f) => `https://cdn.example/hm/remotes/${f}/`);
    expect(csp['script-src']).toEqual(["'self'", ...folders]);
    expect(csp['style-src']).toEqual(["'self'", `'nonce-${nonceOf(page.body)}'`, ...folders]);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.example', ...folders]);
    expect(csp['img-src']).toEqual(["'self'", 'blob:', ...folders]);
    expect(csp['font-src']).toEqual(["'self'", ...folders]);
    expect(page.headers['content-security-policy']).not.toMatch(/unsafe-eval|unsafe-inline/);
    expect(csp['script-src']!.join(' ')).not.toContain('unsafe');
  });
});

describe('shellCsp and the nonce meta', () => {
  it('keeps same-origin remotes and API under self', () => {
    const sources = shellSources({ apiBaseUrl: '', version: '1', remotes: { survey: { name: 'mf_survey', manifest: '/remotes/mf-survey/mf-manifest.json', version: '1' } } });
    expect(sources).toEqual({ remotes: [], api: [] });
    expect(shellCsp(sources, 'n')).toContain("script-src 'self';");
  });

  it('puts the meta first in <head>, or after the doctype when there is no head', () => {
    expect(withNonceMeta('<!doctype html><html><head lang="vi"><title>x</title></head></html>', 'N')).toBe(
      '<!doctype html><html><head lang="vi"><meta property="csp-nonce" nonce="N"><title>x</title></head></html>',
    );
    expect(withNonceMeta('<!doctype html><title>x</title>', 'N')).toBe('<!doctype html><meta property="csp-nonce" nonce="N"><title>x</title>');
  });
});
