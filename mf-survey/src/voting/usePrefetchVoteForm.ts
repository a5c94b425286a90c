import { useUiLanguage } from '@hm/platform';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { mailTextQueries } from '../api/mail-texts';
import { votingQueries, type VoteSession } from '../api/voting';
import { initialDraft } from './initial-draft';
import { readLocalDraft } from './local-draft';

/**
 * What the wizard and its introduction read, asked with the form's check and draft (issue 32: as
 * few round trips as possible): the questionnaire in the language it most likely opens in (the
 * tab's unsaved copy's, else the page's) and its privacy notice. Each used to be asked once the
 * part of the form that shows it appeared: three round trips one after the other before the first
 * question, on a phone's slow network. (Behind an invitation link they wait for the link's check:
 * a link that may no longer vote asks for no form.)
 * @example usePrefetchVoteForm(session, versionId); // beside useVoteCheck and useVoteDraft
 */
export function usePrefetchVoteForm(session: VoteSession, versionId: number): void {
  const ui = useUiLanguage();
  const [language] = useState(() => initialDraft(null, readLocalDraft(session.scope, versionId), ui).state.language);
  usePrefetchQuery(votingQueries.questionnaire(session, versionId, language));
  usePrefetchQuery(mailTextQueries.privacyNotice(session, versionId));
}
