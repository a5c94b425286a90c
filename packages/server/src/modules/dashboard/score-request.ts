import type { TDashboardQuery, TScoreScope, TSnapshotMeta } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Caller } from '../../access/caller.js';
import type { GroupFilter, Pool } from './group-visibility.js';
import type { Language } from './language.js';
import { type DashboardScope, dashboardScope } from './scope.js';
import { snapshotPool } from './snapshot-pool.js';
import { type Snapshot, snapshotMeta } from './snapshot-store.js';
import { publishedSnapshot, takesVotes } from './snapshot-triggers.js';
import { loadStructure, type SurveyStructure } from './survey-structure.js';

/** Everything a score call needs: who may see what, the snapshot, the selection and whether it is shown. */
export interface ScoreRequest {
  scope: DashboardScope;
  filter: GroupFilter;
  language: Language;
  snapshot: Snapshot | null;
  meta: TSnapshotMeta | null;
  /** The respondents of the scope's hospitals by group (null without a snapshot). */
  pool: Pool | null;
  /** The hospitals whose respondents make the figures (a pool leaves small hospitals out). */
  included: number[];
  /** A snapshot exists and the selection's figures may be shown. */
  available: boolean;
  structure: SurveyStructure;
  /** The `scope` object of the response. */
  wire: TScoreScope;
}

export const filterOf = (q: { don_vi?: number; vi_tri?: number }): GroupFilter => ({
  ...(q.don_vi !== undefined ? { don_vi: q.don_vi } : {}),
  ...(q.vi_tri !== undefined ? { vi_tri: q.vi_tri } : {}),
});

/**
 * Resolves a score call: scope (404/403), the latest snapshot, the groups of the hospitals in
 * scope, the suppression of the selection. Several hospitals are pooled by respondent.
 */
export async function scoreRequest(db: Kysely<DB>, caller: Caller, q: TDashboardQuery, language: Language): Promise<ScoreRequest> {
  const scope = await dashboardScope(db, caller, q.phien_ban_id, q.hospital_id);
  const filter = filterOf(q);
  const [snapshot, structure] = await Promise.all([publishedSnapshot(db, q.phien_ban_id, scope.version.status_khao_sat), loadStructure(db, q.phien_ban_id, language)]);
  const hospitalIds = scope.hospitals.map((h) => h.hospital_id);
  const pool = snapshot ? await snapshotPool(db, snapshot, hospitalIds, scope.minGroupSize) : null;
  const pooled = hospitalIds.length > 1;
  const included = pool ? pool.included : [];
  const available = !!pool && pool.pooled.shown(filter);
  const shownHospitals = pooled ? scope.hospitals.filter((h) => included.includes(h.hospital_id)) : scope.hospitals;
  const meta = snapshot ? await snapshotMeta(db, snapshot) : null;
  return {
    scope,
    filter,
    language,
    snapshot,
    meta,
    pool,
    included,
    available,
    structure,
    wire: {
      phien_ban_id: scope.version.phien_ban_id,
      instrument_code: scope.version.instrument_code,
      hospitals: shownHospitals,
      pooled,
      don_vi: filter.don_vi ?? null,
      vi_tri: filter.vi_tri ?? null,
      min_group_size: scope.minGroupSize,
      n: available ? pool!.pooled.count(filter) : null,
      suppressed: !!pool && !available,
      snapshot: meta,
      takes_votes: takesVotes(scope.version.status_khao_sat),
    },
  };
}
