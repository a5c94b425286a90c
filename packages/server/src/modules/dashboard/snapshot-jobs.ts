import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The part of Fastify's logger the background snapshots use. */
export interface JobLogger {
  error(obj: unknown, msg?: string): void;
}

/**
 * While votes pour in, a threshold snapshot at most once a minute per version: each one reads
 * every answer of the version, and back to back they would take a database core from the votes
 * (npm run bench:vote, 5,000 voters, N = 5: 130 votes/s with a snapshot every 5 votes, 173 with
 * this interval, 172 with no snapshot at all).
 */
export const THRESHOLD_INTERVAL_MS = 60_000;

const consoleLogger: JobLogger = { error: (obj, msg) => console.error(msg ?? 'snapshot', obj) };

/**
 * The snapshots of one database in this process: at most one compute per version at a time
 * (later ones wait their turn), the logger of the background ones, and a drain for shutdown.
 * Across processes the database's advisory lock does the same (snapshot-compute.ts).
 */
export class SnapshotJobs {
  private readonly running = new Map<number, Promise<void>>();
  /** Per version, the votes still to come here before the database is looked at again. */
  private readonly awaited = new Map<number, number>();
  /** Per version, the look planned for later (threshold snapshots too close to the last one). */
  private readonly planned = new Map<number, ReturnType<typeof setTimeout>>();
  log: JobLogger = consoleLogger;
  /** Threshold snapshots of a version are at least this far apart (votes in between wait). */
  minIntervalMs = THRESHOLD_INTERVAL_MS;

  /**
   * A vote of the version was accepted here: whether the votes awaited have come, so that it is
   * time to count the fresh responses in the database (the first vote of a version always looks).
   */
  voteArrived(versionId: number): boolean {
    const left = (this.awaited.get(versionId) ?? 1) - 1;
    this.awaited.set(versionId, left);
    return left <= 0;
  }

  /** Look at the database again after `votes` more votes here (at least one; Infinity = not for votes). */
  awaitVotes(versionId: number, votes: number): void {
    this.awaited.set(versionId, Math.max(1, votes));
  }

  /** Runs `look` for the version after `delayMs`, unless a look is already planned. */
  planLook(versionId: number, delayMs: number, look: () => void): void {
    if (this.planned.has(versionId)) return;
    const timer = setTimeout(() => {
      this.planned.delete(versionId);
      look();
    }, delayMs);
    timer.unref?.();
    this.planned.set(versionId, timer);
  }

  /** Whether a compute of the version is running or waiting. */
  busy(versionId: number): boolean {
    return this.running.has(versionId);
  }

  /** Runs `fn` after every compute of the version already started here. */
  exclusive<T>(versionId: number, fn: () => Promise<T>): Promise<T> {
    const before = this.running.get(versionId) ?? Promise.resolve();
    const result = before.then(fn);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.running.set(versionId, tail);
    void tail.then(() => {
      if (this.running.get(versionId) === tail) this.running.delete(versionId);
    });
    return result;
  }

  /** Cancels the planned looks and waits for every compute started here (the app's close, before the database closes). */
  async drain(): Promise<void> {
    for (const [versionId, timer] of this.planned) {
      clearTimeout(timer);
      this.awaited.delete(versionId);
    }
    this.planned.clear();
    while (this.running.size) await Promise.all(this.running.values());
  }
}

const byDatabase = new WeakMap<Kysely<DB>, SnapshotJobs>();

/** The snapshot jobs of a database (one registry per Kysely instance). */
export function snapshotJobs(db: Kysely<DB>): SnapshotJobs {
  let jobs = byDatabase.get(db);
  if (!jobs) byDatabase.set(db, (jobs = new SnapshotJobs()));
  return jobs;
}
