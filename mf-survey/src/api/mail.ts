import { type ApiClient, endpoints } from '@hm/contract';
import { useApi } from '@hm/platform';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from './call-types';
import { surveyKeys } from './keys';

export type OutboxQuery = QueryOf<typeof endpoints.mailOutbox>;

export const mailQueries = {
  outbox: (api: ApiClient, query: OutboxQuery) =>
    queryOptions({
      queryKey: [...surveyKeys.outbox, query],
      queryFn: ({ signal }) => api.call(endpoints.mailOutbox, { query }, { silent: true, signal }),
    }),
};

/** Whether the server can send mail, and the queue of the caller's hospitals. */
export const useMailServerStatus = (enabled = true) => {
  const api = useApi();
  return useQuery({ queryKey: [...surveyKeys.outbox, 'status'], queryFn: ({ signal }) => api.call(endpoints.mailServerStatus, {}, { silent: true, signal }), enabled });
};

export const useOutbox = (query: OutboxQuery, enabled = true) => useQuery({ ...mailQueries.outbox(useApi(), query), placeholderData: keepPreviousData, enabled });
