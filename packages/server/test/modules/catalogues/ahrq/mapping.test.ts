import type { TMappingRow, TMappingSummary, TPage } from '@hm/contract';
import { sql } from 'kysely';
import { DEMO_DEPARTMENT_CODES, DEMO_JOB_TITLE_CODES } from '../../../../src/seed/demo-ahrq.js';
import { seed } from '../../../../src/seed/index.js';
import { DEMO_PROVINCE } from '../../../../src/seed/demo-province.js';
import { createTestApp, body, type TestApp } from '../../../helpers/app.js';

let t: TestApp;
let demoId: number;
let demo2Id: number;
let admin: string;
let bvadmin: string;
let bv2admin: string;
let staff: string;
/** Category ids by code. */
const unit = new Map<string, number>();
const position = new Map<string, number>();
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const hospitals = await db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).execute();
  demoId = hospitals.find((r) => r.ma_benh_vien === 'BVDEMO')!.hospital_id;
  demo2Id = hospitals.find((r) => r.ma_benh_vien === 'BVDEMO2')!.hospital_id;
  for (const c of await db.selectFrom('phong_ban_ahrq').select(['ma', 'id']).execute()) unit.set(c.ma, c.id);
  for (const c of await db.selectFrom('chuc_danh_ahrq').select(['ma', 'id']).execute()) position.set(c.ma, c.id);
  [admin, bvadmin, bv2admin, staff] = [await t.login('admin'), await t.login('bvadmin'), await t.login('bv2admin'), await t.login('nhanvien01')];
});
afterAll(() => t.close());

const OUT_OF_SCOPE = 'Bạn không có quyền truy cập dữ liệu của bệnh viện này';
const page = async (token: string, url: string) => {
  const res = await t.as(token, { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return body<TPage<TMappingRow>>(res).data;
};
const summary = async (token: string, query = '') => body<TMappingSummary>(await t.as(token, { method: 'GET', url: `/auth/v1/mapping${query}` })).data;
const save = (token: string, payload: unknown) => t.as(token, { method: 'POST', url: '/auth/v1/mapping', payload: payload as object });
const departmentId = async (hospitalId: number, name: string) =>
  (await t.database.db.selectFrom('phong_ban').select('phong_ban_id').where('hospital_id', '=', hospitalId).where('ten_phong_ban', '=', name).executeTakeFirstOrThrow())
    .phong_ban_id;
const departmentMappings = async () => await t.database.db.selectFrom('phong_ban').select(['phong_ban_id', 'phong_ban_ahrq_id']).orderBy('phong_ban_id').execute();

describe('the demo seed', () => {
  it('maps every department and job title of both demo hospitals', async () => {
    for (const [path, codes, ids] of [
      ['phong-ban', DEMO_DEPARTMENT_CODES, unit],
      ['chuc-danh', DEMO_JOB_TITLE_CODES, position],
    ] as const) {
      // The demo province's hospitals (docs/decisions/province-view.md) keep their catalogues unmapped.
      const rows = (await page(admin, `/auth/v1/mapping/${path}?size=200`)).data.filter((r) => [demoId, demo2Id].includes(r.hospital_id));
      expect(rows).toHaveLength(codes.length * 2);
      for (const r of rows) expect({ ten: r.ten, ahrq_id: r.ahrq_id }).toEqual({ ten: r.ten, ahrq_id: ids.get(codes.find((c) => c.name === r.ten)!.ma) });
    }
    expect(await summary(bvadmin)).toEqual({
      hospital_id: demoId,
      hospital_name: 'Bệnh viện Đa khoa Demo',
      phong_ban: { total: 10, mapped: 10 },
      chuc_danh: { total: 7, mapped: 7 },
    });
  });

  it('reaches an existing demo database seeded before it, and never overwrites an administrator’s mapping', async () => {
    const db = t.database.db;
    const own = await departmentId(demoId, 'Khoa Nội');
    await db.updateTable('phong_ban').set({ phong_ban_ahrq_id: null }).execute();
    await db.updateTable('chuc_danh').set({ chuc_danh_ahrq_id: null }).execute();
    await db
      .updateTable('phong_ban')
      .set({ phong_ban_ahrq_id: unit.get('UA02')! })
      .where('phong_ban_id', '=', own)
      .execute();
    await sql`DELETE FROM schema_migrations WHERE version IN ('seed:ahrq:1', 'seed:demo-ahrq:1')`.execute(db);
    await seed(db, { demo: true, adminPassword: null });
    expect(
      await db
        .selectFrom('phong_ban_ahrq')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual({ n: unit.size });
    expect((await db.selectFrom('phong_ban').select('phong_ban_ahrq_id').where('phong_ban_id', '=', own).executeTakeFirstOrThrow()).phong_ban_ahrq_id).toBe(unit.get('UA02'));
    expect((await summary(admin, `?hospitalId=${demo2Id}`)).phong_ban).toEqual({ total: 10, mapped: 10 });
    expect((await summary(admin, `?hospitalId=${demo2Id}`)).chuc_danh).toEqual({ total: 7, mapped: 7 });
    await db
      .updateTable('phong_ban')
      .set({ phong_ban_ahrq_id: unit.get('UA03')! })
      .where('phong_ban_id', '=', own)
      .execute();
  });
});

describe.each([
  ['phong-ban', 'phong_ban', 10, 'Khoa Nhi', 'PB01'],
  ['chuc-danh', 'chuc_danh', 7, 'Hộ sinh', 'CD01'],
] as const)('GET /auth/v1/mapping/%s', (path, kind, count, sample, code) => {
  const url = `/auth/v1/mapping/${path}`;

  it('shows a hospital administrator their own hospital’s rows only, with names and staff counts', async () => {
    const rows = await page(bvadmin, `${url}?size=200`);
    expect(rows.total).toBe(count);
    expect(rows.data.every((r) => r.hospital_id === demoId && r.hospital_name === 'Bệnh viện Đa khoa Demo')).toBe(true);
    const staffColumn = kind === 'phong_ban' ? 'phong_ban_id' : 'chuc_danh_id';
    const counted = await t.database.db
      .selectFrom('nhan_vien')
      .select([staffColumn, sql<number>`count(*)::int`.as('n')])
      .where('hospital_id', '=', demoId)
      .where('tam_ngung', '=', false)
      .groupBy(staffColumn)
      .execute();
    for (const r of rows.data)
      expect({ ten: r.ten, staff: r.staff }).toEqual({ ten: r.ten, staff: counted.find((c) => (c as Record<string, unknown>)[staffColumn] === r.id)?.n ?? 0 });
    expect(rows.data.reduce((s, r) => s + r.staff, 0)).toBe(counted.reduce((s, c) => s + c.n, 0));
    const other = await page(bv2admin, `${url}?size=200`);
    expect(other.data.every((r) => r.hospital_id === demo2Id)).toBe(true);
  });

  it('refuses another hospital asked for by id', async () => {
    const res = await t.as(bvadmin, { method: 'GET', url: `${url}?hospitalId=${demo2Id}` });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe(OUT_OF_SCOPE);
    expect((await page(admin, `${url}?hospitalId=${demo2Id}&size=200`)).data.every((r) => r.hospital_id === demo2Id)).toBe(true);
  });

  it('gives a system administrator every hospital, by hospital then name, page by page', async () => {
    const all = await page(admin, `${url}?size=200`);
    // The two demo hospitals and the demo province's.
    expect(all.total).toBe(count * (2 + DEMO_PROVINCE.hospitals.length));
    // One block per hospital.
    const blocks = all.data.map((r) => r.hospital_id).filter((h, i, a) => i === 0 || a[i - 1] !== h);
    expect(blocks).toHaveLength(2 + DEMO_PROVINCE.hospitals.length);
    expect(blocks).toEqual(expect.arrayContaining([demoId, demo2Id]));
    const first = await page(admin, `${url}?size=4&page=1`);
    const second = await page(admin, `${url}?size=4&page=2`);
    expect([...first.data, ...second.data]).toEqual(all.data.slice(0, 8));
  });

  it('searches by name or code, wildcards taken literally', async () => {
    expect((await page(bvadmin, `${url}?keyword=${encodeURIComponent(sample.toLowerCase())}`)).data.map((r) => r.ten)).toEqual([sample]);
    expect((await page(bvadmin, `${url}?keyword=${code}`)).data.map((r) => r.ma)).toEqual([code]);
    expect((await page(bvadmin, `${url}?keyword=%25`)).total).toBe(0);
  });

  it('is readable by staff of the hospital, and answers bad queries with 400', async () => {
    expect((await page(staff, url)).total).toBe(count);
    for (const q of ['page=0', 'size=500', 'unmapped=maybe', 'hospitalId=abc']) {
      const res = await t.as(bvadmin, { method: 'GET', url: `${url}?${q}` });
      expect({ q, status: res.statusCode }).toEqual({ q, status: 400 });
    }
  });
});

describe('POST /auth/v1/mapping', () => {
  it('saves rows of the caller’s hospital; the list and the summary show it', async () => {
    const noi = await departmentId(demoId, 'Khoa Nội');
    const nhi = await departmentId(demoId, 'Khoa Nhi');
    const res = await save(bvadmin, {
      kind: 'phong_ban',
      items: [
        { id: noi, ahrq_id: unit.get('UA02') },
        { id: nhi, ahrq_id: null },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ message: 'Cập nhật thành công', data: { saved: 2 } });

    const unmapped = await page(bvadmin, '/auth/v1/mapping/phong-ban?unmapped=true');
    expect(unmapped.data.map((r) => r.id)).toEqual([nhi]);
    expect((await page(bvadmin, '/auth/v1/mapping/phong-ban?keyword=Khoa%20N%E1%BB%99i')).data[0]!.ahrq_id).toBe(unit.get('UA02'));
    expect((await summary(bvadmin)).phong_ban).toEqual({ total: 10, mapped: 9 });
    // Hospital 2 untouched.
    expect((await page(bv2admin, '/auth/v1/mapping/phong-ban?unmapped=true')).total).toBe(0);

    await save(bvadmin, {
      kind: 'phong_ban',
      items: [
        { id: noi, ahrq_id: unit.get('UA03') },
        { id: nhi, ahrq_id: unit.get('UA11') },
      ],
    });
    expect((await summary(bvadmin)).phong_ban).toEqual({ total: 10, mapped: 10 });
  });

  it('saves job titles too', async () => {
    const [row] = (await page(bv2admin, '/auth/v1/mapping/chuc-danh?keyword=H%E1%BB%99%20sinh')).data;
    const res = await save(bv2admin, { kind: 'chuc_danh', items: [{ id: row!.id, ahrq_id: position.get('SP01') }] });
    expect(body(res).data).toEqual({ saved: 1 });
    expect((await page(bv2admin, '/auth/v1/mapping/chuc-danh?keyword=H%E1%BB%99%20sinh')).data[0]!.ahrq_id).toBe(position.get('SP01'));
    expect(body(await save(bv2admin, { kind: 'chuc_danh', items: [{ id: row!.id, ahrq_id: position.get('SP04') }] })).data).toEqual({ saved: 1 });
  });

  it('changes nothing when one row lies outside the caller’s hospitals', async () => {
    const before = await departmentMappings();
    const mine = await departmentId(demoId, 'Khoa Sản');
    const theirs = await departmentId(demo2Id, 'Khoa Sản');
    const res = await save(bvadmin, {
      kind: 'phong_ban',
      items: [
        { id: mine, ahrq_id: unit.get('UA01') },
        { id: theirs, ahrq_id: unit.get('UA01') },
      ],
    });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe(OUT_OF_SCOPE);
    expect(await departmentMappings()).toEqual(before);
  });

  it('changes nothing when a row or a category does not exist, or a category is suspended', async () => {
    const before = await departmentMappings();
    const noi = await departmentId(demoId, 'Khoa Nội');
    const ngoai = await departmentId(demoId, 'Khoa Ngoại');

    const noRow = await save(bvadmin, {
      kind: 'phong_ban',
      items: [
        { id: noi, ahrq_id: unit.get('UA01') },
        { id: 999999, ahrq_id: unit.get('UA01') },
      ],
    });
    expect(noRow.statusCode).toBe(404);
    expect(body(noRow).message).toBe('Không tìm thấy phòng ban (id 999999)');

    const noCategory = await save(bvadmin, {
      kind: 'phong_ban',
      items: [
        { id: noi, ahrq_id: unit.get('UA01') },
        { id: ngoai, ahrq_id: 999999 },
      ],
    });
    expect(noCategory.statusCode).toBe(400);
    expect(body(noCategory).message).toBe('Không tìm thấy danh mục AHRQ (id 999999)');

    const suspendedId = unit.get('UA05')!;
    await t.database.db.updateTable('phong_ban_ahrq').set({ tam_ngung: true }).where('id', '=', suspendedId).execute();
    const suspended = await save(bvadmin, {
      kind: 'phong_ban',
      items: [
        { id: noi, ahrq_id: unit.get('UA01') },
        { id: ngoai, ahrq_id: suspendedId },
      ],
    });
    expect(suspended.statusCode).toBe(400);
    expect(body(suspended).message).toBe('Danh mục AHRQ đang tạm ngừng, không thể dùng để ánh xạ: Tim mạch');
    expect(await departmentMappings()).toEqual(before);

    // A row may keep the suspended category it has: saving a whole page does not fail on it.
    await t.database.db.updateTable('phong_ban').set({ phong_ban_ahrq_id: suspendedId }).where('phong_ban_id', '=', ngoai).execute();
    expect((await save(bvadmin, { kind: 'phong_ban', items: [{ id: ngoai, ahrq_id: suspendedId }] })).statusCode).toBe(200);
    await t.database.db
      .updateTable('phong_ban')
      .set({ phong_ban_ahrq_id: unit.get('UA04')! })
      .where('phong_ban_id', '=', ngoai)
      .execute();
    await t.database.db.updateTable('phong_ban_ahrq').set({ tam_ngung: false }).where('id', '=', suspendedId).execute();
  });

  it('refuses rows of a hospital that has not licensed the catalogues', async () => {
    const db = t.database.db;
    const before = await departmentMappings();
    await db.deleteFrom('hospital_module').where('hospital_id', '=', demo2Id).where('module', '=', 'catalogues').execute();
    try {
      const res = await save(admin, { kind: 'phong_ban', items: [{ id: await departmentId(demo2Id, 'Khoa Nhi'), ahrq_id: unit.get('UA01') }] });
      expect(res.statusCode).toBe(403);
      expect(body(res).message).toBe('Bệnh viện chưa đăng ký sử dụng phân hệ này');
      expect(await departmentMappings()).toEqual(before);
    } finally {
      await db.insertInto('hospital_module').values({ hospital_id: demo2Id, module: 'catalogues' }).execute();
    }
  });

  it('lets a system administrator save any hospital’s rows', async () => {
    const theirs = await departmentId(demo2Id, 'Khoa Dược');
    expect(body(await save(admin, { kind: 'phong_ban', items: [{ id: theirs, ahrq_id: unit.get('UA01') }] })).data).toEqual({ saved: 1 });
    expect(body(await save(admin, { kind: 'phong_ban', items: [{ id: theirs, ahrq_id: unit.get(DEMO_DEPARTMENT_CODES.find((d) => d.name === 'Khoa Dược')!.ma) }] })).data).toEqual({
      saved: 1,
    });
  });

  it('refuses a caller without the function, and bad bodies with Vietnamese 400s', async () => {
    const noi = await departmentId(demoId, 'Khoa Nội');
    const res = await save(staff, { kind: 'phong_ban', items: [{ id: noi, ahrq_id: null }] });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe('Bạn không có quyền thực hiện chức năng này');
    const cases: [unknown, string][] = [
      [{ kind: 'khoa', items: [{ id: noi, ahrq_id: null }] }, 'Loại ánh xạ phải là phong_ban hoặc chuc_danh'],
      [{ kind: 'phong_ban', items: [] }, 'Không có thay đổi nào để lưu'],
      [{ kind: 'phong_ban', items: 'x' }, 'Danh sách ánh xạ không hợp lệ'],
      [
        {
          kind: 'phong_ban',
          items: [
            { id: noi, ahrq_id: null },
            { id: noi, ahrq_id: unit.get('UA01') },
          ],
        },
        'Một dòng xuất hiện hai lần',
      ],
    ];
    for (const [payload, message] of cases) {
      const r = await save(bvadmin, payload);
      expect({ payload, status: r.statusCode, message: body(r).message }).toEqual({ payload, status: 400, message });
    }
    const noKind = await save(bvadmin, { items: [{ id: noi, ahrq_id: null }] });
    expect(noKind.statusCode).toBe(400);
    const badId = await save(bvadmin, { kind: 'phong_ban', items: [{ id: -1, ahrq_id: null }] });
    expect(badId.statusCode).toBe(400);
  });
});

describe('GET /auth/v1/mapping (summary)', () => {
  it('counts the caller’s own hospital by default, active rows only', async () => {
    const ngoai = await departmentId(demoId, 'Khoa Ngoại');
    await t.database.db.updateTable('phong_ban').set({ tam_ngung: true }).where('phong_ban_id', '=', ngoai).execute();
    expect((await summary(bvadmin)).phong_ban).toEqual({ total: 9, mapped: 9 });
    await t.database.db.updateTable('phong_ban').set({ tam_ngung: false }).where('phong_ban_id', '=', ngoai).execute();
    expect(await summary(bv2admin)).toMatchObject({ hospital_id: demo2Id, hospital_name: 'Bệnh viện Demo Thứ Hai' });
  });

  it('keeps hospitals apart: another hospital is 403, an unknown one 404', async () => {
    const res = await t.as(bvadmin, { method: 'GET', url: `/auth/v1/mapping?hospitalId=${demo2Id}` });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe(OUT_OF_SCOPE);
    expect((await summary(admin, `?hospitalId=${demo2Id}`)).hospital_id).toBe(demo2Id);
    const unknown = await t.as(admin, { method: 'GET', url: '/auth/v1/mapping?hospitalId=99999' });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).message).toBe('Không tìm thấy bệnh viện');
  });
});
