import { type ApiClient, endpoints } from '@hm/contract';
import { queryOptions } from '@tanstack/react-query';

/** The root of the report-permission queries (a save reloads them). */
export const REPORT_PERM_ROOT = ['report-permission'] as const;

/**
 * A group's rights on every report of the project, with what the caller may give.
 * @example useQuery(reportPermQueries.ofGroup(api, 3))
 */
export const reportPermQueries = {
  ofGroup: (api: ApiClient, groupId: number) =>
    queryOptions({
      queryKey: [...REPORT_PERM_ROOT, 'group', groupId],
      queryFn: ({ signal }) => api.call(endpoints.reportPermOfGroup, { query: { phanQuyenId: groupId } }, { silent: true, signal }),
    }),
};
