import { endpoints, type TAnswer, ZAnswerCreate } from '@hm/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors } from '../api/server-errors';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useSurveyTranslation } from '../i18n';
import { Field, invalidProps } from '../shared/Field';
import { FormDialog } from '../shared/FormDialog';
import { RadioField } from '../shared/RadioField';

const FORM_ID = 'hm-survey-answer-form';
const TYPES = ['number', 'text'] as const;
const FIELDS = ['type', 'gia_tri', 'ten_dap_an', 'ten_dap_an_en'];

/**
 * FormDapAn's dialog: an answer of a question, a coded value (number) with its vi/en labels or a
 * free-text box (text). Validated with `ZAnswerCreate`.
 */
export function AnswerDialog({ questionId, answer, onClose }: { questionId: number; answer?: TAnswer; onClose: () => void }) {
  const { t } = useSurveyTranslation();
  const { control, register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ZAnswerCreate),
    defaultValues: {
      cauhoi_id: questionId,
      type: answer?.type ?? 'number',
      gia_tri: answer?.gia_tri ?? null,
      ten_dap_an: answer?.ten_dap_an ?? '',
      ten_dap_an_en: answer?.ten_dap_an_en ?? '',
    },
  });
  const { errors } = formState;
  const create = useSurveyMutation(endpoints.answerCreate, { success: t('toast.success'), onSuccess: onClose });
  const update = useSurveyMutation(endpoints.answerUpdate, { success: t('toast.updated'), onSuccess: onClose });

  const submit = handleSubmit(async ({ cauhoi_id, ...fields }) => {
    try {
      if (answer) await update.mutateAsync({ body: { dapan_id: answer.dapan_id, ...fields } });
      else await create.mutateAsync({ body: { cauhoi_id, ...fields } });
    } catch (err) {
      applyServerErrors(err, setError, FIELDS);
    }
  });

  return (
    <FormDialog formId={FORM_ID} header={answer ? t('answers.dialogEdit') : t('answers.dialogCreate')} onHide={onClose} saving={create.isPending || update.isPending}>
      <form id={FORM_ID} className="hm-survey-form" onSubmit={submit} noValidate>
        <RadioField name="type" control={control} legend={t('answers.type')} idPrefix="hm-answer-type" options={TYPES.map((type) => ({ value: type, label: t(`answers.types.${type}`) }))} />
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
        <div className="hm-survey-grid">
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
