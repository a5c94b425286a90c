import type { TStaffGroup } from '@hm/contract';
import { responseRate, round1 } from '@hm/scoring';

/**
 * Staff groups (departments or job titles, of one or several hospitals) pooled by the AHRQ
 * category they map to; the unmapped ones form one group, listed last. Counts add up and the
 * rate is taken again from them: complete / (invited − ineligible).
 * @example groupByAhrq(byDepartment, 'Chưa ánh xạ sang AHRQ')
 */
export function groupByAhrq(groups: readonly TStaffGroup[], unmapped: string): TStaffGroup[] {
  const pooled = new Map<string | null, TStaffGroup>();
  for (const g of groups) {
    const p = pooled.get(g.ahrq) ?? { id: null, name: g.ahrq ?? unmapped, ahrq: g.ahrq, invited: 0, ineligible: 0, submitted: 0, complete: 0, rate: null };
    p.invited += g.invited;
    p.ineligible += g.ineligible;
    p.submitted += g.submitted;
    p.complete += g.complete;
    pooled.set(g.ahrq, p);
  }
  return [...pooled.values()]
    .map((p) => ({ ...p, rate: round1(responseRate(p)) }))
    .sort((a, b) => (a.ahrq === null ? 1 : 0) - (b.ahrq === null ? 1 : 0) || a.name.localeCompare(b.name, 'vi'));
}
