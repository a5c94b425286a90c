import { sql } from 'kysely';
import { ForbiddenError, NotFoundError } from '../../errors/app-errors.js';
import { NOT_LICENSED } from '../../access/access.js';
import { type Caller, inScope, OUT_OF_SCOPE_MESSAGE } from '../../access/caller.js';
import type { Db } from '../../db/database.js';
import { versionMinGroupSize } from '../survey-core/min-group-size.js';
import { licenceInForce } from '../../access/licences.js';

export const SCOPE_MSG = {
  versionNotFound: 'Không tìm thấy phiên bản khảo sát',
  notParticipating: 'Bệnh viện không tham gia phiên bản khảo sát này',
} as const;

/** A hospital as dashboards name it. */
export interface HospitalRef {
  hospital_id: number;
  name: string;
}

/** What dashboards need to know of a version. */
export interface DashboardVersion {
  phien_ban_id: number;
  /** The owning hospital; null = a campaign of several hospitals. */
  hospital_id: number | null;
  instrument_code: string | null;
  tieu_de_khao_sat: string;
  tieu_de_khao_sat_en: string;
  status_khao_sat: number;
  started_at: Date | null;
  time_start: Date;
  time_end: Date;
}

export interface DashboardScope {
  version: DashboardVersion;
  /**
   * The hospitals of the request, ordered by name: the one asked for, or every hospital running
   * the version that is in the caller's scope and has licensed the dashboards.
   */
  hospitals: HospitalRef[];
  /** The hospital asked for (`hospital_id`), or null for "every hospital I may see". */
  asked: number | null;
  /** The version's minimum group size (suppression, snapshot threshold). */
  minGroupSize: number;
}

/** Of the given hospitals, those that licensed the dashboards. */
export async function dashboardLicensed(db: Db, hospitalIds: readonly number[], module: 'dashboard' | 'reports' = 'dashboard'): Promise<Set<number>> {
  if (hospitalIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('hospital_module as hm')
    .select('hm.hospital_id')
    .where('hm.module', '=', module)
    .where('hm.hospital_id', 'in', hospitalIds)
    .where(licenceInForce('hm'))
    .execute();
  return new Set(rows.map((r) => r.hospital_id));
}

export async function hospitalRefs(db: Db, hospitalIds: readonly number[]): Promise<HospitalRef[]> {
  if (hospitalIds.length === 0) return [];
  return db.selectFrom('hospital').select(['hospital_id', 'name']).where('hospital_id', 'in', hospitalIds).orderBy('name').orderBy('hospital_id').execute();
}

/** A version with every hospital running it: name and whether it licensed the dashboards. */
async function versionWithHospitals(db: Db, versionId: number) {
  const row = await db
    .selectFrom('phien_ban_khao_sat as v')
    .select([
      'v.phien_ban_id',
      'v.hospital_id',
      'v.instrument_code',
      'v.tieu_de_khao_sat',
      'v.tieu_de_khao_sat_en',
      'v.status_khao_sat',
      'v.started_at',
      'v.time_start',
      'v.time_end',
      sql<{ hospital_id: number; name: string; licensed: boolean }[]>`coalesce((
        SELECT json_agg(json_build_object('hospital_id', h.hospital_id, 'name', h.name,
          'licensed', EXISTS (SELECT 1 FROM hospital_module m WHERE m.hospital_id = h.hospital_id AND m.module = 'dashboard' AND ${licenceInForce('m')})) ORDER BY h.name, h.hospital_id)
        FROM hospital h
        WHERE h.hospital_id = v.hospital_id OR h.hospital_id IN (SELECT b.hospital_id FROM phien_ban_benh_vien b WHERE b.phien_ban_id = v.phien_ban_id)), '[]')`.as('running'),
    ])
    .where('v.phien_ban_id', '=', versionId)
    .where('v.is_template', '=', false)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(SCOPE_MSG.versionNotFound);
  const { running, ...version } = row;
  return { version, running };
}

/**
 * The hospitals a dashboard request is about, checked: an unknown version (or a template) is
 * 404; a hospital asked for outside the caller's scope is 403, one not running the version 404,
 * one that has not licensed the dashboards 403. Without a hospital: every hospital running the
 * version in the caller's scope and licensed; none in scope is 403, none licensed 403.
 * @example const { hospitals, minGroupSize } = await dashboardScope(db, caller, 12, undefined);
 */
export async function dashboardScope(db: Db, caller: Caller, phien_ban_id: number, hospital_id?: number | null): Promise<DashboardScope> {
  const { version, running } = await versionWithHospitals(db, phien_ban_id);
  let mine: typeof running;
  if (hospital_id !== undefined && hospital_id !== null) {
    if (!inScope(caller, hospital_id)) throw new ForbiddenError(OUT_OF_SCOPE_MESSAGE);
    mine = running.filter((h) => h.hospital_id === hospital_id);
    if (mine.length === 0) throw new NotFoundError(SCOPE_MSG.notParticipating);
  } else {
    mine = running.filter((h) => inScope(caller, h.hospital_id));
    if (mine.length === 0) throw new ForbiddenError(OUT_OF_SCOPE_MESSAGE);
  }
  const licensed = mine.filter((h) => h.licensed);
  if (licensed.length === 0) throw new ForbiddenError(NOT_LICENSED);
  return {
    version,
    hospitals: licensed.map((h) => ({ hospital_id: h.hospital_id, name: h.name })),
    asked: hospital_id ?? null,
    minGroupSize: await versionMinGroupSize(
      db,
      phien_ban_id,
      running.map((h) => h.hospital_id),
    ),
  };
}
