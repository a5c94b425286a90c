import type { TLanguage } from '@hm/contract';
import { TextsLanguage } from '@hm/platform';
import { EmptyState, PageSpinner, QueryError } from '@hm/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useVoteCheck, useVoteDraft, type VoteSession, type VoteSubmitResult } from '../api/voting';
import { useSurveyTranslation } from '../i18n';
import { clearLocalDraft } from './local-draft';
import { ThankYou } from './ThankYou';
import { usePrefetchVoteForm } from './usePrefetchVoteForm';
import { VoteFrame } from './VoteFrame';
import { VoteWizard } from './VoteWizard';

export interface VoteFormProps {
  session: VoteSession;
  versionId: number;
  /** Above the form, e.g. whom an invitation link is for. */
  banner?: ReactNode;
  /** Where to go once voted (links back to the list, own participation). */
  doneActions?: ReactNode;
}

/**
 * A version's form for one voter (a logged-in staff member or an invitation link: the same
 * form, on the session's client): whether the voter has voted already, where to resume, then the
 * StepForm, and the thanks after the submit.
 */
export function VoteForm({ session, versionId, banner, doneActions }: VoteFormProps) {
  const { t } = useSurveyTranslation();
  usePrefetchVoteForm(session, versionId);
  const check = useVoteCheck(session, versionId);
  const draft = useVoteDraft(session, versionId);
  // Kept here, not in the wizard: the submit reloads the check, which then says 'voted'.
  const [done, setDone] = useState<{ result: VoteSubmitResult; title: string; language: TLanguage } | null>(null);
  const voted = check.data?.da_binh_chon === true;
  // A version that takes no votes now (opens tomorrow, paused, ended) shows why, before anyone answers.
  const notOpen = check.isSuccess && !voted && check.data.mo === false;
  const ready = check.isSuccess && draft.isSuccess && !voted && !notOpen;
  // Once open, the form stays: a later reload of the check or the draft (failed or not) must not replace it.
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (voted) clearLocalDraft(session.scope, versionId);
  }, [voted, session.scope, versionId]);
  useEffect(() => {
    if (ready) setOpened(true);
  }, [ready]);

  if (done) {
    return (
      <TextsLanguage lang={done.language}>
        <VoteFrame title={done.title}>
          {banner}
          <ThankYou result={done.result} title={done.title} actions={doneActions} />
        </VoteFrame>
      </TextsLanguage>
    );
  }
  if (notOpen && !opened) {
    return (
      <VoteFrame title={t('vote.stepForm.title')}>
        {banner}
        <EmptyState
          icon="pi pi-clock"
          title={t('vote.notOpen')}
          detail={check.data.ly_do ?? undefined}
          action={doneActions && <div className="hm-vote-actions">{doneActions}</div>}
        />
      </VoteFrame>
    );
  }
  if (opened || ready) {
    return (
      <VoteWizard
        session={session}
        versionId={versionId}
        serverDraft={draft.data ?? null}
        banner={banner}
        onDone={(result, title, language) => setDone({ result, title, language })}
      />
    );
  }
  const failed = check.isError ? check : draft.isError ? draft : null;
  if (failed) {
    return (
      <VoteFrame title={t('vote.stepForm.title')}>
        <QueryError error={failed.error} onRetry={() => void failed.refetch()} />
      </VoteFrame>
    );
  }
  if (check.isPending || draft.isPending) {
    return (
      <VoteFrame title={t('vote.stepForm.title')}>
        <PageSpinner />
      </VoteFrame>
    );
  }
  return (
    <VoteFrame title={t('vote.stepForm.title')}>
      {banner}
      <EmptyState
        icon="pi pi-check-circle"
        title={t('vote.already.title')}
        detail={t('vote.already.detail')}
        action={doneActions && <div className="hm-vote-actions">{doneActions}</div>}
      />
    </VoteFrame>
  );
}
