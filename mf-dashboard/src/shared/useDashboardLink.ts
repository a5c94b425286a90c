import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';

export type LinkQuery = Record<string, string | number | boolean | null | undefined>;

/**
 * `path` + query as a URL of this app: under /vi when the page is, so links keep the prefix
 * the user came with (routes exist bare and under /vi).
 * @example dashboardHref('/vi/Dashboard/Hospital', 'Dashboard/TinhDuLieu', { phien_ban_id: 3 }) // '/vi/Dashboard/TinhDuLieu?phien_ban_id=3'
 */
export function dashboardHref(currentPath: string, path: string, query: LinkQuery = {}): string {
  const base = /^\/vi(\/|$)/i.test(currentPath) ? '/vi' : '';
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined && v !== '') qs.append(k, String(v));
  const s = qs.toString();
  return `${base}/${path.replace(/^\//, '')}${s ? `?${s}` : ''}`;
}

/** Builds links to the pages of this remote from the current location. */
export function useDashboardLink(): (path: string, query?: LinkQuery) => string {
  const { pathname } = useLocation();
  return useCallback((path: string, query?: LinkQuery) => dashboardHref(pathname, path, query), [pathname]);
}
