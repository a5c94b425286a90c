import { BODY_PLACEHOLDERS, placeholderProblem, SUBJECT_PLACEHOLDERS, type TMailLetter, type TMailPlaceholder } from '@hm/contract';
import { Field, invalidProps } from '@hm/ui/form';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useRef } from 'react';
import { useSurveyTranslation } from '../i18n';

export interface LetterFieldsProps {
  idPrefix: string;
  value: TMailLetter;
  onChange: (letter: TMailLetter) => void;
  readOnly: boolean;
}

type Target = 'tieu_de' | 'noi_dung';

/**
 * Subject and body of one letter, each checked as typed (the same rule the server applies), and
 * the placeholder list: a button inserts `{{name}}` at the cursor of the field last focused.
 */
export function LetterFields({ idPrefix, value, onChange, readOnly }: LetterFieldsProps) {
  const { t } = useSurveyTranslation();
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const last = useRef<Target>('noi_dung');
  const subjectError = placeholderProblem(value.tieu_de, SUBJECT_PLACEHOLDERS);
  const bodyError = placeholderProblem(value.noi_dung, BODY_PLACEHOLDERS, ['lien_ket']);

  function insert(name: TMailPlaceholder) {
    const target: Target = name === 'lien_ket' || name === 'nguoi_gui' ? 'noi_dung' : last.current;
    const el = target === 'tieu_de' ? subjectRef.current : bodyRef.current;
    const text = value[target];
    const at = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? at;
    const token = `{{${name}}}`;
    onChange({ ...value, [target]: text.slice(0, at) + token + text.slice(end) });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + token.length, at + token.length);
    });
  }

  const subjectId = `${idPrefix}-subject`;
  const bodyId = `${idPrefix}-body`;
  return (
    <>
      <Field id={subjectId} label={t('mailTexts.subject')} error={subjectError ?? undefined} required>
        <InputText
          id={subjectId}
          ref={subjectRef}
          value={value.tieu_de}
          readOnly={readOnly}
          maxLength={200}
          onFocus={() => (last.current = 'tieu_de')}
          onChange={(e) => onChange({ ...value, tieu_de: e.target.value })}
          {...invalidProps(subjectId, subjectError ?? undefined)}
        />
      </Field>
      {!readOnly && (
        <div className="hm-mail-texts__placeholders" role="group" aria-label={t('mailTexts.placeholders')}>
          <span className="hm-survey-muted">{t('mailTexts.placeholders')}:</span>
          {BODY_PLACEHOLDERS.map((name) => (
            <Button
              key={name}
              type="button"
              size="small"
              outlined
              label={`{{${name}}}`}
              title={t(`mailTexts.placeholder.${name}`)}
              aria-label={`${t('mailTexts.placeholders')}: ${t(`mailTexts.placeholder.${name}`)}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => insert(name)}
            />
          ))}
        </div>
      )}
      <Field id={bodyId} label={t('mailTexts.body')} error={bodyError ?? undefined} hint={t('mailTexts.placeholderHint')} required>
        <InputTextarea
          id={bodyId}
          ref={bodyRef}
          value={value.noi_dung}
          readOnly={readOnly}
          rows={14}
          maxLength={5000}
          className="hm-mail-texts__body"
          onFocus={() => (last.current = 'noi_dung')}
          onChange={(e) => onChange({ ...value, noi_dung: e.target.value })}
          {...invalidProps(bodyId, bodyError ?? undefined)}
        />
      </Field>
    </>
  );
}
