import { toWireTime } from '@hm/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * The rows of a background job table (the feedback report's `feedback_report_job`, migration
 * 016; the debrief packs' `debrief_job`, migration 032): one per file asked for, with its
 * progress, its file and why it failed. Every process of one database shares them. One store
 * serves both: a table descriptor names the table's columns and what its progress is; claiming
 * (`FOR UPDATE SKIP LOCKED`), heartbeats, housekeeping and the wire's common fields are here once
 * (docs/decisions/background-jobs.md).
 */

type Db = Kysely<DB>;

/** How long a job and its file are kept. */
export const KEEP_HOURS = 24;
/** A running job whose process has not written a heartbeat for this long has died with it. */
export const STALE_MINUTES = 5;

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/** The columns every job table has (its own id, progress, file and size columns aside). */
export interface JobRowBase {
  status: JobStatus;
  phien_ban_id: number;
  hospital_id: number;
  language: 'vi' | 'en';
  params: Record<string, unknown>;
  file_name: string | null;
  error: string | null;
  created_by: number;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

/** What the wire says of every job: its state, what it is about (named in the language asked), its file. */
export interface JobWireBase {
  status: JobStatus;
  queue_position: number | null;
  phien_ban_id: number;
  hospital_id: number;
  language: 'vi' | 'en';
  tieu_de_khao_sat: string;
  hospital_name: string;
  error: string | null;
  file_name: string | null;
  size: number | null;
  created_at: string;
  finished_at: string | null;
  duration_ms: number | null;
}

/** A job table: where its rows are and what its own columns are. */
export interface JobTable<Row extends JobRowBase, Wire> {
  /** The table (one of migration 016's or 032's). */
  table: 'feedback_report_job' | 'debrief_job';
  /** Its serial id column. */
  id: keyof Row & string;
  /** The file's column (bytea) and its size's. */
  file: string;
  size: keyof Row & string;
  /** Its own progress columns (read with the row). */
  progress: readonly (keyof Row & string)[];
  /** What a new job, a claim, a finish and a failure set besides the common columns. */
  onInsert: Record<string, unknown>;
  onClaim: Record<string, unknown>;
  onFinish: Record<string, unknown>;
  onFail: Record<string, unknown>;
  /** The reason given to a job whose process stopped. */
  interrupted: string;
  /** The wire's own fields of a row, with the common ones. */
  wire(row: Row, common: JobWireBase): Wire;
}

const COMMON = ['status', 'phien_ban_id', 'hospital_id', 'language', 'params', 'file_name', 'error', 'created_by', 'created_at', 'started_at', 'finished_at'] as const;

/** `a = $1, b = $2` of an object (a value that is already SQL is written as it is). */
const assignments = (set: Record<string, unknown>): RawBuilder<unknown> => sql.join(Object.entries(set).map(([k, v]) => sql`${sql.ref(k)} = ${v}`));

const json = (v: Record<string, unknown>): RawBuilder<unknown> => sql`${JSON.stringify(v)}::jsonb`;

/**
 * The store of one job table. Start and end times come from this process's clock (the duration
 * shown is the generation's); heartbeats from the database's.
 */
export class JobStore<Row extends JobRowBase, Wire> {
  private readonly columns: RawBuilder<unknown>;
  private readonly t: RawBuilder<unknown>;
  private readonly idRef: RawBuilder<unknown>;

  constructor(readonly d: JobTable<Row, Wire>) {
    this.columns = sql.join([d.id, ...COMMON, ...d.progress, d.size].map((c) => sql.ref(c)));
    this.t = sql.table(d.table);
    this.idRef = sql.ref(d.id);
  }

  idOf(row: Row): number {
    return row[this.d.id] as number;
  }

  private async rows(db: Db, where: RawBuilder<unknown>, tail: RawBuilder<unknown> = sql``): Promise<Row[]> {
    return (await sql<Row>`SELECT ${this.columns} FROM ${this.t} WHERE ${where} ${tail}`.execute(db)).rows;
  }

  /** Jobs as the wire carries them, with the names of their version and hospital in the language asked. */
  async view(db: Db, rows: Row[], language: 'vi' | 'en'): Promise<Wire[]> {
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
    // The queued jobs in the order they will run.
    const queued = rows.some((r) => r.status === 'queued')
      ? (await sql<{ id: number }>`SELECT ${this.idRef} AS id FROM ${this.t} WHERE status = 'queued' ORDER BY ${this.idRef}`.execute(db)).rows.map((r) => r.id)
      : [];
    return rows.map((r) =>
      this.d.wire(r, {
        status: r.status,
        queue_position: r.status === 'queued' ? Math.max(0, queued.indexOf(this.idOf(r))) : null,
        phien_ban_id: r.phien_ban_id,
        hospital_id: r.hospital_id,
        language: r.language,
        tieu_de_khao_sat: versions.get(r.phien_ban_id) ?? '',
        hospital_name: hospitals.get(r.hospital_id) ?? '',
        error: r.error,
        file_name: r.file_name,
        size: (r[this.d.size] as number | null) ?? null,
        created_at: toWireTime(r.created_at),
        finished_at: r.finished_at ? toWireTime(r.finished_at) : null,
        duration_ms: r.started_at && r.finished_at ? new Date(r.finished_at).getTime() - new Date(r.started_at).getTime() : null,
      }),
    );
  }

  /** One job of an account (null when it is not theirs or does not exist). */
  async own(db: Db, accountId: number, id: number): Promise<Row | null> {
    return (await this.rows(db, sql`${this.idRef} = ${id} AND created_by = ${accountId}`))[0] ?? null;
  }

  /** An account's jobs, newest first. */
  async ownList(db: Db, accountId: number, limit = 20): Promise<Row[]> {
    return this.rows(db, sql`created_by = ${accountId}`, sql`ORDER BY ${this.idRef} DESC LIMIT ${limit}`);
  }

  /** An account's jobs that have not finished. */
  async pending(db: Db, accountId: number): Promise<Row[]> {
    return this.rows(db, sql`created_by = ${accountId} AND status IN ('queued', 'running')`, sql`ORDER BY ${this.idRef}`);
  }

  /** How many jobs of the whole database wait or run. */
  async pendingCount(db: Db): Promise<number> {
    return (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${this.t} WHERE status IN ('queued', 'running')`.execute(db)).rows[0]!.n;
  }

  async insert(db: Db, o: { phien_ban_id: number; hospital_id: number; language: 'vi' | 'en'; createdBy: number; params: Record<string, unknown> }): Promise<Row> {
    const values: Record<string, unknown> = {
      phien_ban_id: o.phien_ban_id,
      hospital_id: o.hospital_id,
      language: o.language,
      created_by: o.createdBy,
      params: json(o.params),
      ...this.d.onInsert,
    };
    const { rows } = await sql<Row>`INSERT INTO ${this.t} (${sql.join(Object.keys(values).map((k) => sql.ref(k)))})
      VALUES (${sql.join(Object.values(values))}) RETURNING ${this.columns}`.execute(db);
    return rows[0]!;
  }

  /** Takes the oldest queued job for this process. Two processes never take the same one: the row is locked, and another process skips it. */
  async claimNext(db: Db): Promise<Row | null> {
    const set = assignments({ status: 'running', ...this.d.onClaim, started_at: new Date(), heartbeat_at: sql`now()` });
    const { rows } = await sql<Row>`
      UPDATE ${this.t} SET ${set}
      WHERE ${this.idRef} = (SELECT ${this.idRef} FROM ${this.t} WHERE status = 'queued' ORDER BY ${this.idRef} LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING ${this.columns}`.execute(db);
    return rows[0] ?? null;
  }

  /** A running job's progress, which also proves it is alive. */
  async progress(db: Db, id: number, set: Record<string, unknown>): Promise<void> {
    await sql`UPDATE ${this.t} SET ${assignments({ ...set, heartbeat_at: sql`now()` })} WHERE ${this.idRef} = ${id} AND status = 'running'`.execute(db);
  }

  async finish(db: Db, id: number, o: { file: Uint8Array; fileName: string; params: Record<string, unknown> }): Promise<void> {
    const set = assignments({
      status: 'done',
      ...this.d.onFinish,
      [this.d.file]: o.file,
      [this.d.size]: o.file.byteLength,
      file_name: o.fileName,
      params: json(o.params),
      finished_at: new Date(),
      heartbeat_at: sql`now()`,
    });
    await sql`UPDATE ${this.t} SET ${set} WHERE ${this.idRef} = ${id}`.execute(db);
  }

  async fail(db: Db, id: number, message: string, params?: Record<string, unknown>): Promise<void> {
    const set = assignments({ status: 'failed', ...this.d.onFail, error: message, finished_at: new Date(), ...(params ? { params: json(params) } : {}) });
    await sql`UPDATE ${this.t} SET ${set} WHERE ${this.idRef} = ${id} AND status IN ('queued', 'running')`.execute(db);
  }

  /** The file of a finished job. */
  async file(db: Db, id: number): Promise<Uint8Array | null> {
    const { rows } = await sql<{ file: Uint8Array | null }>`SELECT ${sql.ref(this.d.file)} AS file FROM ${this.t} WHERE ${this.idRef} = ${id}`.execute(db);
    return rows[0]?.file ?? null;
  }

  /**
   * Housekeeping: jobs older than a day go with their files; a running job without a heartbeat for
   * STALE_MINUTES died with its process and is marked failed, so nobody waits for it.
   */
  async cleanUp(db: Db): Promise<void> {
    await sql`DELETE FROM ${this.t} WHERE created_at < now() - make_interval(hours => ${KEEP_HOURS})`.execute(db);
    const set = assignments({ status: 'failed', ...this.d.onFail, error: this.d.interrupted, finished_at: sql`now()` });
    await sql`UPDATE ${this.t} SET ${set} WHERE status = 'running' AND heartbeat_at < now() - make_interval(mins => ${STALE_MINUTES})`.execute(db);
  }
}
