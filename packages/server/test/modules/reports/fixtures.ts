import type { TReportDetailInput, TReportInput, TReportWithDetails } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import type { DB } from '../../../src/db/schema.js';
import { DEMO_PASSWORD } from '../../../src/seed/demo.js';
import { hashPassword } from '../../../src/modules/auth/passwords.js';
import { body, type TestApp } from '../../helpers/app.js';

export const A = '/auth/v1';
export const VS = '/votesafety/v1';
export const D = `${VS}/dash-board`;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ReportFixture {
  t: TestApp;
  db: Kysely<DB>;
  demoId: number;
  demo2Id: number;
  /** The closed 2025 demo survey of BVDEMO (seed snapshot, 300 responses). */
  version2025: number;
  token(user: string): Promise<string>;
  call(user: string, method: Method, url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** A call that must answer 200: its `data`. */
  ok<T>(user: string, method: Method, url: string, payload?: unknown, headers?: Record<string, string>): Promise<T>;
  /** A report created by the system administrator. */
  create(input: TReportInput, prefix?: string): Promise<TReportWithDetails>;
}

export async function reportFixture(t: TestApp): Promise<ReportFixture> {
  const db = t.database.db;
  const hospitals = await db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).execute();
  const version = await db
    .selectFrom('phien_ban_khao_sat')
    .select('phien_ban_id')
    .where('tieu_de_khao_sat', '=', 'Khảo sát văn hóa an toàn người bệnh 2025')
    .executeTakeFirstOrThrow();
  const tokens = new Map<string, string>();
  const token = async (user: string) => {
    if (!tokens.has(user)) tokens.set(user, await t.login(user));
    return tokens.get(user)!;
  };
  const call = async (user: string, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.as(await token(user), { method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const ok = async <T>(user: string, method: Method, url: string, payload?: unknown, headers?: Record<string, string>) => {
    const res = await call(user, method, url, payload, headers);
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return body<T>(res).data;
  };
  return {
    t,
    db,
    demoId: hospitals.find((h) => h.ma_benh_vien === 'BVDEMO')!.hospital_id,
    demo2Id: hospitals.find((h) => h.ma_benh_vien === 'BVDEMO2')!.hospital_id,
    version2025: version.phien_ban_id,
    token,
    call,
    ok,
    create: (input, prefix = A) => ok<TReportWithDetails>('admin', 'POST', `${prefix}/report`, input),
  };
}

/** Detail rows showing the given fields in order (options per field). */
export const columns = (fields: string[], o: Record<string, Partial<TReportDetailInput>> = {}): TReportDetailInput[] =>
  fields.map((field, i) => ({ field, thu_tu: i, ...o[field] }));

let n = 0;
/** A fresh report code. */
export const code = (prefix = 'BC') => `${prefix}_${Date.now() % 1_000_000}_${++n}`;

/**
 * A permission group with the given functions and an account of BVDEMO using it (signed in with
 * the demo password). Returns the group id and the account name.
 */
export async function groupWithAccount(db: Kysely<DB>, ma: string, cap: number, functions: string[]): Promise<{ groupId: number; user: string }> {
  const { phan_quyen_id } = await db
    .insertInto('phan_quyen')
    .values({ ma_phan_quyen: ma, ten_phan_quyen: `Nhóm ${ma}`, cap, mo_ta: null })
    .returning('phan_quyen_id')
    .executeTakeFirstOrThrow();
  if (functions.length) {
    const fns = await db.selectFrom('chuc_nang').select('chuc_nang_id').where('ma_chuc_nang', 'in', functions).execute();
    await db
      .insertInto('phan_quyen_chuc_nang')
      .values(fns.map((f) => ({ phan_quyen_id, chuc_nang_id: f.chuc_nang_id })))
      .execute();
  }
  const hospital = await db.selectFrom('hospital').select('hospital_id').where('ma_benh_vien', '=', 'BVDEMO').executeTakeFirstOrThrow();
  const user = `tk_${ma.toLowerCase()}`;
  await addAccount(db, { user, name: `Tài khoản ${ma}`, groupId: phan_quyen_id, hospitalId: hospital.hospital_id });
  return { groupId: phan_quyen_id, user };
}

/** The report id of a seeded report. */
export async function seeded(db: Kysely<DB>, ma: string): Promise<number> {
  return (await db.selectFrom('report').select('report_id').where('ma_report', '=', ma).executeTakeFirstOrThrow()).report_id;
}

/** An account of a group in a hospital, signed in with the demo password (no password change asked). Returns its id. */
export async function addAccount(db: Kysely<DB>, a: { user: string; name: string; groupId: number; hospitalId: number }): Promise<number> {
  const row = await db
    .insertInto('tai_khoan')
    .values({
      ten_tai_khoan: a.user,
      mat_khau_hash: await hashPassword(DEMO_PASSWORD),
      display_name: a.name,
      phan_quyen_id: a.groupId,
      hospital_id: a.hospitalId,
      nhan_vien_id: null,
      tokens_valid_after: new Date(0),
      created_at: new Date(),
    })
    .returning('tai_khoan_id')
    .executeTakeFirstOrThrow();
  return row.tai_khoan_id;
}
