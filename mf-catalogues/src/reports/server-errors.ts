import { ApiError, type TReportDetailInput } from '@hm/contract';

/**
 * The server's field errors about the columns and the fixed parameters, placed where the page
 * shows them: `details.3.loc_gia_tri` on the column of the fourth detail sent, `tham_so.phien_ban_id`
 * on that parameter's picker. (The definition's own fields go through `applyServerErrors`.)
 * @example placeDetailErrors(err, sent) // { columns: { ty_le: 'Giá trị lọc phải là số' }, params: {} }
 */
export function placeDetailErrors(err: unknown, sent: readonly TReportDetailInput[]): { columns: Record<string, string>; params: Record<string, string> } {
  const out = { columns: {} as Record<string, string>, params: {} as Record<string, string> };
  if (!(err instanceof ApiError)) return out;
  for (const e of err.body?.data?.errors ?? []) {
    const path = e.path.replace(/^body\./, '').split('.');
    if (path[0] === 'details' && path[1] !== undefined) {
      const field = sent[Number(path[1])]?.field;
      if (field) out.columns[field] ??= e.message;
    } else if (path[0] === 'tham_so' && path[1]) out.params[path[1]] ??= e.message;
  }
  return out;
}
