import { endpoints, type TAnswer, type TQuestion, ZAnswerSetBody } from '@hm/contract';
import { useConfirm } from '@hm/ui/dialog';
import { RowButton } from '@hm/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useSurveyTranslation } from '../i18n';
import { type AnswerItem, type AnswerPreset, presetItems, presetOfScale } from './answer-presets';

const PRESETS: { key: AnswerPreset; label: string }[] = [
  { key: 'agreement', label: 'answerSet.presetAgreement' },
  { key: 'frequency', label: 'answerSet.presetFrequency' },
  { key: 'rating', label: 'answerSet.presetRating' },
];

const toItem = (a: TAnswer): AnswerItem => ({ type: a.type, gia_tri: a.gia_tri, ten_dap_an: a.ten_dap_an, ten_dap_an_en: a.ten_dap_an_en });

export interface AnswerSetFormProps {
  questionId: number;
  question?: TQuestion;
  answers: TAnswer[];
  readOnly: boolean;
}

/**
 * MFormDapAn: a question's whole answer set edited at once (rows in order, vi/en labels) and
 * saved with `answerSet`; quick fill with the AHRQ agreement, frequency or rating scale.
 * Validated with `ZAnswerSetBody` (no duplicate values, a label and a value for coded answers).
 */
export function AnswerSetForm({ questionId, question, answers, readOnly }: AnswerSetFormProps) {
  const { t } = useSurveyTranslation();
  const { confirm, dialog } = useConfirm();
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(ZAnswerSetBody),
    defaultValues: { cauhoi_id: questionId, items: answers.map(toItem) },
  });
  const { fields, append, remove, move, replace } = useFieldArray({ control, name: 'items' });
  const { errors } = formState;
  const save = useSurveyMutation(endpoints.answerSet, { success: t('toast.updated') });
  const submit = handleSubmit((body) => save.mutateAsync({ body }).catch(() => undefined));
  const suggested = presetOfScale(question?.scale ?? null);
  const fill = (preset: AnswerPreset) => {
    if (fields.length === 0) replace(presetItems(preset));
    else confirm({ message: t('answerSet.presetConfirm'), accept: () => replace(presetItems(preset)) });
  };
  const typeOptions = [
    { value: 'number', label: t('answers.types.number') },
    { value: 'text', label: t('answers.types.text') },
  ];
  const listError = errors.items?.root?.message ?? errors.items?.message;

  return (
    <form className="hm-form" onSubmit={submit} noValidate aria-label={t('answerSet.title')}>
      {!readOnly && (
        <div className="hm-toolbar" role="group" aria-label={t('answerSet.presets')}>
          <span className="hm-form-field__label">{t('answerSet.presets')}</span>
          {PRESETS.map((p) => (
            <Button key={p.key} type="button" label={t(p.label)} outlined={suggested !== p.key} size="small" onClick={() => fill(p.key)} />
          ))}
        </div>
      )}
      <small className="hm-survey-muted">{t('answerSet.higherIsBetter')}</small>
      {fields.length === 0 && <Message severity="info" text={t('answerSet.empty')} />}
      <fieldset className="hm-fieldset" disabled={readOnly}>
        <legend>{t('answerSet.title')}</legend>
        {fields.map((f, i) => {
          const e = errors.items?.[i];
          const id = (name: string) => `hm-answer-set-${i}-${name}`;
          return (
            <div key={f.id} className="hm-survey-answer-row" role="group" aria-label={`${t('common.order')} ${i + 1}`}>
              <div className="hm-form-field">
                <label htmlFor={id('type')}>{t('answers.colType')}</label>
                <Controller
                  name={`items.${i}.type`}
                  control={control}
                  render={({ field }) => (
                    <Dropdown inputId={id('type')} value={field.value} options={typeOptions} onChange={(ev) => field.onChange(ev.value)} disabled={readOnly} />
                  )}
                />
              </div>
              <div className="hm-form-field">
                <label htmlFor={id('value')}>{t('answers.colValue')}</label>
                <Controller
                  name={`items.${i}.gia_tri`}
                  control={control}
                  render={({ field }) => (
                    <InputNumber
                      inputId={id('value')}
                      value={field.value ?? null}
                      onValueChange={(ev) => field.onChange(ev.value ?? null)}
                      useGrouping={false}
                      invalid={!!e?.gia_tri}
                    />
                  )}
                />
                {e?.gia_tri && (
                  <small className="hm-form-field__error" role="alert">
                    {e.gia_tri.message}
                  </small>
                )}
              </div>
              <div className="hm-form-field">
                <label htmlFor={id('vi')}>{t('answers.colLabelVi')}</label>
                <Controller
                  name={`items.${i}.ten_dap_an`}
                  control={control}
                  render={({ field }) => <InputText id={id('vi')} lang="vi" {...field} value={field.value ?? ''} invalid={!!e?.ten_dap_an} />}
                />
                {e?.ten_dap_an && (
                  <small className="hm-form-field__error" role="alert">
                    {e.ten_dap_an.message}
                  </small>
                )}
              </div>
              <div className="hm-form-field">
                <label htmlFor={id('en')}>{t('answers.colLabelEn')}</label>
                <Controller
                  name={`items.${i}.ten_dap_an_en`}
                  control={control}
                  render={({ field }) => <InputText id={id('en')} lang="en" {...field} value={field.value ?? ''} />}
                />
              </div>
              {!readOnly && (
                <div className="hm-row-actions">
                  <RowButton icon="pi pi-arrow-up" label={`${t('common.moveUp')} ${i + 1}`} onClick={() => move(i, i - 1)} disabled={i === 0} />
                  <RowButton icon="pi pi-arrow-down" label={`${t('common.moveDown')} ${i + 1}`} onClick={() => move(i, i + 1)} disabled={i === fields.length - 1} />
                  <RowButton icon="pi pi-times" danger label={`${t('answerSet.removeRow')} ${i + 1}`} onClick={() => remove(i)} />
                </div>
              )}
            </div>
          );
        })}
      </fieldset>
      {listError && (
        <small className="hm-form-field__error" role="alert">
          {listError}
        </small>
      )}
      {!readOnly && (
        <div className="hm-form__footer">
          <Button
            type="button"
            label={t('answerSet.addRow')}
            icon="pi pi-plus"
            severity="secondary"
            outlined
            onClick={() => append({ type: 'number', gia_tri: null, ten_dap_an: '', ten_dap_an_en: '' })}
          />
          <Button type="submit" label={t('crud.save')} icon="pi pi-check" loading={save.isPending} />
        </div>
      )}
      {dialog}
    </form>
  );
}
