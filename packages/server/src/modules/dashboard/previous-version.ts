import { VERSION_STATUS } from '@hm/contract';
import type { Estimate, ItemCounts } from '@hm/scoring';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { runBy } from '../survey-core/run-by.js';
import { pick } from '../survey-core/version-view.js';
import { type GroupFilter, Population } from './group-visibility.js';
import { compositeEstimateOf, patternCounts } from './composite-patterns.js';
import { compositeOf } from './item-figures.js';
import type { Language } from './language.js';
import { versionMinGroupSize } from '../survey-core/min-group-size.js';
import type { DashboardVersion } from './scope.js';
import { itemCounts, snapshotGroups } from './snapshot-figures.js';
import { latestSnapshot } from './snapshot-store.js';
import { loadStructure } from './survey-structure.js';

export interface PreviousScores {
  version: { phien_ban_id: number; tieu_de_khao_sat: string };
  /** Composite scores by composite code (unrounded); empty when the same selection is suppressed there. */
  byCode: Map<string, number | null>;
  /** The composites' delta-method estimates by code (for the change and its test); null when not computable. */
  estimates: Map<string, Estimate | null>;
  /** Item counts by item code (`ma_cauhoi`), for the items' change. */
  items: Map<string, ItemCounts>;
}

/**
 * The hospital's closed version of the same instrument with a published snapshot just before
 * (`before`: the latest earlier by start) or just after (`after`: the first later) a version.
 */
export async function publishedNeighbour(
  db: Db,
  current: Pick<DashboardVersion, 'phien_ban_id' | 'instrument_code' | 'time_start'>,
  hospitalId: number,
  side: 'before' | 'after',
): Promise<{ phien_ban_id: number; tieu_de_khao_sat: string; tieu_de_khao_sat_en: string } | undefined> {
  if (!current.instrument_code) return undefined;
  const order = side === 'before' ? 'desc' : 'asc';
  return db
    .selectFrom('phien_ban_khao_sat as v')
    .select(['v.phien_ban_id', 'v.tieu_de_khao_sat', 'v.tieu_de_khao_sat_en'])
    .where('v.is_template', '=', false)
    .where('v.instrument_code', '=', current.instrument_code)
    .where('v.time_start', side === 'before' ? '<' : '>', current.time_start)
    .where('v.phien_ban_id', '<>', current.phien_ban_id)
    .where(runBy(hospitalId))
    .where('v.status_khao_sat', '=', VERSION_STATUS.closed)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('percent_snapshot as s')
          .select(sql`1`.as('x'))
          .whereRef('s.phien_ban_id', '=', 'v.phien_ban_id')
          .where('s.ready', '=', true),
      ),
    )
    .orderBy('v.time_start', order)
    .orderBy('v.phien_ban_id', order)
    .limit(1)
    .executeTakeFirst();
}

/**
 * The trend of one hospital: its latest earlier closed version (by start) of the same instrument
 * that has a snapshot, and that version's composite scores for the same unit/position filter, only
 * where that figure is itself shown (the stricter of the two minimum group sizes).
 */
export async function previousScores(db: Db, current: DashboardVersion, hospitalId: number, filter: GroupFilter, min: number, language: Language): Promise<PreviousScores | null> {
  const prev = await publishedNeighbour(db, current, hospitalId, 'before');
  if (!prev) return null;
  const version = { phien_ban_id: prev.phien_ban_id, tieu_de_khao_sat: pick(prev.tieu_de_khao_sat, prev.tieu_de_khao_sat_en, language) };
  const snapshot = (await latestSnapshot(db, prev.phien_ban_id))!;
  const population = new Population(await snapshotGroups(db, snapshot.snapshot_id, [hospitalId]), Math.max(min, await versionMinGroupSize(db, prev.phien_ban_id)));
  if (!population.shown(filter)) return { version, byCode: new Map(), estimates: new Map(), items: new Map() };
  const [structure, all, patterns] = await Promise.all([
    loadStructure(db, prev.phien_ban_id, language),
    itemCounts(db, snapshot.snapshot_id, [hospitalId], filter),
    patternCounts(db, snapshot.snapshot_id, [hospitalId], filter),
  ]);
  const counts = all.get(0) ?? new Map<number, ItemCounts>();
  const byCode = new Map<string, number | null>();
  const estimates = new Map<string, Estimate | null>();
  for (const k of structure.composites) {
    if (!k.ma_composite) continue;
    byCode.set(k.ma_composite, compositeOf(structure, k, counts));
    estimates.set(k.ma_composite, compositeEstimateOf(structure, k, patterns, counts));
  }
  const items = new Map<string, ItemCounts>();
  for (const q of structure.questions.values())
    if (q.scored && q.ma_cauhoi) items.set(q.ma_cauhoi, counts.get(q.cauhoi_id) ?? { n: 0, dna: 0, positive: 0, neutral: 0, negative: 0 });
  return { version, byCode, estimates, items };
}
