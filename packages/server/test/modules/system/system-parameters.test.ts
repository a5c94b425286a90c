/**
 * System parameters through HTTP: product defaults by system administrators, a hospital's
 * overrides by its administrators, values checked per code with Vietnamese messages, and the
 * minimum group size changed through the API changes what the dashboards suppress.
 */
import type { TAveragePositive, TPage, TSystemParameter } from '@hm/contract';
import { takeSnapshot } from '../../../src/modules/dashboard/snapshot-compute.js';
import { body } from '../../helpers/app.js';
import { addHospitals, D, dashFixture, type DashFixture, generateResponses, insertResponses, instrumentVersion, qs, referenceStructure } from '../dashboard/fixtures.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';

const P = '/auth/v1/tham-so-he-thong';
let t: TestApp;
let f: DashFixture;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  f = await dashFixture(t);
  for (const u of ['admin', 'bvadmin', 'bv2admin', 'nhanvien01']) tok[u] = await t.login(u);
});
afterAll(() => t.close());

const call = (u: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.as(tok[u]!, { method, url, ...(payload === undefined ? {} : { payload: payload as never }) });
const list = async (u: string, query = '') => body<TPage<TSystemParameter>>(await call(u, 'GET', `${P}?size=200${query}`)).data;
const param = (hospital_id: number | null, gia_tri: string, ma_tham_so = 'MIN_GROUP_SIZE') => ({ hospital_id, ma_tham_so, ten_tham_so: 'Số người tối thiểu', gia_tri });
const count = async () =>
  (
    await f.db
      .selectFrom('tham_so_he_thong')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('system parameters', () => {
  it('lists the defaults and the overrides in scope, paged and searchable', async () => {
    const own = await call('bvadmin', 'POST', P, param(f.demoId, '1', 'STRAIGHT_LINING_RULE'));
    expect(own.statusCode).toBe(200);
    const mine = await list('bvadmin');
    expect(mine.data.some((r) => r.hospital_id === null && r.ma_tham_so === 'MIN_GROUP_SIZE' && r.gia_tri === '5')).toBe(true);
    expect(mine.data.some((r) => r.hospital_id === f.demoId && r.ma_tham_so === 'STRAIGHT_LINING_RULE' && r.ten_benh_vien)).toBe(true);
    // The other hospital sees the defaults, never this override.
    const theirs = await list('bv2admin');
    expect(theirs.data.every((r) => r.hospital_id === null || r.hospital_id === f.demo2Id)).toBe(true);
    expect((await call('bv2admin', 'GET', `${P}?hospitalId=${f.demoId}`)).statusCode).toBe(403);
    const found = await list('admin', '&keyword=STRAIGHT');
    expect(found.data.every((r) => r.ma_tham_so === 'STRAIGHT_LINING_RULE')).toBe(true);
    const page = body<TPage<TSystemParameter>>(await call('admin', 'GET', `${P}?size=1&page=2`)).data;
    expect(page.data).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(3);
  });

  it('refuses bad values with Vietnamese messages and changes nothing', async () => {
    const before = await count();
    const cases: Array<[unknown, RegExp]> = [
      [param(f.demoId, '2'), /nhỏ hơn 3/],
      [param(f.demoId, 'abc'), /số nguyên/],
      [param(f.demoId, '4.5'), /số nguyên/],
      [param(f.demoId, '5000'), /lớn hơn 1000/],
      [param(f.demoId, '2', 'STRAIGHT_LINING_RULE'), /0 \(tắt\) hoặc 1/],
      [param(f.demoId, '1', 'KHONG_CO'), /mã tham số/],
      [{ ...param(f.demoId, '5'), gia_tri: '' }, /giá trị/i],
      [{ ...param(f.demoId, '5'), ten_tham_so: '  ' }, /tên tham số/],
      [{ ...param(f.demoId, '5'), gia_tri: '5\u0000' }, /ký tự không hợp lệ/],
    ];
    for (const [payload, message] of cases) {
      const res = await call('bvadmin', 'POST', P, payload);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(body(res))).toMatch(message);
    }
    const dflt = (await list('admin')).data.find((r) => r.hospital_id === null && r.ma_tham_so === 'MIN_GROUP_SIZE')!;
    const res = await call('admin', 'PUT', `${P}/${dflt.id}`, param(null, '1'));
    expect(res.statusCode).toBe(400);
    expect(await count()).toBe(before);
    expect((await list('admin')).data.find((r) => r.id === dflt.id)!.gia_tri).toBe('5');
  });

  it('lets a hospital administrator manage only the own hospital’s overrides', async () => {
    const before = await count();
    // Another hospital's override, and the product default.
    expect((await call('bvadmin', 'POST', P, param(f.demo2Id, '6'))).statusCode).toBe(403);
    expect((await call('bvadmin', 'POST', P, param(null, '6'))).statusCode).toBe(403);
    const dflt = (await list('bvadmin')).data.find((r) => r.hospital_id === null && r.ma_tham_so === 'MIN_GROUP_SIZE')!;
    expect((await call('bvadmin', 'PUT', `${P}/${dflt.id}`, param(null, '8'))).statusCode).toBe(403);
    expect((await call('bvadmin', 'DELETE', `${P}/${dflt.id}`)).statusCode).toBe(403);
    const theirs = body<TSystemParameter>(await call('bv2admin', 'POST', P, param(f.demo2Id, '8'))).data;
    expect(theirs.hospital_id).toBe(f.demo2Id);
    expect((await call('bvadmin', 'PUT', `${P}/${theirs.id}`, param(f.demoId, '9'))).statusCode).toBe(403);
    expect((await call('bvadmin', 'DELETE', `${P}/${theirs.id}`)).statusCode).toBe(403);
    expect((await call('nhanvien01', 'POST', P, param(f.demoId, '6'))).statusCode).toBe(403);
    expect(await count()).toBe(before + 1);
    // A duplicate in the same scope is a clear 409; the own override is edited and deleted, audited.
    expect(body(await call('bv2admin', 'POST', P, param(f.demo2Id, '9'))).message).toMatch(/đã có giá trị/);
    const upd = await call('bv2admin', 'PUT', `${P}/${theirs.id}`, param(f.demo2Id, '9'));
    expect(body(upd)).toMatchObject({ code: 200, message: 'Cập nhật thành công', data: { gia_tri: '9' } });
    expect(body(await call('bv2admin', 'DELETE', `${P}/${theirs.id}`))).toMatchObject({ code: 200, data: null });
    const audit = await f.db
      .selectFrom('audit_log')
      .select(['action', 'changes', 'hospital_id'])
      .where('entity', '=', 'systemParameter')
      .where('entity_id', '=', String(theirs.id))
      .orderBy('audit_log_id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]!.changes).toMatchObject({ gia_tri: ['8', '9'] });
    expect(audit[0]!.hospital_id).toBe(f.demo2Id);
    // The product default stays: editing it is the way.
    expect(body(await call('admin', 'DELETE', `${P}/${dflt.id}`)).message).toMatch(/Không thể xóa giá trị mặc định/);
  });

  it('changes what the dashboards suppress when the minimum group size changes through the API', async () => {
    const [h] = await addHospitals(f.db, ['BV Tham số qua API']);
    await f.db.insertInto('hospital_module').values({ hospital_id: h!, module: 'system' }).execute();
    const id = await instrumentVersion(f.db, { instrument: 'HSOPS2', owner: h!, hospitals: [h!] });
    const s = await referenceStructure(f.db, id);
    const [a, b] = s.questions.find((q) => q.role === 'unit')!.values;
    await insertResponses(
      f.db,
      id,
      generateResponses(
        s,
        [
          { hospital_id: h!, don_vi: a!, vi_tri: 0, valid: 6 },
          { hospital_id: h!, don_vi: b!, vi_tri: 0, valid: 9 },
        ],
        id,
      ),
    );
    await takeSnapshot(f.db, id, 'request');
    const unitA = async () => (await f.get<TAveragePositive>('admin', `${D}/thong-ke-ty-le-phan-hoi-tich-cuc-trung-binh?${qs({ phien_ban_id: id, don_vi: a })}`)).scope;
    expect(await unitA()).toMatchObject({ suppressed: false, n: 6, min_group_size: 5 });

    const created = await call('admin', 'POST', P, param(h!, '7'));
    expect(created.statusCode).toBe(200);
    expect(await unitA()).toMatchObject({ suppressed: true, n: null, min_group_size: 7 });
    await call('admin', 'PUT', `${P}/${body<TSystemParameter>(created).data.id}`, param(h!, '3'));
    expect(await unitA()).toMatchObject({ suppressed: false, n: 6, min_group_size: 3 });
  });
});
