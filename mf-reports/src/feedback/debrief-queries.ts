import { type ApiClient, endpoints, type TDebriefJob, type TDebriefRequest, type TLanguage } from '@hm/contract';
import { errorMessage, notify, saveBlob, useApi, useUiLanguage } from '@hm/platform';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FEEDBACK_ROOT, isPending, POLL_MS } from './feedback-queries';

/** Query keys of the debrief packs (issue 27 item 2), under the feedback report page's. */
const keys = {
  list: [...FEEDBACK_ROOT, 'debrief', 'list'] as const,
  job: [...FEEDBACK_ROOT, 'debrief', 'job'] as const,
};

export const debriefQueries = {
  list: (api: ApiClient, lang: TLanguage) =>
    queryOptions({
      queryKey: [...keys.list, lang],
      queryFn: ({ signal }) => api.call(endpoints.debriefPackList, {}, { silent: true, signal }),
    }),
  job: (api: ApiClient, lang: TLanguage, id: number) =>
    queryOptions({
      queryKey: [...keys.job, lang, id],
      queryFn: ({ signal }) => api.call(endpoints.debriefPackStatus, { params: { id } }, { silent: true, signal }),
    }),
};

/** My recent packs (a pack still being made is followed again when the page opens). */
export const useRecentPacks = () => useQuery(debriefQueries.list(useApi(), useUiLanguage()));

/** One pack followed every second until it is done or failed. */
export function usePackJob(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...debriefQueries.job(useApi(), useUiLanguage(), id ?? 0),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (q) => {
      const job = q.state.data;
      if (job && !isPending(job)) {
        void queryClient.invalidateQueries({ queryKey: keys.list });
        return false;
      }
      return POLL_MS;
    },
  });
}

/** Asks for the packs of every unit: the answer is the queued job (or the same one, asked twice). */
export function useCreatePack() {
  const api = useApi();
  const lang = useUiLanguage();
  const queryClient = useQueryClient();
  return useMutation<TDebriefJob, unknown, TDebriefRequest>({
    mutationFn: (body) => api.call(endpoints.debriefPackCreate, { body }, { silent: true }),
    onSuccess: (job) => {
      queryClient.setQueryData(debriefQueries.job(api, lang, job.debrief_id).queryKey, job);
      void queryClient.invalidateQueries({ queryKey: keys.list });
    },
    onError: (err) => notify.error(errorMessage(err)),
  });
}

/** Saves a finished pack's zip under its name. */
export function useDownloadPack() {
  const api = useApi();
  return useMutation<void, unknown, TDebriefJob>({
    mutationFn: async (job) => saveBlob(await api.download(endpoints.debriefPackFile, { params: { id: job.debrief_id } }), job.file_name ?? 'debrief.zip'),
    onError: (err) => notify.error(errorMessage(err)),
  });
}
