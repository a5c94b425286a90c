import type { ItemCounts } from '@hm/scoring';
import { oneStatementAtATime } from '../../db/give-way.js';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { GroupCount, GroupFilter } from './group-visibility.js';
import { ITEM_COUNT_COLUMNS, SCORED_QUESTION } from './item-count-sql.js';

/**
 * Reads of a snapshot's tables, summed in SQL over the hospitals and groups asked for; never
 * the answers themselves.
 */

/** What item counts are broken down by (one map per key); none = one map under key 0. */
export type CountsBy = 'hospital_id' | 'don_vi' | 'vi_tri' | null;

const ids = (hospitalIds: readonly number[]) => sql.join(hospitalIds.length ? hospitalIds : [-1]);

/** A filter of neither unit nor position: whole hospitals, whose totals the snapshot stores (migration 041). */
export const wholeHospitals = (f: GroupFilter) => f.don_vi === undefined && f.vi_tri === undefined;

/** The groups `c` of a unit / position filter. */
export function filterSql(f: GroupFilter) {
  return sql.join([...(f.don_vi !== undefined ? [sql`c.don_vi = ${f.don_vi}`] : []), ...(f.vi_tri !== undefined ? [sql`c.vi_tri = ${f.vi_tri}`] : []), sql`true`], sql` AND `);
}

/** Respondents per hospital × unit × position of the given hospitals. */
export async function snapshotGroups(db: Db, snapshotId: number, hospitalIds: readonly number[]): Promise<GroupCount[]> {
  if (hospitalIds.length === 0) return [];
  return db
    .selectFrom('percent_group')
    .select(['hospital_id', 'don_vi', 'vi_tri', 'respondents'])
    .where('snapshot_id', '=', snapshotId)
    .where('hospital_id', 'in', hospitalIds)
    .execute();
}

/** Respondents of each of the given hospitals that has some (whole hospitals). */
export async function hospitalRespondents(db: Db, snapshotId: number, hospitalIds: readonly number[]): Promise<Map<number, number>> {
  if (hospitalIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('percent_group')
    .select(['hospital_id', sql<number>`sum(respondents)::int`.as('n')])
    .where('snapshot_id', '=', snapshotId)
    .where('hospital_id', 'in', hospitalIds)
    .groupBy('hospital_id')
    .execute();
  return new Map(rows.map((r) => [r.hospital_id, r.n]));
}

type CountRow = { k: number; cauhoi_id: number; n: number; n_dna: number; n_positive: number; n_neutral: number; n_negative: number };

const SUMS = sql`sum(c.n)::int AS n, sum(c.n_dna)::int AS n_dna, sum(c.n_positive)::int AS n_positive, sum(c.n_neutral)::int AS n_neutral, sum(c.n_negative)::int AS n_negative`;

/**
 * Item counts of the scored questions, pooled over the hospitals and the filter, optionally
 * broken down. From the smallest stored table that holds them: percent_item for whole
 * hospitals; percent_item_group for one unit or position (filter or breakdown, per hospital or
 * pooled); the cells for a unit × position cell or a breakdown within a filter.
 */
export async function itemCounts(db: Db, snapshotId: number, hospitalIds: readonly number[], f: GroupFilter, by: CountsBy = null): Promise<Map<number, Map<number, ItemCounts>>> {
  const filters = (['don_vi', 'vi_tri'] as const).filter((k) => f[k] !== undefined);
  const dimension = by === 'don_vi' || by === 'vi_tri' ? by : null;
  const inHospitals = sql`c.snapshot_id = ${snapshotId} AND c.hospital_id IN (${ids(hospitalIds)})`;
  let q;
  if (filters.length === 0 && dimension === null) {
    q = sql<CountRow>`
      SELECT ${by ? sql.ref(`c.${by}`) : sql.lit(0)} AS k, c.cauhoi_id, ${SUMS}
      FROM percent_item c WHERE ${inHospitals} GROUP BY 1, c.cauhoi_id`;
  } else if (filters.length + (dimension ? 1 : 0) === 1 || (filters.length === 1 && dimension === filters[0])) {
    const d = dimension ?? filters[0]!;
    const value = f[d];
    const key = dimension ? sql.ref('c.gia_tri') : by === 'hospital_id' ? sql.ref('c.hospital_id') : sql.lit(0);
    q = sql<CountRow>`
      SELECT ${key} AS k, c.cauhoi_id, ${SUMS}
      FROM percent_item_group c
      WHERE ${inHospitals} AND c.dimension = ${d} ${value !== undefined ? sql`AND c.gia_tri = ${value}` : sql``}
      GROUP BY 1, c.cauhoi_id`;
  } else {
    q = sql<CountRow>`
      SELECT ${by ? sql.ref(`c.${by}`) : sql.lit(0)} AS k, c.cauhoi_id, ${ITEM_COUNT_COLUMNS}
      FROM percent_cell_value c
      JOIN cau_hoi q ON q.cauhoi_id = c.cauhoi_id
      JOIN phan_cau_hoi p ON p.phan_cauhoi_id = q.phancauhoi_id
      WHERE ${inHospitals} AND ${filterSql(f)} AND ${SCORED_QUESTION}
      GROUP BY 1, c.cauhoi_id`;
  }
  return byKey((await q.execute(db)).rows);
}

/** Count rows into key → question → counts. */
function byKey(rows: readonly CountRow[]): Map<number, Map<number, ItemCounts>> {
  const out = new Map<number, Map<number, ItemCounts>>();
  for (const r of rows) {
    const m = out.get(r.k) ?? new Map<number, ItemCounts>();
    m.set(r.cauhoi_id, { n: r.n, dna: r.n_dna, positive: r.n_positive, neutral: r.n_neutral, negative: r.n_negative });
    out.set(r.k, m);
  }
  return out;
}

export type BreakdownKey = 'don_vi' | 'vi_tri';

/**
 * Item counts of the scored questions pooled over the hospitals, broken down by each of the keys
 * in turn (unit answer, position answer), in one read of percent_item_group.
 */
export async function itemCountsByEach(
  db: Db,
  snapshotId: number,
  hospitalIds: readonly number[],
  keys: readonly BreakdownKey[],
): Promise<Map<BreakdownKey, Map<number, Map<number, ItemCounts>>>> {
  const out = new Map<BreakdownKey, Map<number, Map<number, ItemCounts>>>();
  if (keys.length === 0) return out;
  const { rows } = await sql<CountRow & { dimension: BreakdownKey }>`
    SELECT c.dimension, c.gia_tri AS k, c.cauhoi_id, ${SUMS}
    FROM percent_item_group c
    WHERE c.snapshot_id = ${snapshotId} AND c.hospital_id IN (${ids(hospitalIds)}) AND c.dimension IN (${sql.join(keys)})
    GROUP BY c.dimension, c.gia_tri, c.cauhoi_id`.execute(db);
  for (const key of keys) out.set(key, byKey(rows.filter((r) => r.dimension === key)));
  return out;
}

/**
 * Respondents per question × answer value, pooled over the hospitals and the filter. On the
 * embedded database one statement per hospital (every cell of a campaign at 100,000 respondents
 * is 230–290 ms there, a request arriving meanwhile waited for all of it); the counts add up.
 */
export async function valueCounts(
  db: Db,
  snapshotId: number,
  hospitalIds: readonly number[],
  f: GroupFilter,
  cauhoiIds: readonly number[],
): Promise<Map<number, Map<number, number>>> {
  return (await valueCountsBy(db, snapshotId, hospitalIds, f, cauhoiIds, false)).get(0) ?? new Map();
}

/** The same per hospital (whole hospitals: the province view), in one statement on PostgreSQL. */
export const valueCountsByHospital = (db: Db, snapshotId: number, hospitalIds: readonly number[], cauhoiIds: readonly number[]) =>
  valueCountsBy(db, snapshotId, hospitalIds, {}, cauhoiIds, true);

/** Key (a hospital, or 0 pooled) → question → answer value → respondents. */
async function valueCountsBy(
  db: Db,
  snapshotId: number,
  hospitalIds: readonly number[],
  f: GroupFilter,
  cauhoiIds: readonly number[],
  byHospital: boolean,
): Promise<Map<number, Map<number, Map<number, number>>>> {
  const out = new Map<number, Map<number, Map<number, number>>>();
  if (cauhoiIds.length === 0) return out;
  const parts = oneStatementAtATime(db) && hospitalIds.length > 1 ? hospitalIds.map((h) => [h]) : [hospitalIds];
  for (const part of parts) {
    // Whole hospitals from their totals (a few rows each), a unit or position from the cells.
    const { rows } = await sql<{ k: number; cauhoi_id: number; gia_tri: number; n: number }>`
      SELECT ${byHospital ? sql.ref('c.hospital_id') : sql.lit(0)} AS k, c.cauhoi_id, c.gia_tri, sum(c.respondents)::int AS n
      FROM ${wholeHospitals(f) ? sql`percent_hospital_value` : sql`percent_cell_value`} c
      WHERE c.snapshot_id = ${snapshotId} AND c.hospital_id IN (${ids(part)}) AND ${filterSql(f)} AND c.cauhoi_id IN (${sql.join(cauhoiIds)})
      GROUP BY 1, c.cauhoi_id, c.gia_tri`.execute(db);
    for (const r of rows) {
      const byQuestion = out.get(r.k) ?? new Map<number, Map<number, number>>();
      const m = byQuestion.get(r.cauhoi_id) ?? new Map<number, number>();
      m.set(r.gia_tri, (m.get(r.gia_tri) ?? 0) + r.n);
      byQuestion.set(r.cauhoi_id, m);
      out.set(r.k, byQuestion);
    }
  }
  return out;
}
