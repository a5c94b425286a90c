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
