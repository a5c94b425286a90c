import { formatDeadline, fromWireTime, type TLanguage } from '@hm/contract';
import { useUiLanguage } from '@hm/platform';
import type { RefObject } from 'react';
import { usePrivacyNotice } from '../api/mail-texts';
import type { VoteQuestionnaire, VoteSession } from '../api/voting';
import { useSurveyTranslation } from '../i18n';
import './vote.css';

const BEFORE = ['voluntary', 'anonymous', 'stored', 'participation'] as const;
const AFTER = ['retention', 'results', 'draft', 'skip', 'once'] as const;

/** `17:00 ngày 28/12/2026` from a wire time, in the page's language. */
const deadlineText = (wire: string, language: TLanguage) => {
  const at = fromWireTime(wire);
  return at ? formatDeadline(at, language) : wire;
};

export interface IntroStepProps {
  survey: VoteQuestionnaire;
  language: TLanguage;
  titleRef: RefObject<HTMLHeadingElement | null>;
  session: VoteSession;
  versionId: number;
}

/**
 * Step 0 of the StepForm: the version's introduction (`noi_dung_khao_sat`) and what a staff
 * member needs before answering: voluntary, anonymous, what is stored and for how long, who sees
 * results, the minimum group size and the deadline, then the hospital's own note. The
 * instrument's notes for administrators (its version, AHRQ's translation rule: `mo_ta_khao_sat`)
 * stay on the authoring pages.
 */
export function IntroStep({ survey, language, titleRef, session, versionId }: IntroStepProps) {
  const { t } = useSurveyTranslation();
  const notice = usePrivacyNotice(session, versionId).data;
  const deadline = deadlineText(notice?.time_end ?? survey.time_end, useUiLanguage());
  const note = notice?.ghi_chu[language] || notice?.ghi_chu[language === 'vi' ? 'en' : 'vi'] || '';
  return (
    <>
      <section className="hm-vote-card" aria-labelledby="hm-vote-intro-title">
        <h2 id="hm-vote-intro-title" className="hm-vote-step-title" ref={titleRef} tabIndex={-1}>
          {t('vote.stepForm.intro')}
        </h2>
        {survey.noi_dung_khao_sat && (
          <p className="hm-vote-pre" lang={language}>
            {survey.noi_dung_khao_sat}
          </p>
        )}
        <p className="hm-vote-note">{t('vote.stepForm.deadline', { time: deadline })}</p>
      </section>
      <section className="hm-vote-card" aria-labelledby="hm-vote-privacy-title">
        <h2 id="hm-vote-privacy-title">{t('vote.privacy.title')}</h2>
        <ul className="hm-vote-list">
          {BEFORE.map((k) => (
            <li key={k}>{t(`vote.privacy.${k}`)}</li>
          ))}
          <li>{notice ? t('vote.privacy.groupedN', { n: notice.nguong_toi_thieu }) : t('vote.privacy.grouped')}</li>
          {AFTER.map((k) => (
            <li key={k}>{t(`vote.privacy.${k}`)}</li>
          ))}
          <li>{t('vote.privacy.deadline', { time: deadline })}</li>
        </ul>
        {note && (
          <>
            <h3 className="hm-vote-privacy-note-title">{t('vote.privacy.hospitalNote', { hospital: notice?.benh_vien ?? '' })}</h3>
            <p className="hm-vote-pre">{note}</p>
          </>
        )}
      </section>
    </>
  );
}
