import { type ApiClient, endpoints } from '@hm/contract';
import { useApi } from '@hm/platform';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { surveyKeys } from '../api/keys';

/** How often the page reloads its live figures while it is open (votes arrive without a click). */
export const CAMPAIGN_REFRESH_MS = 30_000;

/** A version's campaign for one hospital, under the survey root: every survey call (a start, a mail, a close) reloads it. */
export const campaignQuery = (api: ApiClient, versionId: number, hospitalId: number | null) =>
  queryOptions({
    queryKey: [...surveyKeys.versions, 'campaign', versionId, hospitalId],
    queryFn: ({ signal }) =>
      api.call(endpoints.campaignView, { query: { phien_ban_id: versionId, ...(hospitalId !== null ? { hospital_id: hospitalId } : {}) } }, { silent: true, signal }),
  });

export const useCampaign = (versionId: number, hospitalId: number | null) =>
  useQuery({ ...campaignQuery(useApi(), versionId, hospitalId), refetchInterval: CAMPAIGN_REFRESH_MS, placeholderData: keepPreviousData });
