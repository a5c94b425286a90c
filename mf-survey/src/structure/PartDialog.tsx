import type { TPart } from '@hm/contract';
import { useResourceForm } from '@hm/ui/crud';
import { Field, FormDialog, invalidProps, RadioField } from '@hm/ui/form';
import { Checkbox } from 'primereact/checkbox';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Controller } from 'react-hook-form';
import { partResource } from '../api/resources';
import { useSurveyTranslation } from '../i18n';

const FORM_ID = 'hm-survey-part-form';
const TYPES = ['radio', 'checkbox', 'text'] as const;

/**
 * Creates or edits a question part: vi/en names and descriptions, answer type, background
 * flag, status. Validated with `ZPartCreate`, an edit with `ZPartUpdate`.
 */
export function PartDialog({ versionId, part, onClose }: { versionId: number; part?: TPart; onClose: () => void }) {
  const { t } = useSurveyTranslation();
  const { form, submit, saving } = useResourceForm(partResource, {
    row: part,
    defaults: { phien_ban_id: versionId, ma_phan: '', giatri_cauhoi: '', giatri_cauhoi_en: '', mo_ta: '', mo_ta_en: '', type: 'radio', la_thong_tin_chung: false, status: 1 },
    onSaved: onClose,
  });
  const { control, register, formState } = form;
  const { errors } = formState;

  return (
    <FormDialog formId={FORM_ID} header={part ? t('parts.dialogEdit') : t('parts.dialogCreate')} onHide={onClose} saving={saving} dirty={formState.isDirty && !saving} wide>
      <form id={FORM_ID} className="hm-form" onSubmit={submit} noValidate>
        <div className="hm-form-grid">
          <Field id="hm-part-code" label={t('parts.code')} error={errors.ma_phan?.message}>
            <InputText id="hm-part-code" {...register('ma_phan')} invalid={!!errors.ma_phan} {...invalidProps('hm-part-code', errors.ma_phan?.message)} />
          </Field>
          <div className="hm-check">
            <Controller
              name="status"
              control={control}
              render={({ field }) => <InputSwitch inputId="hm-part-status" checked={field.value === 1} onChange={(e) => field.onChange(e.value ? 1 : 2)} />}
            />
            <label htmlFor="hm-part-status">{t('parts.active')}</label>
          </div>
        </div>
        <div className="hm-form-grid">
          <fieldset className="hm-fieldset" lang="vi">
            <legend>{t('common.vietnameseTexts')}</legend>
            <Field id="hm-part-name" label={t('parts.name')} error={errors.giatri_cauhoi?.message}>
              <InputText id="hm-part-name" {...register('giatri_cauhoi')} invalid={!!errors.giatri_cauhoi} {...invalidProps('hm-part-name', errors.giatri_cauhoi?.message)} />
            </Field>
            <Field id="hm-part-desc" label={t('parts.description')} error={errors.mo_ta?.message}>
              <InputTextarea id="hm-part-desc" rows={3} autoResize {...register('mo_ta')} />
            </Field>
          </fieldset>
          <fieldset className="hm-fieldset" lang="en">
            <legend>{t('common.englishTexts')}</legend>
            <Field id="hm-part-name-en" label={t('parts.name')} error={errors.giatri_cauhoi_en?.message}>
              <InputText id="hm-part-name-en" {...register('giatri_cauhoi_en')} invalid={!!errors.giatri_cauhoi_en} />
            </Field>
            <Field id="hm-part-desc-en" label={t('parts.description')} error={errors.mo_ta_en?.message}>
              <InputTextarea id="hm-part-desc-en" rows={3} autoResize {...register('mo_ta_en')} />
            </Field>
          </fieldset>
        </div>
        <RadioField
          name="type"
          control={control}
          legend={t('parts.type')}
          idPrefix="hm-part-type"
          options={TYPES.map((type) => ({ value: type, label: t(`parts.types.${type}`) }))}
        />
        <div className="hm-check">
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
