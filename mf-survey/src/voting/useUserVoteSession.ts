import { useApi, useCurrentUser } from '@hm/platform';
import { useMemo } from 'react';
import type { VoteSession } from '../api/voting';

/** The logged-in user as a voter: the page's API client, caches and local copies of this account. */
export function useUserVoteSession(): VoteSession {
  const api = useApi();
  const accountId = useCurrentUser()?.tai_khoan_id ?? 0;
  return useMemo(() => ({ api, scope: `u${accountId}`, kind: 'user' }), [api, accountId]);
}
