import { type ApiClient, endpoints } from '@hm/contract';
import { useApi } from '@hm/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { surveyKeys } from '../api/keys';

/** A version's scheduled actions, under the survey root: every survey call (a date changed, a close) reloads it. */
export const scheduleQuery = (api: ApiClient, versionId: number) =>
  queryOptions({
    queryKey: [...surveyKeys.versions, 'schedule', versionId],
    queryFn: ({ signal }) => api.call(endpoints.scheduleList, { query: { phien_ban_id: versionId } }, { silent: true, signal }),
  });

export const useSchedule = (versionId: number) => useQuery(scheduleQuery(useApi(), versionId));
