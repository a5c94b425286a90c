import { randomUUID } from 'node:crypto';
import { PARAM } from '@hm/contract';
import type { RawResponse, ScoringComposite, ScoringQuestion } from '@hm/scoring';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../src/db/schema.js';
import { latestSnapshot } from '../../../src/modules/dashboard/snapshot-store.js';
import { copyQuestionnaire } from '../../../src/modules/survey/structure/copy.js';
import { body, type TestApp } from '../../helpers/app.js';

export const V = '/votesafety/v1';
export const D = `${V}/dash-board`;
export const USERS = ['admin', 'bvadmin', 'nhanvien01', 'bv2admin'] as const;
export type User = (typeof USERS)[number];

export interface DashFixture {
  t: TestApp;
  db: Kysely<DB>;
  demoId: number;
  demo2Id: number;
  call(user: User, url: string, headers?: Record<string, string>): ReturnType<TestApp['as']>;
  /** A GET that must answer 200; its `data`. */
  get<T>(user: User, url: string, headers?: Record<string, string>): Promise<T>;
}

export async function dashFixture(t: TestApp): Promise<DashFixture> {
  const db = t.database.db;
  const rows = await db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).execute();
  const tokens = new Map<User, string>();
  for (const u of USERS) tokens.set(u, await t.login(u));
  const call = (user: User, url: string, headers: Record<string, string> = {}) => t.as(tokens.get(user)!, { method: 'GET', url, headers });
  return {
    t,
    db,
    demoId: rows.find((r) => r.ma_benh_vien === 'BVDEMO')!.hospital_id,
    demo2Id: rows.find((r) => r.ma_benh_vien === 'BVDEMO2')!.hospital_id,
    call,
    async get<T>(user: User, url: string, headers?: Record<string, string>) {
      const res = await call(user, url, headers);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return body<T>(res).data;
    },
  };
}

/** Query string of defined values. */
export const qs = (o: Record<string, number | string | undefined>): string =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

/** New hospitals licensed for the survey and (unless told) the dashboard modules. */
export async function addHospitals(db: Kysely<DB>, names: string[], o: { dashboard?: boolean } = {}): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    const { hospital_id } = await db
      .insertInto('hospital')
      .values({ ma_benh_vien: `T${randomUUID().slice(0, 8)}`, name, dia_chi: null, so_dien_thoai: null, email: null })
      .returning('hospital_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('hospital_module')
      .values([{ hospital_id, module: 'survey' as const }, ...(o.dashboard === false ? [] : [{ hospital_id, module: 'dashboard' as const }])])
      .execute();
    ids.push(hospital_id);
  }
  return ids;
}

export async function setMinGroupSize(db: Kysely<DB>, hospitalId: number, value: string): Promise<void> {
  await db
    .insertInto('tham_so_he_thong')
    .values({ hospital_id: hospitalId, ma_tham_so: PARAM.minGroupSize, ten_tham_so: 'Số người trả lời tối thiểu', gia_tri: value, mo_ta: null })
    .execute();
}

export interface InstrumentVersionOptions {
  instrument: 'HSOPS2' | 'HSOPSC1';
  /** Owner; null = a campaign of `hospitals`. */
  owner: number | null;
  hospitals: number[];
  status?: 1 | 2 | 3;
  start?: Date;
  title?: string;
}

/** A started version copied from an instrument template. */
export async function instrumentVersion(db: Kysely<DB>, o: InstrumentVersionOptions): Promise<number> {
  const template = await db
    .selectFrom('phien_ban_khao_sat')
    .select('phien_ban_id')
    .where('is_template', '=', true)
    .where('instrument_code', '=', o.instrument)
    .executeTakeFirstOrThrow();
  const start = o.start ?? new Date(Date.now() - 10 * 86_400_000);
  const { phien_ban_id } = await db
    .insertInto('phien_ban_khao_sat')
    .values({
      hospital_id: o.owner,
      instrument_code: o.instrument,
      status_khao_sat: o.status ?? 2,
      tieu_de_khao_sat: o.title ?? `Khảo sát thử ${randomUUID().slice(0, 6)}`,
      tieu_de_khao_sat_en: 'Test survey',
      time_start: start,
      time_end: new Date(start.getTime() + 60 * 86_400_000),
      started_at: start,
    })
    .returning('phien_ban_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('phien_ban_benh_vien')
    .values(o.hospitals.map((hospital_id) => ({ phien_ban_id, hospital_id })))
    .execute();
  await db.transaction().execute((trx) => copyQuestionnaire(trx, template.phien_ban_id, phien_ban_id));
  return phien_ban_id;
}

/** A version's questions and composites as the pure scoring module takes them, with what generating answers needs. */
export interface ReferenceStructure {
  questions: (ScoringQuestion & { role: string | null; values: number[]; ma_cauhoi: string; part: number })[];
  composites: (ScoringComposite & { ma_composite: string })[];
  unit: number | null;
  position: number | null;
}

export async function referenceStructure(db: Kysely<DB>, versionId: number): Promise<ReferenceStructure> {
  const rows = await db
    .selectFrom('cau_hoi as q')
    .innerJoin('phan_cau_hoi as p', 'p.phan_cauhoi_id', 'q.phancauhoi_id')
    .select([
      'q.cauhoi_id',
      'q.ma_cauhoi',
      'q.scale',
      'q.thuan_nghich',
      'q.vai_tro',
      'p.la_thong_tin_chung',
      'p.phan_cauhoi_id',
      sql<number[]>`ARRAY(SELECT a.gia_tri FROM dap_an a WHERE a.cauhoi_id = q.cauhoi_id AND a.gia_tri IS NOT NULL ORDER BY a.stt, a.dapan_id)`.as('values'),
    ])
    .where('q.phien_ban_id', '=', versionId)
    .orderBy('p.stt')
    .orderBy('q.stt_cauhoi')
    .execute();
  const questions = rows.map((r) => ({
    cauhoi_id: r.cauhoi_id,
    ma_cauhoi: r.ma_cauhoi,
    scale: r.scale,
    reverse: r.thuan_nghich === 1,
    background: r.la_thong_tin_chung,
    role: r.vai_tro,
    values: r.values.map(Number),
    part: r.phan_cauhoi_id,
  }));
  const comps = await db
    .selectFrom('composite')
    .select(['composite_id', 'ma_composite'])
    .where('phien_ban_id', '=', versionId)
    .where('status_composite', '=', 0)
    .orderBy('stt')
    .execute();
  const links = await db
    .selectFrom('composite_cau_hoi')
    .select(['composite_id', 'cauhoi_id'])
    .where('composite_id', 'in', comps.length ? comps.map((c) => c.composite_id) : [-1])
    .execute();
  return {
    questions,
    composites: comps.map((c) => ({ ...c, cauhoi_ids: links.filter((l) => l.composite_id === c.composite_id).map((l) => l.cauhoi_id) })),
    unit: questions.find((q) => q.role === 'unit')?.cauhoi_id ?? null,
    position: questions.find((q) => q.role === 'position')?.cauhoi_id ?? null,
  };
}

/** Seeded random numbers (the data set is the same on every run). */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

export interface GroupSpec {
  hospital_id: number;
  don_vi: number;
  vi_tri: number;
  /** Valid complete responses of the group. */
  valid: number;
  /** Complete responses marked invalid (straight-lining), and responses with background answers only. */
  invalid?: number;
  incomplete?: number;
}

/**
 * Responses of known answers: per group, answers drawn at random over each question's coded
 * values, with 9s and missing answers; reverse-worded items as they come; invalid and
 * incomplete responses beside the valid ones (they must not count).
 */
export function generateResponses(s: ReferenceStructure, groups: GroupSpec[], seed: number): RawResponse[] {
  const r = rng(seed);
  const out: RawResponse[] = [];
  const answer = (q: ReferenceStructure['questions'][number]) => q.values[Math.floor(r() * q.values.length)]!;
  for (const g of groups) {
    const kinds = [...Array<'valid'>(g.valid).fill('valid'), ...Array<'invalid'>(g.invalid ?? 0).fill('invalid'), ...Array<'incomplete'>(g.incomplete ?? 0).fill('incomplete')];
    for (const kind of kinds) {
      const answers = new Map<number, number[]>();
      for (const q of s.questions) {
        if (q.values.length === 0) continue;
        if (q.cauhoi_id === s.unit) {
          if (g.don_vi) answers.set(q.cauhoi_id, [g.don_vi]);
          continue;
        }
        if (q.cauhoi_id === s.position) {
          if (g.vi_tri) answers.set(q.cauhoi_id, [g.vi_tri]);
          continue;
        }
        if (kind === 'incomplete' && !q.background) continue;
        if (r() < 0.12) continue; // missing
        answers.set(q.cauhoi_id, [answer(q)]);
      }
      // A complete response answers at least one item outside the background parts.
      if (kind !== 'incomplete' && ![...answers.keys()].some((id) => !s.questions.find((q) => q.cauhoi_id === id)!.background)) {
        const first = s.questions.find((q) => !q.background && q.values.length)!;
        answers.set(first.cauhoi_id, [first.values[0]!]);
      }
      out.push({ hospital_id: g.hospital_id, don_vi: g.don_vi, vi_tri: g.vi_tri, valid: kind === 'valid', complete: kind !== 'incomplete', answers });
    }
  }
  return out;
}

/** Inserts responses straight into ket_qua / ket_qua_chi_tiet, as the submit stores them. */
export async function insertResponses(db: Kysely<DB>, versionId: number, rs: readonly RawResponse[]): Promise<void> {
  const CHUNK = 200;
  for (let i = 0; i < rs.length; i += CHUNK) {
    const part = rs.slice(i, i + CHUNK).map((x) => ({ id: randomUUID(), x }));
    await db
      .insertInto('ket_qua')
      .values(
        part.map(({ id, x }) => ({
          ket_qua_id: id,
          phien_ban_id: versionId,
          hospital_id: x.hospital_id,
          ngay: '2026-11-20',
          hop_le: x.valid ? 1 : 0,
          hoan_thanh: x.complete,
          don_vi: x.don_vi,
          vi_tri: x.vi_tri,
        })),
      )
      .execute();
    const q: number[] = [];
    const v: number[] = [];
    const k: string[] = [];
    for (const { id, x } of part)
      for (const [cauhoi, values] of x.answers)
        for (const value of values) {
          q.push(cauhoi);
          v.push(value);
          k.push(id);
        }
    await sql`INSERT INTO ket_qua_chi_tiet (ket_qua_id, cauhoi_id, gia_tri) SELECT k, q, v FROM unnest(${k}::uuid[], ${q}::int[], ${v}::int[]) AS a(k, q, v)`.execute(db);
  }
}

/** |actual − expected| ≤ 0.1 point, or both null. */
export function near(actual: number | null | undefined, expected: number | null | undefined): boolean {
  if (actual === null || actual === undefined || expected === null || expected === undefined) return (actual ?? null) === (expected ?? null);
  return Math.abs(actual - expected) <= 0.1 + 1e-9;
}

/** A version's current snapshot, its stored rows without their id: what "the same figures" means. */
export async function storedFigures(db: Kysely<DB>, versionId: number) {
  const s = (await latestSnapshot(db, versionId))!;
  const rows = async (table: string) =>
    (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} WHERE snapshot_id = ${s.snapshot_id}`.execute(db)).rows
      .map(({ snapshot_id: _, ...r }) => JSON.stringify(r))
      .sort();
  return {
    snapshot: s,
    figures: {
      respondents: s.respondents,
      groups: await rows('percent_group'),
      cells: await rows('percent_cell_value'),
      items: await rows('percent_item'),
      itemGroups: await rows('percent_item_group'),
      patterns: await rows('percent_composite_pattern'),
      hospitalValues: await rows('percent_hospital_value'),
      hospitalPatterns: await rows('percent_hospital_pattern'),
    },
  };
}
