import type { Db } from '../../db/database.js';
import { Pool } from './group-visibility.js';
import { snapshotGroups } from './snapshot-figures.js';
import type { Snapshot } from './snapshot-store.js';

/**
 * The suppression of a snapshot's groups (Pool) is a function of the snapshot's rows, the
 * hospitals and the minimum, and a stored snapshot never changes (a recompute stores a new one
 * under a new id; one stored by slices is read only once ready). At national size it is the
 * costly part of every pooled read (docs/decisions/national-scale.md: 64,651 groups of 140
 * hospitals took 4.4 s before the disclosure's flows were bounded, 0.6 s after), and a dashboard
 * asks ~10 reads of the same selection at once. So the pools last computed are kept, per
 * database, the promise itself so that reads arriving together compute it once.
 */
const KEPT = 16;

const kept = new WeakMap<object, Map<string, Promise<Pool>>>();

/** The Pool of the hospitals' groups in the snapshot (computed once per snapshot, hospitals and minimum). */
export function snapshotPool(db: Db, snapshot: Snapshot, hospitalIds: readonly number[], min: number): Promise<Pool> {
  const cache = kept.get(db) ?? new Map<string, Promise<Pool>>();
  kept.set(db, cache);
  // computed_at too: a database restored under a running server may reuse a snapshot id.
  const key = `${snapshot.snapshot_id}@${snapshot.computed_at.getTime()}:${min}:${hospitalIds.join(',')}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const pool = snapshotGroups(db, snapshot.snapshot_id, hospitalIds).then((rows) => new Pool(rows, hospitalIds, min));
  cache.set(key, pool);
  pool.catch(() => cache.delete(key));
  while (cache.size > KEPT) cache.delete(cache.keys().next().value!);
  return pool;
}
