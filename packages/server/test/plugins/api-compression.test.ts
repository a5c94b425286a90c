import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { endpointList, endpoints, type TPage, type TStaff } from '@hm/contract';
import { carriesSecret, COMPRESSION_THRESHOLD } from '../../src/plugins/compression.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

let t: TestApp;
let base: string;
let bvadmin: string;

/** One request over a real socket, the body as the bytes on the wire (not decompressed). */
function send(method: string, url: string, headers: Record<string, string>, body?: unknown): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(`${base}${url}`, { method, headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const STAFF_LIST = '/auth/v1/nhan-vien?size=200';

beforeAll(async () => {
  t = await createTestApp();
  const demo = await t.database.db.selectFrom('hospital').select('hospital_id').where('ma_benh_vien', '=', 'BVDEMO').executeTakeFirstOrThrow();
  // 200 more staff records, as a hospital's import gives them: the list below is a full page.
  await t.database.db
    .insertInto('nhan_vien')
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        hospital_id: demo.hospital_id,
        ma_nhan_vien: `NVC${String(i).padStart(4, '0')}`,
        ten_nhan_vien: `Nguyễn Thị Phương Nhân viên ${i}`,
        email: `nhanvien.nen${i}@bvdemo.example.vn`,
        so_dien_thoai: `09${String(10_000_000 + i * 7919).slice(0, 8)}`,
      })),
    )
    .execute();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  bvadmin = await t.login('bvadmin');
}, 60_000);
afterAll(() => t.close());

describe('API answers over HTTP', () => {
  it('sends a 200-row staff list brotli-compressed to a client that accepts br, the same JSON once decompressed', async () => {
    const auth = { authorization: `Bearer ${bvadmin}` };
    const plain = await send('GET', STAFF_LIST, { ...auth, 'accept-encoding': 'identity' });
    const br = await send('GET', STAFF_LIST, { ...auth, 'accept-encoding': 'br' });
    const gzip = await send('GET', STAFF_LIST, { ...auth, 'accept-encoding': 'gzip' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const list = (JSON.parse(plain.bytes.toString()) as { data: TPage<TStaff> }).data;
    expect(list.data).toHaveLength(200);

    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString())).toEqual(JSON.parse(plain.bytes.toString()));
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.bytes).toString())).toEqual(JSON.parse(plain.bytes.toString()));
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 4);
    // The figures of docs/decisions/api-compression.md.
    console.log(`200-row staff list: ${plain.bytes.length} B plain, ${gzip.bytes.length} B gzip, ${br.bytes.length} B br`);
  });

  it('sends small answers as they are', async () => {
    const res = await send('GET', '/auth/v1/hospital/auth', { authorization: `Bearer ${bvadmin}`, 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.bytes.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses an answer that carries a token, however large', async () => {
    const login = await send('POST', '/auth/v1/login', { 'accept-encoding': 'br, gzip' }, { ten_tai_khoan: 'admin', mat_khau: 'Demo@123' });
    expect(login.status).toBe(200);
    expect(login.bytes.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(login.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(login.bytes.toString())).toMatchObject({ data: { token: expect.any(String), refresh_token: expect.any(String) } });
    const { refresh_token } = (JSON.parse(login.bytes.toString()) as { data: { refresh_token: string } }).data;
    const refreshed = await send('POST', '/auth/v1/refresh-token', { 'accept-encoding': 'br, gzip' }, { refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers['content-encoding']).toBeUndefined();
  });

  it('leaves an xlsx as it is (already a zip)', async () => {
    const res = await send('GET', '/auth/v1/nhan-vien/file-import', { authorization: `Bearer ${bvadmin}`, 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.bytes.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('which answers carry a credential', () => {
  it('are read from the response schemas: the sessions of a login, a refresh, an own password change, an invitation link and a ballot card, and a benchmark collector’s new credential', () => {
    const secret = endpointList.filter(carriesSecret).map((e) => `${e.method} ${e.path}`);
    expect(secret.sort()).toEqual(
      [
        endpoints.login,
        endpoints.accountLogin,
        endpoints.refreshToken,
        endpoints.changeOwnPassword,
        endpoints.voterAuth,
        endpoints.ballotCardOpen,
        endpoints.federatedContributorIssue,
      ]
        .map((e) => `${e.method} ${e.path}`)
        .sort(),
    );
  });
});
