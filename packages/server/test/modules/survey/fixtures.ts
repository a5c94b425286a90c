import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../src/db/schema.js';
import type { TestApp } from '../../helpers/app.js';

/** Fixtures of the survey structure tests, written straight into the test database. */
export const USERS = ['admin', 'bvadmin', 'nhanvien01', 'bv2admin'] as const;
export type User = (typeof USERS)[number];
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Fixture {
  t: TestApp;
  db: Kysely<DB>;
  demoId: number;
  demo2Id: number;
  call(user: User, method: Method, url: string, payload?: unknown): ReturnType<TestApp['as']>;
}

export async function fixture(t: TestApp): Promise<Fixture> {
  const db = t.database.db;
  const rows = await db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).execute();
  const tokens = new Map<User, string>();
  for (const u of USERS) tokens.set(u, await t.login(u));
  return {
    t,
    db,
    demoId: rows.find((r) => r.ma_benh_vien === 'BVDEMO')!.hospital_id,
    demo2Id: rows.find((r) => r.ma_benh_vien === 'BVDEMO2')!.hospital_id,
    call: (user, method, url, payload) => t.as(tokens.get(user)!, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) }),
  };
}

export interface VersionOptions {
  /** null with `template: false` = a campaign of several hospitals. */
  hospitalId: number | null;
  template?: boolean;
  status?: 1 | 2 | 3;
  title?: string;
}

/** A version; a hospital's own version also gets its `phien_ban_benh_vien` row. */
export async function createVersion(db: Kysely<DB>, o: VersionOptions): Promise<number> {
  const { phien_ban_id } = await db
    .insertInto('phien_ban_khao_sat')
    .values({
      hospital_id: o.hospitalId,
      is_template: o.template ?? false,
      status_khao_sat: o.status ?? 1,
      tieu_de_khao_sat: o.title ?? 'Phiên bản thử',
      tieu_de_khao_sat_en: 'Test version',
      time_start: new Date('2026-11-01T01:00:00Z'),
      time_end: new Date('2027-12-31T10:00:00Z'),
    })
    .returning('phien_ban_id')
    .executeTakeFirstOrThrow();
  if (o.hospitalId !== null) await db.insertInto('phien_ban_benh_vien').values({ phien_ban_id, hospital_id: o.hospitalId }).execute();
  return phien_ban_id;
}

export interface Structure {
  versionId: number;
  /** Part 1 (scored): A1 (agree5), A2 (agree5, reverse-worded), A3 (free text). */
  part1: number;
  /** Part 2 (background): U (unit role). */
  part2: number;
  a1: number;
  a2: number;
  a3: number;
  unit: number;
  compositeId: number;
}

const AGREE = [
  [1, 'Rất không đồng ý', 'Strongly disagree'],
  [2, 'Không đồng ý', 'Disagree'],
  [3, 'Trung lập', 'Neither agree nor disagree'],
  [4, 'Đồng ý', 'Agree'],
  [5, 'Rất đồng ý', 'Strongly agree'],
] as const;

/**
 * A small bilingual questionnaire: two parts, four questions, answers and one composite.
 * Some English texts are left empty on purpose (language fallback).
 */
export async function seedStructure(db: Kysely<DB>, versionId: number): Promise<Structure> {
  const part = (stt: number, vi: string, en: string, background: boolean) =>
    db
      .insertInto('phan_cau_hoi')
      .values({ phien_ban_id: versionId, ma_phan: `P${stt}`, giatri_cauhoi: vi, giatri_cauhoi_en: en, mo_ta: `Mô tả ${stt}`, mo_ta_en: '', la_thong_tin_chung: background, stt })
      .returning('phan_cauhoi_id')
      .executeTakeFirstOrThrow()
      .then((r) => r.phan_cauhoi_id);
  const part1 = await part(1, 'Làm việc nhóm', 'Teamwork', false);
  const part2 = await part(2, 'Thông tin chung', '', true);
  const question = (
    partId: number,
    stt: number,
    code: string,
    vi: string,
    en: string,
    extra: Partial<{ scale: string | null; thuan_nghich: number; vai_tro: 'position' | 'unit' }>,
  ) =>
    db
      .insertInto('cau_hoi')
      .values({ phancauhoi_id: partId, phien_ban_id: versionId, ma_cauhoi: code, stt_cauhoi: stt, ten_cauhoi: vi, ten_cauhoi_en: en, scale: 'agree5', ...extra })
      .returning('cauhoi_id')
      .executeTakeFirstOrThrow()
      .then((r) => r.cauhoi_id);
  const a1 = await question(part1, 1, 'A1', 'Chúng tôi làm việc cùng nhau hiệu quả.', 'We work together as an effective team.', {});
  const a2 = await question(part1, 2, 'A2', 'Chúng tôi có đủ nhân lực.', '', { thuan_nghich: 1 });
  const a3 = await question(part1, 3, 'A3', '', 'Comments', { scale: null });
  const unit = await question(part2, 1, 'U1', 'Khoa phòng của bạn', 'Your unit', { scale: 'unit', vai_tro: 'unit' });
  for (const q of [a1, a2]) {
    await db
      .insertInto('dap_an')
      .values(AGREE.map(([v, vi, en], i) => ({ cauhoi_id: q, type: 'number', gia_tri: v, ten_dap_an: vi, ten_dap_an_en: q === a2 && v === 3 ? '' : en, stt: i + 1 })))
      .execute();
  }
  await db.insertInto('dap_an').values({ cauhoi_id: a3, type: 'text', gia_tri: null, ten_dap_an: '', ten_dap_an_en: '', stt: 1 }).execute();
  await db
    .insertInto('dap_an')
    .values([
      { cauhoi_id: unit, type: 'number', gia_tri: 1, ten_dap_an: 'Khoa nội', ten_dap_an_en: 'Medicine', stt: 1 },
      { cauhoi_id: unit, type: 'number', gia_tri: 2, ten_dap_an: 'Khoa ngoại', ten_dap_an_en: 'Surgery', stt: 2 },
    ])
    .execute();
  const { composite_id } = await db
    .insertInto('composite')
    .values({ phien_ban_id: versionId, ma_composite: 'TW', name_composite_vi: 'Làm việc nhóm', name_composite_en: 'Teamwork', stt: 1 })
    .returning('composite_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('composite_cau_hoi')
    .values([
      { composite_id, cauhoi_id: a2 },
      { composite_id, cauhoi_id: a1 },
    ])
    .execute();
  return { versionId, part1, part2, a1, a2, a3, unit, compositeId: composite_id };
}

/** One submitted response: from now on the version's scoring is locked. */
export async function addResponse(db: Kysely<DB>, versionId: number, hospitalId: number): Promise<void> {
  await db.insertInto('ket_qua').values({ ket_qua_id: randomUUID(), phien_ban_id: versionId, hospital_id: hospitalId, ngay: '2026-11-01', hop_le: 1, hoan_thanh: true }).execute();
}

/** The versions every test file needs: BVDEMO's own (with structure), a template, a closed one, a locked one, BVDEMO2's. */
export async function standardVersions(f: Fixture) {
  const open = await seedStructure(f.db, await createVersion(f.db, { hospitalId: f.demoId, title: 'Đang soạn' }));
  const template = await seedStructure(f.db, await createVersion(f.db, { hospitalId: null, template: true, title: 'Mẫu' }));
  const closed = await seedStructure(f.db, await createVersion(f.db, { hospitalId: f.demoId, status: 2, title: 'Đã đóng' }));
  const locked = await seedStructure(f.db, await createVersion(f.db, { hospitalId: f.demoId, title: 'Đã có kết quả' }));
  await addResponse(f.db, locked.versionId, f.demoId);
  const other = await seedStructure(f.db, await createVersion(f.db, { hospitalId: f.demo2Id, title: 'Bệnh viện 2' }));
  return { open, template, closed, locked, other };
}

/** Runs `fn` while BVDEMO has not licensed the survey module. */
export async function withoutSurveyLicence(f: Fixture, fn: () => Promise<void>): Promise<void> {
  await f.db.deleteFrom('hospital_module').where('hospital_id', '=', f.demoId).where('module', '=', 'survey').execute();
  try {
    await fn();
  } finally {
    await f.db.insertInto('hospital_module').values({ hospital_id: f.demoId, module: 'survey' }).execute();
  }
}

/** A snapshot of a version's structure rows, to prove a refused call changed nothing. */
export async function snapshot(db: Kysely<DB>, versionId: number) {
  const [parts, questions, answers, composites, links] = await Promise.all([
    db.selectFrom('phan_cau_hoi').selectAll().where('phien_ban_id', '=', versionId).orderBy('phan_cauhoi_id').execute(),
    db.selectFrom('cau_hoi').selectAll().where('phien_ban_id', '=', versionId).orderBy('cauhoi_id').execute(),
    db.selectFrom('dap_an as a').innerJoin('cau_hoi as q', 'q.cauhoi_id', 'a.cauhoi_id').selectAll('a').where('q.phien_ban_id', '=', versionId).orderBy('a.dapan_id').execute(),
    db.selectFrom('composite').selectAll().where('phien_ban_id', '=', versionId).orderBy('composite_id').execute(),
    db
      .selectFrom('composite_cau_hoi as l')
      .innerJoin('composite as c', 'c.composite_id', 'l.composite_id')
      .selectAll('l')
      .where('c.phien_ban_id', '=', versionId)
      .orderBy('l.composite_id')
      .orderBy('l.cauhoi_id')
      .execute(),
  ]);
  return { parts, questions, answers, composites, links };
}
