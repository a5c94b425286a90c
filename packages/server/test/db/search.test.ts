import type { TAdminUnit, TAhrqCategory, TPage } from '@hm/contract';
import { foldSearchText } from '@hm/contract';
import { sql } from 'kysely';
import { keywordMatches } from '../../src/db/search.js';
import { body, createTestApp, type TestApp } from '../helpers/app.js';

// Searches ignore Vietnamese marks and case (issue 29 item 2), through HTTP on the seeded demo
// data: every list a keyword narrows goes through keywordMatches (src/db/search.ts).
let t: TestApp;
let admin: string;
let hospitalId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  hospitalId = (await t.database.db.selectFrom('hospital').select('hospital_id').where('ma_benh_vien', '=', 'BVDEMO').executeTakeFirstOrThrow()).hospital_id;
  await t.database.db
    .insertInto('nhan_vien')
    .values([
      { hospital_id: hospitalId, ma_nhan_vien: 'TIM001', ten_nhan_vien: 'Trần Thị Dũng' },
      { hospital_id: hospitalId, ma_nhan_vien: 'TIM002', ten_nhan_vien: 'Đặng 100% Đúng_mực' },
    ])
    .execute();
});
afterAll(() => t.close());

const get = async <T>(url: string): Promise<T> => {
  const res = await t.as(admin, { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return body<T>(res).data;
};
const q = encodeURIComponent;
const staffNames = async (keyword: string) =>
  (await get<TPage<{ ten_nhan_vien: string }>>(`/auth/v1/nhan-vien?hospitalId=${hospitalId}&size=200&keyword=${q(keyword)}`)).data.map((s) => s.ten_nhan_vien);

describe('search without marks or case', () => {
  it("'nguyen' finds every 'Nguyễn' of the staff catalogue, as 'Nguyễn' and 'NGUYỄN' do", async () => {
    const found = await staffNames('nguyen');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((n) => foldSearchText(n).includes('nguyen'))).toBe(true);
    expect(found.some((n) => n.startsWith('Nguyễn '))).toBe(true);
    expect((await staffNames('Nguyễn')).sort()).toEqual([...found].sort());
    expect((await staffNames('NGUYỄN')).sort()).toEqual([...found].sort());
  });

  it("'DUNG' finds 'Dũng', and 'dang' finds 'Đặng' (đ is d)", async () => {
    expect(await staffNames('thi DUNG')).toContain('Trần Thị Dũng');
    expect(await staffNames('dang 100')).toEqual(['Đặng 100% Đúng_mực']);
  });

  it('takes % and _ of a keyword literally', async () => {
    expect(await staffNames('100%')).toEqual(['Đặng 100% Đúng_mực']);
    expect(await staffNames('g_m')).toEqual(['Đặng 100% Đúng_mực']);
    expect(await staffNames('%%%_')).toEqual([]);
  });

  it("'da nang' finds the province Đà Nẵng, and a ward of it without its marks", async () => {
    const provinces = await get<TAdminUnit[]>(`/auth/v1/donvihanhchinh/cap/1?keyword=${q('da nang')}`);
    expect(provinces.map((p) => p.ten)).toEqual(['Đà Nẵng']);
    const danang = provinces[0]!.ma;
    const wards = await get<TAdminUnit[]>(`/auth/v1/donvihanhchinh/parentid/${danang}?keyword=${q('hai chau')}`);
    expect(wards.map((w) => w.ten)).toContain('Phường Hải Châu');
    expect(wards.every((w) => w.ma_cha === danang)).toBe(true);
    // Without a keyword, the whole list as before.
    expect(await get<TAdminUnit[]>('/auth/v1/donvihanhchinh/cap/1')).toHaveLength(34);
  });

  it("'ngoai' finds the AHRQ units 'Khoa ngoại' and those grouped under 'Ngoại khoa', and the hospital's 'Khoa Ngoại' in its catalogue and its mapping list", async () => {
    const units = await get<TAhrqCategory[]>(`/votesafety/v1/phong-ban-ahrq?keyword=ngoai`);
    expect(units.length).toBeGreaterThan(0);
    // 'Khoa ngoại' (Surgical Unit), and the units of the group 'Nội khoa/Ngoại khoa'.
    expect(units.map((u) => u.ten_vi)).toEqual(expect.arrayContaining(['Khoa ngoại', 'Khoa nội – ngoại kết hợp']));
    expect(units.some((u) => u.nhom_vi === 'Nội khoa/Ngoại khoa')).toBe(true);
    expect(units.every((u) => [u.ma, u.ten_vi, u.ten_en, u.nhom_vi, u.nhom_en].some((s) => foldSearchText(s ?? '').includes('ngoai')))).toBe(true);
    const departments = await get<TPage<{ ten_phong_ban: string }>>(`/auth/v1/phong-ban?hospitalId=${hospitalId}&keyword=ngoai`);
    expect(departments.data.map((d) => d.ten_phong_ban)).toEqual(['Khoa Ngoại']);
    const mapping = await get<TPage<{ ten: string }>>(`/auth/v1/mapping/phong-ban?hospitalId=${hospitalId}&keyword=NGOAI`);
    expect(mapping.data.map((d) => d.ten)).toEqual(['Khoa Ngoại']);
  });

  it.each([
    ['hospitals', '/auth/v1/hospital?keyword=', 'da khoa', (r: Record<string, string>) => r.name, 'Bệnh viện Đa khoa Demo'],
    ['accounts', '/auth/v1/tai-khoan?keyword=', 'quan tri he thong', (r: Record<string, string>) => r.display_name, 'Quản trị hệ thống'],
    ['job titles', `/auth/v1/chuc-danh?keyword=`, 'dieu duong', (r: Record<string, string>) => r.ten_chuc_danh, 'Điều dưỡng'],
  ])('%s: %s finds it without marks', async (_what, url, keyword, name, expected) => {
    const page = await get<TPage<Record<string, string>>>(`${url}${q(keyword)}`);
    expect(page.data.map(name)).toContain(expected);
  });

  it('the staff search can use the trigram indexes on the folded name and code', async () => {
    const plan = await t.database.db.connection().execute(async (conn) => {
      await sql`SET enable_seqscan = off`.execute(conn);
      try {
        const condition = keywordMatches(['t.ten_nhan_vien', 't.ma_nhan_vien'], 'nguyen van');
        return (await sql<Record<string, string>>`EXPLAIN SELECT count(*) FROM nhan_vien t WHERE ${condition}`.execute(conn)).rows.map((r) => Object.values(r)[0]).join('\n');
      } finally {
        await sql`RESET enable_seqscan`.execute(conn);
      }
    });
    expect(plan).toContain('nhan_vien_ten_fold_idx');
    expect(plan).toContain('nhan_vien_ma_fold_idx');
  });
});
