import { endpointList } from '@hm/contract';
import { body, createTestApp, type TestApp } from '../helpers/app.js';

// One text schema (zText): a NUL or another control character in any text input is a clear
// Vietnamese 400, never a 500 from the database (which refuses NUL).

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const keysOf = (schema: unknown): string[] => Object.keys((schema as { shape?: object } | undefined)?.shape ?? {});
/** Every list that searches by keyword, with a path that needs no parameter. */
const searchable = endpointList.filter((e) => e.method === 'GET' && !e.path.includes('{') && keysOf(e.query).includes('keyword'));

it.each(searchable.map((e) => [`${e.method} ${e.path}`, e] as const))('%s refuses a NUL in the keyword', async (_name, e) => {
  const res = await t.as(admin, { method: 'GET', url: `${e.path}?keyword=a%00b` });
  expect(res.statusCode).toBe(400);
  expect(body(res).message).toBe('Dữ liệu chứa ký tự không hợp lệ');
});

it('has keyword lists to check', () => {
  expect(searchable.length).toBeGreaterThan(8);
});

it.each([
  ['POST', '/auth/v1/phong-ban-ahrq', { ma: 'X1', ten_vi: 'A\u0000B', ten_en: 'A' }],
  ['POST', '/votesafety/v1/phien-ban-khao-sat', { tieu_de_khao_sat: 'Khảo sát\u0000', language: 'vi' }],
])('%s %s refuses a NUL in a text field and stores nothing', async (method, url, payload) => {
  const res = await t.as(admin, { method: method as 'POST', url, payload });
  expect(res.statusCode).toBe(400);
  expect(JSON.stringify(body(res))).toContain('Dữ liệu chứa ký tự không hợp lệ');
});
