import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowBackgroundWork } from '../../db/give-way.js';

/** The part of Fastify's logger the snapshots use. */
export interface JobLogger {
  error(obj: unknown, msg?: string): void;
}

const consoleLogger: JobLogger = { error: (obj, msg) => console.error(msg ?? 'snapshot', obj) };

/**
 * The snapshots of one database in this process: at most one compute per version at a time
 * (later ones wait their turn), the logger, and a drain for shutdown. Across processes the
 * database's advisory lock does the same (snapshot-compute.ts).
 */
export class SnapshotJobs {
  private readonly running = new Map<number, Promise<void>>();
  log: JobLogger = consoleLogger;
  /** On the embedded database: snapshots are stored by slices (storeSnapshotInSlices). */
  embedded = false;

  /** Whether a compute of the version is running or waiting. */
  busy(versionId: number): boolean {
    return this.running.has(versionId);
  }

  /**
   * Runs `fn` after every compute of the version already started here. A request that calls it
   * is background work from then on (db/give-way.ts): the compute it waits for does not wait for it.
   */
  exclusive<T>(versionId: number, fn: () => Promise<T>): Promise<T> {
    nowBackgroundWork();
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

  /** Waits for every compute started here (the app's close, before the database closes). */
  async drain(): Promise<void> {
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
