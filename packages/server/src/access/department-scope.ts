import { sql, type RawBuilder } from 'kysely';
import type { Caller } from './caller.js';

/**
 * What a department link grants (docs/decisions/department-accounts.md): a staff-level
 * account reads people only in the departments it is linked to. Administrators (levels 1–2) are
 * never narrowed. Two kinds of reads:
 * - participation (the staff records of a version: who was invited, who voted, their counts and
 *   rates): a staff-level account sees the records of its departments only, and **none** without
 *   a link, whatever functions its group holds. Fail closed: a group of level 3 given a survey or
 *   dashboard read by mistake shows nobody until an administrator links departments;
 * - the staff directory (catalogue `nhan-vien` reads, open to every user of a hospital by
 *   DESIGN.md): narrowed to the linked departments once the account has links.
 * Scores are not narrowed: they are the hospital's published figures (minimum group size and
 * publication on close, modules/dashboard), the same for every dashboard reader.
 * Links only ever narrow: every read stays limited to the caller's hospitals as well.
 */

/**
 * The departments whose staff records the caller may read, or null for every department of its
 * hospitals. Empty: none.
 * @example const d = participationDepartments(caller); if (d) q = q.where('r.phong_ban_id', 'in', departmentsIn(d));
 */
export const participationDepartments = (caller: Pick<Caller, 'departmentIds'>): readonly number[] | null => caller.departmentIds;

/** The departments whose staff the directory shows the caller, or null for the whole hospital. */
export const directoryDepartments = (caller: Pick<Caller, 'departmentIds'>): readonly number[] | null =>
  caller.departmentIds && caller.departmentIds.length ? caller.departmentIds : null;

/**
 * Ids for `in (…)`: never empty (-1 matches no row), so "no department" reads nothing. A row
 * with no department never matches.
 */
export const departmentsIn = (ids: readonly number[]): number[] => (ids.length ? [...ids] : [-1]);

/**
 * The same restriction as a raw SQL condition to append (`AND column IN (…)`), or nothing.
 * @example sql`… WHERE r.phien_ban_id = ${id} ${andInDepartments('r.phong_ban_id', participationDepartments(caller))}`
 */
export function andInDepartments(column: string, ids: readonly number[] | null): RawBuilder<unknown> {
  return ids ? sql`AND ${sql.ref(column)} IN (${sql.join(departmentsIn(ids))})` : sql``;
}
