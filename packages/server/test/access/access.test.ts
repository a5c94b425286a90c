import { ep, GENERIC_ERROR_MESSAGE } from '@hm/contract';
import { z } from 'zod';
import { defineRoute } from '../../src/resources/route.js';
import { createTestApp, body, type TestApp } from '../helpers/app.js';

// Routes of licensed modules come with later issues; these stand-ins exercise the one access hook.
const dashboardRead = ep({
  method: 'GET',
  path: '/votesafety/v1/test-dash',
  module: 'dashboard',
  fn: 'DASHBOARD_XEM',
  summary: 'test',
  query: z.object({ hospitalId: z.coerce.number().int().optional() }),
  response: z.object({ ok: z.boolean() }),
});
const boom = ep({ method: 'GET', path: '/votesafety/v1/test-boom', module: 'core', fn: null, summary: 'test' });

let t: TestApp;
let demoId: number;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    defineRoute(app, dashboardRead, async () => ({ ok: true }));
    defineRoute(app, boom, async () => {
      throw new Error('secret internal detail at /srv/db');
    });
  });
  demoId = (await t.database.db.selectFrom('hospital').select('hospital_id').where('ma_benh_vien', '=', 'BVDEMO').executeTakeFirstOrThrow()).hospital_id;
});
afterAll(() => t.close());

describe('the access hook', () => {
  it('lets a licensed hospital’s administrator in', async () => {
    const res = await t.as(await t.login('bvadmin'), { method: 'GET', url: '/votesafety/v1/test-dash' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a hospital that has not licensed the module', async () => {
    const res = await t.as(await t.login('bv2admin'), { method: 'GET', url: '/votesafety/v1/test-dash' });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe('Bệnh viện chưa đăng ký sử dụng phân hệ này');
  });

  it('refuses a caller without the route’s function', async () => {
    const res = await t.as(await t.login('nhanvien01'), { method: 'GET', url: '/votesafety/v1/test-dash' });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe('Bạn không có quyền thực hiện chức năng này');
  });

  it('refuses a hospital asked for outside the caller’s scope', async () => {
    const res = await t.as(await t.login('bv2admin'), { method: 'GET', url: `/votesafety/v1/test-dash?hospitalId=${demoId}` });
    expect(res.statusCode).toBe(403);
  });

  it('answers 500 with the generic message and no internals', async () => {
    const res = await t.as(await t.login('admin'), { method: 'GET', url: '/votesafety/v1/test-boom' });
    expect(res.statusCode).toBe(500);
    expect(body(res)).toEqual({ code: 500, message: GENERIC_ERROR_MESSAGE, data: null, request_id: expect.any(String) });
    expect(res.body).not.toContain('secret');
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/v1/khong-co' });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({ code: 404, message: 'Không tìm thấy đường dẫn', data: null, request_id: expect.any(String) });
  });
});
