import { type ApiClient, endpoints } from '@hm/contract';
import { useApi } from '@hm/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from './keys';

export const hospitalQueries = {
  /** The hospitals in the caller's scope (combobox: id, name). */
  mine: (api: ApiClient) =>
    queryOptions({
      queryKey: [...catalogueKeys.hospitals],
      queryFn: ({ signal }) => api.call(endpoints.hospitalAuth, {}, { silent: true, signal }),
      staleTime: 5 * 60_000,
    }),
};

export const useMyHospitals = () => useQuery(hospitalQueries.mine(useApi()));
