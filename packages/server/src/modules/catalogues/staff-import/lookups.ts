import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { CatalogueEntry, ImportLookups } from './validate.js';

const byCode = (rows: { id: number; code: string; tam_ngung: boolean }[]) => new Map<string, CatalogueEntry>(rows.map((r) => [r.code, { id: r.id, active: !r.tam_ngung }]));

/** The hospital's catalogues by code and its staff codes: four queries, then every row is checked in memory. */
export async function loadLookups(db: Kysely<DB>, hospitalId: number): Promise<ImportLookups> {
  const [departments, jobTitles, positions, staff] = await Promise.all([
    db.selectFrom('phong_ban').select(['phong_ban_id as id', 'ma_phong_ban as code', 'tam_ngung']).where('hospital_id', '=', hospitalId).execute(),
    db.selectFrom('chuc_danh').select(['chuc_danh_id as id', 'ma_chuc_danh as code', 'tam_ngung']).where('hospital_id', '=', hospitalId).execute(),
    db.selectFrom('chuc_vu').select(['chuc_vu_id as id', 'ma_chuc_vu as code', 'tam_ngung']).where('hospital_id', '=', hospitalId).execute(),
    db.selectFrom('nhan_vien').select('ma_nhan_vien').where('hospital_id', '=', hospitalId).execute(),
  ]);
  return {
    departments: byCode(departments),
    jobTitles: byCode(jobTitles),
    positions: byCode(positions),
    staffCodes: new Set(staff.map((s) => s.ma_nhan_vien)),
  };
}
