import type { ApiClient, EndpointConfig, TComboItem } from '@hm/contract';
import { queryOptions } from '@tanstack/react-query';
import { type CrudResource, type ListDataOf, listEndpoint, type ListQueryOf, rootKey, type RowOf } from './crud-resource';

/** Comboboxes change seldom: five minutes before a refetch. */
const COMBO_STALE_MS = 5 * 60_000;

type CallArgs = { params?: unknown; query?: unknown };
const call = <T>(api: ApiClient, e: EndpointConfig, args: CallArgs, signal: AbortSignal) => api.call(e, args as never, { silent: true, signal }) as Promise<T>;

/**
 * The query-options factories of a resource, keyed `[name, 'list' | 'detail' | 'combo', …]`
 * (or under the resource's own `queryKey`), so a write invalidates them all with `[name]`.
 * Reads are silent: each list shows its own loading state.
 * @example const departments = resourceQueries(department);
 *          useQuery(departments.list(api, { hospitalId: 1, page: 1, size: 10 }));
 *          queryClient.invalidateQueries({ queryKey: departments.all });
 */
export function resourceQueries<R extends CrudResource>(r: R) {
  const all = rootKey(r);
  return {
    all,
    list: (api: ApiClient, query: ListQueryOf<R>) =>
      queryOptions({
        queryKey: [...all, 'list', query],
        queryFn: ({ signal }) => call<ListDataOf<R>>(api, listEndpoint(r), { query }, signal),
      }),
    detail: (api: ApiClient, id: number) =>
      queryOptions({
        queryKey: [...all, 'detail', id],
        queryFn: ({ signal }) => {
          if (!r.endpoints.byId) throw new Error(`${r.name} has no byId endpoint`);
          return call<RowOf<R>>(api, r.endpoints.byId, { params: { id } }, signal);
        },
      }),
    combo: (api: ApiClient, query: { hospitalId?: number } = {}) =>
      queryOptions({
        queryKey: [...all, 'combo', query],
        queryFn: ({ signal }) => {
          if (!r.endpoints.combo) throw new Error(`${r.name} has no combo endpoint`);
          return call<TComboItem[]>(api, r.endpoints.combo, { query }, signal);
        },
        staleTime: COMBO_STALE_MS,
      }),
  };
}

/**
 * The options of any combobox call (`{ id, name }[]`), keyed by its path and query.
 * @example useQuery(comboQuery(api, endpoints.hospitalAuth))
 */
export const comboQuery = (api: ApiClient, endpoint: EndpointConfig, query?: Record<string, unknown>) =>
  queryOptions({
    queryKey: ['combo', endpoint.path, query ?? {}],
    queryFn: ({ signal }) => call<TComboItem[]>(api, endpoint, query ? { query } : {}, signal),
    staleTime: COMBO_STALE_MS,
  });
