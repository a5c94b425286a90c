import { DOES_NOT_APPLY, SCORED_SCALES } from '@hm/scoring';
import { sql, type RawBuilder } from 'kysely';

/**
 * The item counts of AHRQ scoring as SQL aggregates over answer cells (`c.gia_tri`,
 * `c.respondents`) joined to their question (`q.thuan_nghich`): valid answers 1–5, answers 9,
 * and positive (4–5; reverse-worded 1–2), neutral (3), negative. The SQL twin of
 * `itemCounts` in @hm/scoring.
 */
export const ITEM_COUNT_COLUMNS: RawBuilder<unknown> = sql`
  coalesce(sum(c.respondents) FILTER (WHERE c.gia_tri BETWEEN 1 AND 5), 0)::int AS n,
  coalesce(sum(c.respondents) FILTER (WHERE c.gia_tri = ${sql.lit(DOES_NOT_APPLY)}), 0)::int AS n_dna,
  coalesce(sum(c.respondents) FILTER (WHERE c.gia_tri IN (1, 2, 4, 5) AND (c.gia_tri >= 4) = (q.thuan_nghich = 0)), 0)::int AS n_positive,
  coalesce(sum(c.respondents) FILTER (WHERE c.gia_tri = 3), 0)::int AS n_neutral,
  coalesce(sum(c.respondents) FILTER (WHERE c.gia_tri IN (1, 2, 4, 5) AND (c.gia_tri >= 4) <> (q.thuan_nghich = 0)), 0)::int AS n_negative`;

/** Scored question (`q` a cau_hoi, `p` its part): a scored scale, outside the background parts. */
export const SCORED_QUESTION: RawBuilder<unknown> = sql`(q.scale IN (${sql.join([...SCORED_SCALES].map((s) => sql.lit(s)))}) AND NOT p.la_thong_tin_chung)`;
