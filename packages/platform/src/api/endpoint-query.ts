import type { ApiClient, EndpointArgs, EndpointConfig, EndpointData, TLanguage } from '@hm/contract';
import { keepPreviousData, queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useUiLanguage } from '../i18n/useUiLanguage';
import { useApi } from './api-context';

/** Query options of one read of the endpoint table, from the client, the language and the call's arguments. */
export type EndpointQuery<C extends EndpointConfig> = (api: ApiClient, lang: TLanguage, args: EndpointArgs<C>) => ReturnType<typeof queryOptionsOf<C>>;

const queryOptionsOf = <C extends EndpointConfig>(endpoint: C, key: readonly unknown[], api: ApiClient, lang: TLanguage, args: EndpointArgs<C>) =>
  queryOptions({
    queryKey: [...key, lang, args] as const,
    // Reads are silent: each panel shows its own loading state instead of the page overlay.
    queryFn: ({ signal }): Promise<EndpointData<C>> => api.call(endpoint, args, { silent: true, signal }),
  });

/**
 * The query-options factory of a read endpoint under a key.
 * @example const averagePositive = endpointQuery(endpoints.averagePositive, [...dashboardKeys.scores, 'average']);
 *          queryClient.fetchQuery(averagePositive(api, 'vi', { query: { phien_ban_id: 3 } }));
 */
export function endpointQuery<C extends EndpointConfig>(endpoint: C, key: readonly unknown[]): EndpointQuery<C> {
  return (api, lang, args) => queryOptionsOf(endpoint, key, api, lang, args);
}

/**
 * Runs a read with the page's client and display language; `null` arguments = not yet (disabled).
 * The previous figures stay on screen while a changed filter loads.
 * @example const average = useEndpointQuery(scoreQueries.averagePositive, query && { query });
 */
export function useEndpointQuery<C extends EndpointConfig>(factory: EndpointQuery<C>, args: EndpointArgs<C> | null): UseQueryResult<EndpointData<C>> {
  const options = factory(useApi(), useUiLanguage(), (args ?? {}) as EndpointArgs<C>);
  return useQuery({ ...options, enabled: args !== null, placeholderData: keepPreviousData }) as UseQueryResult<EndpointData<C>>;
}
