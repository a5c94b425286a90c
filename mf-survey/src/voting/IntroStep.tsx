import type { TLanguage } from '@hm/contract';
import type { RefObject } from 'react';
import type { VoteQuestionnaire } from '../api/voting';
import { useSurveyTranslation } from '../i18n';
import { formatWire } from '../shared/time';
import './vote.css';

const PRIVACY = ['anonymous', 'grouped', 'participation', 'draft', 'skip', 'once'] as const;

/**
 * Step 0 of the StepForm: the version's introduction (`noi_dung_khao_sat`) and, plainly, what is
 * stored and who sees it.
 */
export function IntroStep({ survey, language, titleRef }: { survey: VoteQuestionnaire; language: TLanguage; titleRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useSurveyTranslation();
  return (
    <>
      <section className="hm-vote-card" aria-labelledby="hm-vote-intro-title">
        <h2 id="hm-vote-intro-title" className="hm-vote-step-title" ref={titleRef} tabIndex={-1}>
          {t('vote.stepForm.intro')}
        </h2>
        {survey.mo_ta_khao_sat && (
          <p className="hm-vote-pre" lang={language}>
            {survey.mo_ta_khao_sat}
          </p>
        )}
        {survey.noi_dung_khao_sat && (
          <p className="hm-vote-pre" lang={language}>
            {survey.noi_dung_khao_sat}
          </p>
        )}
        <p className="hm-vote-note">{t('vote.stepForm.deadline', { time: formatWire(survey.time_end) })}</p>
      </section>
      <section className="hm-vote-card" aria-labelledby="hm-vote-privacy-title">
        <h2 id="hm-vote-privacy-title">{t('vote.privacy.title')}</h2>
        <ul className="hm-vote-list">
          {PRIVACY.map((k) => (
            <li key={k}>{t(`vote.privacy.${k}`)}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
