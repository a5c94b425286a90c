import { CAMPAIGN_CHANNELS, type TChannelSplit, type TStaffGroup } from '@hm/contract';
import { responseRate, round1 } from '@hm/scoring';

const noSplit = (): TChannelSplit => Object.fromEntries(CAMPAIGN_CHANNELS.map((c) => [c, { invited: 0, submitted: 0, complete: 0, rate: null }])) as TChannelSplit;

/**
 * Staff groups (departments or job titles, of one or several hospitals) pooled by the AHRQ
 * category they map to; the unmapped ones form one group, listed last. Counts add up and the
 * rate is taken again from them: complete / (invited − ineligible). The split by channel, when the
 * groups carry one, is pooled the same way: the group's ineligible staff are the link channel's
 * (a card or a paper has none), as the server counts them.
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
    if (g.kenh) {
      p.kenh ??= noSplit();
      for (const c of CAMPAIGN_CHANNELS) {
        p.kenh[c].invited += g.kenh[c].invited;
        p.kenh[c].submitted += g.kenh[c].submitted;
        p.kenh[c].complete += g.kenh[c].complete;
      }
    }
    pooled.set(g.ahrq, p);
  }
  const rated = (k: TChannelSplit, ineligible: number): TChannelSplit =>
    Object.fromEntries(CAMPAIGN_CHANNELS.map((c) => [c, { ...k[c], rate: round1(responseRate({ ...k[c], ineligible: c === 'link' ? ineligible : 0 })) }])) as TChannelSplit;
  return [...pooled.values()]
    .map((p) => ({ ...p, rate: round1(responseRate(p)), ...(p.kenh ? { kenh: rated(p.kenh, p.ineligible) } : {}) }))
    .sort((a, b) => (a.ahrq === null ? 1 : 0) - (b.ahrq === null ? 1 : 0) || a.name.localeCompare(b.name, 'vi'));
}
