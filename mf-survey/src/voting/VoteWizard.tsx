import { ApiError, type TLanguage, type TVoteDraft } from '@hm/contract';
import { errorMessage, TextsLanguage, useUiLanguage } from '@hm/platform';
import { EmptyState, PageSpinner, QueryError } from '@hm/ui';
import { Button } from 'primereact/button';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { isNetworkError, useVoteQuestionnaire, type VoteSession, type VoteSubmitResult } from '../api/voting';
import { useSurveyTranslation } from '../i18n';
import { initialDraft } from './initial-draft';
import { IntroStep } from './IntroStep';
import { LanguageChoice } from './LanguageChoice';
import { readLocalDraft } from './local-draft';
import { PartStep } from './PartStep';
import { ReviewStep } from './ReviewStep';
import { SaveStatus } from './SaveStatus';
import { StepProgress } from './StepProgress';
import { useDraftAutosave } from './useDraftAutosave';
import { useVoteSubmit } from './useVoteSubmit';
import { isAnswered, toWire } from './vote-answers';
import { clampStep, partAt, questionAnchor, voteSteps } from './vote-steps';
import { VoteFrame } from './VoteFrame';
import './vote.css';

export interface VoteWizardProps {
  session: VoteSession;
  versionId: number;
  /** The server's draft (null: none); the tab's unsaved copy, if any, wins over it. */
  serverDraft: TVoteDraft | null;
  /** Above the form, e.g. whom an invitation link is for. */
  banner?: ReactNode;
  /** After the submit, with the language the voter read the form in (the thanks follow it). */
  onDone: (result: VoteSubmitResult, title: string, language: TLanguage) => void;
}

/** What the voter reads when the submit fails, in Vietnamese (or English). */
function useSubmitErrorText(session: VoteSession, language: TLanguage) {
  const { t } = useSurveyTranslation(language);
  return (err: unknown): string => {
    if (err instanceof ApiError && err.code === 0) return t('vote.submitError.network');
    if (err instanceof ApiError && err.code === 401 && session.kind === 'voter') return t('vote.submitError.expired');
    return isNetworkError(err) ? `${errorMessage(err)} ${t('vote.submitError.network')}` : errorMessage(err);
  };
}

/**
 * The StepForm: the introduction, one question part per step, the review, then the submit.
 * Every change is autosaved (`useDraftAutosave`); the voter may change the questionnaire's
 * language at any time, the answers stay, and every text of the form follows it (buttons,
 * progress, autosave, the banner), whatever the language of the rest of the page.
 */
export function VoteWizard({ session, versionId, serverDraft, banner, onDone }: VoteWizardProps) {
  const ui = useUiLanguage();
  const [start] = useState(() => initialDraft(serverDraft, readLocalDraft(session.scope, versionId), ui));
  const draft = useDraftAutosave(session, versionId, start.state, start.unsaved);
  const { step, language, answers } = draft.state;
  const { t } = useSurveyTranslation(language);
  const questionnaire = useVoteQuestionnaire(session, versionId, language);
  const submit = useVoteSubmit(session);
  const errorText = useSubmitErrorText(session, language);
  const survey = questionnaire.data;
  const steps = useMemo(() => voteSteps(survey?.parts ?? []), [survey]);
  const at = clampStep(step, steps);
  const part = partAt(steps, at);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<'title' | number | null>(null);
  const title = survey?.tieu_de_khao_sat || t('vote.stepForm.title');

  // After a step change: focus its heading (screen readers hear where they are), or the question asked for.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'title') titleRef.current?.focus();
    else if (target !== null) document.getElementById(questionAnchor(target))?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [at]);

  // A failed submit: its reason is at the end of the review, below the sticky buttons on a phone.
  // Bring it into view and focus it, so the voter sees (and a screen reader reads) why.
  useEffect(() => {
    if (!submit.error || !alertRef.current) return;
    // (jsdom has no scrollIntoView)
    alertRef.current.scrollIntoView?.({ block: 'center' });
    alertRef.current.focus({ preventScroll: true });
  }, [submit.error]);

  const goTo = (next: number, focus: 'title' | number = 'title') => {
    focusNext.current = focus;
    draft.update({ step: next }, true);
  };

  const onSubmit = async () => {
    const outcome = await submit.send({ phien_ban_id: versionId, language, answers: toWire(answers) }, draft.stop);
    if (outcome.kind === 'done') {
      draft.finish();
      onDone(outcome.result, title, language);
    } else if (outcome.kind === 'failed') {
      draft.resume();
    }
  };

  if (questionnaire.isPending) {
    return (
      <TextsLanguage lang={language}>
        <VoteFrame title={t('vote.stepForm.title')}>
          <PageSpinner />
        </VoteFrame>
      </TextsLanguage>
    );
  }
  if (questionnaire.isError || !survey) {
    return (
      <TextsLanguage lang={language}>
        <VoteFrame title={t('vote.stepForm.title')}>
          <QueryError error={questionnaire.error} onRetry={() => void questionnaire.refetch()} />
        </VoteFrame>
      </TextsLanguage>
    );
  }

  const started = Object.values(answers).some(isAnswered);
  return (
    <TextsLanguage lang={language}>
      <VoteFrame title={title} subtitle={survey.hospital_name}>
        {banner}
        <div className="hm-vote-bar">
          <StepProgress step={at} review={steps.review} />
          <SaveStatus state={draft.saveState} error={draft.saveError} onRetry={draft.retry} />
        </div>
        <LanguageChoice value={language} onChange={(l) => draft.update({ language: l })} />
        {steps.parts.length === 0 ? (
          <EmptyState title={t('vote.stepForm.noQuestions')} />
        ) : at === 0 ? (
          <IntroStep survey={survey} language={language} titleRef={titleRef} session={session} versionId={versionId} />
        ) : part ? (
          <PartStep
            key={part.phan_cauhoi_id}
            part={part}
            language={language}
            answers={answers}
            onAnswers={(change) => draft.update((d) => ({ answers: change(d.answers) }))}
            titleRef={titleRef}
          />
        ) : (
          <ReviewStep
            steps={steps}
            answers={answers}
            language={language}
            titleRef={titleRef}
            onGoTo={(s, questionId) => goTo(s, questionId)}
            error={
              submit.error ? (
                <div className="hm-vote-alert" role="alert" ref={alertRef} tabIndex={-1}>
                  <strong>{t('vote.submitError.title')}</strong>
                  <span>{errorText(submit.error)}</span>
                </div>
              ) : null
            }
          />
        )}
        {steps.parts.length > 0 && (
          <nav className="hm-vote-nav" aria-label={t('vote.stepForm.nav')}>
            {at > 0 && <Button type="button" label={t('vote.stepForm.back')} icon="pi pi-arrow-left" severity="secondary" onClick={() => goTo(at - 1)} disabled={submit.sending} />}
            {at < steps.review ? (
              <Button
                type="button"
                className="hm-vote-nav__next"
                label={at === 0 ? t(started ? 'vote.stepForm.resume' : 'vote.stepForm.start') : t('vote.stepForm.next')}
                icon="pi pi-arrow-right"
                iconPos="right"
                onClick={() => goTo(at + 1)}
              />
            ) : (
              <Button
                type="button"
                className="hm-vote-nav__next"
                label={submit.sending ? t('vote.review.sending') : t('vote.review.submit')}
                icon="pi pi-send"
                loading={submit.sending}
                disabled={submit.sending}
                onClick={() => void onSubmit()}
              />
            )}
          </nav>
        )}
      </VoteFrame>
    </TextsLanguage>
  );
}
