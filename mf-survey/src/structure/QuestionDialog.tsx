import type { TQuestion } from '@hm/contract';
import { useUiLanguage } from '@hm/platform';
import { useResourceForm } from '@hm/ui/crud';
import { Field, FormDialog, invalidProps } from '@hm/ui/form';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { questionResource } from '../api/resources';
import { useAllParts, useAllQuestions } from '../api/structure';
import { useSurveyTranslation } from '../i18n';
import { pickText } from '../shared/text';
import { SCALE_CODES } from './scales';

const FORM_ID = 'hm-survey-question-form';
const NO_ROLE = 'none';

export interface QuestionDialogProps {
  versionId: number;
  /** The part a new question goes to (else the first part). */
  partId: number | null;
  question?: TQuestion;
  onClose: () => void;
}

/**
 * Creates or edits a question: part, code, vi/en text, scale, reverse flag (thuan_nghich),
 * pause flag (tamngung), analysis role and related question. Validated with `ZQuestionCreate`
 * (an edit with `ZQuestionUpdate`); an edit may move the question to another part of the version.
 */
export function QuestionDialog({ versionId, partId, question, onClose }: QuestionDialogProps) {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  const parts = useAllParts(versionId);
  const siblings = useAllQuestions({ phien_ban_id: versionId });
  const { form, submit, saving } = useResourceForm(questionResource, {
    row: question,
    defaults: {
      phancauhoi_id: partId ?? undefined,
      ma_cauhoi: '',
      ten_cauhoi: '',
      ten_cauhoi_en: '',
      scale: null,
      tamngung: 0,
      thuan_nghich: 0,
      vai_tro: null,
      ma_cauhoi_qhlq: null,
      ten_cauhoi_qh_lq: null,
    },
    onSaved: onClose,
  });
  const { control, register, setValue, getValues, resetField, formState } = form;
  const { errors } = formState;
  const firstPart = parts.data?.data[0]?.phan_cauhoi_id;
  // The first part is the new question's default, not an edit: the dialog stays untouched.
  useEffect(() => {
    if (getValues('phancauhoi_id') === undefined && firstPart !== undefined) resetField('phancauhoi_id', { defaultValue: firstPart });
  }, [firstPart, getValues, resetField]);

  const partOptions = (parts.data?.data ?? []).map((p) => ({
    value: p.phan_cauhoi_id,
    label: `${p.ma_phan ? `${p.ma_phan}. ` : ''}${pickText(p.giatri_cauhoi, p.giatri_cauhoi_en, lang)}`,
  }));
  const scaleOptions = SCALE_CODES.map((code) => ({ value: code, label: `${t(`questions.scales.${code}`)} (${code})` }));
  const roleOptions = [
    { value: NO_ROLE, label: t('questions.roles.none') },
    { value: 'position', label: t('questions.roles.position') },
    { value: 'unit', label: t('questions.roles.unit') },
  ];
  const relatedOptions = (siblings.data?.data ?? [])
    .filter((q) => q.ma_cauhoi && q.cauhoi_id !== question?.cauhoi_id)
    .map((q) => ({ value: q.ma_cauhoi, label: `${q.ma_cauhoi}. ${pickText(q.ten_cauhoi, q.ten_cauhoi_en, lang)}`, name: pickText(q.ten_cauhoi, q.ten_cauhoi_en, 'vi') }));

  return (
    <FormDialog
      formId={FORM_ID}
      header={question ? t('questions.dialogEdit') : t('questions.dialogCreate')}
      onHide={onClose}
      saving={saving}
      dirty={formState.isDirty && !saving}
      wide
    >
      <form id={FORM_ID} className="hm-form" onSubmit={submit} noValidate>
        <div className="hm-form-grid">
          <Field id="hm-question-part" label={t('questions.part')} error={errors.phancauhoi_id?.message}>
            <Controller
              name="phancauhoi_id"
              control={control}
              render={({ field }) => (
                <Dropdown
                  inputId="hm-question-part"
                  value={field.value}
                  options={partOptions}
                  onChange={(e) => field.onChange(e.value)}
                  placeholder={t('picker.partPlaceholder')}
                  filter
                  invalid={!!errors.phancauhoi_id}
                  {...invalidProps('hm-question-part', errors.phancauhoi_id?.message)}
                />
              )}
            />
          </Field>
          <Field id="hm-question-code" label={t('questions.code')} error={errors.ma_cauhoi?.message}>
            <InputText id="hm-question-code" {...register('ma_cauhoi')} invalid={!!errors.ma_cauhoi} {...invalidProps('hm-question-code', errors.ma_cauhoi?.message)} />
          </Field>
        </div>
        <div className="hm-form-grid">
          <Field id="hm-question-text" label={`${t('questions.text')} (${t('common.languages.vi')})`} error={errors.ten_cauhoi?.message}>
            <InputTextarea
              id="hm-question-text"
              lang="vi"
              rows={3}
              autoResize
              {...register('ten_cauhoi')}
              invalid={!!errors.ten_cauhoi}
              {...invalidProps('hm-question-text', errors.ten_cauhoi?.message)}
            />
          </Field>
          <Field id="hm-question-text-en" label={`${t('questions.text')} (${t('common.languages.en')})`} error={errors.ten_cauhoi_en?.message}>
            <InputTextarea id="hm-question-text-en" lang="en" rows={3} autoResize {...register('ten_cauhoi_en')} />
          </Field>
        </div>
        <div className="hm-form-grid">
          <Field id="hm-question-scale" label={t('questions.scale')} error={errors.scale?.message}>
            <Controller
              name="scale"
              control={control}
              render={({ field }) => (
                <Dropdown
                  inputId="hm-question-scale"
                  value={field.value}
                  options={scaleOptions}
                  editable
                  showClear
                  placeholder={t('questions.scalePlaceholder')}
                  onChange={(e) => field.onChange(typeof e.value === 'string' && e.value.trim() ? e.value.trim() : null)}
                />
              )}
            />
          </Field>
          <Field id="hm-question-role" label={t('questions.role')}>
            <Controller
              name="vai_tro"
              control={control}
              render={({ field }) => (
                <Dropdown inputId="hm-question-role" value={field.value ?? NO_ROLE} options={roleOptions} onChange={(e) => field.onChange(e.value === NO_ROLE ? null : e.value)} />
              )}
            />
          </Field>
        </div>
        <div className="hm-radios">
          <div className="hm-check">
            <Controller
              name="thuan_nghich"
              control={control}
              render={({ field }) => <Checkbox inputId="hm-question-reverse" checked={field.value === 1} onChange={(e) => field.onChange(e.checked ? 1 : 0)} />}
            />
            <label htmlFor="hm-question-reverse">{t('questions.reverse')}</label>
          </div>
          <div className="hm-check">
            <Controller
              name="tamngung"
              control={control}
              render={({ field }) => <Checkbox inputId="hm-question-paused" checked={field.value === 1} onChange={(e) => field.onChange(e.checked ? 1 : 0)} />}
            />
            <label htmlFor="hm-question-paused">{t('questions.paused')}</label>
          </div>
        </div>
        <fieldset className="hm-fieldset">
          <legend>{t('questions.relatedPick')}</legend>
          <div className="hm-form-grid">
            <Field id="hm-question-related-code" label={t('questions.relatedCode')} error={errors.ma_cauhoi_qhlq?.message}>
              <Controller
                name="ma_cauhoi_qhlq"
                control={control}
                render={({ field }) => (
                  <Dropdown
                    inputId="hm-question-related-code"
                    value={field.value}
                    options={relatedOptions}
                    editable
                    showClear
                    filter
                    onChange={(e) => {
                      const code = typeof e.value === 'string' && e.value.trim() ? e.value.trim() : null;
                      field.onChange(code);
                      const picked = relatedOptions.find((o) => o.value === code);
                      if (picked) setValue('ten_cauhoi_qh_lq', picked.name);
                      if (code === null) setValue('ten_cauhoi_qh_lq', null);
                    }}
                  />
                )}
              />
            </Field>
            <Field id="hm-question-related-name" label={t('questions.relatedName')} error={errors.ten_cauhoi_qh_lq?.message}>
              <Controller
                name="ten_cauhoi_qh_lq"
                control={control}
                render={({ field }) => (
                  <InputText
                    id="hm-question-related-name"
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value)}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </Field>
          </div>
        </fieldset>
      </form>
    </FormDialog>
  );
}
