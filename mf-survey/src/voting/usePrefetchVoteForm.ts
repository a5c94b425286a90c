import { useUiLanguage } from '@hm/platform';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { mailTextQueries } from '../api/mail-texts';
import { votingQueries, type VoteSession } from '../api/voting';
import { initialDraft } from './initial-draft';
import { readLocalDraft } from './local-draft';

/**
 * Everything a vote form reads, asked at once (issue 32: as few round trips as possible): whether
 * the voter may vote, the draft, the questionnaire in the language it most likely opens in (the
 * tab's unsaved copy's, else the page's) and its privacy notice. Each part of the form used to
 * ask for its own as it appeared: three round trips one after the other before the first
 * question, on a phone's slow network. (Behind an invitation link they wait for the link's check:
 * a link that may no longer vote asks for no form.)
 * @example usePrefetchVoteForm(session, versionId);
 */
export function usePrefetchVoteForm(session: VoteSession, versionId: number): void {
  const ui = useUiLanguage();
  const [language] = useState(() => initialDraft(null, readLocalDraft(session.scope, versionId), ui).state.language);
  usePrefetchQuery(votingQueries.check(session, versionId));
  usePrefetchQuery(votingQueries.draft(session, versionId));
  usePrefetchQuery(votingQueries.questionnaire(session, versionId, language));
  usePrefetchQuery(mailTextQueries.privacyNotice(session, versionId));
}
