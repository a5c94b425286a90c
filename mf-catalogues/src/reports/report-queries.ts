import { type ApiClient, endpoints, type TReportDataRequest } from '@hm/contract';
import { resourceQueries } from '@hm/platform';
import { queryOptions } from '@tanstack/react-query';
import { reportResource } from './report-resource';

/**
 * The reads of the definition pages, under the resource's root key (`['report']`), so that any
 * report write reloads them: the list, one definition, and its preview.
 * @example useQuery(reportQueries.detail(api, 7))
 */
export const reportQueries = {
  ...resourceQueries(reportResource),
  /** One definition with its columns (the list's `detail` would type it as a list row). */
  detail: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: [reportResource.name, 'detail', id],
      queryFn: ({ signal }) => api.call(endpoints.reportById, { params: { id } }, { silent: true, signal }),
    }),
  preview: (api: ApiClient, body: TReportDataRequest) =>
    queryOptions({
      queryKey: [reportResource.name, 'preview', body],
      queryFn: ({ signal }) => api.call(endpoints.reportGetData, { body }, { silent: true, signal }),
    }),
};
