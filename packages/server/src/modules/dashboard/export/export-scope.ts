import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Caller } from '../../../access/caller.js';
import { type DashboardScope, dashboardScope } from '../scope.js';

export interface ExportHospital {
  hospital_id: number;
  ma_benh_vien: string;
  name: string;
}

/** The dashboard scope of an export, its hospitals with their codes (the raw sheet names them by code). */
export interface ExportScope extends DashboardScope {
  hospitals: ExportHospital[];
}

/** The dashboards' scope rule (version, hospitals in scope, licence), with the hospital codes. */
export async function exportScope(db: Kysely<DB>, caller: Caller, versionId: number, asked: number | undefined): Promise<ExportScope> {
  const scope = await dashboardScope(db, caller, versionId, asked);
  const ids = scope.hospitals.map((h) => h.hospital_id);
  const codes = new Map(
    (await db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).where('hospital_id', 'in', ids).execute()).map((h) => [h.hospital_id, h.ma_benh_vien]),
  );
  return { ...scope, hospitals: scope.hospitals.map((h) => ({ ...h, ma_benh_vien: codes.get(h.hospital_id) ?? String(h.hospital_id) })) };
}
