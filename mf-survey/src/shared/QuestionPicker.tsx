import { useUiLanguage } from '@hm/platform';
import { Field } from '@hm/ui/form';
import { Dropdown } from 'primereact/dropdown';
import { useAllQuestions } from '../api/structure';
import { useSurveyTranslation } from '../i18n';
import { pickText } from './text';

export interface QuestionPickerProps {
  id: string;
  /** The questions of this part, or of the whole version when no part is given. */
  scope: { phancauhoi_id?: number; phien_ban_id?: number };
  value: number | null;
  onChange: (id: number | null) => void;
}

/** Chooses a question by code and text. */
export function QuestionPicker({ id, scope, value, onChange }: QuestionPickerProps) {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  const questions = useAllQuestions(scope);
  const options = (questions.data?.data ?? []).map((q) => ({
    value: q.cauhoi_id,
    label: `${q.ma_cauhoi ? `${q.ma_cauhoi}. ` : ''}${pickText(q.ten_cauhoi, q.ten_cauhoi_en, lang)}`,
  }));
  return (
    <Field id={id} label={t('picker.question')} className="hm-form-field--picker">
      <Dropdown
        inputId={id}
        value={value}
        options={options}
        onChange={(e) => onChange((e.value as number | null) ?? null)}
        placeholder={t('picker.questionPlaceholder')}
        filter
        loading={questions.isLoading}
        emptyMessage={t('questions.empty')}
      />
    </Field>
  );
}
