import type { ApiClient, EndpointConfig, TLanguage } from '@hm/contract';
import { errorMessage, notify, saveBlob, useApi, useUiLanguage } from '@hm/platform';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Query keys of the feedback report page; the display language names versions and hospitals. */
export const FEEDBACK_ROOT = ['reports', 'feedback'] as const;

/** How often a job being made is asked about. */
export const POLL_MS = 1000;
export const isPending = (job: { status: string } | undefined): boolean => job?.status === 'queued' || job?.status === 'running';

/** A background job's four calls (docs/decisions/background-jobs.md) and what names its file. */
export interface JobCalls<Job, Request> {
  /** The query keys' segment under the page's (`[]`: the page's own). */
  key: readonly string[];
  list: EndpointConfig;
  status: EndpointConfig;
  create: EndpointConfig;
  file: EndpointConfig;
  idOf: (job: Job) => number;
  fallbackName: string;
  /** The list is asked again every second while one of its jobs is being made. */
  pollList?: boolean;
  /** Only for the request's type. */
  request?: Request;
}

/**
 * The query options and hooks of one kind of background job (the feedback report PDF, the
 * debrief packs): the account's recent jobs, one job followed every second until it is done or
 * failed (then the list is refreshed), asking for one (the answer is the queued job, or the same
 * one asked twice) and saving a finished one's file under its name.
 */
export function jobQueries<Job extends { status: string; file_name: string | null }, Request>(c: JobCalls<Job, Request>) {
  const keys = { list: [...FEEDBACK_ROOT, ...c.key, 'list'] as const, job: [...FEEDBACK_ROOT, ...c.key, 'job'] as const };
  // The endpoints' own types are the caller's: here each call answers a Job (or Job[]).
  const call = (api: ApiClient, e: EndpointConfig, args: object, signal?: AbortSignal) =>
    (api.call as (e: EndpointConfig, a: object, o: object) => Promise<unknown>)(e, args, { silent: true, ...(signal ? { signal } : {}) });
  const queries = {
    list: (api: ApiClient, lang: TLanguage) => queryOptions({ queryKey: [...keys.list, lang], queryFn: async ({ signal }) => (await call(api, c.list, {}, signal)) as Job[] }),
    job: (api: ApiClient, lang: TLanguage, id: number) =>
      queryOptions({ queryKey: [...keys.job, lang, id], queryFn: async ({ signal }) => (await call(api, c.status, { params: { id } }, signal)) as Job }),
  };

  function useRecent() {
    return useQuery({ ...queries.list(useApi(), useUiLanguage()), refetchInterval: (q) => (c.pollList && q.state.data?.some(isPending) ? POLL_MS : false) });
  }

  function useJob(id: number | null) {
    const queryClient = useQueryClient();
    return useQuery({
      ...queries.job(useApi(), useUiLanguage(), id ?? 0),
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

  function useCreate() {
    const api = useApi();
    const lang = useUiLanguage();
    const queryClient = useQueryClient();
    return useMutation<Job, unknown, Request>({
      mutationFn: async (body) => (await call(api, c.create, { body })) as Job,
      onSuccess: (job) => {
        queryClient.setQueryData(queries.job(api, lang, c.idOf(job)).queryKey, job);
        void queryClient.invalidateQueries({ queryKey: keys.list });
      },
      onError: (err) => notify.error(errorMessage(err)),
    });
  }

  function useDownload() {
    const api = useApi();
    return useMutation<void, unknown, Job>({
      mutationFn: async (job) =>
        saveBlob(await (api.download as (e: EndpointConfig, a: object) => Promise<Blob>)(c.file, { params: { id: c.idOf(job) } }), job.file_name ?? c.fallbackName),
      onError: (err) => notify.error(errorMessage(err)),
    });
  }

  return { queries, useRecent, useJob, useCreate, useDownload };
}
