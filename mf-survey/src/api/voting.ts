import { type ApiClient, ApiError, type EndpointData, endpoints, type TLanguage, type TVoteDraftSave, type TVoteSubmit } from '@hm/contract';
import { useApi } from '@hm/platform';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { surveyKeys } from './keys';

/**
 * Who votes: a logged-in staff member (the page's client), the holder of an invitation link
 * (a client sending the voter session's bearer token) or of a printed ballot card (the card
 * session's token, on the card's own calls: `card` below). `scope` keeps their caches and local
 * copies apart (e.g. 'u9', 'voter').
 */
export interface VoteSession {
  api: ApiClient;
  scope: string;
  kind: 'user' | 'voter' | 'card';
}

/** A ballot card's session (the code traded at `the-binh-chon/mo`). */
export type CardSession = EndpointData<typeof endpoints.ballotCardOpen>;
const isCard = (s: VoteSession) => s.kind === 'card';

/** A version open to the caller: voted / invited of the caller's hospital, the caller's own status (`trang_thai_cua_toi`). */
export type OpenVote = EndpointData<typeof endpoints.versionNew>[number];
export type VoteQuestionnaire = EndpointData<typeof endpoints.versionByLanguage>;
export type VoteSubmitResult = EndpointData<typeof endpoints.voteSubmit>;
export type VoterSession = EndpointData<typeof endpoints.voterAuth>;
export type MyStaffInfo = EndpointData<typeof endpoints.myStaffInfo>;

/** A network failure (no answer from the server): the call may be retried as it was. */
export const isNetworkError = (err: unknown): boolean => err instanceof ApiError && (err.code === 0 || err.code >= 500);

/** Query options of the caller's own voting: one key and fetcher per read. */
export const votingQueries = {
  /** Versions open now to the logged-in user, optionally of one hospital (null: all of the user's). */
  open: (api: ApiClient, hospitalId: number | null) =>
    queryOptions({
      queryKey: [...surveyKeys.votes, 'open', hospitalId],
      queryFn: ({ signal }) => api.call(endpoints.versionNew, { query: hospitalId ? { hospitalId } : {} }, { silent: true, signal }),
    }),
  myInfo: (api: ApiClient) =>
    queryOptions({
      queryKey: [...surveyKeys.votes, 'my-info'],
      queryFn: ({ signal }) => api.call(endpoints.myStaffInfo, {}, { silent: true, signal }),
    }),
  questionnaire: (s: VoteSession, id: number, language: TLanguage) =>
    queryOptions({
      queryKey: [...surveyKeys.questionnaire, s.scope, id, language],
      queryFn: ({ signal }) =>
        isCard(s)
          ? s.api.call(endpoints.ballotCardQuestionnaire, { params: { language } }, { silent: true, signal })
          : s.api.call(endpoints.versionByLanguage, { params: { id, language } }, { silent: true, signal }),
      staleTime: 5 * 60_000,
    }),
  draft: (s: VoteSession, id: number) =>
    queryOptions({
      queryKey: [...surveyKeys.votes, s.scope, 'draft', id],
      queryFn: ({ signal }) => s.api.call(isCard(s) ? endpoints.ballotCardDraftGet : endpoints.voteDraftGet, { query: { phien_ban_id: id } }, { silent: true, signal }),
    }),
  check: (s: VoteSession, id: number) =>
    queryOptions({
      queryKey: [...surveyKeys.votes, s.scope, 'check', id],
      queryFn: ({ signal }) => s.api.call(isCard(s) ? endpoints.ballotCardCheck : endpoints.voteCheck, { query: { phien_ban_id: id } }, { silent: true, signal }),
    }),
  /** Whether an invitation session may still vote (not reloaded by the submit: see VOTER_ROOT). */
  voterCheck: (s: VoteSession) =>
    queryOptions({
      queryKey: [...surveyKeys.voter, s.scope, 'check'],
      queryFn: ({ signal }) => s.api.call(endpoints.voterCheck, {}, { silent: true, signal }),
      staleTime: Infinity,
    }),
  /** Trades an invitation token for a voter session; opening spends nothing, so it may be asked again. */
  voterAuth: (api: ApiClient, token: string) =>
    queryOptions({
      queryKey: [...surveyKeys.voter, 'auth', token],
      queryFn: () => api.call(endpoints.voterAuth, { body: { token } }, { silent: true }),
      staleTime: Infinity,
      gcTime: 0,
      retry: (failures: number, err: unknown) => failures < 1 && isNetworkError(err),
    }),
};

/** Trades a printed card's code for a card session (spends nothing; code entry is rate-limited). */
export const openBallotCard = (api: ApiClient, ma_the: string, hospital_id: number | null) =>
  api.call(endpoints.ballotCardOpen, { body: { ma_the, ...(hospital_id ? { hospital_id } : {}) } }, { silent: true });

/** The autosave of a draft: silent (no overlay), it runs while the voter answers. */
export const saveVoteDraft = (s: VoteSession, body: TVoteDraftSave) => s.api.call(isCard(s) ? endpoints.ballotCardDraftSave : endpoints.voteDraftSave, { body }, { silent: true });

/** The submit; the same `idempotency_key` answers a retry like the first request. */
export const submitVote = (s: VoteSession, body: TVoteSubmit) => s.api.call(isCard(s) ? endpoints.ballotCardSubmit : endpoints.voteSubmit, { body });

export const useOpenVotes = (hospitalId: number | null, enabled = true) => useQuery({ ...votingQueries.open(useApi(), hospitalId), placeholderData: keepPreviousData, enabled });

export const useMyStaffInfo = () => useQuery(votingQueries.myInfo(useApi()));

export const useVoteQuestionnaire = (s: VoteSession, id: number, language: TLanguage) =>
  useQuery({ ...votingQueries.questionnaire(s, id, language), placeholderData: keepPreviousData });

export const useVoteDraft = (s: VoteSession, id: number) => useQuery(votingQueries.draft(s, id));

export const useVoteCheck = (s: VoteSession, id: number) => useQuery(votingQueries.check(s, id));

export const useVoterCheck = (s: VoteSession) => useQuery(votingQueries.voterCheck(s));
