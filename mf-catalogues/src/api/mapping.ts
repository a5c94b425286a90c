import { type ApiClient, endpoints, type TAhrqKind, type TMappingQuery } from '@hm/contract';
import { useApi } from '@hm/platform';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from './keys';

/** The reads of each kind of mapping: the hospital's rows and the AHRQ categories they map to. */
const KIND_ENDPOINTS = {
  phong_ban: { rows: endpoints.mappingDepartments, categories: endpoints.ahrqDepartmentList },
  chuc_danh: { rows: endpoints.mappingJobTitles, categories: endpoints.ahrqJobTitleList },
} as const satisfies Record<TAhrqKind, unknown>;

/** Query options of the AHRQ mappings: one key and fetcher per read, reused by hooks and tests. */
export const mappingQueries = {
  summary: (api: ApiClient, hospitalId: number) =>
    queryOptions({
      queryKey: [...catalogueKeys.mapping, 'summary', hospitalId],
      queryFn: ({ signal }) => api.call(endpoints.mappingSummary, { query: { hospitalId } }, { silent: true, signal }),
    }),
  rows: (api: ApiClient, kind: TAhrqKind, query: TMappingQuery) =>
    queryOptions({
      queryKey: [...catalogueKeys.mapping, kind, query],
      queryFn: ({ signal }) => api.call(KIND_ENDPOINTS[kind].rows, { query }, { silent: true, signal }),
    }),
  /**
   * Every category of a kind, suspended ones included: a row may still map to a category
   * suspended since, and its name must show (the picker offers only the active ones).
   */
  categories: (api: ApiClient, kind: TAhrqKind) =>
    queryOptions({
      queryKey: [...catalogueKeys.ahrqCategories, kind],
      queryFn: ({ signal }) => api.call(KIND_ENDPOINTS[kind].categories, { query: { tam_ngung: true } }, { silent: true, signal }),
      staleTime: 5 * 60_000,
    }),
};

/** How far a hospital's departments and job titles are mapped. */
export const useMappingSummary = (hospitalId: number | null) =>
  useQuery({ ...mappingQueries.summary(useApi(), hospitalId ?? 0), placeholderData: keepPreviousData, enabled: hospitalId !== null });

/** A page of a hospital's departments or job titles with their categories. */
export const useMappingRows = (kind: TAhrqKind, query: TMappingQuery, enabled = true) =>
  useQuery({ ...mappingQueries.rows(useApi(), kind, query), placeholderData: keepPreviousData, enabled });

export const useAhrqCategories = (kind: TAhrqKind) => useQuery(mappingQueries.categories(useApi(), kind));
