import type { ItemCounts } from '@hm/scoring';
import { sql } from 'kysely';
import type { Db } from '../survey/access.js';
import type { GroupCount, GroupFilter } from './group-visibility.js';
import { ITEM_COUNT_COLUMNS, SCORED_QUESTION } from './item-count-sql.js';

/**
 * Reads of a snapshot's tables, summed in SQL over the hospitals and groups asked for; never
 * the answers themselves.
 */

/** What item counts are broken down by (one map per key); none = one map under key 0. */
export type CountsBy = 'hospital_id' | 'don_vi' | 'vi_tri' | null;

const ids = (hospitalIds: readonly number[]) => sql.join(hospitalIds.length ? hospitalIds : [-1]);

function filterSql(f: GroupFilter) {
  return sql.join(
    [
      ...(f.don_vi !== undefined ? [sql`c.don_vi = ${f.don_vi}`] : []),
      ...(f.vi_tri !== undefined ? [sql`c.vi_tri = ${f.vi_tri}`] : []),
      sql`true`,
    ],
    sql` AND `,
  );
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

type CountRow = { k: number; cauhoi_id: number; n: number; n_dna: number; n_positive: number; n_neutral: number; n_negative: number };

/**
 * Item counts of the scored questions, pooled over the hospitals and the filter, optionally
 * broken down: from percent_item for whole hospitals, from percent_cell for a unit/position
 * filter or breakdown.
 */
export async function itemCounts(db: Db, snapshotId: number, hospitalIds: readonly number[], f: GroupFilter, by: CountsBy = null): Promise<Map<number, Map<number, ItemCounts>>> {
  const key = by ? sql.ref(`c.${by}`) : sql.lit(0);
  const whole = f.don_vi === undefined && f.vi_tri === undefined && (by === null || by === 'hospital_id');
  const q = whole
    ? sql<CountRow>`
        SELECT ${key} AS k, c.cauhoi_id, sum(c.n)::int AS n, sum(c.n_dna)::int AS n_dna, sum(c.n_positive)::int AS n_positive,
          sum(c.n_neutral)::int AS n_neutral, sum(c.n_negative)::int AS n_negative
        FROM percent_item c
        WHERE c.snapshot_id = ${snapshotId} AND c.hospital_id IN (${ids(hospitalIds)})
        GROUP BY 1, c.cauhoi_id`
    : sql<CountRow>`
        SELECT ${key} AS k, c.cauhoi_id, ${ITEM_COUNT_COLUMNS}
        FROM percent_cell c
        JOIN cau_hoi q ON q.cauhoi_id = c.cauhoi_id
        JOIN phan_cau_hoi p ON p.phan_cauhoi_id = q.phancauhoi_id
        WHERE c.snapshot_id = ${snapshotId} AND c.hospital_id IN (${ids(hospitalIds)}) AND ${filterSql(f)} AND ${SCORED_QUESTION}
        GROUP BY 1, c.cauhoi_id`;
  const out = new Map<number, Map<number, ItemCounts>>();
  for (const r of (await q.execute(db)).rows) {
    const m = out.get(r.k) ?? new Map<number, ItemCounts>();
    m.set(r.cauhoi_id, { n: r.n, dna: r.n_dna, positive: r.n_positive, neutral: r.n_neutral, negative: r.n_negative });
    out.set(r.k, m);
  }
  return out;
}

/** Respondents per question × answer value, pooled over the hospitals and the filter. */
export async function valueCounts(db: Db, snapshotId: number, hospitalIds: readonly number[], f: GroupFilter, cauhoiIds: readonly number[]): Promise<Map<number, Map<number, number>>> {
  const out = new Map<number, Map<number, number>>();
  if (cauhoiIds.length === 0) return out;
  const { rows } = await sql<{ cauhoi_id: number; gia_tri: number; n: number }>`
    SELECT c.cauhoi_id, c.gia_tri, sum(c.respondents)::int AS n
    FROM percent_cell c
    WHERE c.snapshot_id = ${snapshotId} AND c.hospital_id IN (${ids(hospitalIds)}) AND ${filterSql(f)} AND c.cauhoi_id IN (${sql.join(cauhoiIds)})
    GROUP BY c.cauhoi_id, c.gia_tri`.execute(db);
  for (const r of rows) {
    const m = out.get(r.cauhoi_id) ?? new Map<number, number>();
    m.set(r.gia_tri, r.n);
    out.set(r.cauhoi_id, m);
  }
  return out;
}
