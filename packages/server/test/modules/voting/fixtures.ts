import { randomUUID } from 'node:crypto';
import { type TVoteAnswer, type TVoterSession, toWireTime } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../src/db/schema.js';
import { syncStaffRecords } from '../../../src/modules/survey/staff-records.js';
import { copyQuestionnaire } from '../../../src/modules/survey/structure/copy.js';
import { InvitationTokens } from '../../../src/modules/survey-core/invitation-token.js';
import { body, type TestApp } from '../../helpers/app.js';
import { seedStructure, type Structure } from '../survey/fixtures.js';

export const V = '/votesafety/v1';
export const USERS = ['admin', 'bvadmin', 'nhanvien01', 'bv2nhanvien01'] as const;
export type User = (typeof USERS)[number];
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface VoteFixture {
  t: TestApp;
  db: Kysely<DB>;
  demoId: number;
  demo2Id: number;
  /** The staff member linked to nhanvien01 (BVDEMO NV001). */
  nv01: number;
  call(user: User, method: Method, url: string, payload?: unknown): ReturnType<TestApp['as']>;
  /** A call with any bearer token (a voter session). */
  bearer(token: string, method: Method, url: string, payload?: unknown): ReturnType<TestApp['as']>;
  invitations: InvitationTokens;
}

export async function voteFixture(t: TestApp): Promise<VoteFixture> {
  const db = t.database.db;
  const rows = await db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).execute();
  const tokens = new Map<User, string>();
  for (const u of USERS) tokens.set(u, await t.login(u));
  const nv01 = (await db.selectFrom('tai_khoan').select('nhan_vien_id').where('ten_tai_khoan', '=', 'nhanvien01').executeTakeFirstOrThrow()).nhan_vien_id!;
  const send = (token: string, method: Method, url: string, payload?: unknown) => t.as(token, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    t,
    db,
    demoId: rows.find((r) => r.ma_benh_vien === 'BVDEMO')!.hospital_id,
    demo2Id: rows.find((r) => r.ma_benh_vien === 'BVDEMO2')!.hospital_id,
    nv01,
    call: (user, method, url, payload) => send(tokens.get(user)!, method, url, payload),
    bearer: send,
    invitations: await InvitationTokens.load(db),
  };
}

export interface OpenVersionOptions {
  hospitalId?: number;
  /** The window relative to now, in hours (default: began a day ago, ends in 30 days). */
  fromHours?: number;
  toHours?: number;
  status?: 1 | 2 | 3;
  started?: boolean;
  hidden?: boolean;
  /** Copy the SOPS 2.0 template's questionnaire instead of the small test structure. */
  hsops2?: boolean;
}

export interface OpenVersion {
  versionId: number;
  hospitalId: number;
  /** The small structure's ids (undefined for a SOPS 2.0 copy). */
  s: Structure & { checkbox: number };
  /** Question ids by item code. */
  q: Record<string, number>;
  /** The staff record of a staff member of the version's hospital, by position in code order (0 = NV001). */
  record(index: number): Promise<{ id: number; nonce: string }>;
}

/**
 * A started version of a hospital (BVDEMO by default) open now, with a record for every active
 * staff member. The small structure gets a checkbox part (C1: 1, 2, 3) and a 9 on A1.
 */
export async function openVersion(f: VoteFixture, o: OpenVersionOptions = {}): Promise<OpenVersion> {
  const hospitalId = o.hospitalId ?? f.demoId;
  const now = Date.now();
  const { phien_ban_id: versionId } = await f.db
    .insertInto('phien_ban_khao_sat')
    .values({
      hospital_id: hospitalId,
      status_khao_sat: o.status ?? 1,
      tam_ngung: o.hidden ?? false,
      instrument_code: o.hsops2 ? 'HSOPS2' : null,
      tieu_de_khao_sat: `Bình chọn thử ${randomUUID().slice(0, 8)}`,
      tieu_de_khao_sat_en: 'Test vote',
      time_start: new Date(now + (o.fromHours ?? -24) * HOUR),
      time_end: new Date(now + (o.toHours ?? 30 * 24) * HOUR),
      started_at: o.started === false ? null : new Date(now - 2 * DAY),
    })
    .returning('phien_ban_id')
    .executeTakeFirstOrThrow();
  await f.db.insertInto('phien_ban_benh_vien').values({ phien_ban_id: versionId, hospital_id: hospitalId }).execute();
  let s = undefined as unknown as OpenVersion['s'];
  if (o.hsops2) {
    const template = await f.db
      .selectFrom('phien_ban_khao_sat')
      .select('phien_ban_id')
      .where('is_template', '=', true)
      .where('instrument_code', '=', 'HSOPS2')
      .executeTakeFirstOrThrow();
    await f.db.transaction().execute((trx) => copyQuestionnaire(trx, template.phien_ban_id, versionId));
  } else {
    const base = await seedStructure(f.db, versionId);
    await f.db.insertInto('dap_an').values({ cauhoi_id: base.a1, type: 'number', gia_tri: 9, ten_dap_an: 'Không áp dụng', ten_dap_an_en: 'Does not apply', stt: 6 }).execute();
    const { phan_cauhoi_id } = await f.db
      .insertInto('phan_cau_hoi')
      .values({ phien_ban_id: versionId, ma_phan: 'P3', giatri_cauhoi: 'Nhiều lựa chọn', type: 'checkbox', stt: 3 })
      .returning('phan_cauhoi_id')
      .executeTakeFirstOrThrow();
    const { cauhoi_id } = await f.db
      .insertInto('cau_hoi')
      .values({ phancauhoi_id: phan_cauhoi_id, phien_ban_id: versionId, ma_cauhoi: 'C1', ten_cauhoi: 'Chọn các kênh báo cáo', scale: 'channels' })
      .returning('cauhoi_id')
      .executeTakeFirstOrThrow();
    await f.db
      .insertInto('dap_an')
      .values([1, 2, 3].map((v) => ({ cauhoi_id, type: 'number', gia_tri: v, ten_dap_an: `Kênh ${v}`, stt: v })))
      .execute();
    s = { ...base, checkbox: cauhoi_id };
  }
  const q = Object.fromEntries(
    (await f.db.selectFrom('cau_hoi').select(['ma_cauhoi', 'cauhoi_id']).where('phien_ban_id', '=', versionId).execute()).map((r) => [r.ma_cauhoi, r.cauhoi_id]),
  );
  await syncStaffRecords(f.db, versionId, hospitalId);
  const records = await f.db
    .selectFrom('nhan_vien_khao_sat as r')
    .innerJoin('nhan_vien as nv', 'nv.nhan_vien_id', 'r.nhan_vien_id')
    .select(['r.nhan_vien_khao_sat_id as id', 'r.token_nonce as nonce'])
    .where('r.phien_ban_id', '=', versionId)
    .orderBy('nv.ma_nhan_vien')
    .execute();
  return { versionId, hospitalId, s, q, record: async (i) => records[i]! };
}

/** The invitation token of a record, as the mail link carries it. */
export const inviteToken = (f: VoteFixture, r: { id: number; nonce: string }): string => f.invitations.issue(r.id, r.nonce);

/** Opens an invitation link and returns the voter session's bearer token. */
export async function openLink(f: VoteFixture, r: { id: number; nonce: string }): Promise<string> {
  const res = await f.t.app.inject({ method: 'PUT', url: `${V}/authentication`, payload: { token: inviteToken(f, r) } });
  if (res.statusCode !== 200) throw new Error(`authentication: ${res.statusCode} ${res.body}`);
  return body<TVoterSession>(res).data.access_token;
}

/** A submit body (a fresh key unless given). */
export const submitBody = (versionId: number, answers: TVoteAnswer[], key: string = randomUUID(), language: 'vi' | 'en' = 'vi') => ({
  phien_ban_id: versionId,
  idempotency_key: key,
  language,
  answers,
});

/** A complete, valid set of answers of the small structure. */
export const fullAnswers = (v: OpenVersion): TVoteAnswer[] => [
  { cauhoi_id: v.s.a1, gia_tri: [4] },
  { cauhoi_id: v.s.a2, gia_tri: [2] },
  { cauhoi_id: v.s.a3, noi_dung: 'Góp ý có dấu phẩy, "ngoặc kép" và {ngoặc nhọn}' },
  { cauhoi_id: v.s.unit, gia_tri: [1] },
  { cauhoi_id: v.s.checkbox, gia_tri: [3, 1] },
];

/** Counts that a refused call must leave unchanged. */
export async function voteCounts(db: Kysely<DB>) {
  const n = async (q: ReturnType<typeof sql<{ n: number }>>) => (await q.execute(db)).rows[0]!.n;
  return {
    // Stored or still held (vote-hold.ts).
    responses: await n(sql<{ n: number }>`SELECT ((SELECT count(*) FROM ket_qua) + (SELECT count(*) FROM vote_hold))::int AS n`),
    answers: await n(
      sql<{ n: number }>`SELECT ((SELECT count(*) FROM ket_qua_chi_tiet) + (SELECT coalesce(sum(jsonb_array_length(response->'answers')), 0) FROM vote_hold))::int AS n`,
    ),
    voted: await n(sql<{ n: number }>`SELECT count(*)::int AS n FROM nhan_vien_khao_sat WHERE status_khao_sat = 2`),
    keys: await n(sql<{ n: number }>`SELECT count(*)::int AS n FROM vote_submit_key`),
    drafts: await n(sql<{ n: number }>`SELECT count(*)::int AS n FROM vote_draft`),
  };
}

/** Today in Asia/Ho_Chi_Minh, `YYYY-MM-DD`. */
export const todayVn = (): string => toWireTime(new Date()).slice(0, 10);
