import type { TLanguage } from '@hm/contract';
import { SelectButton } from 'primereact/selectbutton';
import { useSurveyTranslation } from '../i18n';

/**
 * Switches the language a questionnaire is shown in (vi / en), independent of the UI language.
 * @example <LanguageSwitch value={lang} onChange={setLang} label="Ngôn ngữ hiển thị" />
 */
export function LanguageSwitch({ value, onChange, label }: { value: TLanguage; onChange: (l: TLanguage) => void; label: string }) {
  const { t } = useSurveyTranslation();
  const options = [
    { label: t('common.languages.vi'), value: 'vi' },
    { label: t('common.languages.en'), value: 'en' },
  ];
  return (
    <div className="hm-field" role="group" aria-label={label}>
      <span className="hm-field__label">{label}</span>
      <SelectButton value={value} options={options} allowEmpty={false} onChange={(e) => e.value && onChange(e.value as TLanguage)} />
    </div>
  );
}
