import { ROLE_LEVEL } from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Caller } from './caller.js';

/**
 * The group scope of an account (docs/decisions/province-view.md): the hospitals of the hospital
 * group it is assigned to (`tai_khoan_nhom_benh_vien`), a province's by the address of each
 * hospital (`hospital.ma_tinh`, read live) or a named list. It is not the account's hospital scope
 * (`Caller.hospitalIds`): an officer has no hospital of its own, so every hospital-scoped call stays
 * refused to it; only the province view's calls read this scope, and they give hospital-level
 * aggregates only.
 */
export interface GroupScope {
  nhom_id: number;
  ten: string;
  ma_tinh: string | null;
  hospitalIds: number[];
}

/** The caller's group and its hospitals, or null without a group. */
export async function groupScope(db: Kysely<DB>, accountId: number): Promise<GroupScope | null> {
  const row = await db
    .selectFrom('tai_khoan_nhom_benh_vien as a')
    .innerJoin('nhom_benh_vien as g', 'g.nhom_id', 'a.nhom_id')
    .select([
      'g.nhom_id',
      'g.ten',
      'g.ma_tinh',
      sql<number[]>`ARRAY(
        SELECT h.hospital_id FROM hospital h
        WHERE (g.ma_tinh IS NOT NULL AND h.ma_tinh = g.ma_tinh)
           OR (g.ma_tinh IS NULL AND h.hospital_id IN (SELECT m.hospital_id FROM nhom_benh_vien_thanh_vien m WHERE m.nhom_id = g.nhom_id))
        ORDER BY h.hospital_id)`.as('hospitals'),
    ])
    .where('a.tai_khoan_id', '=', accountId)
    .executeTakeFirst();
  return row ? { nhom_id: row.nhom_id, ten: row.ten, ma_tinh: row.ma_tinh, hospitalIds: row.hospitals.map(Number) } : null;
}

/**
 * A reader of the given hospitals' hospital-level figures, for the dashboard functions the
 * province view reuses (so that each hospital's figures are those of its own dashboard). Never a
 * request's caller: it holds no function, and the province view asks it only for whole hospitals.
 */
export function hospitalLevelReader(caller: Caller, hospitalIds: readonly number[]): Caller {
  return { ...caller, level: ROLE_LEVEL.hospitalAdmin, homeHospitalId: null, hospitalIds: [...hospitalIds], departmentIds: null, functions: new Set() };
}
