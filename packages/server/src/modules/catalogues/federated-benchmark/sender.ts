import { type TFederatedVersion, type TSubmission, type TWithdrawal, VERSION_STATUS, endpoints, toWireTime } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { hospitalAggregates } from './aggregates.js';

/**
 * The hospital side's outbox of the federated benchmark (docs/decisions/federated-benchmark.md):
 * a row per hospital and closed version to send (or withdraw), attempted in the background with
 * backoff, or at once by "send now" / "withdraw". A failure is kept on the row; nothing here
 * blocks the close of a version.
 */

/** After this many failed attempts a row stops (its last error stays for the administrator). */
export const MAX_ATTEMPTS = 8;
const TIMEOUT_MS = 15_000;
/** How long a claimed row is left alone before another process may try it (the attempt's timeout and more). */
const CLAIM_MS = 60_000;

export const SENDER_MSG = {
  noConsent: 'Bệnh viện đã tắt việc gửi số liệu tổng hợp',
  notConnected: 'Chưa đặt nơi tổng hợp điểm chuẩn (quản trị hệ thống đặt địa chỉ và mã xác thực)',
  unreachable: (e: string) => `Không gửi được tới nơi tổng hợp: ${e}`,
  refused: (status: number, message: string) => `Nơi tổng hợp từ chối (${status}): ${message}`,
} as const;

export interface FederationSettings {
  collector_url: string;
  credential: string;
}

export const federationSettings = (db: Kysely<DB>): Promise<FederationSettings | undefined> =>
  db.selectFrom('benchmark_federation').select(['collector_url', 'credential']).where('id', '=', 1).executeTakeFirst();

/** A collector call's address: the configured base URL, then the endpoint's path. */
export const collectorUrl = (base: string, path: string): string => `${base.replace(/\/+$/, '')}${path}`;

/** One call to the collector; a refusal's message is the collector's (Vietnamese) message. */
export async function callCollector(
  s: FederationSettings,
  method: 'PUT' | 'DELETE' | 'GET',
  path: string,
  o: { body?: unknown; query?: Record<string, string> } = {},
): Promise<{ ok: true; data: unknown } | { ok: false; retry: boolean; message: string }> {
  const url = new URL(collectorUrl(s.collector_url, path));
  for (const [k, v] of Object.entries(o.query ?? {})) url.searchParams.set(k, v);
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${s.credential}`, ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(o.body !== undefined ? { body: JSON.stringify(o.body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (e) {
    return { ok: false, retry: true, message: SENDER_MSG.unreachable(e instanceof Error ? e.message : String(e)) };
  }
  const text = await res.text();
  let json: { message?: string; data?: unknown } = {};
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    // Not our envelope (a proxy's page): the status says it.
  }
  if (res.ok) return { ok: true, data: json.data };
  return { ok: false, retry: res.status >= 500 || res.status === 429, message: SENDER_MSG.refused(res.status, (json.message ?? text).slice(0, 300)) };
}

type Outcome = { state: 'done' | 'skipped' | 'failed'; error: string | null } | { state: 'retry'; error: string };

/** Sends (or withdraws) one hospital's aggregates of one version, once. */
async function attempt(db: Kysely<DB>, hospitalId: number, versionId: number, action: 'send' | 'withdraw'): Promise<Outcome> {
  const settings = await federationSettings(db);
  if (!settings) return { state: 'retry', error: SENDER_MSG.notConnected };
  const consent = await db.selectFrom('benchmark_consent').select(['dong_y', 'hospital_key']).where('hospital_id', '=', hospitalId).executeTakeFirst();
  if (action === 'send' && !consent?.dong_y) return { state: 'skipped', error: SENDER_MSG.noConsent };
  const keys = { hospital_key: consent?.hospital_key ?? '', version_key: String(versionId), gui_luc: new Date().toISOString() };
  let result;
  if (action === 'send') {
    const a = await hospitalAggregates(db, hospitalId, versionId);
    if ('reason' in a) return { state: 'skipped', error: a.reason };
    const body: TSubmission = { ...keys, ...a.aggregates };
    result = await callCollector(settings, 'PUT', endpoints.federatedSubmit.path, { body });
  } else {
    if (!consent) return { state: 'done', error: null };
    const query: TWithdrawal = keys;
    result = await callCollector(settings, 'DELETE', endpoints.federatedWithdraw.path, { query });
    // Nothing to withdraw at the collector (never received, or already withdrawn): the goal holds.
    if (!result.ok && result.message.startsWith(SENDER_MSG.refused(404, ''))) return { state: 'done', error: null };
  }
  if (result.ok) return { state: 'done', error: null };
  return result.retry ? { state: 'retry', error: result.message } : { state: 'failed', error: result.message };
}

/** Backoff after the n-th failed attempt: 30 s, 1 min, 2 min … at most 6 h. */
const backoffMs = (attempts: number): number => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);

/** Runs one claimed row and stores its outcome. */
async function runRow(db: Kysely<DB>, row: { hospital_id: number; phien_ban_id: number; hanh_dong: 'send' | 'withdraw'; attempts: number }): Promise<void> {
  let outcome: Outcome;
  try {
    outcome = await attempt(db, row.hospital_id, row.phien_ban_id, row.hanh_dong);
  } catch (e) {
    outcome = { state: 'retry', error: e instanceof Error ? e.message : String(e) };
  }
  const retry = outcome.state === 'retry' && row.attempts < MAX_ATTEMPTS;
  await db
    .updateTable('benchmark_outbox')
    .set({
      trang_thai: retry ? 'pending' : outcome.state === 'retry' ? 'failed' : outcome.state,
      last_error: outcome.error,
      next_at: retry ? new Date(Date.now() + backoffMs(row.attempts)) : sql`now()`,
      done_at: outcome.state === 'done' ? sql`now()` : null,
      updated_at: sql`now()`,
    })
    .where('hospital_id', '=', row.hospital_id)
    .where('phien_ban_id', '=', row.phien_ban_id)
    .where('hanh_dong', '=', row.hanh_dong)
    .execute();
}

/** Claims due rows (another process leaves them for CLAIM_MS) and returns them. */
async function claim(db: Kysely<DB>, where: { hospital_id: number; phien_ban_id: number } | null, limit = 20) {
  return db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom('benchmark_outbox')
      .select(['hospital_id', 'phien_ban_id'])
      .where('trang_thai', '=', 'pending')
      .where('next_at', '<=', sql<Date>`now()`)
      .orderBy('next_at')
      .limit(limit)
      .forUpdate()
      .skipLocked();
    if (where) due = due.where('hospital_id', '=', where.hospital_id).where('phien_ban_id', '=', where.phien_ban_id);
    const rows = await due.execute();
    if (rows.length === 0) return [];
    return trx
      .updateTable('benchmark_outbox')
      .set({ attempts: sql`attempts + 1`, next_at: sql`now() + ${`${CLAIM_MS} milliseconds`}::interval`, updated_at: sql`now()` })
      .where((eb) => eb.or(rows.map((r) => eb.and([eb('hospital_id', '=', r.hospital_id), eb('phien_ban_id', '=', r.phien_ban_id)]))))
      .returning(['hospital_id', 'phien_ban_id', 'hanh_dong', 'attempts'])
      .execute();
  });
}

/**
 * Queues every closed version of an instrument, with figures, of a hospital that consents, not
 * queued before (a withdrawn or sent version is not queued again: its row stays).
 */
export async function enqueueClosed(db: Kysely<DB>): Promise<number> {
  const r = await sql`
    INSERT INTO benchmark_outbox (hospital_id, phien_ban_id, hanh_dong, trang_thai)
    SELECT vh.hospital_id, v.phien_ban_id, 'send', 'pending'
    FROM phien_ban_khao_sat v
    JOIN phien_ban_benh_vien vh ON vh.phien_ban_id = v.phien_ban_id
    JOIN benchmark_consent c ON c.hospital_id = vh.hospital_id AND c.dong_y
    WHERE v.status_khao_sat = ${VERSION_STATUS.closed} AND v.instrument_code IS NOT NULL AND NOT v.is_template
      AND EXISTS (SELECT 1 FROM percent_snapshot s WHERE s.phien_ban_id = v.phien_ban_id)
      AND EXISTS (SELECT 1 FROM benchmark_federation)
    ON CONFLICT (hospital_id, phien_ban_id) DO NOTHING`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}

/** Queues `action` for one hospital and version now (replacing what was queued) and runs it at once. */
export async function runNow(db: Kysely<DB>, hospitalId: number, versionId: number, action: 'send' | 'withdraw'): Promise<void> {
  await db
    .insertInto('benchmark_outbox')
    .values({ hospital_id: hospitalId, phien_ban_id: versionId, hanh_dong: action, trang_thai: 'pending' })
    .onConflict((oc) =>
      oc
        .columns(['hospital_id', 'phien_ban_id'])
        .doUpdateSet({ hanh_dong: action, trang_thai: 'pending', attempts: 0, next_at: sql`now()`, last_error: null, done_at: null, updated_at: sql`now()` }),
    )
    .execute();
  for (const row of await claim(db, { hospital_id: hospitalId, phien_ban_id: versionId })) await runRow(db, row);
}

/** The closed versions of a hospital with what happened to their aggregates. */
export async function federatedVersions(db: Kysely<DB>, hospitalId: number, versionId?: number): Promise<TFederatedVersion[]> {
  let q = db
    .selectFrom('phien_ban_khao_sat as v')
    .innerJoin('phien_ban_benh_vien as vh', 'vh.phien_ban_id', 'v.phien_ban_id')
    .leftJoin('benchmark_outbox as o', (j) => j.onRef('o.phien_ban_id', '=', 'v.phien_ban_id').onRef('o.hospital_id', '=', 'vh.hospital_id'))
    .select(['v.phien_ban_id', 'v.tieu_de_khao_sat', 'v.instrument_code', 'o.hanh_dong', 'o.trang_thai', 'o.attempts', 'o.last_error', 'o.done_at'])
    .where('vh.hospital_id', '=', hospitalId)
    .where('v.status_khao_sat', '=', VERSION_STATUS.closed)
    .orderBy('v.phien_ban_id', 'desc');
  if (versionId !== undefined) q = q.where('v.phien_ban_id', '=', versionId);
  const rows = await q.execute();
  return rows.map((r) => ({
    phien_ban_id: r.phien_ban_id,
    tieu_de_khao_sat: r.tieu_de_khao_sat,
    instrument_code: r.instrument_code,
    hanh_dong: r.hanh_dong,
    trang_thai: r.trang_thai,
    attempts: r.attempts ?? 0,
    last_error: r.last_error,
    done_at: r.done_at ? toWireTime(r.done_at) : null,
  }));
}

export interface SenderLogger {
  error(obj: unknown, msg?: string): void;
}

/** The background loop of one process: queue what closed, then attempt what is due. */
export class FederatedBenchmarkSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly intervalMs: number,
    private readonly log: SenderLogger,
  ) {}

  /** One pass (also what a test calls instead of waiting). */
  async tick(): Promise<void> {
    if (this.running) return this.running;
    this.running = (async () => {
      try {
        await enqueueClosed(this.db);
        for (const row of await claim(this.db, null)) await runRow(this.db, row);
      } catch (err) {
        this.log.error({ err }, 'federated benchmark sender');
      }
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  start(): void {
    if (this.intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
