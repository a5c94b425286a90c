import { createHash, randomBytes } from 'node:crypto';
import {
  FEDERATED_MIN_HOSPITALS,
  FEDERATED_PERCENTILES,
  type TContributor,
  type TContributorIssued,
  type TPublication,
  type TPublishedPeriod,
  type TSubmission,
  type TSubmissionReceipt,
  type TWithdrawal,
  toWireTime,
} from '@hm/contract';
import { percentile7, round1 } from '@hm/scoring';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../../errors/app-errors.js';
import { assertCodes } from '../benchmarks/rules.js';
import { instrumentCodes } from '../benchmarks/instruments.js';

/**
 * The collector side of the federated benchmark (docs/decisions/federated-benchmark.md):
 * contributing installations with a credential kept as its SHA-256, submissions of hospital-level
 * aggregates (newer copies replace, older ones are refused), withdrawals kept as tombstones, and
 * the publication of percentiles once enough hospitals contributed.
 */

export const COLLECTOR_MSG = {
  notCollector: 'Cài đặt này không phải nơi tổng hợp điểm chuẩn',
  badCredential: 'Mã xác thực của cài đặt không hợp lệ hoặc đã bị thu hồi',
  notNewer: 'Bản gửi không mới hơn bản nơi tổng hợp đã nhận (bản cũ hoặc gửi lặp lại bị từ chối)',
  future: 'Thời điểm gửi ở tương lai: đồng hồ của máy gửi lệch quá 5 phút',
  noInstrument: (code: string) => `Nơi tổng hợp không có bộ câu hỏi ${code}`,
  noSubmission: 'Nơi tổng hợp không có số liệu này của cài đặt',
  noContributor: 'Không tìm thấy cài đặt gửi số liệu',
} as const;

/** How far ahead of the collector's clock a sender's clock may be. */
const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

/** Whether this installation is the collector (HM_BENCHMARK_COLLECTOR=1); its calls answer 404 otherwise. */
export const isCollector = (env: NodeJS.ProcessEnv = process.env): boolean => env.HM_BENCHMARK_COLLECTOR === '1' || env.HM_BENCHMARK_COLLECTOR === 'true';

/** The fewest hospitals before an instrument and year is published (HM_BENCHMARK_MIN_HOSPITALS, read at each call; 5 by default). */
export function minHospitals(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.HM_BENCHMARK_MIN_HOSPITALS);
  return Number.isInteger(n) && n >= 1 ? n : FEDERATED_MIN_HOSPITALS;
}

export const hashCredential = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export function assertCollector(enabled: boolean): void {
  if (!enabled) throw new NotFoundError(COLLECTOR_MSG.notCollector);
}

async function contributorRows(db: Kysely<DB>, id?: number): Promise<TContributor[]> {
  let q = db
    .selectFrom('benchmark_contributor as c')
    .select([
      'c.contributor_id',
      'c.ten',
      'c.created_at',
      'c.revoked_at',
      sql<number>`(SELECT count(*)::int FROM benchmark_submission s WHERE s.contributor_id = c.contributor_id AND NOT s.withdrawn)`.as('submissions'),
    ])
    .orderBy('c.contributor_id');
  if (id !== undefined) q = q.where('c.contributor_id', '=', id);
  const rows = await q.execute();
  return rows.map((r) => ({ contributor_id: r.contributor_id, ten: r.ten, created_at: toWireTime(r.created_at), revoked: r.revoked_at !== null, submissions: r.submissions }));
}

export const listContributors = (db: Kysely<DB>): Promise<TContributor[]> => contributorRows(db);

/** A new credential for an installation: 32 random bytes, answered once, stored as its hash. */
export async function issueContributor(db: Kysely<DB>, accountId: number, ten: string): Promise<TContributorIssued> {
  const token = `hmfb_${randomBytes(32).toString('base64url')}`;
  const { contributor_id } = await db
    .insertInto('benchmark_contributor')
    .values({ ten, token_hash: hashCredential(token), created_by: accountId })
    .returning('contributor_id')
    .executeTakeFirstOrThrow();
  return { ...(await contributorRows(db, contributor_id))[0]!, token };
}

/** Revokes a credential (its submissions stay; a revoked credential is refused from now on). */
export async function revokeContributor(db: Kysely<DB>, id: number): Promise<TContributor> {
  const before = (await contributorRows(db, id))[0];
  if (!before) throw new NotFoundError(COLLECTOR_MSG.noContributor);
  await db
    .updateTable('benchmark_contributor')
    .set({ revoked_at: sql`coalesce(revoked_at, now())` })
    .where('contributor_id', '=', id)
    .execute();
  return before;
}

/** The contributor of a request's bearer credential, or 401. */
export async function contributorOf(db: Kysely<DB>, req: Pick<FastifyRequest, 'headers'>): Promise<{ contributor_id: number; ten: string }> {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!m) throw new UnauthorizedError(COLLECTOR_MSG.badCredential);
  const row = await db
    .selectFrom('benchmark_contributor')
    .select(['contributor_id', 'ten'])
    .where('token_hash', '=', hashCredential(m[1]!))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new UnauthorizedError(COLLECTOR_MSG.badCredential);
  return row;
}

function assertNotAhead(sentAt: Date): void {
  if (sentAt.getTime() - Date.now() > MAX_CLOCK_AHEAD_MS) throw new ValidationError(COLLECTOR_MSG.future, { errors: [{ path: 'gui_luc', message: COLLECTOR_MSG.future }] });
}

/** The stored copy of a key, locked; a new copy must be strictly newer (replay and reordering refused). */
async function storedCopy(trx: Kysely<DB>, contributorId: number, hospitalKey: string, versionKey: string, sentAt: Date) {
  const row = await trx
    .selectFrom('benchmark_submission')
    .select(['submission_id', 'gui_luc', 'withdrawn'])
    .where('contributor_id', '=', contributorId)
    .where('hospital_key', '=', hospitalKey)
    .where('version_key', '=', versionKey)
    .forUpdate()
    .executeTakeFirst();
  if (row && new Date(row.gui_luc).getTime() >= sentAt.getTime()) throw new ConflictError(COLLECTOR_MSG.notNewer);
  return row;
}

/** Receives one hospital's aggregates of one version: checked against the instrument's codes, then stored or replacing the older copy. */
export async function receiveSubmission(trx: Kysely<DB>, contributorId: number, s: TSubmission): Promise<TSubmissionReceipt & { submission_id: number }> {
  const sentAt = new Date(s.gui_luc);
  assertNotAhead(sentAt);
  const codes = await instrumentCodes(trx, s.instrument_code);
  if (!codes)
    throw new ValidationError(COLLECTOR_MSG.noInstrument(s.instrument_code), { errors: [{ path: 'instrument_code', message: COLLECTOR_MSG.noInstrument(s.instrument_code) }] });
  assertCodes(codes, s.gia_tri);
  const old = await storedCopy(trx, contributorId, s.hospital_key, s.version_key, sentAt);
  const values = {
    gui_luc: sentAt,
    received_at: sql<Date>`now()`,
    withdrawn: false,
    instrument_code: s.instrument_code,
    nam: s.nam,
    so_nguoi_tra_loi: s.so_nguoi_tra_loi,
    gia_tri: JSON.stringify(s.gia_tri),
    dac_diem: JSON.stringify(s.dac_diem),
  };
  if (old) {
    await trx.updateTable('benchmark_submission').set(values).where('submission_id', '=', old.submission_id).execute();
    return { submission_id: old.submission_id, hospital_key: s.hospital_key, version_key: s.version_key, replaced: !old.withdrawn };
  }
  const { submission_id } = await trx
    .insertInto('benchmark_submission')
    .values({ contributor_id: contributorId, hospital_key: s.hospital_key, version_key: s.version_key, ...values })
    .returning('submission_id')
    .executeTakeFirstOrThrow();
  return { submission_id, hospital_key: s.hospital_key, version_key: s.version_key, replaced: false };
}

/** Withdraws a submission: its figures are erased, the row stays as a tombstone with the withdrawal's time. */
export async function withdrawSubmission(trx: Kysely<DB>, contributorId: number, w: TWithdrawal): Promise<number> {
  const sentAt = new Date(w.gui_luc);
  assertNotAhead(sentAt);
  const old = await storedCopy(trx, contributorId, w.hospital_key, w.version_key, sentAt);
  if (!old || old.withdrawn) throw new NotFoundError(COLLECTOR_MSG.noSubmission);
  await trx
    .updateTable('benchmark_submission')
    .set({ withdrawn: true, gui_luc: sentAt, received_at: sql`now()`, instrument_code: null, nam: null, so_nguoi_tra_loi: null, gia_tri: null, dac_diem: null })
    .where('submission_id', '=', old.submission_id)
    .execute();
  return old.submission_id;
}

export const PERCENTILE_DEFINITION = 'Hyndman-Fan type 7 (R quantile default, linear interpolation between closest ranks)';

/**
 * The publication: per instrument and year with at least `min` hospitals (submissions held, one
 * per hospital and version), the hospitals, the respondents and the 10th … 90th percentile of each
 * composite and item over the hospitals that gave it (a code given by fewer than `min` hospitals
 * is left out).
 */
export async function publication(db: Kysely<DB>, q: { instrument_code?: string | undefined; nam?: number | undefined }, min: number): Promise<TPublication> {
  let query = db
    .selectFrom('benchmark_submission')
    .select(['instrument_code', 'nam', 'so_nguoi_tra_loi', 'gia_tri'])
    .where('withdrawn', '=', false)
    .orderBy('instrument_code')
    .orderBy('nam');
  if (q.instrument_code) query = query.where('instrument_code', '=', q.instrument_code);
  if (q.nam !== undefined) query = query.where('nam', '=', q.nam);
  const rows = await query.execute();
  const periods = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = `${r.instrument_code}\u0000${r.nam}`;
    periods.set(key, [...(periods.get(key) ?? []), r]);
  }
  const out: TPublishedPeriod[] = [];
  for (const group of periods.values()) {
    if (group.length < min) continue;
    const byCode = new Map<string, { loai: 'composite' | 'item'; values: number[] }>();
    for (const r of group)
      for (const v of r.gia_tri as unknown as TSubmission['gia_tri']) {
        const e = byCode.get(v.ma) ?? { loai: v.loai, values: [] };
        e.values.push(v.ty_le_tich_cuc);
        byCode.set(v.ma, e);
      }
    const gia_tri = [...byCode.entries()]
      .filter(([, e]) => e.values.length >= min)
      .sort(([a, x], [b, y]) => (x.loai === y.loai ? a.localeCompare(b) : x.loai === 'composite' ? -1 : 1))
      .map(([ma, e]) => {
        const [p10, p25, p50, p75, p90] = FEDERATED_PERCENTILES.map((p) => round1(percentile7(e.values, p))) as [number, number, number, number, number];
        return { loai: e.loai, ma, so_benh_vien: e.values.length, p10, p25, p50, p75, p90 };
      });
    out.push({
      instrument_code: group[0]!.instrument_code!,
      nam: group[0]!.nam!,
      so_benh_vien: group.length,
      so_nguoi_tra_loi: group.reduce((a, r) => a + r.so_nguoi_tra_loi!, 0),
      gia_tri,
    });
  }
  return { min_hospitals: min, percentile_definition: PERCENTILE_DEFINITION, periods: out };
}
