import { type ApiClient, endpoints, type TFeedbackReportJob, type TFeedbackReportRequest, type TLanguage } from '@hm/contract';
import { useApi, useUiLanguage } from '@hm/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEEDBACK_ROOT, jobQueries } from './job-queries';

export { FEEDBACK_ROOT, isPending, POLL_MS } from './job-queries';

const reports = jobQueries<TFeedbackReportJob, TFeedbackReportRequest>({
  key: [],
  list: endpoints.feedbackReportList,
  status: endpoints.feedbackReportStatus,
  create: endpoints.feedbackReportCreate,
  file: endpoints.feedbackReportFile,
  idOf: (job) => job.bao_cao_id,
  fallbackName: 'bao-cao-phan-hoi.pdf',
  pollList: true,
});

export const feedbackQueries = {
  /** The versions of the dashboards: only those closed with figures can be reported on. */
  versions: (api: ApiClient, lang: TLanguage) =>
    queryOptions({
      queryKey: [...FEEDBACK_ROOT, 'versions', lang],
      queryFn: async ({ signal }) => (await api.call(endpoints.dashboardVersions, {}, { silent: true, signal })).filter((v) => v.status_khao_sat === 2 && v.has_snapshot),
    }),
  ...reports.queries,
};

export const useReportableVersions = () => useQuery(feedbackQueries.versions(useApi(), useUiLanguage()));
/** My recent reports; asked again every second while one of them is being made. */
export const useRecentReports = reports.useRecent;
/** One report followed until it is done or failed (then the list is refreshed). */
export const useReportJob = reports.useJob;
/** Asks for a report: the answer is the queued job (or the same one, asked twice). */
export const useCreateReport = reports.useCreate;
/** Saves a finished report's PDF under its name. */
export const useDownloadReport = reports.useDownload;
