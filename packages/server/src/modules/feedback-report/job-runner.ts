import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-errors.js';
import { claimNext, cleanUp, failJob, type JobMeta } from './job-store.js';
import { REPORT_MSG } from './report-request.js';

/** The part of Fastify's logger the runner uses. */
export interface RunnerLog {
  info(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/** The table a runner works through: claim the oldest queued row, housekeeping, record a failure. */
export interface JobQueue<J> {
  name: string;
  id(job: J): number;
  claimNext(db: Kysely<DB>): Promise<J | null>;
  cleanUp(db: Kysely<DB>): Promise<void>;
  failJob(db: Kysely<DB>, job: J, message: string): Promise<void>;
}

const feedbackQueue: JobQueue<JobMeta> = {
  name: 'feedback report',
  id: (job) => job.bao_cao_id,
  claimNext,
  cleanUp,
  failJob: (db, job, message) => failJob(db, job.bao_cao_id, message),
};

/**
 * The feedback reports of one server process: one generation at a time (each starts and closes
 * its own Chromium), the oldest queued job first. It runs when a job is asked for, when the
 * server starts (jobs left queued by a restart) and after each job, until none is queued. Across
 * processes the row lock of the claim keeps two from taking the same job.
 */
export class FeedbackReportRunner<J = JobMeta> {
  private loop: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly generate: (job: J) => Promise<void>,
    private readonly log: RunnerLog,
    // The debrief packs (modules/debrief-pack) run through the same runner on their own table.
    private readonly queue: JobQueue<J> = feedbackQueue as unknown as JobQueue<J>,
  ) {}

  /** Makes sure the queue is being worked on (never waits for it). */
  kick(): void {
    if (this.stopped) return;
    if (this.loop) {
      this.again = true;
      return;
    }
    this.loop = this.work()
      .catch((err: unknown) => this.log.error({ err }, `${this.queue.name} queue`))
      .finally(() => {
        this.loop = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves when the queue is idle (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.loop) await this.loop;
  }

  /** Takes no new job and waits for the one running (the app's close, before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }

  private async work(): Promise<void> {
    await this.queue.cleanUp(this.db);
    while (!this.stopped) {
      this.again = false;
      const job = await this.queue.claimNext(this.db);
      if (!job) return;
      await this.runOne(job);
    }
  }

  private async runOne(job: J): Promise<void> {
    const started = performance.now();
    try {
      await this.generate(job);
      this.log.info({ job: this.queue.id(job), ms: Math.round(performance.now() - started) }, `${this.queue.name} generated`);
    } catch (err) {
      // A refusal (the account lost its access, the version reopened…) says why; anything else is logged.
      const message = err instanceof AppError ? err.message : REPORT_MSG.failed;
      if (!(err instanceof AppError) || err.status >= 500) this.log.error({ err, job: this.queue.id(job) }, `${this.queue.name} failed`);
      await this.queue.failJob(this.db, job, message).catch((e: unknown) => this.log.error({ err: e }, `${this.queue.name}: could not record the failure`));
    }
  }
}
