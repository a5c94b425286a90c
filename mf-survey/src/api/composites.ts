import { type ApiClient, endpoints } from '@hm/contract';
import { useApi } from '@hm/platform';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from './call-types';
import { surveyKeys } from './keys';

export type CompositeListQuery = QueryOf<typeof endpoints.compositeList>;

export const compositeQueries = {
  list: (api: ApiClient, query: CompositeListQuery) =>
    queryOptions({
      queryKey: [...surveyKeys.composites, query],
      queryFn: ({ signal }) => api.call(endpoints.compositeList, { query }, { silent: true, signal }),
    }),
};

export const useCompositeList = (query: CompositeListQuery, enabled = true) =>
  useQuery({ ...compositeQueries.list(useApi(), query), placeholderData: keepPreviousData, enabled });
