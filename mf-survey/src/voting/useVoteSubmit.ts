import type { TVoteSubmit } from '@hm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { surveyKeys } from '../api/keys';
import { isNetworkError, submitVote, type VoteSession, type VoteSubmitResult } from '../api/voting';
import { newIdempotencyKey } from './idempotency-key';

export type VoteSubmitBody = Omit<TVoteSubmit, 'idempotency_key'>;

/** How a call of `send` ended: sent and recorded, failed, or ignored (one was already sending). */
export type SubmitOutcome = { kind: 'done'; result: VoteSubmitResult } | { kind: 'failed'; error: unknown } | { kind: 'ignored' };

/**
 * The submit of a vote. One idempotency key per submit attempt, kept until the server answers:
 * a retry after a network failure sends the same key, so the server answers it like the first
 * request and the vote counts once. A refusal (4xx) ends the attempt; the next one gets a new
 * key. A call while one is sending is ignored (double click), from its very start: `prepare`
 * (stopping the autosave) runs inside the guard.
 * @example const submit = useVoteSubmit(session); const out = await submit.send(body, () => draft.stop());
 */
export function useVoteSubmit(session: VoteSession) {
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const send = useCallback(
    async (body: VoteSubmitBody, prepare?: () => Promise<unknown>): Promise<SubmitOutcome> => {
      if (busy.current) return { kind: 'ignored' };
      busy.current = true;
      setSending(true);
      setError(null);
      try {
        await prepare?.();
        key.current ??= newIdempotencyKey();
        const result = await submitVote(session, { ...body, idempotency_key: key.current });
        key.current = null;
        // The vote list and the participation figures change; the questionnaire does not.
        void queryClient.invalidateQueries({ queryKey: surveyKeys.votes });
        void queryClient.invalidateQueries({ queryKey: [...surveyKeys.versions, 'list'] });
        return { kind: 'done', result };
      } catch (err) {
        if (!isNetworkError(err)) key.current = null;
        setError(err);
        return { kind: 'failed', error: err };
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [session, queryClient],
  );

  return { send, sending, error };
}
