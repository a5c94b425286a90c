import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-errors.js';
import { PeriodicJob, retryDelaySeconds } from '../../ops/periodic-job.js';
import { ActionCancelled, type ClaimedAction, runAction } from './run-action.js';

export interface ScheduleRunnerOptions {
  /** How often due actions are looked for. */
  intervalMs: number;
  /** Runs of an action that failed for a passing reason before it is left failed. */
  maxAttempts?: number;
  /** How long a claim keeps other processes off an action (a process killed mid-run leaves it for this long). */
  leaseMs?: number;
  /** The clock (tests inject one instead of sleeping). */
  now?: () => Date;
  /** What runs an action (tests inject one that fails for a passing reason). */
  run?: typeof runAction;
}

/**
 * Runs a version's scheduled actions in every API process (docs/decisions/campaign-schedule.md),
 * as the mail sender delivers the outbox: each claim is one statement that takes one due row
 * with FOR UPDATE SKIP LOCKED and pushes its next attempt past a lease, so of several processes
 * one runs it; the action's effect and its 'done' mark commit together (run-action.ts). A
 * client-side refusal (a 4xx of the command: no questions, a lost licence) fails it at once
 * with its message; any other error is retried after 30 s, 60 s, 120 s… up to `maxAttempts`.
 */
export class ScheduleRunner extends PeriodicJob {
  private readonly now: () => Date;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly o: ScheduleRunnerOptions,
    private readonly log?: FastifyBaseLogger,
  ) {
    super(o.intervalMs);
    this.now = o.now ?? (() => new Date());
  }

  /** Runs every due action; concurrent calls share one run. Returns how many actions were run. */
  runDue(): Promise<number> {
    return this.trigger();
  }

  /** One due action claimed for this process, or none. */
  private async claim(now: Date): Promise<ClaimedAction | null> {
    const lease = new Date(now.getTime() + (this.o.leaseMs ?? 10 * 60_000));
    const { rows } = await sql<ClaimedAction>`
      UPDATE campaign_action SET attempts = attempts + 1, claimed_at = ${now}, next_attempt_at = ${lease}
      WHERE action_id = (
        SELECT action_id FROM campaign_action WHERE status = 'pending' AND next_attempt_at <= ${now}
        ORDER BY next_attempt_at, action_id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING action_id, phien_ban_id, kind, attempts, created_by`.execute(this.db);
    return rows[0] ?? null;
  }

  protected async runOnce(): Promise<number> {
    let ran = 0;
    while (!this.stopping) {
      const now = this.now();
      const a = await this.claim(now);
      if (!a) return ran;
      ran++;
      try {
        const outcome = await (this.o.run ?? runAction)(this.db, a, now);
        await this.db
          .updateTable('campaign_action')
          .set({ status: outcome.status, result: JSON.stringify(outcome.result), finished_at: new Date(), last_error: null })
          .where('action_id', '=', a.action_id)
          .where('status', 'in', ['pending', 'done'])
          .execute();
      } catch (err) {
        if (err instanceof ActionCancelled) continue;
        const message = err instanceof Error ? err.message.slice(0, 500) : String(err);
        const final = err instanceof AppError || a.attempts >= (this.o.maxAttempts ?? 5);
        this.log?.warn({ actionId: a.action_id, kind: a.kind, attempt: a.attempts, err: message }, 'scheduled action failed');
        await this.db
          .updateTable('campaign_action')
          .set({
            status: final ? 'failed' : 'pending',
            last_error: message,
            finished_at: final ? new Date() : null,
            next_attempt_at: new Date(now.getTime() + retryDelaySeconds(a.attempts) * 1000),
          })
          .where('action_id', '=', a.action_id)
          .where('status', '=', 'pending')
          .execute();
      }
    }
    return ran;
  }
}
