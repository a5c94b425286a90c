import {
  ahrqDepartment,
  ahrqJobTitle,
  appFunction,
  benchmark,
  department,
  hospital,
  idPlace,
  jobTitle,
  menu,
  permissionGroup,
  position,
  project,
  RESOURCES,
  type ResourceDef,
  staff,
} from '@hm/contract';
import type { InjectOptions } from 'fastify';
import { body, createTestApp, type TestApp } from '../helpers/app.js';

/**
 * The same tests over every resource on the shared CRUD path: functions, hospital scope (in the
 * body and of the stored row), licence, validation, audit, refusals. A resource added to the
 * list gets them all; its own rules are tested beside its module.
 */
interface Case {
  def: ResourceDef;
  /** A valid create body in hospital `h` (project `p`), unique by `n`. */
  input: (n: number, h: number, p: number) => Record<string, unknown>;
  /** A field and a new value an update changes. */
  change: [string, unknown];
  /** The unique code field (duplicate refused). */
  code: string;
  /** Who may write (a system administrator always may). */
  hospitalAdminWrites: boolean;
}

const CASES: Case[] = [
  {
    def: department,
    input: (n, h) => ({ hospital_id: h, ma_phong_ban: `PB${n}`, ten_phong_ban: `Khoa thử ${n}` }),
    change: ['ten_phong_ban', 'Khoa đã đổi tên'],
    code: 'ma_phong_ban',
    hospitalAdminWrites: true,
  },
  {
    def: jobTitle,
    input: (n, h) => ({ hospital_id: h, ma_chuc_danh: `CD${n}`, ten_chuc_danh: `Chức danh ${n}`, la_bac_si: true }),
    change: ['ten_chuc_danh', 'Bác sĩ nội trú'],
    code: 'ma_chuc_danh',
    hospitalAdminWrites: true,
  },
  {
    def: position,
    input: (n, h) => ({ hospital_id: h, ma_chuc_vu: `CV${n}`, ten_chuc_vu: `Chức vụ ${n}` }),
    change: ['ten_chuc_vu', 'Phó khoa'],
    code: 'ma_chuc_vu',
    hospitalAdminWrites: true,
  },
  {
    def: staff,
    input: (n, h) => ({ hospital_id: h, ma_nhan_vien: `NVT${n}`, ten_nhan_vien: `Nguyễn Văn ${n}`, email: `nv${n}@bv.vn` }),
    change: ['ten_nhan_vien', 'Trần Thị Bình'],
    code: 'ma_nhan_vien',
    hospitalAdminWrites: true,
  },
  {
    def: hospital,
    input: (n) => ({ ma_benh_vien: `BVT${n}`, name: `Bệnh viện thử ${n}`, so_giuong: 120, so_huu: 'cong_lap', giang_day: false }),
    change: ['name', 'Bệnh viện đổi tên'],
    code: 'ma_benh_vien',
    hospitalAdminWrites: false,
  },
  { def: project, input: (n) => ({ ma_du_an: `da-${n}`, ten_du_an: `Dự án ${n}` }), change: ['ten_du_an', 'Dự án mới'], code: 'ma_du_an', hospitalAdminWrites: false },
  {
    def: menu,
    input: (n, _h, p) => ({ du_an_id: p, ma_menu: `M${n}`, menu_name: `Menu ${n}`, menu_name_english: `Menu ${n}`, path: `/Thu${n}` }),
    change: ['menu_name', 'Menu đổi tên'],
    code: 'ma_menu',
    hospitalAdminWrites: false,
  },
  {
    def: permissionGroup,
    input: (n) => ({ ma_phan_quyen: `NQ_${n}`, ten_phan_quyen: `Nhóm quyền ${n}`, cap: 3 }),
    change: ['ten_phan_quyen', 'Nhóm đổi tên'],
    code: 'ma_phan_quyen',
    hospitalAdminWrites: false,
  },
  {
    def: benchmark,
    input: (n) => ({
      ma_benchmark: `BM${n}`,
      ten_nguon: `Nguồn ${n}`,
      loai: 'database',
      nam: 2020,
      instrument_code: 'HSOPS2',
      so_benh_vien: 10,
      gia_tri: [{ loai: 'composite', ma: 'TEAMWORK', ty_le_tich_cuc: 70 }],
    }),
    change: ['ten_nguon', 'Nguồn đã đổi'],
    code: 'ma_benchmark',
    hospitalAdminWrites: false,
  },
  {
    def: appFunction,
    input: (n, _h, p) => ({ du_an_id: p, ma_chuc_nang: `THU_${n}`, ten_chuc_nang: `Chức năng ${n}`, ten_chuc_nang_english: `Function ${n}`, module: 'catalogues' }),
    change: ['ten_chuc_nang', 'Chức năng đổi tên'],
    code: 'ma_chuc_nang',
    hospitalAdminWrites: false,
  },
  {
    def: ahrqDepartment,
    input: (n) => ({ ma: `UAC${n}`, ten_vi: `Đơn vị thử ${n}`, ten_en: `Test unit ${n}`, nhom_vi: 'Khác', nhom_en: 'Other', thu_tu: 900 }),
    change: ['ten_vi', 'Đơn vị đã đổi tên'],
    code: 'ma',
    hospitalAdminWrites: false,
  },
  {
    def: ahrqJobTitle,
    input: (n) => ({ ma: `PAC${n}`, ten_vi: `Vị trí thử ${n}`, ten_en: `Test position ${n}`, thu_tu: 900 }),
    change: ['ten_vi', 'Vị trí đã đổi tên'],
    code: 'ma',
    hospitalAdminWrites: false,
  },
];

/**
 * Resources whose shape the cases above cannot describe, with the suite that tests them instead:
 * every resource of the contract is in CASES or here (the first test checks it).
 */
const OWN_SUITES: Record<string, string> = {
  // A hospital's override of a product-wide default: no code of its own, the default is a system write.
  systemParameter: 'test/modules/system/system-parameters.test.ts',
  // Files: created by a multipart upload, not a JSON body.
  upload: 'test/modules/system/uploads.test.ts',
  // A link of an account to a department: no code, written by account managers under the escalation rules.
  accountDept: 'test/modules/system/account-departments.test.ts',
  // A plan of a hospital's wave: its composites and unit are the wave's, no code of its own.
  actionPlan: 'test/modules/action-plans/action-plans.test.ts',
  // A province or a list of hospitals, no code of its own; its officers' assignments beside it.
  hospitalGroup: 'test/modules/system/hospital-groups.test.ts',
  // The structure of a survey version: rows of a parent (version, part, question) that the version's rules decide.
  part: 'test/modules/survey/structure-parts.test.ts',
  question: 'test/modules/survey/structure-questions.test.ts',
  answer: 'test/modules/survey/structure-answers.test.ts',
  composite: 'test/modules/survey/structure-composites.test.ts',
};

it('covers every resource of the contract, here or in its own suite', () => {
  const covered = [...CASES.map((c) => c.def.name), ...Object.keys(OWN_SUITES)].sort();
  expect(covered).toEqual(RESOURCES.map((r) => r.name).sort());
});

let t: TestApp;
let h1: number;
let h2: number;
let projectId: number;
const tokens: Record<string, string> = {};
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).execute();
  h1 = rows.find((r) => r.ma_benh_vien === 'BVDEMO')!.hospital_id;
  h2 = rows.find((r) => r.ma_benh_vien === 'BVDEMO2')!.hospital_id;
  projectId = (await t.database.db.selectFrom('du_an').select('du_an_id').executeTakeFirstOrThrow()).du_an_id;
  for (const u of ['admin', 'bvadmin', 'bv2admin', 'nhanvien01']) tokens[u] = await t.login(u);
});
afterAll(() => t.close());

const call = (user: string, o: InjectOptions) => t.as(tokens[user]!, o);
const rowId = (c: Case, row: Record<string, unknown>) => row[c.def.id] as number;

/** The request of an update or delete of `id`, wherever the resource's id travels. */
function writeRequest(c: Case, op: 'update' | 'remove', id: number, payload?: Record<string, unknown>): InjectOptions {
  const e = c.def.endpoints[op]!;
  const place = idPlace(c.def, op);
  let url = e.path.replace('{id}', String(id));
  if (typeof place === 'object') url += `?${place.query}=${id}`;
  const bodyOut = place === 'body' ? { ...payload, [c.def.id]: id } : payload;
  return { method: e.method, url, ...(bodyOut ? { payload: bodyOut } : {}) };
}

async function create(c: Case, user: string, hospitalId: number): Promise<Record<string, unknown>> {
  const res = await call(user, { method: 'POST', url: c.def.endpoints.create!.path, payload: c.input(++seq, hospitalId, projectId) });
  expect(body(res).message).toBe('Thành công!');
  expect(res.statusCode).toBe(200);
  return body<Record<string, unknown>>(res).data;
}

/** The rows of a list answer: a page's `data`, or the whole array of an unpaged list (`paged: false`). */
const listRows = (data: unknown) => (Array.isArray(data) ? data : (data as { data: Record<string, unknown>[] }).data) as Record<string, unknown>[];
const countRows = async (c: Case) => {
  const res = await call('admin', { method: 'GET', url: `${c.def.endpoints.list!.path}?size=1` });
  const data = body<unknown>(res).data;
  return Array.isArray(data) ? data.length : (data as { total: number }).total;
};
const auditOf = (entity: string, id: number) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['action', 'changes', 'hospital_id', 'tai_khoan_id', 'request_id'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('audit_log_id')
    .execute();

describe.each(CASES.map((c) => [c.def.name, c] as const))('%s', (_name, c) => {
  const hospitalScoped = c.def.scope === 'hospital';
  const writer = c.hospitalAdminWrites ? 'bvadmin' : 'admin';

  it('creates, reads, finds, updates and deletes, each write audited with its changed fields', async () => {
    const row = await create(c, writer, h1);
    const id = rowId(c, row);
    const byId = await call(writer, { method: 'GET', url: c.def.endpoints.byId!.path.replace('{id}', String(id)) });
    expect(body<Record<string, unknown>>(byId).data[c.code]).toBe(row[c.code]);

    const found = listRows(body<unknown>(await call(writer, { method: 'GET', url: `${c.def.endpoints.list!.path}?keyword=${encodeURIComponent(String(row[c.code]))}` })).data);
    expect(found.map((r) => rowId(c, r))).toContain(id);

    const [field, value] = c.change;
    const updated = await call(writer, writeRequest(c, 'update', id, { ...c.input(seq, h1, projectId), [c.code]: row[c.code], [field]: value }));
    expect(body(updated).message).toBe('Cập nhật thành công');
    expect(body<Record<string, unknown>>(updated).data[field]).toBe(value);

    const removed = await call(writer, writeRequest(c, 'remove', id));
    expect(body(removed)).toMatchObject({ code: 200, message: 'Xóa thành công', data: null });
    expect((await call(writer, { method: 'GET', url: c.def.endpoints.byId!.path.replace('{id}', String(id)) })).statusCode).toBe(404);

    const audit = await auditOf(c.def.auditEntity ?? c.def.name, id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]!.changes).toMatchObject({ [field]: [row[field], value] });
    expect(audit.every((a) => a.request_id && a.tai_khoan_id)).toBe(true);
    if (hospitalScoped) expect(audit[0]!.hospital_id).toBe(h1);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const byId = c.def.endpoints.byId!.path;
    expect((await call('admin', { method: 'GET', url: byId.replace('{id}', '999999') })).statusCode).toBe(404);
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999']) {
      const res = await call('admin', { method: 'GET', url: byId.replace('{id}', bad) });
      expect(res.statusCode).toBe(400);
    }
    expect((await call('admin', writeRequest(c, 'remove', 999999))).statusCode).toBe(404);
  });

  it('refuses a caller without the write function and changes nothing', async () => {
    const before = await countRows(c);
    const res = await call('nhanvien01', { method: 'POST', url: c.def.endpoints.create!.path, payload: c.input(++seq, h1, projectId) });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toMatch(/quyền/);
    expect(await countRows(c)).toBe(before);
  });

  it('refuses bad input with a Vietnamese message and stores nothing', async () => {
    const before = await countRows(c);
    const valid = c.input(++seq, h1, projectId);
    const bads: unknown[] = [
      {},
      { ...valid, [c.code]: 12 },
      { ...valid, [c.code]: 'a\u0000b' },
      { ...valid, [c.code]: 'x'.repeat(100_000) },
      { ...valid, [c.change[0]]: null },
      { ...valid, [c.change[0]]: '   ' },
      [valid],
      'not json',
    ];
    for (const payload of bads) {
      const res = await call('admin', { method: 'POST', url: c.def.endpoints.create!.path, payload: payload as never, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toMatch(/[àáảãạăâđêôơưĐ]|Dữ liệu|Vui lòng|Tối đa|Phải/i);
    }
    expect(await countRows(c)).toBe(before);
  });

  it('refuses a duplicate code with the resource’s message', async () => {
    const row = await create(c, writer, h1);
    const res = await call(writer, { method: 'POST', url: c.def.endpoints.create!.path, payload: { ...c.input(++seq, h1, projectId), [c.code]: row[c.code] } });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toMatch(/đã tồn tại/);
  });

  if (hospitalScoped) {
    it('keeps each hospital’s rows to itself: body, stored row and moves between hospitals', async () => {
      const theirs = await create(c, 'bv2admin', h2);
      const mine = await create(c, 'bvadmin', h1);
      const before = await countRows(c);
      // Another hospital's id in the body of a create.
      const intoTheirs = await call('bvadmin', { method: 'POST', url: c.def.endpoints.create!.path, payload: c.input(++seq, h2, projectId) });
      expect(intoTheirs.statusCode).toBe(403);
      // Their row read, updated (even with my hospital in the body) or deleted.
      expect((await call('bvadmin', { method: 'GET', url: c.def.endpoints.byId!.path.replace('{id}', String(rowId(c, theirs))) })).statusCode).toBe(403);
      const upd = await call('bvadmin', writeRequest(c, 'update', rowId(c, theirs), { ...c.input(++seq, h1, projectId) }));
      expect(upd.statusCode).toBe(403);
      expect((await call('bvadmin', writeRequest(c, 'remove', rowId(c, theirs)))).statusCode).toBe(403);
      // My row moved to their hospital.
      const move = await call('bvadmin', writeRequest(c, 'update', rowId(c, mine), { ...c.input(++seq, h2, projectId) }));
      expect([400, 403]).toContain(move.statusCode);
      // Their rows never listed for me, even when asked for.
      const list = body<{ data: Record<string, unknown>[] }>(await call('bvadmin', { method: 'GET', url: `${c.def.endpoints.list!.path}?size=200` })).data;
      expect(list.data.every((r) => r.hospital_id === h1)).toBe(true);
      expect((await call('bvadmin', { method: 'GET', url: `${c.def.endpoints.list!.path}?hospitalId=${h2}` })).statusCode).toBe(403);
      expect(await countRows(c)).toBe(before);
      const stored = body<Record<string, unknown>>(await call('admin', { method: 'GET', url: c.def.endpoints.byId!.path.replace('{id}', String(rowId(c, theirs))) })).data;
      expect(stored[c.code]).toBe(theirs[c.code]);
    });

    it('refuses writes about a hospital that has not licensed the module (catalogues: but to system administrators, who keep them for it)', async () => {
      await t.database.db.deleteFrom('hospital_module').where('hospital_id', '=', h2).where('module', '=', c.def.module).execute();
      try {
        const res = await call('bv2admin', { method: 'POST', url: c.def.endpoints.create!.path, payload: c.input(++seq, h2, projectId) });
        expect(res.statusCode).toBe(403);
        expect(body(res).message).toBe('Bệnh viện chưa đăng ký sử dụng phân hệ này');
        const bySystem = await call('admin', { method: 'POST', url: c.def.endpoints.create!.path, payload: c.input(++seq, h2, projectId) });
        expect(bySystem.statusCode).toBe(c.def.module === 'catalogues' ? 200 : 403);
      } finally {
        await t.database.db.insertInto('hospital_module').values({ hospital_id: h2, module: c.def.module }).execute();
      }
    });
  } else {
    it('lets only system administrators write product-wide rows', async () => {
      const res = await call('bvadmin', { method: 'POST', url: c.def.endpoints.create!.path, payload: c.input(++seq, h1, projectId) });
      expect(res.statusCode).toBe(403);
    });
  }
});
