import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export type SnapshotOutcome = 'ok' | 'error';
export type ExportOutcome = 'ok' | 'aborted' | 'error';

/**
 * What the domain modules tell operations about (the metrics of `/metrics` count it). The
 * modules know only this interface, never the metrics library.
 */
export interface OpsRecorder {
  /** A vote was stored and its transaction committed (a retry answered from its key is not one). */
  voteAccepted(): void;
  snapshotStored(reason: string, outcome: SnapshotOutcome, seconds: number): void;
  exportFinished(kind: string, outcome: ExportOutcome, seconds: number): void;
}

const silent: OpsRecorder = { voteAccepted() {}, snapshotStored() {}, exportFinished() {} };
const byDatabase = new WeakMap<Kysely<DB>, OpsRecorder>();

/** Sets the recorder of a database's app (one app per Kysely instance, as snapshotJobs assumes). */
export function setOpsRecorder(db: Kysely<DB>, recorder: OpsRecorder): void {
  byDatabase.set(db, recorder);
}

/** The recorder of the app that owns `db`; a silent one when none is set (seeds, scripts). */
export function opsRecorder(db: Kysely<DB>): OpsRecorder {
  return byDatabase.get(db) ?? silent;
}

/** Seconds since `started` (a `performance.now()` value). */
export const secondsSince = (started: number): number => (performance.now() - started) / 1000;
