import { type ApiClient, endpoints, type TFeedbackReportJob, type TFeedbackReportRequest, type TLanguage } from '@hm/contract';
import { errorMessage, notify, saveBlob, useApi, useUiLanguage } from '@hm/platform';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Query keys of the feedback report page; the display language names versions and hospitals. */
export const FEEDBACK_ROOT = ['reports', 'feedback'] as const;
const keys = {
  versions: [...FEEDBACK_ROOT, 'versions'] as const,
  list: [...FEEDBACK_ROOT, 'list'] as const,
  job: [...FEEDBACK_ROOT, 'job'] as const,
};

/** How often a report being made is asked about. */
export const POLL_MS = 1000;
export const isPending = (job: Pick<TFeedbackReportJob, 'status'> | undefined): boolean => job?.status === 'queued' || job?.status === 'running';

export const feedbackQueries = {
  /** The versions of the dashboards: only those closed with figures can be reported on. */
  versions: (api: ApiClient, lang: TLanguage) =>
    queryOptions({
      queryKey: [...keys.versions, lang],
      queryFn: async ({ signal }) => (await api.call(endpoints.dashboardVersions, {}, { silent: true, signal })).filter((v) => v.status_khao_sat === 2 && v.has_snapshot),
    }),
  list: (api: ApiClient, lang: TLanguage) =>
    queryOptions({
      queryKey: [...keys.list, lang],
      queryFn: ({ signal }) => api.call(endpoints.feedbackReportList, {}, { silent: true, signal }),
    }),
  job: (api: ApiClient, lang: TLanguage, id: number) =>
    queryOptions({
      queryKey: [...keys.job, lang, id],
      queryFn: ({ signal }) => api.call(endpoints.feedbackReportStatus, { params: { id } }, { silent: true, signal }),
    }),
};

export const useReportableVersions = () => useQuery(feedbackQueries.versions(useApi(), useUiLanguage()));

/** My recent reports; asked again every second while one of them is being made. */
export const useRecentReports = () => useQuery({ ...feedbackQueries.list(useApi(), useUiLanguage()), refetchInterval: (q) => (q.state.data?.some(isPending) ? POLL_MS : false) });

/** One report followed until it is done or failed (then the list is refreshed). */
export function useReportJob(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...feedbackQueries.job(useApi(), useUiLanguage(), id ?? 0),
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

/** Asks for a report: the answer is the queued job (or the same one, asked twice). */
export function useCreateReport() {
  const api = useApi();
  const lang = useUiLanguage();
  const queryClient = useQueryClient();
  return useMutation<TFeedbackReportJob, unknown, TFeedbackReportRequest>({
    mutationFn: (body) => api.call(endpoints.feedbackReportCreate, { body }, { silent: true }),
    onSuccess: (job) => {
      queryClient.setQueryData(feedbackQueries.job(api, lang, job.bao_cao_id).queryKey, job);
      void queryClient.invalidateQueries({ queryKey: keys.list });
    },
    onError: (err) => notify.error(errorMessage(err)),
  });
}

/** Saves a finished report's PDF under its name. */
export function useDownloadReport() {
  const api = useApi();
  return useMutation<void, unknown, TFeedbackReportJob>({
    mutationFn: async (job) => saveBlob(await api.download(endpoints.feedbackReportFile, { params: { id: job.bao_cao_id } }), job.file_name ?? 'bao-cao-phan-hoi.pdf'),
    onError: (err) => notify.error(errorMessage(err)),
  });
}
