import type { TRetentionPurge } from '@hm/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { PeriodicJob } from '../../ops/periodic-job.js';
import { purgeDue } from './purge.js';

/**
 * The retention purge in every API process (docs/privacy.md "Retention"), as the mail sender and
 * the schedule runner: each piece (a version × hospital) is claimed with FOR UPDATE SKIP LOCKED in
 * its own transaction, so of several processes one purges it.
 */
export class RetentionJob extends PeriodicJob {
  private readonly now: () => Date;

  constructor(
    private readonly db: Kysely<DB>,
    o: { intervalMs: number; now?: () => Date },
    private readonly log?: FastifyBaseLogger,
  ) {
    super(o.intervalMs);
    this.now = o.now ?? (() => new Date());
  }

  /** What is due now, for the timer; concurrent calls share one run. */
  runDue(): Promise<number> {
    return this.trigger();
  }

  /**
   * A system administrator's run on demand, with the administrator named in the purge rows; a
   * timer's run at the same moment takes other pieces (each is claimed with SKIP LOCKED).
   */
  runNow(accountId: number, hospitalId?: number): Promise<TRetentionPurge[]> {
    return purgeDue(this.db, this.now(), accountId, hospitalId === undefined ? {} : { hospitalId });
  }

  protected async runOnce(): Promise<number> {
    try {
      const done = await purgeDue(this.db, this.now(), null, { stopping: () => this.stopping });
      if (done.length) this.log?.info({ purged: done.map((p) => ({ version: p.phien_ban_id, hospital: p.hospital_id, ...p.counts })) }, 'retention purge');
      return done.length;
    } catch (err) {
      this.log?.warn({ err: err instanceof Error ? err.message : String(err) }, 'retention purge failed; retried at the next interval');
      return 0;
    }
  }
}
