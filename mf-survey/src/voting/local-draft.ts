import { type TVoteDraftSave, ZVoteDraftSave } from '@hm/contract';

/**
 * The copy of a draft kept in this tab (sessionStorage) until the server confirms it, so that
 * no answer is lost to a failed save, a closed connection or a reload. It holds answers only
 * for as long as they are unsaved, and never leaves the browser tab.
 */
const storageKey = (scope: string, versionId: number) => `hm_vote_draft:${scope}:${versionId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: the server copy is the only one
  }
}

/** The unsaved draft of a version, if any (parsed with the contract's schema). */
export function readLocalDraft(scope: string, versionId: number): TVoteDraftSave | null {
  const raw = storage()?.getItem(storageKey(scope, versionId));
  if (!raw) return null;
  try {
    const parsed = ZVoteDraftSave.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.phien_ban_id === versionId ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(scope: string, draft: TVoteDraftSave): void {
  try {
    storage()?.setItem(storageKey(scope, draft.phien_ban_id), JSON.stringify(draft));
  } catch {
    // quota exceeded: the autosave still runs
  }
}

export function clearLocalDraft(scope: string, versionId: number): void {
  storage()?.removeItem(storageKey(scope, versionId));
}
