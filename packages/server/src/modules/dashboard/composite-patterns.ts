import { type CompositePatterns, compositeEstimate, type Estimate, type ItemCounts, patternState } from '@hm/scoring';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { GroupFilter } from './group-visibility.js';
import { SCORED_QUESTION } from './item-count-sql.js';
import { filterSql, wholeHospitals } from './snapshot-figures.js';
import type { DashboardComposite, SurveyStructure } from './survey-structure.js';

/**
 * The respondent-level data of the composites' 95% intervals (@hm/scoring compositeEstimate,
 * docs/decisions/change-between-waves.md): per snapshot group and composite, the respondents of
 * each answer pattern (percent_composite_pattern, migration 025). Stored with the snapshot from
 * the answers, read like the cells: summed over the groups of a shown selection.
 */

/**
 * Patterns are exact JavaScript numbers up to 3³³ (< 2⁵³): a composite of more scored items
 * (none in the AHRQ instruments, which have 3–4) gets no interval.
 */
const MAX_ITEMS = 33;

/** The scored items of each active composite of a version, in the order of its patterns (ascending question id). */
export interface PatternComposite {
  composite_id: number;
  items: { cauhoi_id: number; reverse: boolean }[];
}

/** The composites whose patterns a snapshot of the version stores (at most MAX_ITEMS scored items each). */
export async function patternComposites(db: Db, versionId: number): Promise<PatternComposite[]> {
  const { rows } = await sql<{ composite_id: number; cauhoi_id: number; thuan_nghich: number }>`
    SELECT l.composite_id, l.cauhoi_id, q.thuan_nghich
    FROM composite c
    JOIN composite_cau_hoi l ON l.composite_id = c.composite_id
    JOIN cau_hoi q ON q.cauhoi_id = l.cauhoi_id
    JOIN phan_cau_hoi p ON p.phan_cauhoi_id = q.phancauhoi_id
    WHERE c.phien_ban_id = ${versionId} AND c.status_composite = 0 AND ${SCORED_QUESTION}
    ORDER BY l.composite_id, l.cauhoi_id`.execute(db);
  const out = new Map<number, PatternComposite>();
  for (const r of rows) {
    const k = out.get(r.composite_id) ?? { composite_id: r.composite_id, items: [] };
    if (k.items.length < MAX_ITEMS) k.items.push({ cauhoi_id: r.cauhoi_id, reverse: r.thuan_nghich !== 0 });
    out.set(r.composite_id, k);
  }
  return [...out.values()];
}

/**
 * The statement that stores the patterns of a snapshot (or of a slice of it) from the counted
 * responses `r` joined to their answers `d` (`from`, `where`, and `with` the CTEs `from` reads);
 * null when the version has no composite. A pattern is Σₖ stateₖ·3ᵏ over the composite's active
 * scored items in ascending question id, state 2 positive (4–5, reverse-worded 1–2), 1 another
 * valid answer (1–5), 0 none (missing, 9).
 *
 * Each response's patterns are summed in one row, one column per composite (the items' weights
 * and wording written into the statement), then unfolded: grouping by response × composite
 * instead made a hash table of a row per response and composite (1.2 million at 100,000
 * respondents, 6–7 s of a 9 s statement; docs/decisions/national-scale.md).
 */
export function storePatternsStatement(
  snapshotId: number,
  composites: readonly PatternComposite[],
  source: { with?: RawBuilder<unknown>; from: RawBuilder<unknown>; where: RawBuilder<unknown> },
) {
  if (composites.length === 0) return null;
  const state = (reverse: boolean) =>
    sql`CASE WHEN d.gia_tri IN (${sql.join((reverse ? [1, 2] : [4, 5]).map((v) => sql.lit(v)))}) THEN 2 WHEN d.gia_tri BETWEEN 1 AND 5 THEN 1 ELSE 0 END`;
  // A weight 3ᵏ with k ≤ 18 keeps every sum within an int (2·Σ3ᵏ < 2³¹); a longer composite sums bigints.
  const column = (k: PatternComposite) =>
    sql`sum(CASE d.cauhoi_id ${sql.join(
      k.items.map((item, i) => sql`WHEN ${sql.lit(item.cauhoi_id)} THEN ${sql.lit(3 ** i)}${k.items.length > 18 ? sql`::bigint` : sql``} * ${state(item.reverse)}`),
      sql` `,
    )} ELSE 0 END)::bigint`;
  const itemIds = [...new Set(composites.flatMap((k) => k.items.map((i) => i.cauhoi_id)))];
  return sql`
    ${source.with ? sql`WITH ${source.with}` : sql``}
    INSERT INTO percent_composite_pattern (snapshot_id, hospital_id, don_vi, vi_tri, composite_id, pattern, respondents)
    SELECT ${snapshotId}, m.hospital_id, m.don_vi, m.vi_tri, v.composite_id, v.pattern, count(*)::int
    FROM (
      SELECT r.hospital_id, r.don_vi, r.vi_tri, ARRAY[${sql.join(composites.map(column))}] AS patterns
      FROM ${source.from}
      WHERE ${source.where} AND d.cauhoi_id IN (${sql.join(itemIds.map((id) => sql.lit(id)))})
      GROUP BY r.ket_qua_id, r.hospital_id, r.don_vi, r.vi_tri
    ) m CROSS JOIN LATERAL unnest(ARRAY[${sql.join(composites.map((k) => sql.lit(k.composite_id)))}]::int[], m.patterns) AS v (composite_id, pattern)
    WHERE v.pattern > 0
    GROUP BY m.hospital_id, m.don_vi, m.vi_tri, v.composite_id, v.pattern`;
}

/** Composite id → pattern → respondents, summed over the hospitals' groups of the filter (whole hospitals: their totals). */
export type PatternCounts = Map<number, Map<number, number>>;

export async function patternCounts(db: Db, snapshotId: number, hospitalIds: readonly number[], f: GroupFilter): Promise<PatternCounts> {
  const out: PatternCounts = new Map();
  if (hospitalIds.length === 0) return out;
  const { rows } = await sql<{ composite_id: number; pattern: string | number; n: number }>`
    SELECT c.composite_id, c.pattern, sum(c.respondents)::int AS n
    FROM ${wholeHospitals(f) ? sql`percent_hospital_pattern` : sql`percent_composite_pattern`} c
    WHERE c.snapshot_id = ${snapshotId} AND c.hospital_id IN (${sql.join(hospitalIds)}) AND ${filterSql(f)}
    GROUP BY c.composite_id, c.pattern`.execute(db);
  for (const r of rows) {
    const m = out.get(r.composite_id) ?? new Map<number, number>();
    m.set(Number(r.pattern), r.n);
    out.set(r.composite_id, m);
  }
  return out;
}

/** The same, one map per value of the unit or position answer, or per hospital. */
export async function patternCountsBy(db: Db, snapshotId: number, hospitalIds: readonly number[], key: 'don_vi' | 'vi_tri' | 'hospital_id'): Promise<Map<number, PatternCounts>> {
  const out = new Map<number, PatternCounts>();
  if (hospitalIds.length === 0) return out;
  const { rows } = await sql<{ k: number; composite_id: number; pattern: string | number; n: number }>`
    SELECT ${sql.ref(`c.${key}`)} AS k, c.composite_id, c.pattern, sum(c.respondents)::int AS n
    FROM ${key === 'hospital_id' ? sql`percent_hospital_pattern` : sql`percent_composite_pattern`} c
    WHERE c.snapshot_id = ${snapshotId} AND c.hospital_id IN (${sql.join(hospitalIds)})
    GROUP BY 1, c.composite_id, c.pattern`.execute(db);
  for (const r of rows) {
    const byComposite = out.get(r.k) ?? new Map<number, Map<number, number>>();
    const m = byComposite.get(r.composite_id) ?? new Map<number, number>();
    m.set(Number(r.pattern), r.n);
    byComposite.set(r.composite_id, m);
    out.set(r.k, byComposite);
  }
  return out;
}

/** A composite's scored items in the order of its patterns (ascending question id). */
const patternItems = (s: SurveyStructure, k: DashboardComposite): number[] => k.cauhoi_ids.filter((id) => s.questions.get(id)?.scored).sort((a, b) => a - b);

/**
 * The patterns of a composite, or null when they do not agree with the snapshot's item counts
 * (a snapshot taken before migration 025, or composite items edited after it: recompute).
 */
export function compositePatternsOf(s: SurveyStructure, k: DashboardComposite, patterns: PatternCounts, counts: ReadonlyMap<number, ItemCounts>): CompositePatterns | null {
  const items = patternItems(s, k);
  const of = patterns.get(k.composite_id);
  if (items.length === 0 || items.length > MAX_ITEMS || !of) return null;
  const answered = items.map(() => 0);
  const positive = items.map(() => 0);
  for (const [pattern, n] of of)
    items.forEach((_, i) => {
      const state = patternState(pattern, i);
      if (state > 0) answered[i] = answered[i]! + n;
      if (state === 2) positive[i] = positive[i]! + n;
    });
  const agrees = items.every((id, i) => {
    const c = counts.get(id);
    return (c?.n ?? 0) === answered[i] && (c?.positive ?? 0) === positive[i];
  });
  return agrees ? { items: items.length, patterns: of } : null;
}

/** The composite's delta-method estimate (value, se, 95% interval), when its patterns are there. */
export function compositeEstimateOf(s: SurveyStructure, k: DashboardComposite, patterns: PatternCounts, counts: ReadonlyMap<number, ItemCounts>): Estimate | null {
  const p = compositePatternsOf(s, k, patterns, counts);
  return p ? compositeEstimate(p) : null;
}
