import { type ApiClient, endpoints, type TLanguage } from '@hm/contract';
import { useApi } from '@hm/platform';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from './call-types';
import { surveyKeys } from './keys';

export type VersionListQuery = QueryOf<typeof endpoints.versionList>;

/** Query options of survey versions: one key and fetcher per read, reused by hooks and tests. */
export const versionQueries = {
  list: (api: ApiClient, query: VersionListQuery) =>
    queryOptions({
      queryKey: [...surveyKeys.versions, 'list', query],
      queryFn: ({ signal }) => api.call(endpoints.versionList, { query }, { silent: true, signal }),
    }),
  detail: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: [...surveyKeys.versions, 'detail', id],
      queryFn: ({ signal }) => api.call(endpoints.versionById, { params: { id } }, { silent: true, signal }),
    }),
  byLanguage: (api: ApiClient, id: number, language: TLanguage) =>
    queryOptions({
      queryKey: [...surveyKeys.versions, 'detail', id, language],
      queryFn: ({ signal }) => api.call(endpoints.versionByLanguage, { params: { id, language } }, { silent: true, signal }),
    }),
  startPreview: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: [...surveyKeys.versions, 'start-preview', id],
      queryFn: ({ signal }) => api.call(endpoints.versionStartPreview, { params: { id } }, { silent: true, signal }),
      staleTime: 0,
    }),
  open: (api: ApiClient) =>
    queryOptions({
      queryKey: [...surveyKeys.versions, 'open'],
      queryFn: ({ signal }) => api.call(endpoints.versionNew, { query: {} }, { silent: true, signal }),
    }),
};

/** A page of versions; the previous page stays on screen while the next one loads. */
export const useVersionList = (query: VersionListQuery, enabled = true) => useQuery({ ...versionQueries.list(useApi(), query), placeholderData: keepPreviousData, enabled });

/** A version with its whole questionnaire (texts in both languages). */
export const useVersionDetail = (id: number | null) => useQuery({ ...versionQueries.detail(useApi(), id ?? 0), enabled: id !== null });

/** A version with its questionnaire resolved to one language. */
export const useVersionByLanguage = (id: number | null, language: TLanguage) => useQuery({ ...versionQueries.byLanguage(useApi(), id ?? 0, language), enabled: id !== null });

/** The versions open now to which the caller is invited. */
export const useOpenVersions = (enabled: boolean) => useQuery({ ...versionQueries.open(useApi()), enabled });

/** The list the version pickers show (and that version summaries read, without another call). */
export const PICKER_QUERY: VersionListQuery = { page: 1, size: 200, tam_ngung: false, la_mau: false };

/** One version's row (with its counts) from the pickers' list; undefined while loading or when not listed. */
export function useVersionRow(id: number | null) {
  const list = useVersionList(PICKER_QUERY, id !== null);
  return list.data?.data.find((v) => v.phien_ban_id === id);
}
