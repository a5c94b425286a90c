import type { TLanguage } from '@hm/contract';
import { Button } from 'primereact/button';
import type { ReactNode, RefObject } from 'react';
import { useSurveyTranslation } from '../i18n';
import { pickText } from '../shared/text';
import type { Answers } from './vote-answers';
import { answeredCount, unanswered, type VoteSteps } from './vote-steps';
import './vote.css';

export interface ReviewStepProps {
  steps: VoteSteps;
  answers: Answers;
  language: TLanguage;
  /** Back to a question: its step, then focus on it. */
  onGoTo: (step: number, questionId: number) => void;
  titleRef: RefObject<HTMLHeadingElement | null>;
  /** The submit's failure, if any. */
  error?: ReactNode;
}

/** The last step: how much is answered, each unanswered question with a way back to it, then the submit. */
export function ReviewStep({ steps, answers, language, onGoTo, titleRef, error }: ReviewStepProps) {
  const { t } = useSurveyTranslation();
  const missing = unanswered(steps, answers);
  const count = answeredCount(steps, answers);
  return (
    <section className="hm-vote-card" aria-labelledby="hm-vote-review-title">
      <h2 id="hm-vote-review-title" className="hm-vote-step-title" ref={titleRef} tabIndex={-1}>
        {t('vote.review.title')}
      </h2>
      <p>{missing.length === 0 ? t('vote.review.allAnswered') : t('vote.review.answered', count)}</p>
      {missing.length > 0 && (
        <section className="hm-survey-section" aria-labelledby="hm-vote-unanswered">
          <h3 id="hm-vote-unanswered">{t('vote.review.unansweredTitle')}</h3>
          <p className="hm-vote-hint">{t('vote.review.unansweredHint')}</p>
          {missing.map((u) => {
            const partTitle = pickText(u.part.giatri_cauhoi, u.part.giatri_cauhoi_en, language);
            return (
              <div key={u.part.phan_cauhoi_id} className="hm-vote-review-part">
                <h3 lang={language}>
                  {partTitle} <span className="hm-vote-hint">({t('vote.review.partUnanswered', { count: u.questions.length })})</span>
                </h3>
                <ul>
                  {u.questions.map((q) => {
                    const label = `${q.ma_cauhoi && q.ma_cauhoi !== u.part.ma_phan ? `${q.ma_cauhoi}. ` : ''}${pickText(q.ten_cauhoi, q.ten_cauhoi_en, language)}`;
                    return (
                      <li key={q.cauhoi_id}>
                        <Button
                          type="button"
                          link
                          icon="pi pi-arrow-left"
                          label={label}
                          aria-label={t('vote.review.goTo', { question: label })}
                          onClick={() => onGoTo(u.step, q.cauhoi_id)}
                        />
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </section>
      )}
      <p className="hm-vote-note">{t('vote.review.once')}</p>
      {error}
    </section>
  );
}
