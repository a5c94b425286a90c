import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-errors.js';
import type { JobRowBase, JobStore } from './job-store.js';

/** The part of Fastify's logger the runner uses. */
export interface RunnerLog {
  info(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/** What a runner says in the log, and to the user of a job that failed for a reason not theirs. */
export interface RunnerNames {
  name: string;
  failed: string;
}

/**
 * The background jobs of one table in one server process (the feedback reports, the debrief
 * packs): one generation at a time, the oldest queued job first. It runs when a job is asked for, when the
 * server starts (jobs left queued by a restart) and after each job, until none is queued. Across
 * processes the row lock of the claim keeps two from taking the same job.
 */
export class JobRunner<J extends JobRowBase> {
  private loop: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly generate: (job: J) => Promise<void>,
    private readonly log: RunnerLog,
    private readonly store: JobStore<J, unknown>,
    private readonly names: RunnerNames,
  ) {}

  /** Makes sure the queue is being worked on (never waits for it). */
  kick(): void {
    if (this.stopped) return;
    if (this.loop) {
      this.again = true;
      return;
    }
    this.loop = this.work()
      .catch((err: unknown) => this.log.error({ err }, `${this.names.name} queue`))
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
    await this.store.cleanUp(this.db);
    while (!this.stopped) {
      this.again = false;
      const job = await this.store.claimNext(this.db);
      if (!job) return;
      await this.runOne(job);
    }
  }

  private async runOne(job: J): Promise<void> {
    const started = performance.now();
    try {
      await this.generate(job);
      this.log.info({ job: this.store.idOf(job), ms: Math.round(performance.now() - started) }, `${this.names.name} generated`);
    } catch (err) {
      // A refusal (the account lost its access, the version reopened…) says why; anything else is logged.
      const message = err instanceof AppError ? err.message : this.names.failed;
      if (!(err instanceof AppError) || err.status >= 500) this.log.error({ err, job: this.store.idOf(job) }, `${this.names.name} failed`);
      await this.store.fail(this.db, this.store.idOf(job), message).catch((e: unknown) => this.log.error({ err: e }, `${this.names.name}: could not record the failure`));
    }
  }
}
