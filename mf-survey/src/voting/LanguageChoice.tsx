import type { TLanguage } from '@hm/contract';
import { RadioButton } from 'primereact/radiobutton';
import { useSurveyTranslation } from '../i18n';
import './vote.css';

const LANGUAGES: readonly TLanguage[] = ['vi', 'en'];

/** The language the voter reads the questionnaire in (the answers do not depend on it). */
export function LanguageChoice({ value, onChange }: { value: TLanguage; onChange: (l: TLanguage) => void }) {
  const { t } = useSurveyTranslation();
  return (
    <fieldset className="hm-vote-language">
      <legend>{t('vote.stepForm.language')}</legend>
      {LANGUAGES.map((l) => (
        <span key={l} className="hm-vote-language__option">
          <RadioButton inputId={`hm-vote-lang-${l}`} name="hm-vote-language" value={l} checked={value === l} onChange={() => onChange(l)} />
          <label htmlFor={`hm-vote-lang-${l}`} lang={l}>
            {t(`common.languages.${l}`)}
          </label>
        </span>
      ))}
    </fieldset>
  );
}
