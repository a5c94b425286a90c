import type { TPercentData } from '@hm/contract';
import { compositeAgainstRest, type ItemCounts, round1 } from '@hm/scoring';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { benchmarkFor } from './benchmark.js';
import { changeWire } from './change-figures.js';
import { compositePatternsOf, patternCounts, patternCountsBy } from './composite-patterns.js';
import { compositeList } from './composite-scores.js';
import { compositeScores } from './item-figures.js';
import type { ScoreRequest } from './score-request.js';
import { itemCounts, itemCountsByEach } from './snapshot-figures.js';

export const NOT_ANSWERED = { vi: 'Không trả lời', en: 'Not answered' } as const;

type Dimension = TPercentData['breakdowns'][number]['dimension'];

/**
 * percent-data/{id}: the latest snapshot with the composites of the hospitals in scope and
 * their breakdown by every unit answer and every position answer, each group suppressed by the
 * same rules as a filtered call, and each shown group against the rest of the selection when
 * that rest has at least the minimum group size.
 */
export async function percentData(db: Kysely<DB>, r: ScoreRequest): Promise<TPercentData> {
  const benchmark = await benchmarkFor(db, r.scope.version.instrument_code, undefined, r.language);
  const composites = await compositeList(db, r, true, benchmark);
  const breakdowns: TPercentData['breakdowns'] = [];
  if (r.pool && r.snapshot && r.pool.pooled.total >= r.scope.minGroupSize) {
    const pool = r.pool.pooled;
    const dimensions = [
      ['unit', 'don_vi', 'unit'],
      ['position', 'vi_tri', 'position'],
    ] as const;
    const shown = new Map(dimensions.map(([, key]) => [key, pool.values(key).filter((v) => pool.shown({ [key]: v }))]));
    // Both breakdowns in one read of the cells, only for the dimensions with a group to show.
    const counts = await itemCountsByEach(
      db,
      r.snapshot.snapshot_id,
      r.included,
      dimensions.map(([, key]) => key).filter((key) => shown.get(key)!.length > 0),
    );
    // Each shown group against the rest of the selection (docs/decisions/change-between-waves.md):
    // from the answer patterns of the group and of the whole, the rest being the difference.
    const [whole, wholeCounts, byGroup] = await Promise.all([
      patternCounts(db, r.snapshot.snapshot_id, r.included, {}),
      itemCounts(db, r.snapshot.snapshot_id, r.included, {}),
      Promise.all(dimensions.map(([, key]) => (shown.get(key)!.length > 0 ? patternCountsBy(db, r.snapshot!.snapshot_id, r.included, key) : new Map()))),
    ]);
    const totalCounts = wholeCounts.get(0) ?? new Map<number, ItemCounts>();
    const againstRest = (i: number, key: 'don_vi' | 'vi_tri', v: number, groupCounts: ReadonlyMap<number, ItemCounts>) => {
      if (pool.total - pool.count({ [key]: v }) < r.scope.minGroupSize) return () => null;
      const groupPatterns = byGroup[i]!.get(v) ?? new Map();
      return (k: (typeof r.structure.composites)[number]) => {
        const group = compositePatternsOf(r.structure, k, groupPatterns, groupCounts);
        const all = compositePatternsOf(r.structure, k, whole, totalCounts);
        return group && all ? changeWire(compositeAgainstRest(group, all)) : null;
      };
    };
    for (const [i, [dimension, key, role]] of dimensions.entries()) {
      const question = [...r.structure.questions.values()].find((q) => q.role === role);
      const labels = new Map(question?.values.map((v) => [v.gia_tri, v.label]) ?? []);
      for (const v of pool.values(key)) {
        const visible = shown.get(key)!.includes(v);
        const groupCounts = counts.get(key)?.get(v) ?? new Map<number, ItemCounts>();
        const scores = visible ? compositeScores(r.structure, groupCounts) : null;
        const against = visible ? againstRest(i, key, v, groupCounts) : () => null;
        breakdowns.push({
          dimension: dimension as Dimension,
          gia_tri: v,
          label: v === 0 ? NOT_ANSWERED[r.language] : (labels.get(v) ?? String(v)),
          n: visible ? pool.count({ [key]: v }) : null,
          suppressed: !visible,
          composites: scores
            ? r.structure.composites.map((k) => ({ composite_id: k.composite_id, score: round1(scores.get(k.composite_id) ?? null), against_rest: against(k) }))
            : [],
        });
      }
    }
  }
  return { snapshot: r.meta, scope: r.wire, composites, breakdowns, benchmark: benchmark?.ref ?? null };
}
