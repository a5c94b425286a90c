import type { TLanguage, TVoteDraft, TVoteDraftSave } from '@hm/contract';
import type { DraftState } from './useDraftAutosave';
import { fromWire } from './vote-answers';

/**
 * Where a voter resumes: the tab's unsaved copy when there is one (it holds changes newer than
 * the server's draft, which it replaces as soon as it is saved), else the server's draft, else
 * a fresh form in the UI language.
 * @example initialDraft(null, null, 'vi') // { state: { step: 0, language: 'vi', answers: {} }, unsaved: false }
 */
export function initialDraft(server: TVoteDraft | null, local: TVoteDraftSave | null, uiLanguage: TLanguage): { state: DraftState; unsaved: boolean } {
  if (local) return { state: { step: local.step, language: local.language, answers: fromWire(local.answers) }, unsaved: true };
  if (server) return { state: { step: server.step, language: server.language, answers: fromWire(server.answers) }, unsaved: false };
  return { state: { step: 0, language: uiLanguage, answers: {} }, unsaved: false };
}
