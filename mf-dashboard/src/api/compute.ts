import { endpoints, type TComputeResult } from '@hm/contract';
import { errorMessage, notify, useApi } from '@hm/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_ROOT } from './keys';

/**
 * Takes a snapshot of a version now (TinhDuLieu). The answer says whether it was computed, or
 * why not (an open version without enough new responses); a refusal is the server's message.
 * Every dashboard figure on screen reloads after a snapshot.
 * @example const compute = useComputeSnapshot(); compute.mutate(3);
 */
export function useComputeSnapshot() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<TComputeResult, unknown, number>({
    mutationFn: (versionId) => api.call(endpoints.versionPercentData, { query: { phien_ban_id: versionId } }),
    onSuccess: async (result) => {
      if (result.computed) await queryClient.invalidateQueries({ queryKey: DASHBOARD_ROOT });
    },
    onError: (err) => notify.error(errorMessage(err)),
  });
}
