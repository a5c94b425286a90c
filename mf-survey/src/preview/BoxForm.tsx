import type { TLanguage, TPartTree, TQuestionTree } from '@hm/contract';
import { Checkbox } from 'primereact/checkbox';
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from 'primereact/radiobutton';
import { Tag } from 'primereact/tag';
import { useSurveyTranslation } from '../i18n';
import { isBackgroundPart } from '../shared/part-kind';
import { pickText } from '../shared/text';

function Question({ part, q, language }: { part: TPartTree; q: TQuestionTree; language: TLanguage }) {
  const { t } = useSurveyTranslation();
  const name = `hm-box-${q.cauhoi_id}`;
  const coded = q.answers.filter((a) => a.type === 'number');
  const textBox = part.type === 'text' || q.answers.some((a) => a.type === 'text') || (q.answers.length === 0 && q.scale === null);
  return (
    <fieldset className="hm-survey-box__question" disabled>
      <legend>
        {q.ma_cauhoi && <span>{q.ma_cauhoi}. </span>}
        {pickText(q.ten_cauhoi, q.ten_cauhoi_en, language)}
        {q.thuan_nghich === 1 && <span className="hm-survey-muted"> (R)</span>}
        {q.tamngung === 1 && (
          <>
            {' '}
            <Tag value={t('preview.pausedQuestion')} severity="secondary" />
          </>
        )}
      </legend>
      {part.type !== 'text' && coded.length > 0 && (
        <div className="hm-survey-box__answers">
          {coded.map((a) => {
            const id = `${name}-${a.dapan_id}`;
            const label = pickText(a.ten_dap_an, a.ten_dap_an_en, language);
            return (
              <div key={a.dapan_id} className="hm-survey-box__answer">
                {part.type === 'checkbox' ? (
                  <Checkbox inputId={id} checked={false} disabled />
                ) : (
                  <RadioButton inputId={id} name={name} value={a.gia_tri} checked={false} disabled />
                )}
                <label htmlFor={id}>{label}</label>
              </div>
            );
          })}
        </div>
      )}
      {textBox && <InputTextarea aria-label={t('preview.textAnswer')} rows={2} disabled placeholder={t('preview.textAnswer')} />}
      {!textBox && coded.length === 0 && <small className="hm-survey-muted">{t('preview.noAnswers')}</small>}
    </fieldset>
  );
}

/**
 * One part of a questionnaire as a voter sees it (read-only here): its title and description,
 * then each question with its answers (single choice, multiple choice or a text box).
 * @example <BoxForm part={detail.parts[0]} language="vi" />
 */
export function BoxForm({ part, language }: { part: TPartTree; language: TLanguage }) {
  const { t } = useSurveyTranslation();
  const titleId = `hm-box-title-${part.phan_cauhoi_id}`;
  const description = pickText(part.mo_ta, part.mo_ta_en, language);
  return (
    <article className="hm-survey-box" aria-labelledby={titleId} lang={language}>
      <header className="hm-survey-tags">
        <h2 id={titleId} className="hm-survey-box__title">
          {part.ma_phan && `${part.ma_phan}. `}
          {pickText(part.giatri_cauhoi, part.giatri_cauhoi_en, language)}
        </h2>
        {isBackgroundPart(part) && <Tag value={t('preview.background')} severity="info" />}
        {part.status === 2 && <Tag value={t('preview.inactive')} severity="secondary" />}
      </header>
      {description && <p className="hm-survey-pre">{description}</p>}
      {part.questions.length === 0 ? (
        <small className="hm-survey-muted">{t('preview.noQuestions')}</small>
      ) : (
        part.questions.map((q) => <Question key={q.cauhoi_id} part={part} q={q} language={language} />)
      )}
    </article>
  );
}
