import { endpoints, type TPart, ZPartCreate } from '@hm/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox } from 'primereact/checkbox';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors } from '../api/server-errors';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useSurveyTranslation } from '../i18n';
import { Field, invalidProps } from '../shared/Field';
import { FormDialog } from '../shared/FormDialog';
import { RadioField } from '../shared/RadioField';

const FORM_ID = 'hm-survey-part-form';
const TYPES = ['radio', 'checkbox', 'text'] as const;
const FIELDS = ['ma_phan', 'giatri_cauhoi', 'giatri_cauhoi_en', 'mo_ta', 'mo_ta_en', 'type', 'la_thong_tin_chung', 'status'];

/**
 * Creates or edits a question part: vi/en names and descriptions, answer type, background
 * flag, status. Validated with `ZPartCreate` (the update body has the same rules).
 */
export function PartDialog({ versionId, part, onClose }: { versionId: number; part?: TPart; onClose: () => void }) {
  const { t } = useSurveyTranslation();
  const { control, register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ZPartCreate),
    defaultValues: {
      phien_ban_id: versionId,
      ma_phan: part?.ma_phan ?? '',
      giatri_cauhoi: part?.giatri_cauhoi ?? '',
      giatri_cauhoi_en: part?.giatri_cauhoi_en ?? '',
      mo_ta: part?.mo_ta ?? '',
      mo_ta_en: part?.mo_ta_en ?? '',
      type: part?.type ?? 'radio',
      la_thong_tin_chung: part?.la_thong_tin_chung ?? false,
      status: part?.status ?? 1,
    },
  });
  const { errors } = formState;
  const create = useSurveyMutation(endpoints.partCreate, { success: t('toast.success'), onSuccess: onClose });
  const update = useSurveyMutation(endpoints.partUpdate, { success: t('toast.updated'), onSuccess: onClose });

  const submit = handleSubmit(async ({ phien_ban_id, ...fields }) => {
    try {
      if (part) await update.mutateAsync({ body: { phan_cauhoi_id: part.phan_cauhoi_id, ...fields } });
      else await create.mutateAsync({ body: { phien_ban_id, ...fields } });
    } catch (err) {
      applyServerErrors(err, setError, FIELDS);
    }
  });

  return (
    <FormDialog formId={FORM_ID} header={part ? t('parts.dialogEdit') : t('parts.dialogCreate')} onHide={onClose} saving={create.isPending || update.isPending} wide>
      <form id={FORM_ID} className="hm-survey-form" onSubmit={submit} noValidate>
        <div className="hm-survey-grid">
          <Field id="hm-part-code" label={t('parts.code')} error={errors.ma_phan?.message}>
            <InputText id="hm-part-code" {...register('ma_phan')} invalid={!!errors.ma_phan} {...invalidProps('hm-part-code', errors.ma_phan?.message)} />
          </Field>
          <div className="hm-survey-check">
            <Controller
              name="status"
              control={control}
              render={({ field }) => <InputSwitch inputId="hm-part-status" checked={field.value === 1} onChange={(e) => field.onChange(e.value ? 1 : 2)} />}
            />
            <label htmlFor="hm-part-status">{t('parts.active')}</label>
          </div>
        </div>
        <div className="hm-survey-grid">
          <fieldset className="hm-survey-fieldset" lang="vi">
            <legend>{t('common.vietnameseTexts')}</legend>
            <Field id="hm-part-name" label={t('parts.name')} error={errors.giatri_cauhoi?.message}>
              <InputText id="hm-part-name" {...register('giatri_cauhoi')} invalid={!!errors.giatri_cauhoi} {...invalidProps('hm-part-name', errors.giatri_cauhoi?.message)} />
            </Field>
            <Field id="hm-part-desc" label={t('parts.description')} error={errors.mo_ta?.message}>
              <InputTextarea id="hm-part-desc" rows={3} autoResize {...register('mo_ta')} />
            </Field>
          </fieldset>
          <fieldset className="hm-survey-fieldset" lang="en">
            <legend>{t('common.englishTexts')}</legend>
            <Field id="hm-part-name-en" label={t('parts.name')} error={errors.giatri_cauhoi_en?.message}>
              <InputText id="hm-part-name-en" {...register('giatri_cauhoi_en')} invalid={!!errors.giatri_cauhoi_en} />
            </Field>
            <Field id="hm-part-desc-en" label={t('parts.description')} error={errors.mo_ta_en?.message}>
              <InputTextarea id="hm-part-desc-en" rows={3} autoResize {...register('mo_ta_en')} />
            </Field>
          </fieldset>
        </div>
        <RadioField name="type" control={control} legend={t('parts.type')} idPrefix="hm-part-type" options={TYPES.map((type) => ({ value: type, label: t(`parts.types.${type}`) }))} />
        <div className="hm-survey-check">
          <Controller
            name="la_thong_tin_chung"
            control={control}
            render={({ field }) => <Checkbox inputId="hm-part-background" checked={field.value ?? false} onChange={(e) => field.onChange(e.checked ?? false)} />}
          />
          <label htmlFor="hm-part-background">{t('parts.background')}</label>
        </div>
      </form>
    </FormDialog>
  );
}
