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

/** Where a composite's pattern sits in the packed sums of a response: word, first bit, bits. */
interface PatternSlot {
  composite_id: number;
  word: number;
  shift: number;
  bits: number;
}

/** A packed word keeps below 2⁶² (a bigint, summed exactly). */
const WORD_BITS = 62;

/**
 * Each composite's slot in the words a response's answers are summed into: a pattern is below
 * 3ⁿ (n ≤ MAX_ITEMS, so at most 53 bits), so several composites share one bigint, and a
 * response's slot holds exactly its pattern (the slots never carry into each other).
 */
export function patternSlots(composites: readonly PatternComposite[]): PatternSlot[] {
  const slots: PatternSlot[] = [];
  let word = 0;
  let shift = 0;
  for (const k of composites) {
    const bits = (3n ** BigInt(k.items.length) - 1n).toString(2).length;
    if (shift + bits > WORD_BITS) {
      word += 1;
      shift = 0;
    }
    slots.push({ composite_id: k.composite_id, word, shift, bits });
    shift += bits;
  }
  return slots;
}

/**
 * What one answer adds to each word: for an item k of a composite, stateₖ·3ᵏ at the composite's
 * slot, with state 2 positive (4–5, reverse-worded 1–2) and 1 another valid answer (1–5). Only
 * the answers that add something have a row: (question, value, word 0, word 1, …).
 */
export function patternWeights(composites: readonly PatternComposite[], slots: readonly PatternSlot[]): bigint[][] {
  const words = slots.length ? slots[slots.length - 1]!.word + 1 : 0;
  const rows = new Map<string, bigint[]>();
  composites.forEach((k, c) => {
    const slot = slots[c]!;
    k.items.forEach((item, i) => {
      for (let value = 1; value <= 5; value++) {
        const positive = item.reverse ? value <= 2 : value >= 4;
        const key = `${item.cauhoi_id}:${value}`;
        const row = rows.get(key) ?? [BigInt(item.cauhoi_id), BigInt(value), ...Array.from({ length: words }, () => 0n)];
        row[2 + slot.word] = row[2 + slot.word]! + (positive ? 2n : 1n) * 3n ** BigInt(i) * (1n << BigInt(slot.shift));
        rows.set(key, row);
      }
    });
  });
  return [...rows.values()];
}

/** The slots and weights of a version's composites, built once for the snapshot and all its slices. */
const packings = new WeakMap<readonly PatternComposite[], { slots: PatternSlot[]; weights: bigint[][] }>();
function packing(composites: readonly PatternComposite[]) {
  let p = packings.get(composites);
  if (!p) {
    const slots = patternSlots(composites);
    p = { slots, weights: patternWeights(composites, slots) };
    packings.set(composites, p);
  }
  return p;
}

/**
 * The respondents of each pattern per group, of a snapshot (or of a slice of it), from the counted
 * responses `r` joined to their answers `d` (`from`, `where`, and `with` the CTEs `from` reads);
 * null when the version has no composite. A pattern is Σₖ stateₖ·3ᵏ over the composite's active
 * scored items in ascending question id, state 2 positive (4–5, reverse-worded 1–2), 1 another
 * valid answer (1–5), 0 none (missing, 9).
 *
 * Each answer is joined to what it adds to a response's patterns (patternWeights: one row per
 * question and value), so a response is one sum per packed word (patternSlots: a handful of
 * composites a bigint), then each composite's slot is read back out. Earlier forms: grouping by
 * response × composite made a hash table of a row per response and composite (1.2 million at
 * 100,000 respondents, 6–7 s of a 9 s statement), then one CASE sum per composite per answer
 * (about 7 s; docs/decisions/national-scale.md).
 */
export function patternCountsQuery(composites: readonly PatternComposite[], source: { with?: RawBuilder<unknown>; from: RawBuilder<unknown>; where: RawBuilder<unknown> }) {
  if (composites.length === 0) return null;
  const { slots, weights } = packing(composites);
  const words = weights[0]!.length - 2;
  const word = (w: number) => sql.ref(`x.w${w}`);
  const big = (n: bigint) => sql.raw(`${n.toString()}::bigint`);
  const columns = sql.join(['cauhoi_id', 'gia_tri', ...Array.from({ length: words }, (_, w) => `w${w}`)].map((c) => sql.ref(c)));
  return sql`
    ${source.with ? sql`WITH ${source.with}` : sql``}
    SELECT m.hospital_id, m.don_vi, m.vi_tri, v.composite_id, v.pattern, count(*)::int AS respondents
    FROM (
      SELECT r.hospital_id, r.don_vi, r.vi_tri, ${sql.join(Array.from({ length: words }, (_, w) => sql`sum(${word(w)})::bigint AS ${sql.ref(`w${w}`)}`))}
      FROM ${source.from}
      JOIN (VALUES ${sql.join(weights.map(([q, v, ...ws]) => sql`(${sql.lit(Number(q))}, ${sql.lit(Number(v))}, ${sql.join(ws.map(big))})`))}) AS x (${columns})
        ON x.cauhoi_id = d.cauhoi_id AND x.gia_tri = d.gia_tri
      WHERE ${source.where}
      GROUP BY r.ket_qua_id, r.hospital_id, r.don_vi, r.vi_tri
    ) m CROSS JOIN LATERAL unnest(
      ARRAY[${sql.join(slots.map((s) => sql.lit(s.composite_id)))}]::int[],
      ARRAY[${sql.join(slots.map((s) => sql`(m.${sql.ref(`w${s.word}`)} >> ${sql.lit(s.shift)}) & ${big((1n << BigInt(s.bits)) - 1n)}`))}]::bigint[]
    ) AS v (composite_id, pattern)
    WHERE v.pattern > 0
    GROUP BY m.hospital_id, m.don_vi, m.vi_tri, v.composite_id, v.pattern`;
}

/** The statement that stores them (`counts`: patternCountsQuery, or a table it was written to). */
export const storePatternsStatement = (snapshotId: number, counts: RawBuilder<unknown>) => sql`
  INSERT INTO percent_composite_pattern (snapshot_id, hospital_id, don_vi, vi_tri, composite_id, pattern, respondents)
  SELECT ${snapshotId}, p.hospital_id, p.don_vi, p.vi_tri, p.composite_id, p.pattern, p.respondents FROM (${counts}) p`;

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
