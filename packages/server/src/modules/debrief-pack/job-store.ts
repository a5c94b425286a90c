import { type TDebriefJob, toWireTime } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { KEEP_HOURS, STALE_MINUTES } from '../feedback-report/job-store.js';

/**
 * The rows of `debrief_job` (migration 032): one per debrief pack asked for, with its progress
 * (units printed of units), its zip and why it failed. Every process of one database shares them;
 * kept as long as the feedback reports' jobs, and a silent running job is failed after as long.
 */

type Db = Kysely<DB>;

export const DEBRIEF_JOB_MSG = {
  interrupted: 'Quá trình tạo bộ tài liệu khoa bị gián đoạn (máy chủ đã khởi động lại). Vui lòng tạo lại.',
} as const;

const COLUMNS = [
  'debrief_id',
  'status',
  'done',
  'units',
  'phien_ban_id',
  'hospital_id',
  'language',
  'params',
  'file_name',
  'zip_size',
  'error',
  'created_by',
  'created_at',
  'started_at',
  'finished_at',
] as const;
export interface DebriefJobMeta {
  debrief_id: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  done: number;
  units: number;
  phien_ban_id: number;
  hospital_id: number;
  language: 'vi' | 'en';
  params: Record<string, unknown>;
  file_name: string | null;
  zip_size: number | null;
  error: string | null;
  created_by: number;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

/** Jobs as the wire carries them, with the names of their version and hospital in the language asked. */
export async function debriefJobsView(db: Db, rows: DebriefJobMeta[], language: 'vi' | 'en'): Promise<TDebriefJob[]> {
  if (rows.length === 0) return [];
  const versions = new Map(
    (
      await db
        .selectFrom('phien_ban_khao_sat')
        .select(['phien_ban_id', 'tieu_de_khao_sat', 'tieu_de_khao_sat_en'])
        .where('phien_ban_id', 'in', [...new Set(rows.map((r) => r.phien_ban_id))])
        .execute()
    ).map((v) => [v.phien_ban_id, language === 'en' ? v.tieu_de_khao_sat_en || v.tieu_de_khao_sat : v.tieu_de_khao_sat || v.tieu_de_khao_sat_en]),
  );
  const hospitals = new Map(
    (
      await db
        .selectFrom('hospital')
        .select(['hospital_id', 'name'])
        .where('hospital_id', 'in', [...new Set(rows.map((r) => r.hospital_id))])
        .execute()
    ).map((h) => [h.hospital_id, h.name]),
  );
  const queued = rows.some((r) => r.status === 'queued')
    ? (await db.selectFrom('debrief_job').select('debrief_id').where('status', '=', 'queued').orderBy('debrief_id').execute()).map((r) => r.debrief_id)
    : [];
  return rows.map((r) => ({
    debrief_id: r.debrief_id,
    status: r.status,
    done: r.done,
    units: r.units,
    queue_position: r.status === 'queued' ? Math.max(0, queued.indexOf(r.debrief_id)) : null,
    phien_ban_id: r.phien_ban_id,
    hospital_id: r.hospital_id,
    language: r.language,
    tieu_de_khao_sat: versions.get(r.phien_ban_id) ?? '',
    hospital_name: hospitals.get(r.hospital_id) ?? '',
    error: r.error,
    file_name: r.file_name,
    size: r.zip_size,
    created_at: toWireTime(r.created_at),
    finished_at: r.finished_at ? toWireTime(r.finished_at) : null,
    duration_ms: r.started_at && r.finished_at ? new Date(r.finished_at).getTime() - new Date(r.started_at).getTime() : null,
  }));
}

/** One job of an account (null when it is not theirs or does not exist). */
export async function ownDebriefJob(db: Db, accountId: number, id: number): Promise<DebriefJobMeta | null> {
  return (await db.selectFrom('debrief_job').select(COLUMNS).where('debrief_id', '=', id).where('created_by', '=', accountId).executeTakeFirst()) ?? null;
}

/** An account's jobs, newest first. */
export async function ownDebriefJobs(db: Db, accountId: number, limit = 20): Promise<DebriefJobMeta[]> {
  return db.selectFrom('debrief_job').select(COLUMNS).where('created_by', '=', accountId).orderBy('debrief_id', 'desc').limit(limit).execute();
}

/** An account's jobs that have not finished. */
export async function pendingDebriefJobs(db: Db, accountId: number): Promise<DebriefJobMeta[]> {
  return db.selectFrom('debrief_job').select(COLUMNS).where('created_by', '=', accountId).where('status', 'in', ['queued', 'running']).orderBy('debrief_id').execute();
}

/** How many jobs of the whole database wait or run. */
export async function pendingDebriefCount(db: Db): Promise<number> {
  return (
    await db
      .selectFrom('debrief_job')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow()
  ).n;
}

export async function insertDebriefJob(
  db: Db,
  o: { phien_ban_id: number; hospital_id: number; language: 'vi' | 'en'; createdBy: number; params: Record<string, unknown> },
): Promise<DebriefJobMeta> {
  return db
    .insertInto('debrief_job')
    .values({ phien_ban_id: o.phien_ban_id, hospital_id: o.hospital_id, language: o.language, created_by: o.createdBy, params: JSON.stringify(o.params) })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Takes the oldest queued job for this process; another process skips the locked row. */
export async function claimNextDebrief(db: Db): Promise<DebriefJobMeta | null> {
  const { rows } = await sql<DebriefJobMeta>`
    UPDATE debrief_job j SET status = 'running', done = 0, started_at = ${new Date()}, heartbeat_at = now()
    WHERE j.debrief_id = (SELECT q.debrief_id FROM debrief_job q WHERE q.status = 'queued' ORDER BY q.debrief_id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING ${sql.join(COLUMNS.map((c) => sql.ref(c)))}`.execute(db);
  return rows[0] ?? null;
}

/** Units printed so far (which also proves the job is alive). */
export async function setDebriefProgress(db: Db, id: number, done: number, units: number): Promise<void> {
  await db
    .updateTable('debrief_job')
    .set({ done, units, heartbeat_at: sql`now()` })
    .where('debrief_id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

export async function finishDebriefJob(db: Db, id: number, o: { zip: Uint8Array; fileName: string; params: Record<string, unknown> }): Promise<void> {
  await db
    .updateTable('debrief_job')
    .set({
      status: 'done',
      zip: o.zip,
      zip_size: o.zip.byteLength,
      file_name: o.fileName,
      params: JSON.stringify(o.params),
      finished_at: new Date(),
      heartbeat_at: sql`now()`,
    })
    .where('debrief_id', '=', id)
    .execute();
}

export async function failDebriefJob(db: Db, id: number, message: string): Promise<void> {
  await db
    .updateTable('debrief_job')
    .set({ status: 'failed', error: message, finished_at: new Date() })
    .where('debrief_id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

/** The zip of a finished job. */
export async function debriefZip(db: Db, id: number): Promise<Uint8Array | null> {
  const row = await db.selectFrom('debrief_job').select('zip').where('debrief_id', '=', id).executeTakeFirst();
  return row?.zip ?? null;
}

/** Jobs older than a day go with their zips; a running job silent for STALE_MINUTES died with its process. */
export async function cleanUpDebriefs(db: Db): Promise<void> {
  await db
    .deleteFrom('debrief_job')
    .where(sql<boolean>`created_at < now() - make_interval(hours => ${KEEP_HOURS})`)
    .execute();
  await db
    .updateTable('debrief_job')
    .set({ status: 'failed', error: DEBRIEF_JOB_MSG.interrupted, finished_at: sql`now()` })
    .where('status', '=', 'running')
    .where(sql<boolean>`heartbeat_at < now() - make_interval(mins => ${STALE_MINUTES})`)
    .execute();
}
