import { toWireTime, type TDashboardFilters, type TDashboardVersion, type TParticipationQuery } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Caller, inScope } from '../../access/caller.js';
import { pick } from '../survey-core/version-view.js';
import type { Language } from './language.js';
import { dashboardLicensed, dashboardScope, hospitalRefs } from './scope.js';
import { loadStructure } from './survey-structure.js';

/**
 * The versions a dashboard reader may pick: started (or closed) versions, not templates nor
 * hidden, with the hospitals running them that are in the caller's scope and licensed the
 * dashboards (or, for the report pickers, the reports); newest first.
 */
export async function dashboardVersions(db: Kysely<DB>, caller: Caller, language: Language, module: 'dashboard' | 'reports' = 'dashboard'): Promise<TDashboardVersion[]> {
  const rows = await db
    .selectFrom('phien_ban_khao_sat as v')
    .select([
      'v.phien_ban_id',
      'v.tieu_de_khao_sat',
      'v.tieu_de_khao_sat_en',
      'v.instrument_code',
      'v.status_khao_sat',
      'v.time_start',
      'v.time_end',
      sql<number[]>`ARRAY(SELECT b.hospital_id FROM phien_ban_benh_vien b WHERE b.phien_ban_id = v.phien_ban_id UNION SELECT v.hospital_id WHERE v.hospital_id IS NOT NULL)`.as(
        'running',
      ),
      // Scores are published once the version is closed (docs/privacy.md).
      sql<boolean>`v.status_khao_sat = 2 AND EXISTS (SELECT 1 FROM percent_snapshot s WHERE s.phien_ban_id = v.phien_ban_id AND s.ready)`.as('has_snapshot'),
    ])
    .where('v.is_template', '=', false)
    .where('v.tam_ngung', '=', false)
    .where((eb) => eb.or([eb('v.started_at', 'is not', null), eb('v.status_khao_sat', '=', 2)]))
    .orderBy('v.time_start', 'desc')
    .orderBy('v.phien_ban_id', 'desc')
    .execute();
  const mine = [...new Set(rows.flatMap((r) => r.running.map(Number)))].filter((h) => inScope(caller, h));
  const licensed = await dashboardLicensed(db, mine, module);
  const names = new Map((await hospitalRefs(db, [...licensed])).map((h) => [h.hospital_id, h]));
  return rows.flatMap((r) => {
    const hospitals = [...names.values()].filter((h) => r.running.map(Number).includes(h.hospital_id));
    if (hospitals.length === 0) return [];
    return [
      {
        phien_ban_id: r.phien_ban_id,
        tieu_de_khao_sat: pick(r.tieu_de_khao_sat, r.tieu_de_khao_sat_en, language),
        instrument_code: r.instrument_code,
        status_khao_sat: r.status_khao_sat,
        time_start: toWireTime(r.time_start),
        time_end: toWireTime(r.time_end),
        hospitals,
        has_snapshot: r.has_snapshot,
      },
    ];
  });
}

/** The filter choices of a version: its hospitals in scope, and the unit and position answers. */
export async function dashboardFilters(db: Kysely<DB>, caller: Caller, q: TParticipationQuery, language: Language): Promise<TDashboardFilters> {
  const scope = await dashboardScope(db, caller, q.phien_ban_id, q.hospital_id);
  const structure = await loadStructure(db, q.phien_ban_id, language);
  const options = (role: 'unit' | 'position') =>
    ([...structure.questions.values()].find((x) => x.role === role)?.values ?? []).map((v) => ({ gia_tri: v.gia_tri, label: v.label, group: null }));
  return { hospitals: scope.hospitals, units: options('unit'), positions: options('position') };
}
