import { Writable } from 'node:stream';
import { body, createTestApp, type TestApp } from '../helpers/app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Every line the app's pino logger writes, parsed. */
const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const l of chunk.toString('utf8').split('\n')) if (l.trim()) lines.push(JSON.parse(l) as Record<string, unknown>);
    done();
  },
});
const linesOf = (reqId: string) => lines.filter((l) => l.reqId === reqId);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    (app) => {
      app.get('/test/boom', async () => {
        throw new Error('secret internals: connection string postgres://x');
      });
    },
    { logger: { level: 'info', stream: logStream } },
  );
});
afterAll(() => t.close());

describe('request ids', () => {
  it('gives every answer a fresh UUID in X-Request-Id, and keeps a sane one the caller (a proxy) sent', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/health' });
    const b = await t.app.inject({ method: 'GET', url: '/health' });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);

    const fromProxy = 'f3a9c2e14b7d4e0a9c1b2d3e4f5a6b7c';
    expect((await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': fromProxy } })).headers['x-request-id']).toBe(fromProxy);
  });

  it.each([
    ['spaces and quotes', 'abc def "x"'],
    ['a forged log line', 'abcdefgh\n{"level":50}'],
    ['too short', 'abc'],
    ['too long', 'a'.repeat(129)],
    ['non-ASCII', 'mã-yêu-cầu-123'],
  ])('replaces an incoming id with %s by a UUID', async (_what, given) => {
    const res = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': given } });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('puts the id in every error envelope: access refusal, validation, unknown API path, a URL that does not decode', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/auth/v1/tai-khoan/me' });
    const invalid = await t.app.inject({ method: 'POST', url: '/auth/v1/login', payload: { ten_tai_khoan: '' } });
    const unknown = await t.app.inject({ method: 'GET', url: '/votesafety/v1/khong-co' });
    const badUrl = await t.app.inject({ method: 'GET', url: '/votesafety/v1/phien-ban-khao-sat/%E0%A4%A' });
    for (const [res, status] of [
      [refused, 401],
      [invalid, 400],
      [unknown, 404],
      [badUrl, 400],
    ] as const) {
      expect(res.statusCode).toBe(status);
      const b = body(res) as { code: number; request_id?: string };
      expect(b.code).toBe(status);
      expect(b.request_id).toMatch(UUID);
      expect(b.request_id).toBe(res.headers['x-request-id']);
    }
    // A success envelope stays as it was.
    const ok = await t.app.inject({ method: 'GET', url: '/health' });
    expect(body(ok)).not.toHaveProperty('request_id');
  });

  it('leads from the id a user quotes to the log lines of the failed request, without internals in the answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/boom' });
    expect(res.statusCode).toBe(500);
    const b = res.json() as { message: string; request_id: string };
    expect(res.body).not.toContain('secret internals');
    expect(b.message).toBe('Lỗi! Xin vui lòng liên hệ với bộ phận IT để được hỗ trợ!');

    const logged = linesOf(b.request_id);
    expect(logged.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'unhandled error', 'request completed']));
    const error = logged.find((l) => l.msg === 'unhandled error')!;
    expect(error.level).toBe(50);
    expect(JSON.stringify(error.err)).toContain('secret internals');
    expect(logged.find((l) => l.msg === 'request completed')).toMatchObject({ res: { statusCode: 500 } });
  });

  it('logs a refused request under the id its answer carries', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/v1/tai-khoan/me', headers: { authorization: 'Bearer not-a-token' } });
    const id = (res.json() as { request_id: string }).request_id;
    expect(linesOf(id).find((l) => l.msg === 'request completed')).toMatchObject({ res: { statusCode: 401 } });
  });
});
