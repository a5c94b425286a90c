import { toWireTime, type TSnapshotMeta } from '@hm/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** A stored snapshot of a version (`percent_snapshot`); its figures are in percent_group/_cell/_item. */
export interface Snapshot {
  snapshot_id: number;
  phien_ban_id: number;
  computed_at: Date;
  reason: string;
  /** Valid complete responses aggregated (every hospital of the version). */
  respondents: number;
  /** Every response of the version when it was taken. */
  responses: number;
  duration_ms: number;
}

/** The version's current snapshot (older ones are deleted when a new one is stored; one being stored by slices is not ready), or null. */
export async function latestSnapshot(db: Db, phien_ban_id: number): Promise<Snapshot | null> {
  const s = await db
    .selectFrom('percent_snapshot')
    .select(['snapshot_id', 'phien_ban_id', 'computed_at', 'reason', 'respondents', 'responses', 'duration_ms'])
    .where('phien_ban_id', '=', phien_ban_id)
    .where('ready', '=', true)
    .orderBy('snapshot_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return s ?? null;
}

/** How long ago the version's current snapshot was taken, by the database's clock (null: none). */
export async function snapshotAgeMs(db: Db, phien_ban_id: number): Promise<number | null> {
  const r = await db
    .selectFrom('percent_snapshot')
    .select(sql<number>`(extract(epoch FROM now() - computed_at) * 1000)::int`.as('age'))
    .where('phien_ban_id', '=', phien_ban_id)
    .where('ready', '=', true)
    .orderBy('snapshot_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return r?.age ?? null;
}

/** Responses of a version now: all of them, and the valid complete ones the figures count. */
export async function responseCounts(db: Db, phien_ban_id: number): Promise<{ responses: number; respondents: number }> {
  const r = await db
    .selectFrom('ket_qua')
    .select([sql<number>`count(*)::int`.as('responses'), sql<number>`(count(*) FILTER (WHERE hop_le = 1 AND hoan_thanh))::int`.as('respondents')])
    .where('phien_ban_id', '=', phien_ban_id)
    .executeTakeFirstOrThrow();
  return r;
}

/** The wire form of a snapshot, with the responses submitted since (not yet in the figures). */
export async function snapshotMeta(db: Db, s: Snapshot): Promise<TSnapshotMeta> {
  const { responses } = await responseCounts(db, s.phien_ban_id);
  return {
    snapshot_id: s.snapshot_id,
    phien_ban_id: s.phien_ban_id,
    computed_at: toWireTime(s.computed_at),
    reason: s.reason,
    respondents: s.respondents,
    pending: Math.max(0, responses - s.responses),
    duration_ms: s.duration_ms,
  };
}
