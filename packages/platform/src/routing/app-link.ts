import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';

export type LinkQuery = Record<string, string | number | boolean | null | undefined>;

/**
 * `path` + query as a URL of this app: under /vi when the current page is, so links keep the
 * prefix the user came with (every route exists bare and under /vi). Empty values are left out.
 * @example appHref('/vi/KhaoSat', 'KhaoSat/FormPhanCauHoi', { phien_ban_id: 3 }) // '/vi/KhaoSat/FormPhanCauHoi?phien_ban_id=3'
 */
export function appHref(currentPath: string, path: string, query: LinkQuery = {}): string {
  const base = /^\/vi(\/|$)/i.test(currentPath) ? '/vi' : '';
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined && v !== '') qs.append(k, String(v));
  const s = qs.toString();
  return `${base}/${path.replace(/^\//, '')}${s ? `?${s}` : ''}`;
}

/**
 * Builds links to the app's pages from the current location (see appHref).
 * @example const link = useAppLink(); navigate(link('Dashboard/TinhDuLieu', { phien_ban_id: 3 }));
 */
export function useAppLink(): (path: string, query?: LinkQuery) => string {
  const { pathname } = useLocation();
  return useCallback((path: string, query?: LinkQuery) => appHref(pathname, path, query), [pathname]);
}
