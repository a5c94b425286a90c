import { type ApiClient, endpoints, type TLanguage, type TParticipationQuery } from '@hm/contract';
import { useApi, useUiLanguage } from '@hm/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardKeys } from './keys';

/** Query options of what the filter bar offers: the versions, and a version's filter choices. */
export const versionQueries = {
  list: (api: ApiClient, lang: TLanguage) =>
    queryOptions({
      queryKey: [...dashboardKeys.versions, lang],
      queryFn: ({ signal }) => api.call(endpoints.dashboardVersions, {}, { silent: true, signal }),
    }),
  filters: (api: ApiClient, lang: TLanguage, query: TParticipationQuery) =>
    queryOptions({
      queryKey: [...dashboardKeys.filters, lang, query],
      queryFn: ({ signal }) => api.call(endpoints.dashboardFilters, { query }, { silent: true, signal }),
    }),
};

/** The versions the reader may pick. */
export const useDashboardVersions = () => useQuery(versionQueries.list(useApi(), useUiLanguage()));

/** A version's hospitals in scope and its unit and position answer options. */
export const useDashboardFilterChoices = (versionId: number | null) =>
  useQuery({ ...versionQueries.filters(useApi(), useUiLanguage(), { phien_ban_id: versionId ?? 0 }), enabled: versionId !== null });
