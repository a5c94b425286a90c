import type { TGroupReports, TReportRights } from '@hm/contract';
import { useState } from 'react';
import { type Right, sameRights, withRight } from './rights';

const savedOf = (g: TGroupReports) => new Map(g.reports.map((r) => [r.report_id, r.rights]));

/**
 * A group's report rights on screen: what the user ticked, what is stored, how many reports
 * differ; ticking follows the rules of `withRight`.
 */
export function useRightsDraft(group: TGroupReports) {
  const [saved, setSaved] = useState(() => savedOf(group));
  const [draft, setDraft] = useState(saved);
  const changed = group.reports.filter((r) => !sameRights(draft.get(r.report_id)!, saved.get(r.report_id)!)).length;
  return {
    rightsOf: (id: number): TReportRights => draft.get(id)!,
    /** One box of one report. */
    set: (id: number, right: Right, on: boolean) => setDraft((d) => new Map(d).set(id, withRight(d.get(id)!, right, on))),
    /** One column for several reports (select all). */
    setAll: (ids: readonly number[], right: Right, on: boolean) =>
      setDraft((d) => {
        const next = new Map(d);
        for (const id of ids) next.set(id, withRight(next.get(id)!, right, on));
        return next;
      }),
    changed,
    /** Drops what is unsaved. */
    discard: () => setDraft(saved),
    /** After a save: the server's answer is what is stored. */
    saved: (stored: TGroupReports) => {
      const s = savedOf(stored);
      setSaved(s);
      setDraft(s);
    },
    /** Every report with a right, as the save sends them (a report left out loses every right). */
    items: () => group.reports.map((r) => ({ report_id: r.report_id, ...draft.get(r.report_id)! })).filter((i) => i.xem || i.chay || i.xuat),
  };
}
