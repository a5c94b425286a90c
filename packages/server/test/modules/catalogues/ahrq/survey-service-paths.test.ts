import type { TAhrqCategory, TMappingSummary } from '@hm/contract';
import { ahrqEndpointSets, endpointList } from '@hm/contract';
import { createTestApp, body, type TestApp } from '../../../helpers/app.js';

// The specification places the 14 AHRQ calls under the survey service (`/votesafety/v1`); the
// pages call them under `/auth/v1`. Both are one implementation: same answers, same rules.
let t: TestApp;
let admin: string;
let bvadmin: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, bvadmin, staff] = [await t.login('admin'), await t.login('bvadmin'), await t.login('nhanvien01')];
});
afterAll(() => t.close());

const [auth, survey] = ahrqEndpointSets;

describe('the AHRQ calls at the survey service prefix', () => {
  it('are rows of the endpoint table, one for each call of the auth service', () => {
    const paths = endpointList.filter((e) => /^\/votesafety\/v1\/(phong-ban-ahrq|chuc-danh-ahrq|mapping)/.test(e.path)).map((e) => `${e.method} ${e.path}`);
    expect(paths.sort()).toEqual(
      Object.values(survey)
        .map((e) => `${e.method} ${e.path}`)
        .sort(),
    );
    expect(paths).toHaveLength(14);
    for (const [name, call] of Object.entries(auth)) {
      const twin = survey[name as keyof typeof survey];
      expect({ ...twin, path: twin.path.replace('/votesafety/v1', '/auth/v1') }).toEqual(call);
    }
  });

  it.each(['phong-ban-ahrq', 'chuc-danh-ahrq', 'mapping', 'mapping/phong-ban?size=5', 'mapping/chuc-danh?size=5'])('GET %s answers as under /auth/v1', async (path) => {
    const token = path.startsWith('mapping') ? bvadmin : staff;
    const [a, s] = [await t.as(token, { method: 'GET', url: `/auth/v1/${path}` }), await t.as(token, { method: 'GET', url: `/votesafety/v1/${path}` })];
    expect(s.statusCode).toBe(200);
    expect(body(s)).toEqual(body(a));
  });

  it('reads one by id, writes with the same rules, and the write is seen under both prefixes', async () => {
    const first = body<TAhrqCategory[]>(await t.as(staff, { method: 'GET', url: '/votesafety/v1/phong-ban-ahrq' })).data[0]!;
    expect(body(await t.as(staff, { method: 'GET', url: `/votesafety/v1/phong-ban-ahrq/${first.id}` })).data).toEqual(first);

    const input = { ma: 'UAVS1', ten_vi: 'Đơn vị thử', ten_en: 'Test unit', nhom_vi: 'Khác', nhom_en: 'Other', thu_tu: 100 };
    const refused = await t.as(bvadmin, { method: 'POST', url: '/votesafety/v1/phong-ban-ahrq', payload: input });
    expect(refused.statusCode).toBe(403);
    const created = await t.as(admin, { method: 'POST', url: '/votesafety/v1/phong-ban-ahrq', payload: input });
    expect(created.statusCode).toBe(200);
    const row = body<TAhrqCategory>(created).data;
    expect(body(await t.as(staff, { method: 'GET', url: `/auth/v1/phong-ban-ahrq/${row.id}` })).data).toEqual(row);
    const updated = await t.as(admin, { method: 'PUT', url: '/votesafety/v1/phong-ban-ahrq', payload: { ...input, id: row.id, ten_vi: 'Tên mới' } });
    expect(body<TAhrqCategory>(updated).data.ten_vi).toBe('Tên mới');
    expect((await t.as(admin, { method: 'DELETE', url: `/votesafety/v1/phong-ban-ahrq/${row.id}` })).statusCode).toBe(200);
    expect((await t.as(staff, { method: 'GET', url: `/auth/v1/phong-ban-ahrq/${row.id}` })).statusCode).toBe(404);

    const rows = body<{ data: { id: number; ahrq_id: number | null }[] }>(await t.as(bvadmin, { method: 'GET', url: '/votesafety/v1/mapping/phong-ban?size=1' })).data.data;
    const [own] = rows;
    const saved = await t.as(bvadmin, { method: 'POST', url: '/votesafety/v1/mapping', payload: { kind: 'phong_ban', items: [{ id: own!.id, ahrq_id: first.id }] } });
    expect(saved.statusCode).toBe(200);
    expect(body<{ saved: number }>(saved).data).toEqual({ saved: 1 });
    const after = body<{ data: { id: number; ahrq_id: number | null }[] }>(await t.as(bvadmin, { method: 'GET', url: '/auth/v1/mapping/phong-ban?size=1' })).data.data;
    expect(after[0]).toMatchObject({ id: own!.id, ahrq_id: first.id });
    expect(body<TMappingSummary>(await t.as(bvadmin, { method: 'GET', url: '/votesafety/v1/mapping' })).data.phong_ban.total).toBe(10);
  });
});
