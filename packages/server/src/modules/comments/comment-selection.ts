import { foldSearchText, type TCommentExportQuery } from '@hm/contract';
import type { CommentSet, MaskedComment } from './comment-source.js';

/** The comments of a selection, or why there are none to show. */
export interface CommentSelection {
  withheld: 'hospital' | 'unit' | null;
  comments: MaskedComment[];
}

/**
 * Applies the filters to a hospital's readable comments: a unit the dashboards do not publish
 * shows none (withheld, not filtered: the page says why); the keyword is searched in the masked
 * text only, so a search for a name finds nothing the page would not show.
 */
export function selectComments(set: CommentSet, q: TCommentExportQuery): CommentSelection {
  if (set.hospitalWithheld) return { withheld: 'hospital', comments: [] };
  // A unit hidden, empty or unknown reads the same: no comment, and the same reason.
  if (q.don_vi !== undefined && !set.units.some((u) => u.don_vi === q.don_vi && u.shown)) return { withheld: 'unit', comments: [] };
  const keyword = foldSearchText((q.keyword ?? '').trim());
  const comments = set.comments.filter(
    (c) =>
      (q.don_vi === undefined || c.don_vi === q.don_vi) &&
      (q.cauhoi_id === undefined || c.cauhoi_id === q.cauhoi_id) &&
      (q.linh_vuc === undefined || (q.linh_vuc === 'none' ? c.ma_composite === null : c.ma_composite === q.linh_vuc)) &&
      (q.flagged === undefined || c.flagged === q.flagged) &&
      (keyword === '' || c.folded.includes(keyword)),
  );
  return { withheld: null, comments };
}

/** What the audit row keeps of a read: the filters and how many comments were shown, never their text. */
export const auditDetail = (q: TCommentExportQuery, selection: CommentSelection) => ({
  filters: { don_vi: q.don_vi ?? null, cauhoi_id: q.cauhoi_id ?? null, linh_vuc: q.linh_vuc ?? null, flagged: q.flagged ?? null, keyword: q.keyword ?? null },
  withheld: selection.withheld,
  comments: selection.comments.length,
});
