import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { endpointList } from '@hm/contract';
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('documents every built route at /docs/json and serves the UI at /docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const built = endpointList.filter((e) => e.response);
    expect(built.length).toBeGreaterThan(25);
    for (const e of built) {
      expect(doc.paths[e.path]?.[e.method.toLowerCase()]).toBeDefined();
    }
    const ui = await t.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('runtime configuration', () => {
  it('serves /config.json, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ apiBaseUrl: '', version: '1.2.0', remotes: expect.any(Object) });
  });

  it('allows the standalone remotes’ origins (CORS)', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/auth/v1/login', headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'POST' } });
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    const other = await t.app.inject({ method: 'OPTIONS', url: '/auth/v1/login', headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('static bundles', () => {
  let web: TestApp;
  let root: string;
  beforeAll(async () => {
    // A built shell of its own: the test does not depend on `npm run build` having run.
    root = mkdtempSync(path.join(tmpdir(), 'hm-web-'));
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
    writeFileSync(path.join(root, 'shell', 'dist', 'main.0123abcd.js'), `console.log(${JSON.stringify('a'.repeat(20_000))});`);
    web = await createTestApp({ webRoot: root });
  });
  afterAll(async () => {
    await web.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('writes the runtime configuration into the shell page (no /config.json round trip), as a data block nothing in it can close', async () => {
    const page = await web.app.inject({ method: 'GET', url: '/vi/Login' });
    expect(page.statusCode).toBe(200);
    const block = /<script type="application\/json" id="hm-runtime-config">(.*?)<\/script><\/head>/.exec(page.body);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1]!)).toEqual((await web.app.inject({ method: 'GET', url: '/config.json' })).json());
    expect(block![1]).not.toContain('<');
  });

  it('sends bundles compressed to browsers that accept it, cached for a year, and plain to others', async () => {
    const br = await web.app.inject({ method: 'GET', url: '/main.0123abcd.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(1000);
    expect(br.headers['cache-control']).toContain('immutable');
    const gzip = await web.app.inject({ method: 'GET', url: '/main.0123abcd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('aaaa');
    const plain = await web.app.inject({ method: 'GET', url: '/main.0123abcd.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(20_000);
  });
});
