import type { TAnswer } from '@hm/contract';
import { useResourceForm } from '@hm/ui/crud';
import { Field, FormDialog, invalidProps, RadioField } from '@hm/ui/form';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Controller } from 'react-hook-form';
import { answerResource } from '../api/resources';
import { useSurveyTranslation } from '../i18n';

const FORM_ID = 'hm-survey-answer-form';
const TYPES = ['number', 'text'] as const;

/**
 * FormDapAn's dialog: an answer of a question, a coded value (number) with its vi/en labels or a
 * free-text box (text). Validated with `ZAnswerCreate`.
 */
export function AnswerDialog({ questionId, answer, onClose }: { questionId: number; answer?: TAnswer; onClose: () => void }) {
  const { t } = useSurveyTranslation();
  const { form, submit, saving } = useResourceForm(answerResource, {
    row: answer,
    defaults: { cauhoi_id: questionId, type: 'number', gia_tri: null, ten_dap_an: '', ten_dap_an_en: '' },
    onSaved: onClose,
  });
  const { control, register, formState } = form;
  const { errors } = formState;

  return (
    <FormDialog formId={FORM_ID} header={answer ? t('answers.dialogEdit') : t('answers.dialogCreate')} onHide={onClose} saving={saving} dirty={formState.isDirty && !saving}>
      <form id={FORM_ID} className="hm-form" onSubmit={submit} noValidate>
        <RadioField
          name="type"
          control={control}
          legend={t('answers.type')}
          idPrefix="hm-answer-type"
          options={TYPES.map((type) => ({ value: type, label: t(`answers.types.${type}`) }))}
        />
        <Field id="hm-answer-value" label={t('answers.value')} error={errors.gia_tri?.message}>
          <Controller
            name="gia_tri"
            control={control}
            render={({ field }) => (
              <InputNumber
                inputId="hm-answer-value"
                value={field.value ?? null}
                onValueChange={(e) => field.onChange(e.value ?? null)}
                useGrouping={false}
                min={-99}
                max={999}
                invalid={!!errors.gia_tri}
                {...invalidProps('hm-answer-value', errors.gia_tri?.message)}
              />
            )}
          />
        </Field>
        <div className="hm-form-grid">
          <Field id="hm-answer-label" label={t('answers.labelVi')} error={errors.ten_dap_an?.message}>
            <InputText id="hm-answer-label" lang="vi" {...register('ten_dap_an')} invalid={!!errors.ten_dap_an} {...invalidProps('hm-answer-label', errors.ten_dap_an?.message)} />
          </Field>
          <Field id="hm-answer-label-en" label={t('answers.labelEn')} error={errors.ten_dap_an_en?.message}>
            <InputText id="hm-answer-label-en" lang="en" {...register('ten_dap_an_en')} />
          </Field>
        </div>
      </form>
    </FormDialog>
  );
}
