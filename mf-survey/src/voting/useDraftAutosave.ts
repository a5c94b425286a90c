import type { TLanguage, TVoteDraftSave } from '@hm/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isNetworkError, saveVoteDraft, type VoteSession } from '../api/voting';
import { type Autosaver, createAutosaver, type SaveState } from './autosaver';
import { clearLocalDraft, writeLocalDraft } from './local-draft';
import { type Answers, toWire } from './vote-answers';

/** Where a voter is in a form: the step, the questionnaire's language and the answers. */
export interface DraftState {
  step: number;
  language: TLanguage;
  answers: Answers;
}

const toBody = (versionId: number, d: DraftState): TVoteDraftSave => ({ phien_ban_id: versionId, step: d.step, language: d.language, answers: toWire(d.answers) });

/**
 * The state of a form being filled in, saved as it changes: each change goes at once to the
 * tab's local copy and, 500 ms after the last one (at once on a step change), to the server's
 * draft; the local copy is dropped when the server holds the latest change. `unsaved`: the
 * initial state came from the local copy and still has to reach the server.
 * @example const draft = useDraftAutosave(session, 3, { step: 0, language: 'vi', answers: {} }, false);
 *          draft.update({ answers: chooseOne(draft.state.answers, 100, 4) });
 */
export function useDraftAutosave(session: VoteSession, versionId: number, initial: DraftState, unsaved: boolean) {
  const [state, setState] = useState(initial);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [saveError, setSaveError] = useState<unknown>(null);
  const current = useRef(initial);
  const saver = useRef<Autosaver<TVoteDraftSave> | null>(null);

  useEffect(() => {
    const s = createAutosaver<TVoteDraftSave>({
      save: (body) => saveVoteDraft(session, body),
      retryable: isNetworkError,
      onState: (st, err) => {
        setSaveState(st);
        setSaveError(st === 'error' ? err : null);
      },
      onSaved: (_, __, latest) => {
        if (latest) clearLocalDraft(session.scope, versionId);
      },
    });
    saver.current = s;
    if (unsaved) s.change(toBody(versionId, current.current));
    // Back online: send what waits, without waiting for the next retry.
    const online = () => void s.flush();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      // Leaving the form (another page of the app): what waits is sent, not dropped.
      s.close();
      saver.current = null;
    };
  }, [session, versionId, unsaved]);

  // Leaving the page with a change the server does not hold yet: the browser asks first.
  useEffect(() => {
    if (saveState !== 'pending' && saveState !== 'saving' && saveState !== 'error') return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saveState]);

  /** Applies a change; `now` saves at once (a step change). */
  const update = useCallback(
    (patch: Partial<DraftState> | ((d: DraftState) => Partial<DraftState>), now = false) => {
      const next = { ...current.current, ...(typeof patch === 'function' ? patch(current.current) : patch) };
      current.current = next;
      setState(next);
      const body = toBody(versionId, next);
      writeLocalDraft(session.scope, body);
      saver.current?.change(body);
      if (now) void saver.current?.flush();
    },
    [session.scope, versionId],
  );

  return {
    state,
    saveState,
    /** The last failure of the autosave, while it lasts. */
    saveError,
    update,
    /** Sends the latest change now (the retry button). */
    retry: useCallback(() => void saver.current?.flush(), []),
    /** Before the submit: no draft save may run after it. */
    stop: useCallback(async () => saver.current?.stop(), []),
    resume: useCallback(() => saver.current?.resume(), []),
    /** After the submit: the server deleted the draft; nothing stays in the tab. */
    finish: useCallback(() => {
      saver.current?.dispose();
      clearLocalDraft(session.scope, versionId);
      setSaveState('idle');
    }, [session.scope, versionId]),
  };
}
