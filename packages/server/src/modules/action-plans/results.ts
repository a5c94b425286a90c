import type { TActionPlanResults } from '@hm/contract';
import type { Kysely } from 'kysely';
import type { Caller } from '../../access/caller.js';
import type { DB } from '../../db/schema.js';
import type { ResourceReads } from '../../resources/resource-repository.js';
import { compositeList } from '../dashboard/composite-scores.js';
import type { Language } from '../dashboard/language.js';
import { publishedNeighbour } from '../dashboard/previous-version.js';
import { scoreRequest } from '../dashboard/score-request.js';
import { pick } from '../survey-core/version-view.js';
import type { actionPlan } from '@hm/contract';

/**
 * A plan re-measured: the hospital's first published wave of the same instrument after the plan's,
 * read as the dashboard reads it for the plan's hospital and unit (the same scope, licence and
 * suppression; the change against the wave before it, with its test, from change-figures.ts), and
 * of it the plan's focus composites. Nothing while no later wave is published.
 */
export async function actionPlanResults(db: Kysely<DB>, reads: ResourceReads<typeof actionPlan>, caller: Caller, id: number, language: Language): Promise<TActionPlanResults> {
  const plan = await reads.byId(caller, id);
  const wave = await db
    .selectFrom('phien_ban_khao_sat')
    .select(['phien_ban_id', 'instrument_code', 'time_start'])
    .where('phien_ban_id', '=', plan.phien_ban_id)
    .executeTakeFirstOrThrow();
  const later = await publishedNeighbour(db, wave, plan.hospital_id, 'after');
  const none: TActionPlanResults = { later_version: null, against_version: null, suppressed: false, min_group_size: null, composites: [] };
  if (!later) return none;
  const r = await scoreRequest(db, caller, { phien_ban_id: later.phien_ban_id, hospital_id: plan.hospital_id, ...(plan.don_vi === null ? {} : { don_vi: plan.don_vi }) }, language);
  const laterVersion = { phien_ban_id: later.phien_ban_id, tieu_de_khao_sat: pick(later.tieu_de_khao_sat, later.tieu_de_khao_sat_en, language) };
  const base = { ...none, later_version: laterVersion, min_group_size: r.scope.minGroupSize };
  if (!r.available) return { ...base, suppressed: r.wire.suppressed };
  const rows = await compositeList(db, r, false, null);
  const against = rows.find((c) => c.previous_version)?.previous_version ?? null;
  return {
    ...base,
    against_version: against,
    composites: plan.linh_vuc.map((code) => {
      const c = rows.find((k) => k.ma_composite === code);
      return { ma_composite: code, name: c?.name ?? code, before: c?.previous ?? null, after: c?.score ?? null, interval: c?.interval ?? null, change: c?.change ?? null };
    }),
  };
}
