import { type ApiClient, endpoints, type TReportDataRequest } from '@hm/contract';
import { queryOptions } from '@tanstack/react-query';

/** The root of the report viewer's queries. */
export const REPORT_VIEW_ROOT = ['report-view'] as const;

/**
 * The reads of the report viewer, keyed under `['report-view', …]`; silent (each part of the
 * page shows its own loading and error state).
 * @example useQuery(reportViewQueries.run(api, 7))
 */
export const reportViewQueries = {
  /** The reports the caller may use, with their rights. */
  mine: (api: ApiClient) =>
    queryOptions({
      queryKey: [...REPORT_VIEW_ROOT, 'mine'],
      queryFn: ({ signal }) => api.call(endpoints.reportOfGroup, { query: {} }, { silent: true, signal }),
    }),
  /** One report ready to run: definition, what the reader fills, rights. */
  run: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: [...REPORT_VIEW_ROOT, 'run', id],
      queryFn: ({ signal }) => api.call(endpoints.reportRun, { params: { id } }, { silent: true, signal }),
    }),
  /** One page of the report's rows with the reader's parameters and sort. */
  data: (api: ApiClient, body: TReportDataRequest) =>
    queryOptions({
      queryKey: [...REPORT_VIEW_ROOT, 'data', body],
      queryFn: ({ signal }) => api.call(endpoints.reportGetData, { body }, { silent: true, signal }),
    }),
};
