import type { ApiClient, EndpointArgs, EndpointConfig, EndpointData } from '@hm/contract';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../notifications/notifications';
import { useApi } from './api-context';
import { errorMessage } from './error-message';

/** A success toast: a fixed text, or one made from the answer and the call's arguments; null: none. */
export type SuccessToast<D, V> = string | ((data: D, variables: V) => string | { summary: string; detail?: string }) | null;

export interface ApiMutationOptions<D, V> {
  /** The queries to reload on success: a remote's root key reloads all of its queries on screen. */
  invalidate: QueryKey;
  /** The toast on success (spec §8 messages). */
  success: SuccessToast<D, V>;
  /** Runs once the queries on screen have reloaded. */
  onSuccess?: (data: D) => void;
}

export type EndpointMutationOptions<C extends EndpointConfig> = ApiMutationOptions<EndpointData<C>, EndpointArgs<C>>;

function toast<D, V>(success: SuccessToast<D, V>, data: D, variables: V): void {
  const m = typeof success === 'function' ? success(data, variables) : success;
  if (typeof m === 'string') notify.success(m);
  else if (m) notify.success(m.summary, m.detail);
}

/**
 * A write through the page's API client: the success toast, the server's Vietnamese message
 * (or the IT-contact message) on failure, then the queries on screen reload. The base of
 * `useEndpointMutation` and of the resource writes, which choose the endpoint per call.
 * @example useApiMutation((api, id: number) => api.call(endpoints.partDelete, { params: { id } }), { invalidate: ['survey'], success: 'Xóa thành công' })
 */
export function useApiMutation<D, V>(mutationFn: (api: ApiClient, variables: V) => Promise<D>, options: ApiMutationOptions<D, V>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<D, unknown, V>({
    mutationFn: (variables) => mutationFn(api, variables),
    onSuccess: async (data, variables) => {
      toast(options.success, data, variables);
      // Reload first: what the page clears on success (e.g. unsaved edits) is then replaced by
      // the saved values, with no flash of the old ones.
      await queryClient.invalidateQueries({ queryKey: options.invalidate });
      options.onSuccess?.(data);
    },
    onError: (err) => notify.error(errorMessage(err)),
  });
}

/**
 * A write call of the endpoint table: the success toast, the server's Vietnamese message (or
 * the IT-contact message) on failure, then the remote's queries on screen reload.
 * @example const remove = useEndpointMutation(endpoints.versionDelete, { invalidate: SURVEY_ROOT, success: t('toast.deleted') });
 *          remove.mutate({ params: { id } });
 */
export const useEndpointMutation = <C extends EndpointConfig>(endpoint: C, options: EndpointMutationOptions<C>) =>
  useApiMutation<EndpointData<C>, EndpointArgs<C>>((api, args) => api.call(endpoint, args), options);
