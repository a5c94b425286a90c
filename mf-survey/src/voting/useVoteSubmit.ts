import type { TVoteSubmit } from '@hm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { surveyKeys } from '../api/keys';
import { isNetworkError, submitVote, type VoteSession, type VoteSubmitResult } from '../api/voting';
import { newIdempotencyKey } from './idempotency-key';

export type VoteSubmitBody = Omit<TVoteSubmit, 'idempotency_key'>;

/**
 * The submit of a vote. One idempotency key per submit attempt, kept until the server answers:
 * a retry after a network failure sends the same key, so the server answers it like the first
 * request and the vote counts once. A refusal (4xx) ends the attempt; the next one gets a new
 * key. A second call while one is sending is ignored (double click).
 * @example const { send, sending, error } = useVoteSubmit(session); const result = await send(body);
 */
export function useVoteSubmit(session: VoteSession) {
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const send = useCallback(
    async (body: VoteSubmitBody): Promise<VoteSubmitResult | null> => {
      if (busy.current) return null;
      busy.current = true;
      setSending(true);
      setError(null);
      key.current ??= newIdempotencyKey();
      try {
        const result = await submitVote(session, { ...body, idempotency_key: key.current });
        key.current = null;
        // The vote list and the participation figures change; the questionnaire does not.
        void queryClient.invalidateQueries({ queryKey: surveyKeys.votes });
        void queryClient.invalidateQueries({ queryKey: [...surveyKeys.versions, 'list'] });
        return result;
      } catch (err) {
        if (!isNetworkError(err)) key.current = null;
        setError(err);
        return null;
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [session, queryClient],
  );

  return { send, sending, error };
}
