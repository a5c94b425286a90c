import { FEEDBACK_REPORT_STEPS, type TFeedbackReportJob, type TFeedbackReportStep, toWireTime } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * The rows of `feedback_report_job` (migration 016): one per generation asked for, with its
 * progress, its file and why it failed. Every process of one database shares them.
 */

type Db = Kysely<DB>;

/** How long a job and its PDF are kept. */
export const KEEP_HOURS = 24;
/** A running job whose process has not written a heartbeat for this long has died with it. */
export const STALE_MINUTES = 5;
export const STEPS = FEEDBACK_REPORT_STEPS.length;

export const JOB_MSG = {
  interrupted: 'Quá trình tạo báo cáo bị gián đoạn (máy chủ đã khởi động lại). Vui lòng tạo lại báo cáo.',
} as const;

/** The columns of a job without its file. */
const COLUMNS = [
  'bao_cao_id',
  'status',
  'step',
  'steps',
  'step_key',
  'phien_ban_id',
  'hospital_id',
  'language',
  'params',
  'file_name',
  'pdf_size',
  'error',
  'created_by',
  'created_at',
  'started_at',
  'finished_at',
] as const;
export interface JobMeta {
  bao_cao_id: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  step: number;
  steps: number;
  step_key: string | null;
  phien_ban_id: number;
  hospital_id: number;
  language: 'vi' | 'en';
  params: Record<string, unknown>;
  file_name: string | null;
  pdf_size: number | null;
  error: string | null;
  created_by: number;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

/** A job as the wire carries it, with the names of its version and hospital in the language asked. */
export async function jobsView(db: Db, rows: JobMeta[], language: 'vi' | 'en'): Promise<TFeedbackReportJob[]> {
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
  const queued = rows.some((r) => r.status === 'queued') ? await queuedIds(db) : [];
  return rows.map((r) => ({
    bao_cao_id: r.bao_cao_id,
    status: r.status,
    step: r.step,
    steps: r.steps,
    step_key: (FEEDBACK_REPORT_STEPS as readonly string[]).includes(r.step_key ?? '') ? (r.step_key as TFeedbackReportStep) : null,
    queue_position: r.status === 'queued' ? Math.max(0, queued.indexOf(r.bao_cao_id)) : null,
    phien_ban_id: r.phien_ban_id,
    hospital_id: r.hospital_id,
    language: r.language,
    tieu_de_khao_sat: versions.get(r.phien_ban_id) ?? '',
    hospital_name: hospitals.get(r.hospital_id) ?? '',
    error: r.error,
    file_name: r.file_name,
    size: r.pdf_size,
    created_at: toWireTime(r.created_at),
    finished_at: r.finished_at ? toWireTime(r.finished_at) : null,
    duration_ms: r.started_at && r.finished_at ? new Date(r.finished_at).getTime() - new Date(r.started_at).getTime() : null,
  }));
}

/** The queued jobs in the order they will run. */
async function queuedIds(db: Db): Promise<number[]> {
  return (await db.selectFrom('feedback_report_job').select('bao_cao_id').where('status', '=', 'queued').orderBy('bao_cao_id').execute()).map((r) => r.bao_cao_id);
}

/** One job of an account (null when it is not theirs or does not exist). */
export async function ownJob(db: Db, accountId: number, id: number): Promise<JobMeta | null> {
  return (await db.selectFrom('feedback_report_job').select(COLUMNS).where('bao_cao_id', '=', id).where('created_by', '=', accountId).executeTakeFirst()) ?? null;
}

/** An account's jobs, newest first. */
export async function ownJobs(db: Db, accountId: number, limit = 20): Promise<JobMeta[]> {
  return db.selectFrom('feedback_report_job').select(COLUMNS).where('created_by', '=', accountId).orderBy('bao_cao_id', 'desc').limit(limit).execute();
}

/** An account's jobs that have not finished. */
export async function pendingJobs(db: Db, accountId: number): Promise<JobMeta[]> {
  return db.selectFrom('feedback_report_job').select(COLUMNS).where('created_by', '=', accountId).where('status', 'in', ['queued', 'running']).orderBy('bao_cao_id').execute();
}

/** How many jobs of the whole database wait or run. */
export async function pendingCount(db: Db): Promise<number> {
  return (
    await db
      .selectFrom('feedback_report_job')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow()
  ).n;
}

export async function insertJob(
  db: Db,
  o: { phien_ban_id: number; hospital_id: number; language: 'vi' | 'en'; createdBy: number; params: Record<string, unknown> },
): Promise<JobMeta> {
  return db
    .insertInto('feedback_report_job')
    .values({ phien_ban_id: o.phien_ban_id, hospital_id: o.hospital_id, language: o.language, created_by: o.createdBy, steps: STEPS, params: JSON.stringify(o.params) })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * Start and end times come from this process's clock (the duration shown is the generation's).
 * Takes the oldest queued job for this process (running, step 1). Two processes never take the
 * same one: the row is locked, and another process skips it.
 */
export async function claimNext(db: Db): Promise<JobMeta | null> {
  const { rows } = await sql<JobMeta>`
    UPDATE feedback_report_job j SET status = 'running', step = 1, step_key = ${FEEDBACK_REPORT_STEPS[0]}, started_at = ${new Date()}, heartbeat_at = now()
    WHERE j.bao_cao_id = (SELECT q.bao_cao_id FROM feedback_report_job q WHERE q.status = 'queued' ORDER BY q.bao_cao_id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING ${sql.join(COLUMNS.map((c) => sql.ref(c)))}`.execute(db);
  return rows[0] ?? null;
}

/** The step a running job has reached (1-based), which also proves it is alive. */
export async function setStep(db: Db, id: number, step: TFeedbackReportStep): Promise<void> {
  await db
    .updateTable('feedback_report_job')
    .set({ step: FEEDBACK_REPORT_STEPS.indexOf(step) + 1, step_key: step, heartbeat_at: sql`now()` })
    .where('bao_cao_id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

export async function finishJob(db: Db, id: number, o: { pdf: Uint8Array; fileName: string; params: Record<string, unknown> }): Promise<void> {
  await db
    .updateTable('feedback_report_job')
    .set({
      status: 'done',
      step: STEPS,
      step_key: null,
      pdf: o.pdf,
      pdf_size: o.pdf.byteLength,
      file_name: o.fileName,
      params: JSON.stringify(o.params),
      finished_at: new Date(),
      heartbeat_at: sql`now()`,
    })
    .where('bao_cao_id', '=', id)
    .execute();
}

export async function failJob(db: Db, id: number, message: string, params?: Record<string, unknown>): Promise<void> {
  await db
    .updateTable('feedback_report_job')
    .set({ status: 'failed', step_key: null, error: message, finished_at: new Date(), ...(params ? { params: JSON.stringify(params) } : {}) })
    .where('bao_cao_id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

/** The file of a finished job. */
export async function jobFile(db: Db, id: number): Promise<Uint8Array | null> {
  const row = await db.selectFrom('feedback_report_job').select('pdf').where('bao_cao_id', '=', id).executeTakeFirst();
  return row?.pdf ?? null;
}

/**
 * Housekeeping: jobs older than a day go with their files; a running job without a heartbeat for
 * STALE_MINUTES died with its process and is marked failed, so nobody waits for it.
 */
export async function cleanUp(db: Db): Promise<void> {
  await db
    .deleteFrom('feedback_report_job')
    .where(sql<boolean>`created_at < now() - make_interval(hours => ${KEEP_HOURS})`)
    .execute();
  await db
    .updateTable('feedback_report_job')
    .set({ status: 'failed', step_key: null, error: JOB_MSG.interrupted, finished_at: sql`now()` })
    .where('status', '=', 'running')
    .where(sql<boolean>`heartbeat_at < now() - make_interval(mins => ${STALE_MINUTES})`)
    .execute();
}
