/**
 * Department links of accounts (`tai-khoan-phong-ban`) through HTTP: CRUD in one transaction with
 * its audit rows, the no-escalation and hospital rules of every write, and what a link grants: a
 * department head reads the participation and staff of its departments only, never another
 * hospital, and the same published scores as any dashboard reader.
 */
import type {
  TAccountDept,
  TAveragePositive,
  TLinkableAccount,
  TMenuItem,
  TPage,
  TResponseRates,
  TStaff,
  TStaffGroup,
  TStaffSurvey,
  TStaffSurveyGroup,
  TStatisticsRow,
} from '@hm/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { openDatabase } from '../../../src/db/database.js';
import { migrate } from '../../../src/db/migrate.js';
import { seed } from '../../../src/seed/index.js';
import { DEMO_PASSWORD } from '../../../src/seed/demo.js';
import { hashPassword } from '../../../src/modules/auth/passwords.js';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { MIGRATIONS } from '../../helpers/template.js';

const P = '/auth/v1/tai-khoan-phong-ban';
const V = '/votesafety/v1';
let t: TestApp;
const tok: Record<string, string> = {};
const acc: Record<string, number> = {};
let A: number;
let B: number;
/** Two departments of hospital A with staff records in its latest closed demo survey, and one of B. */
let X: { id: number; name: string };
let Y: { id: number; name: string };
let Z: { id: number; name: string };
let xB: number;
let version: number;

const db = () => t.database.db;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (u: string, method: Method, url: string, payload?: unknown) => t.as(tok[u]!, { method, url, ...(payload === undefined ? {} : { payload: payload as never }) });
const ok = <T>(res: LightMyRequestResponse): T => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return body<T>(res).data;
};
const links = async () =>
  (await db().selectFrom('tai_khoan_phong_ban').select(['tai_khoan_id', 'phong_ban_id']).orderBy('tai_khoan_phong_ban_id').execute()).map(
    (r) => `${r.tai_khoan_id}:${r.phong_ban_id}`,
  );
const audits = async (action: string) =>
  (
    await db()
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('entity', '=', 'accountDept')
      .where('action', '=', action)
      .executeTakeFirstOrThrow()
  ).n;

async function addAccount(user: string, group: string, hospitalId: number): Promise<number> {
  const g = await db().selectFrom('phan_quyen').select('phan_quyen_id').where('ma_phan_quyen', '=', group).executeTakeFirstOrThrow();
  const row = await db()
    .insertInto('tai_khoan')
    .values({
      ten_tai_khoan: user,
      mat_khau_hash: await hashPassword(DEMO_PASSWORD),
      display_name: `Trưởng khoa ${user}`,
      phan_quyen_id: g.phan_quyen_id,
      hospital_id: hospitalId,
      nhan_vien_id: null,
      tokens_valid_after: new Date(0),
      created_at: new Date(),
    })
    .returning('tai_khoan_id')
    .executeTakeFirstOrThrow();
  return row.tai_khoan_id;
}

beforeAll(async () => {
  t = await createTestApp();
  const hospitals = await db().selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).execute();
  A = hospitals.find((h) => h.ma_benh_vien === 'BVDEMO')!.hospital_id;
  B = hospitals.find((h) => h.ma_benh_vien === 'BVDEMO2')!.hospital_id;
  version = (
    await db()
      .selectFrom('phien_ban_khao_sat')
      .select('phien_ban_id')
      .where('hospital_id', '=', A)
      .where('status_khao_sat', '=', 2)
      .where('is_template', '=', false)
      .orderBy('time_start', 'desc')
      .executeTakeFirstOrThrow()
  ).phien_ban_id;
  const depts = await db()
    .selectFrom('nhan_vien_khao_sat as r')
    .innerJoin('phong_ban as pb', 'pb.phong_ban_id', 'r.phong_ban_id')
    .select(['pb.phong_ban_id as id', 'pb.ten_phong_ban as name'])
    .where('r.phien_ban_id', '=', version)
    .groupBy(['pb.phong_ban_id', 'pb.ten_phong_ban'])
    .orderBy('pb.phong_ban_id')
    .execute();
  [X, Y, Z] = depts as [typeof X, typeof Y, typeof Z];
  xB = (await db().selectFrom('phong_ban').select('phong_ban_id').where('hospital_id', '=', B).orderBy('phong_ban_id').executeTakeFirstOrThrow()).phong_ban_id;
  acc.headA = await addAccount('truongkhoa_a', 'DEPARTMENT_HEAD', A);
  acc.headA2 = await addAccount('truongkhoa_a2', 'DEPARTMENT_HEAD', A);
  acc.headB = await addAccount('truongkhoa_b', 'DEPARTMENT_HEAD', B);
  for (const u of ['admin', 'bvadmin', 'bv2admin', 'nhanvien01']) {
    tok[u] = await t.login(u);
    acc[u] = (await db().selectFrom('tai_khoan').select('tai_khoan_id').where('ten_tai_khoan', '=', u).executeTakeFirstOrThrow()).tai_khoan_id;
  }
}, 60_000);
afterAll(() => t.close());

describe('the department heads’ permission group', () => {
  const groupOf = async (database = db()) => {
    const g = await database.selectFrom('phan_quyen').select(['phan_quyen_id', 'cap']).where('ma_phan_quyen', '=', 'DEPARTMENT_HEAD').executeTakeFirst();
    if (!g) return null;
    const fns = await database
      .selectFrom('phan_quyen_chuc_nang as p')
      .innerJoin('chuc_nang as c', 'c.chuc_nang_id', 'p.chuc_nang_id')
      .select('c.ma_chuc_nang')
      .where('p.phan_quyen_id', '=', g.phan_quyen_id)
      .orderBy('c.ma_chuc_nang')
      .execute();
    const menus = await database
      .selectFrom('phan_quyen_menu as p')
      .innerJoin('menu as m', 'm.menu_id', 'p.menu_id')
      .select('m.ma_menu')
      .where('p.phan_quyen_id', '=', g.phan_quyen_id)
      .orderBy('m.ma_menu')
      .execute();
    return { cap: g.cap, functions: fns.map((f) => f.ma_chuc_nang), menus: menus.map((m) => m.ma_menu) };
  };
  const EXPECTED = {
    cap: 3,
    functions: ['DASHBOARD_XEM', 'KHAO_SAT_BINH_CHON', 'KHAO_SAT_XEM', 'TAI_LIEU_KHOA_XEM'],
    menus: [
      'ABOUT',
      'BC_TAI_LIEU_KHOA',
      'DB_HOSPITAL',
      'DB_KE_HOACH',
      'DB_THONG_KE',
      'GIOI_THIEU',
      'HOME',
      'KHAO_SAT',
      'KS_BINH_CHON',
      'KS_TABLE_USER',
      'KS_THONG_TIN_NV',
      'THONG_KE',
    ],
  };

  it('is seeded with its functions and menus, and a department head’s menu shows them', async () => {
    expect(await groupOf()).toEqual(EXPECTED);
    const head = await t.login('truongkhoa_a');
    const g = await db().selectFrom('phan_quyen').select('phan_quyen_id').where('ma_phan_quyen', '=', 'DEPARTMENT_HEAD').executeTakeFirstOrThrow();
    const paths = (items: TMenuItem[]): string[] => items.flatMap((i) => [...(i.path ? [i.path] : []), ...paths(i.children)]);
    const tree = ok<TMenuItem[]>(await t.as(head, { method: 'GET', url: `/auth/v1/menu/phan-quyen?phanQuyenId=${g.phan_quyen_id}&duAnId=hm-vote-for-safety` }));
    expect(paths(tree).sort()).toEqual(
      [
        '/',
        '/About',
        '/Dashboard/Hospital',
        '/Dashboard/KeHoachHanhDong',
        '/GioiThieu',
        '/HeThongBaoCao/TaiLieuKhoa',
        '/KhaoSat',
        '/KhaoSat/TableUser',
        '/ThongKe',
        '/ThongTinNhanVien',
      ].sort(),
    );
  });

  it('is added to an existing database once, and to one started empty (HM_DEMO=0)', async () => {
    // An installation seeded before the group existed.
    await db()
      .transaction()
      .execute(async (trx) => {
        const id = (await trx.selectFrom('phan_quyen').select('phan_quyen_id').where('ma_phan_quyen', '=', 'DEPARTMENT_HEAD').executeTakeFirstOrThrow()).phan_quyen_id;
        await trx
          .updateTable('tai_khoan')
          .set({ phan_quyen_id: (await trx.selectFrom('phan_quyen').select('phan_quyen_id').where('ma_phan_quyen', '=', 'STAFF').executeTakeFirstOrThrow()).phan_quyen_id })
          .where('phan_quyen_id', '=', id)
          .execute();
        await trx.deleteFrom('phan_quyen_menu').where('phan_quyen_id', '=', id).execute();
        await trx.deleteFrom('phan_quyen_chuc_nang').where('phan_quyen_id', '=', id).execute();
        await trx.deleteFrom('phan_quyen').where('phan_quyen_id', '=', id).execute();
        await sql`DELETE FROM schema_migrations WHERE version = 'seed:department-head:1'`.execute(trx);
      });
    expect(await groupOf()).toBeNull();
    await seed(db(), { demo: true, adminPassword: null });
    expect(await groupOf()).toEqual(EXPECTED);
    await seed(db(), { demo: true, adminPassword: null });
    expect((await db().selectFrom('phan_quyen').select('phan_quyen_id').where('ma_phan_quyen', '=', 'DEPARTMENT_HEAD').execute()).length).toBe(1);
    const head = (await db().selectFrom('phan_quyen').select('phan_quyen_id').where('ma_phan_quyen', '=', 'DEPARTMENT_HEAD').executeTakeFirstOrThrow()).phan_quyen_id;
    await db().updateTable('tai_khoan').set({ phan_quyen_id: head }).where('ten_tai_khoan', 'in', ['truongkhoa_a', 'truongkhoa_a2', 'truongkhoa_b']).execute();

    const empty = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await migrate(empty, MIGRATIONS);
      await seed(empty.db, { demo: false, adminPassword: 'Mat-khau-dau-tien-1' });
      expect(await groupOf(empty.db)).toEqual(EXPECTED);
    } finally {
      await empty.close();
    }
  }, 120_000);
});

describe('links through HTTP', () => {
  it('creates, reads, changes and deletes links, each with its audit row', async () => {
    const created = ok<TAccountDept>(await call('bvadmin', 'POST', P, { tai_khoan_id: acc.headA, phong_ban_id: X.id }));
    expect(created).toMatchObject({
      tai_khoan_id: acc.headA,
      ten_tai_khoan: 'truongkhoa_a',
      phong_ban_id: X.id,
      ten_phong_ban: X.name,
      hospital_id: A,
      ten_benh_vien: 'Bệnh viện Đa khoa Demo',
      ten_phan_quyen: 'Trưởng khoa/phòng',
    });
    expect(ok<TAccountDept>(await call('bvadmin', 'GET', `${P}/${created.tai_khoan_phong_ban_id}`))).toEqual(created);

    // Several at once: the one linked already is kept, not doubled.
    const createdBefore = await audits('create');
    const many = ok<TAccountDept[]>(
      await call('bvadmin', 'POST', `${P}/array`, [
        { tai_khoan_id: acc.headA, phong_ban_id: X.id },
        { tai_khoan_id: acc.headA, phong_ban_id: Y.id },
        { tai_khoan_id: acc.headA, phong_ban_id: Y.id },
      ]),
    );
    expect(many.map((l) => l.phong_ban_id).sort()).toEqual([X.id, Y.id].sort());
    expect(await audits('create')).toBe(createdBefore + 1);
    expect(
      ok<TAccountDept[]>(await call('bvadmin', 'GET', `${P}/${acc.headA}/tai-khoan-id`))
        .map((l) => l.phong_ban_id)
        .sort(),
    ).toEqual([X.id, Y.id].sort());

    const list = ok<TPage<TAccountDept>>(await call('bvadmin', 'GET', `${P}?taiKhoanId=${acc.headA}&size=1`));
    expect(list).toMatchObject({ total: 2, size: 1 });
    expect(ok<TPage<TAccountDept>>(await call('bvadmin', 'GET', `${P}?keyword=truongkhoa_a&phongBanId=${Y.id}`)).total).toBe(1);

    const y = many.find((l) => l.phong_ban_id === Y.id)!;
    const moved = ok<TAccountDept>(await call('bvadmin', 'PUT', P, { tai_khoan_phong_ban_id: y.tai_khoan_phong_ban_id, tai_khoan_id: acc.headA, phong_ban_id: Z.id }));
    expect(moved).toMatchObject({ tai_khoan_phong_ban_id: y.tai_khoan_phong_ban_id, phong_ban_id: Z.id });
    const change = await db()
      .selectFrom('audit_log')
      .select(['changes', 'hospital_id'])
      .where('entity', '=', 'accountDept')
      .where('action', '=', 'update')
      .orderBy('audit_log_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(change.hospital_id).toBe(A);
    expect(JSON.stringify(change.changes)).toContain(String(Z.id));

    const removed = await call('bvadmin', 'DELETE', `${P}/${y.tai_khoan_phong_ban_id}`);
    expect([removed.statusCode, body(removed).message, body(removed).data]).toEqual([200, 'Xóa thành công', null]);
    expect((await call('bvadmin', 'GET', `${P}/${y.tai_khoan_phong_ban_id}`)).statusCode).toBe(404);

    ok(
      await call('bvadmin', 'POST', `${P}/array`, [
        { tai_khoan_id: acc.headA, phong_ban_id: Y.id },
        { tai_khoan_id: acc.headA2, phong_ban_id: Z.id },
      ]),
    );
    const deletesBefore = await audits('delete');
    ok(await call('bvadmin', 'DELETE', `${P}/${acc.headA}/tai-khoan-id`));
    expect(await audits('delete')).toBe(deletesBefore + 2);
    expect(ok<TAccountDept[]>(await call('bvadmin', 'GET', `${P}/${acc.headA}/tai-khoan-id`))).toEqual([]);
    expect(await links()).toEqual([`${acc.headA2}:${Z.id}`]);
    ok(await call('bvadmin', 'DELETE', `${P}/${acc.headA2}/tai-khoan-id`));
  });

  it('offers the staff-level accounts of the caller’s hospitals to link', async () => {
    const mine = ok<TPage<TLinkableAccount>>(await call('bvadmin', 'GET', `${P}/tai-khoan?size=200`)).data;
    expect(mine.map((a) => a.ten_tai_khoan)).toEqual(expect.arrayContaining(['truongkhoa_a', 'truongkhoa_a2', 'nhanvien01']));
    expect(mine.every((a) => a.hospital_id === A)).toBe(true);
    expect(mine.map((a) => a.ten_tai_khoan)).not.toContain('bvadmin');
    const found = ok<TPage<TLinkableAccount>>(await call('admin', 'GET', `${P}/tai-khoan?keyword=truongkhoa&hospitalId=${B}`)).data;
    expect(found.map((a) => a.ten_tai_khoan)).toEqual(['truongkhoa_b']);
    expect((await call('bvadmin', 'GET', `${P}/tai-khoan?hospitalId=${B}`)).statusCode).toBe(403);
  });

  it('refuses what the caller may not do, with a clear message, and changes nothing', async () => {
    const before = await links();
    const refuse = async (u: string, method: Method, url: string, payload: unknown, status: number, message?: RegExp) => {
      const res = await call(u, method, url, payload);
      expect([method, url, JSON.stringify(payload), res.statusCode]).toEqual([method, url, JSON.stringify(payload), status]);
      if (message) expect(body(res).message).toMatch(message);
    };
    // Another hospital's account or department.
    await refuse('bvadmin', 'POST', P, { tai_khoan_id: acc.headB, phong_ban_id: xB }, 403, /bệnh viện này/);
    await refuse('bvadmin', 'POST', P, { tai_khoan_id: acc.headA, phong_ban_id: xB }, 403, /bệnh viện này/);
    await refuse(
      'bvadmin',
      'POST',
      `${P}/array`,
      [
        { tai_khoan_id: acc.headA, phong_ban_id: X.id },
        { tai_khoan_id: acc.headB, phong_ban_id: xB },
      ],
      403,
    );
    // An account of a higher level, or an administrator (links never narrow one).
    await refuse('bvadmin', 'POST', P, { tai_khoan_id: acc.admin, phong_ban_id: X.id }, 403, /cao hơn/);
    await refuse('bvadmin', 'POST', P, { tai_khoan_id: acc.bvadmin, phong_ban_id: X.id }, 400, /cấp nhân viên/);
    // Without the function.
    await refuse('nhanvien01', 'POST', P, { tai_khoan_id: acc.headA, phong_ban_id: X.id }, 403);
    await refuse('nhanvien01', 'GET', P, undefined, 403);
    // A department of another hospital than the account's (a system administrator has both in scope).
    await refuse('admin', 'POST', P, { tai_khoan_id: acc.headA, phong_ban_id: xB }, 400, /không thuộc bệnh viện của tài khoản/);
    await refuse('admin', 'POST', P, { tai_khoan_id: acc.headA, phong_ban_id: 2_000_000 }, 400, /Không tìm thấy phòng ban/);
    await refuse('admin', 'POST', P, { tai_khoan_id: 2_000_000, phong_ban_id: X.id }, 404);
    // Bad input.
    for (const payload of [{}, { tai_khoan_id: 'a', phong_ban_id: X.id }, { tai_khoan_id: acc.headA, phong_ban_id: -1 }, { tai_khoan_id: acc.headA }])
      await refuse('bvadmin', 'POST', P, payload, 400);
    for (const payload of [[], {}, [{ tai_khoan_id: acc.headA }], Array.from({ length: 201 }, () => ({ tai_khoan_id: acc.headA, phong_ban_id: X.id }))])
      await refuse('bvadmin', 'POST', `${P}/array`, payload, 400);
    await refuse('bvadmin', 'GET', `${P}/abc`, undefined, 400);
    await refuse('bvadmin', 'DELETE', `${P}/0/tai-khoan-id`, undefined, 400);
    expect(await links()).toEqual(before);

    // A link of hospital A, seen from hospital B.
    const link = ok<TAccountDept>(await call('bvadmin', 'POST', P, { tai_khoan_id: acc.headA, phong_ban_id: X.id }));
    await refuse('bvadmin', 'POST', P, { tai_khoan_id: acc.headA, phong_ban_id: X.id }, 409, /đã được gán/);
    await refuse('bv2admin', 'GET', `${P}/${link.tai_khoan_phong_ban_id}`, undefined, 403);
    await refuse('bv2admin', 'GET', `${P}/${acc.headA}/tai-khoan-id`, undefined, 403);
    await refuse('bv2admin', 'GET', `${P}?hospitalId=${A}`, undefined, 403);
    await refuse('bv2admin', 'PUT', P, { tai_khoan_phong_ban_id: link.tai_khoan_phong_ban_id, tai_khoan_id: acc.headB, phong_ban_id: xB }, 403);
    await refuse('bv2admin', 'DELETE', `${P}/${link.tai_khoan_phong_ban_id}`, undefined, 403);
    await refuse('bv2admin', 'DELETE', `${P}/${acc.headA}/tai-khoan-id`, undefined, 403);
    expect(ok<TPage<TAccountDept>>(await call('bv2admin', 'GET', `${P}?size=200`)).data.every((l) => l.hospital_id === B)).toBe(true);
    ok(await call('bvadmin', 'DELETE', `${P}/${link.tai_khoan_phong_ban_id}`));
    expect(await links()).toEqual(before);
    // A department with links is not deleted: the catalogue names them.
    const empty = await db()
      .insertInto('phong_ban')
      .values({ hospital_id: A, ma_phong_ban: 'K-TRONG', ten_phong_ban: 'Khoa Trống' })
      .returning('phong_ban_id')
      .executeTakeFirstOrThrow();
    const onEmpty = ok<TAccountDept>(await call('bvadmin', 'POST', P, { tai_khoan_id: acc.headA, phong_ban_id: empty.phong_ban_id }));
    await refuse('bvadmin', 'DELETE', `/auth/v1/phong-ban/${empty.phong_ban_id}`, undefined, 409, /1 tài khoản được gán/);
    ok(await call('bvadmin', 'DELETE', `${P}/${onEmpty.tai_khoan_phong_ban_id}`));
    ok(await call('bvadmin', 'DELETE', `/auth/v1/phong-ban/${empty.phong_ban_id}`));
  });
});

describe('what a department link grants', () => {
  let head: string;
  let unlinked: string;
  const inDept = async (departmentId: number) =>
    (
      await db()
        .selectFrom('nhan_vien_khao_sat')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('phien_ban_id', '=', version)
        .where('phong_ban_id', '=', departmentId)
        .executeTakeFirstOrThrow()
    ).n;
  beforeAll(async () => {
    ok(await call('bvadmin', 'POST', P, { tai_khoan_id: acc.headA, phong_ban_id: X.id }));
    head = await t.login('truongkhoa_a');
    unlinked = await t.login('truongkhoa_a2');
  });
  const as = (token: string, url: string) => t.as(token, { method: 'GET', url });

  it('shows a department head the participation of its departments only', async () => {
    const n = Number(await inDept(X.id));
    expect(n).toBeGreaterThan(0);
    const records = ok<TPage<TStaffSurvey>>(await as(head, `${V}/nhan-vien-khao-sat?phien_ban_id=${version}&size=200`));
    expect(records.total).toBe(n);
    expect(records.data.every((r) => r.ten_phong_ban === X.name && r.email === null)).toBe(true);
    const stats = ok<TPage<TStatisticsRow>>(await as(head, `${V}/thong-ke/${version}?size=200`));
    expect(stats.total).toBe(n);
    expect(stats.data.every((r) => r.phong_ban === X.name)).toBe(true);
    const byDept = ok<TStaffGroup[]>(await as(head, `${V}/dash-board/thong-ke-ty-le-phan-hoi-phong-ban?phien_ban_id=${version}`));
    expect(byDept.map((g) => [g.id, g.invited])).toEqual([[X.id, n]]);
    const byTitle = ok<TStaffGroup[]>(await as(head, `${V}/dash-board/phan-bo-nhan-vien-theo-chuc-danh?phien_ban_id=${version}`));
    expect(byTitle.reduce((s, g) => s + g.invited, 0)).toBe(n);
    expect(ok<TResponseRates>(await as(head, `${V}/dash-board/thong-ke-ty-le-phan-hoi?phien_ban_id=${version}`)).total.invited).toBe(n);
    const groups = ok<TStaffSurveyGroup[]>(await as(head, `${V}/phien-ban-khao-sat/nhan-vien-khao-sat?phien_ban_id=${version}`));
    expect(groups.map((g) => g.tong_so)).toEqual([n]);
    // The administrator sees the whole hospital.
    expect(ok<TPage<TStaffSurvey>>(await as(tok.bvadmin!, `${V}/nhan-vien-khao-sat?phien_ban_id=${version}&size=1`)).total).toBeGreaterThan(n);
    expect(ok<TStaffGroup[]>(await as(tok.bvadmin!, `${V}/dash-board/thong-ke-ty-le-phan-hoi-phong-ban?phien_ban_id=${version}`)).length).toBeGreaterThan(1);
  });

  it('narrows its staff directory to its departments', async () => {
    const staff = ok<TPage<TStaff>>(await as(head, '/auth/v1/nhan-vien?size=200'));
    expect(staff.total).toBeGreaterThan(0);
    expect(staff.data.every((s) => s.phong_ban_id === X.id)).toBe(true);
    const other = await db().selectFrom('nhan_vien').select('nhan_vien_id').where('hospital_id', '=', A).where('phong_ban_id', '=', Y.id).executeTakeFirstOrThrow();
    expect((await as(head, `/auth/v1/nhan-vien/id/${other.nhan_vien_id}`)).statusCode).toBe(404);
    expect(ok<{ id: number }[]>(await as(head, '/auth/v1/nhan-vien/combobox')).length).toBe(staff.total);
  });

  it('never reaches another hospital', async () => {
    for (const url of [
      `${V}/nhan-vien-khao-sat?phien_ban_id=${version}&hospitalId=${B}`,
      `${V}/thong-ke/${version}?hospital_id=${B}`,
      `${V}/dash-board/thong-ke-ty-le-phan-hoi-phong-ban?phien_ban_id=${version}&hospital_id=${B}`,
      `/auth/v1/nhan-vien?hospitalId=${B}`,
    ]) {
      expect([url, (await as(head, url)).statusCode]).toEqual([url, 403]);
    }
    // A link to another hospital's department (made before the account moved) grants nothing there.
    await db().insertInto('tai_khoan_phong_ban').values({ tai_khoan_id: acc.headA!, phong_ban_id: xB }).execute();
    const staff = ok<TPage<TStaff>>(await as(head, '/auth/v1/nhan-vien?size=200'));
    expect(staff.data.every((s) => s.hospital_id === A && s.phong_ban_id === X.id)).toBe(true);
    await db().deleteFrom('tai_khoan_phong_ban').where('phong_ban_id', '=', xB).execute();
  });

  it('shows nobody’s participation to a department head without links, and the same scores as the administrator', async () => {
    expect(ok<TPage<TStaffSurvey>>(await as(unlinked, `${V}/nhan-vien-khao-sat?phien_ban_id=${version}`)).total).toBe(0);
    expect(ok<TPage<TStatisticsRow>>(await as(unlinked, `${V}/thong-ke/${version}`)).total).toBe(0);
    expect(ok<TStaffGroup[]>(await as(unlinked, `${V}/dash-board/thong-ke-ty-le-phan-hoi-phong-ban?phien_ban_id=${version}`))).toEqual([]);
    // The directory, open to every user of the hospital, is narrowed only by links.
    expect(ok<TPage<TStaff>>(await as(unlinked, '/auth/v1/nhan-vien?size=1')).total).toBe(ok<TPage<TStaff>>(await as(tok.nhanvien01!, '/auth/v1/nhan-vien?size=1')).total);
    // Scores are the hospital's published figures, whoever reads them.
    const url = `${V}/dash-board/thong-ke-ty-le-phan-hoi-tich-cuc-trung-binh?phien_ban_id=${version}`;
    expect(ok<TAveragePositive>(await as(head, url))).toEqual(ok<TAveragePositive>(await as(tok.bvadmin!, url)));
  });

  it('applies a new link on the next request', async () => {
    ok(await call('bvadmin', 'POST', P, { tai_khoan_id: acc.headA2, phong_ban_id: Y.id }));
    const records = ok<TPage<TStaffSurvey>>(await as(unlinked, `${V}/nhan-vien-khao-sat?phien_ban_id=${version}&size=200`));
    expect(records.total).toBe(Number(await inDept(Y.id)));
  });
});
