import type { EndpointArgs, EndpointConfig, EndpointData } from '@hm/contract';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../notifications/notifications';
import { useApi } from './api-context';
import { errorMessage } from './error-message';

export interface EndpointMutationOptions<C extends EndpointConfig> {
  /** The queries to reload on success: a remote's root key reloads all of its queries on screen. */
  invalidate: QueryKey;
  /** The toast on success (spec §8 messages), or a function of the answer; null: none. */
  success: string | ((data: EndpointData<C>) => { summary: string; detail?: string }) | null;
  /** Runs once the queries on screen have reloaded. */
  onSuccess?: (data: EndpointData<C>) => void;
}

/**
 * A write call of the endpoint table: the success toast, the server's Vietnamese message (or
 * the IT-contact message) on failure, then the remote's queries on screen reload.
 * @example const remove = useEndpointMutation(endpoints.versionDelete, { invalidate: SURVEY_ROOT, success: t('toast.deleted') });
 *          remove.mutate({ params: { id } });
 */
export function useEndpointMutation<C extends EndpointConfig>(endpoint: C, options: EndpointMutationOptions<C>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<EndpointData<C>, unknown, EndpointArgs<C>>({
    mutationFn: (args) => api.call(endpoint, args),
    onSuccess: async (data) => {
      const { success } = options;
      if (typeof success === 'string') notify.success(success);
      else if (success) {
        const m = success(data);
        notify.success(m.summary, m.detail);
      }
      // Reload first: what the page clears on success (e.g. unsaved edits) is then replaced by
      // the saved values, with no flash of the old ones.
      await queryClient.invalidateQueries({ queryKey: options.invalidate });
      options.onSuccess?.(data);
    },
    onError: (err) => notify.error(errorMessage(err)),
  });
}
