import { type ApiClient, endpoints, type TMailPreviewBody } from '@hm/contract';
import { useApi } from '@hm/platform';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { surveyKeys } from './keys';
import type { VoteSession } from './voting';

const textsKey = [...surveyKeys.outbox, 'texts'] as const;

/** Query options of the invitation texts screen and of the vote's privacy notice. */
export const mailTextQueries = {
  texts: (api: ApiClient, versionId: number, hospitalId: number) =>
    queryOptions({
      queryKey: [...textsKey, versionId, hospitalId],
      queryFn: ({ signal }) => api.call(endpoints.mailTextsGet, { query: { phien_ban_id: versionId, hospital_id: hospitalId } }, { silent: true, signal }),
    }),
  /** A letter being written, rendered by the server with a participant's values. */
  preview: (api: ApiClient, body: TMailPreviewBody) =>
    queryOptions({
      queryKey: [...textsKey, 'preview', body],
      queryFn: ({ signal }) => api.call(endpoints.mailTextsPreview, { body }, { silent: true, signal }),
    }),
  participants: (api: ApiClient, versionId: number, hospitalId: number, keyword: string) =>
    queryOptions({
      queryKey: [...surveyKeys.staffSurveys, 'mail-texts', versionId, hospitalId, keyword],
      queryFn: ({ signal }) =>
        api.call(endpoints.staffSurveyList, { query: { phien_ban_id: versionId, hospitalId, size: 50, ...(keyword ? { keyword } : {}) } }, { silent: true, signal }),
    }),
  /** What a staff member reads before answering (the voter's own client: user or invitation link). */
  privacyNotice: (s: VoteSession, versionId: number) =>
    queryOptions({
      queryKey: [...surveyKeys.questionnaire, s.scope, 'privacy', versionId],
      queryFn: ({ signal }) =>
        s.kind === 'card'
          ? s.api.call(endpoints.ballotCardPrivacy, {}, { silent: true, signal })
          : s.api.call(endpoints.votePrivacyNotice, { params: { id: versionId } }, { silent: true, signal }),
      staleTime: 5 * 60_000,
    }),
};

export const useMailTexts = (versionId: number, hospitalId: number) => useQuery(mailTextQueries.texts(useApi(), versionId, hospitalId));
export const useMailPreview = (body: TMailPreviewBody | null) =>
  useQuery({ ...mailTextQueries.preview(useApi(), body ?? ({} as TMailPreviewBody)), enabled: body !== null, placeholderData: keepPreviousData, retry: false });
export const useMailParticipants = (versionId: number, hospitalId: number, keyword: string) =>
  useQuery({ ...mailTextQueries.participants(useApi(), versionId, hospitalId, keyword), placeholderData: keepPreviousData });
export const usePrivacyNotice = (s: VoteSession, versionId: number) => useQuery(mailTextQueries.privacyNotice(s, versionId));
