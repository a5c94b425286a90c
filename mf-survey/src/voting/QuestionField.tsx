import type { TAnswer, TLanguage, TPartTree, TQuestionTree } from '@hm/contract';
import { Checkbox } from 'primereact/checkbox';
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from 'primereact/radiobutton';
import { useSurveyTranslation } from '../i18n';
import { pickText } from '../shared/text';
import { type AnswerValue, TEXT_MAX } from './vote-answers';
import { questionAnchor, questionInput } from './vote-steps';
import './vote.css';

export interface QuestionFieldProps {
  part: TPartTree;
  question: TQuestionTree;
  language: TLanguage;
  answer: AnswerValue | undefined;
  /** A coded value chosen (`on`) or unchosen (checkbox parts). */
  onValue: (value: number, on: boolean) => void;
  onText: (text: string) => void;
}

interface OptionProps {
  id: string;
  name: string;
  answer: TAnswer;
  language: TLanguage;
  multiple: boolean;
  checked: boolean;
  notApplicable?: boolean;
  onValue: (value: number, on: boolean) => void;
}

/** One answer: the whole row is the touch target (the label), the native input keeps the keyboard. */
function Option({ id, name, answer, language, multiple, checked, notApplicable, onValue }: OptionProps) {
  const value = answer.gia_tri ?? 0;
  return (
    <div className={`hm-vote-option${checked ? ' hm-vote-option--checked' : ''}${notApplicable ? ' hm-vote-option--na' : ''}`}>
      {multiple ? (
        <Checkbox inputId={id} name={name} value={value} checked={checked} onChange={(e) => onValue(value, !!e.checked)} />
      ) : (
        <RadioButton inputId={id} name={name} value={value} checked={checked} onChange={() => onValue(value, true)} />
      )}
      <label htmlFor={id} lang={language}>
        {pickText(answer.ten_dap_an, answer.ten_dap_an_en, language)}
      </label>
    </div>
  );
}

/**
 * One question of the StepForm: a radio group (one answer, arrow keys move within it), a group
 * of checkboxes (several answers) or a text box, named by its legend or label for screen readers.
 * The 'does not apply' answer (9) comes last, set apart.
 */
export function QuestionField({ part, question: q, language, answer, onValue, onText }: QuestionFieldProps) {
  const { t } = useSurveyTranslation();
  const input = questionInput(part, q);
  const anchor = questionAnchor(q.cauhoi_id);
  const labelId = `${anchor}-label`;
  const name = `hm-vote-${q.cauhoi_id}`;
  const values = answer?.values ?? [];
  const text = pickText(q.ten_cauhoi, q.ten_cauhoi_en, language);
  // Item codes (A1, G2…) number the form like the AHRQ paper form; a part's only question repeats the part's code.
  const code = q.ma_cauhoi && q.ma_cauhoi !== part.ma_phan ? q.ma_cauhoi : '';
  const heading = (
    <>
      {code && <span className="hm-vote-question__code">{code}.</span>}
      {code && ' '}
      {text}
    </>
  );
  const textBox = (labelled: { id?: string; 'aria-labelledby'?: string }) => (
    <>
      <InputTextarea
        {...labelled}
        value={answer?.text ?? ''}
        onChange={(e) => onText(e.target.value)}
        rows={3}
        autoResize
        maxLength={TEXT_MAX}
        aria-describedby={`${anchor}-limit`}
      />
      <p id={`${anchor}-limit`} className="hm-vote-hint">
        {t('vote.stepForm.textLimit', { max: TEXT_MAX })}
      </p>
    </>
  );

  if (input.choices.length === 0 && !input.notApplicable) {
    return (
      <div className="hm-vote-question" id={anchor}>
        <label htmlFor={`${anchor}-text`} className="hm-vote-question__label" id={labelId} lang={language}>
          {heading}
        </label>
        {textBox({ id: `${anchor}-text` })}
      </div>
    );
  }

  const option = (a: TAnswer, notApplicable = false) => (
    <Option
      key={a.dapan_id}
      id={`${anchor}-a${a.dapan_id}`}
      name={name}
      answer={a}
      language={language}
      multiple={input.multiple}
      checked={a.gia_tri !== null && values.includes(a.gia_tri)}
      notApplicable={notApplicable}
      onValue={onValue}
    />
  );
  return (
    <fieldset className="hm-vote-question" id={anchor} role={input.multiple || input.text ? 'group' : 'radiogroup'} aria-labelledby={labelId}>
      <legend id={labelId} lang={language}>
        {heading}
      </legend>
      {input.multiple && <p className="hm-vote-hint">{t('vote.stepForm.multipleHint')}</p>}
      {/* A scale (up to 7 answers, with 'does not apply') reads on one row on a wide screen. */}
      <div className={`hm-vote-options${input.choices.length + (input.notApplicable ? 1 : 0) <= 7 ? ' hm-vote-options--scale' : ''}`}>
        {input.choices.map((a) => option(a))}
        {input.notApplicable && option(input.notApplicable, true)}
      </div>
      {input.text && textBox({ 'aria-labelledby': labelId })}
    </fieldset>
  );
}
