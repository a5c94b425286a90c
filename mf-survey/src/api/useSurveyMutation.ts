import type { EndpointArgs, EndpointConfig, EndpointData } from '@hm/contract';
import { errorMessage, notify, useApi } from '@hm/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SURVEY_ROOT } from './keys';

export interface SurveyMutationOptions<C extends EndpointConfig> {
  /** The toast on success (spec §8 messages), or a function of the answer; null: none. */
  success: string | ((data: EndpointData<C>) => { summary: string; detail?: string }) | null;
  onSuccess?: (data: EndpointData<C>) => void;
}

/**
 * A write call of the endpoint table: the success toast, the server's Vietnamese message (or
 * the IT-contact message) on failure, then every survey query on screen reloads.
 * @example const remove = useSurveyMutation(endpoints.versionDelete, { success: t('toast.deleted') });
 *          remove.mutate({ params: { id } });
 */
export function useSurveyMutation<C extends EndpointConfig>(endpoint: C, options: SurveyMutationOptions<C>) {
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
      options.onSuccess?.(data);
      await queryClient.invalidateQueries({ queryKey: SURVEY_ROOT });
    },
    onError: (err) => notify.error(errorMessage(err)),
  });
}
