import type { TLanguage, TPartTree } from '@hm/contract';
import { Tag } from 'primereact/tag';
import type { RefObject } from 'react';
import { useSurveyTranslation } from '../i18n';
import { isBackgroundPart } from '../shared/part-kind';
import { pickText } from '../shared/text';
import { QuestionField } from './QuestionField';
import { type Answers, chooseOne, setText, toggleValue } from './vote-answers';
import './vote.css';

export interface PartStepProps {
  part: TPartTree;
  language: TLanguage;
  answers: Answers;
  onAnswers: (change: (a: Answers) => Answers) => void;
  titleRef: RefObject<HTMLHeadingElement | null>;
}

/** One step of the StepForm: a question part, its instructions, then its questions. */
export function PartStep({ part, language, answers, onAnswers, titleRef }: PartStepProps) {
  const { t } = useSurveyTranslation();
  const titleId = `hm-vote-part-${part.phan_cauhoi_id}`;
  const stem = pickText(part.mo_ta, part.mo_ta_en, language);
  return (
    <section className="hm-vote-card" aria-labelledby={titleId}>
      <header className="hm-survey-tags">
        <h2 id={titleId} className="hm-vote-step-title" ref={titleRef} tabIndex={-1} lang={language}>
          {pickText(part.giatri_cauhoi, part.giatri_cauhoi_en, language)}
        </h2>
        {isBackgroundPart(part) && <Tag className="hm-vote-tag hm-vote-tag--muted" value={t('vote.stepForm.background')} />}
      </header>
      {stem && (
        <p className="hm-vote-pre" lang={language}>
          {stem}
        </p>
      )}
      {part.questions.map((q) => (
        <QuestionField
          key={q.cauhoi_id}
          part={part}
          question={q}
          language={language}
          answer={answers[q.cauhoi_id]}
          onValue={(value, on) => onAnswers((a) => (part.type === 'checkbox' ? toggleValue(a, q.cauhoi_id, value, on) : chooseOne(a, q.cauhoi_id, value)))}
          onText={(text) => onAnswers((a) => setText(a, q.cauhoi_id, text))}
        />
      ))}
    </section>
  );
}
