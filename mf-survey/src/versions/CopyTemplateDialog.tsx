import { endpoints, type TSurveyVersionRow } from '@hm/contract';
import { useCurrentUser, useUiLanguage } from '@hm/platform';
import { applyServerErrors, Field, FormDialog, invalidProps } from '@hm/ui/form';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useHospitals } from '../api/participation';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useVersionList } from '../api/versions';
import { useSurveyTranslation } from '../i18n';
import { WindowFields } from '../shared/WindowFields';
import { pickText } from '../shared/text';
import { defaultWindow } from '../shared/time';
import { copyResolver } from './copy-resolver';

const FORM_ID = 'hm-survey-copy-form';

/**
 * 'Tạo từ bộ câu hỏi mẫu': choose a template (AHRQ SOPS 2.0, HSOPSC 1.0), the hospital, the
 * titles and the window, then `versionCopy`; the list reloads.
 */
export function CopyTemplateDialog({ onClose, source }: { onClose: () => void; source?: TSurveyVersionRow }) {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  const user = useCurrentUser();
  const hospitals = useHospitals();
  const templates = useVersionList({ page: 1, size: 50, la_mau: true });
  const resolver = useMemo(() => copyResolver({ template: t('copy.templateRequired'), hospital: t('copy.hospitalRequired') }), [t]);
  const { control, register, handleSubmit, setValue, setError, formState } = useForm({
    resolver,
    defaultValues: {
      // Duplicating a version: it is the source, the title says it is a copy.
      mau_id: source?.phien_ban_id,
      hospital_id: source?.hospital_id ?? user?.hospital?.hospital_id,
      language: source?.language ?? ('vi' as const),
      tieu_de_khao_sat: source ? t('copy.copyOf', { title: source.tieu_de_khao_sat }) : '',
      tieu_de_khao_sat_en: '',
      ...defaultWindow(),
    },
  });
  const { errors } = formState;
  const copy = useSurveyMutation(endpoints.versionCopy, { success: t('toast.success'), onSuccess: onClose });

  // The English title is left to the manager: empty, the server keeps the template's English
  // name only while the title is the template's, else English shows the manager's own title.
  const choose = (tpl: TSurveyVersionRow | undefined) => {
    if (!tpl) return;
    setValue('tieu_de_khao_sat', tpl.tieu_de_khao_sat);
    setValue('language', tpl.language);
  };
  const submit = handleSubmit(({ mau_id, ...body }) =>
    copy.mutateAsync({ params: { id: mau_id }, body }).catch((err: unknown) => {
      applyServerErrors(err, setError, ['tieu_de_khao_sat', 'tieu_de_khao_sat_en', 'time_start', 'time_end', 'hospital_id']);
    }),
  );
  const templateOptions = (templates.data?.data ?? []).map((v) => ({ value: v.phien_ban_id, label: pickText(v.tieu_de_khao_sat, v.tieu_de_khao_sat_en, lang), row: v }));
  const languageOptions = [
    { value: 'vi', label: t('common.languages.vi') },
    { value: 'en', label: t('common.languages.en') },
  ];

  return (
    <FormDialog
      formId={FORM_ID}
      header={source ? t('copy.duplicateTitle', { title: pickText(source.tieu_de_khao_sat, source.tieu_de_khao_sat_en, lang) }) : t('copy.title')}
      onHide={onClose}
      saving={copy.isPending}
      dirty={formState.isDirty && !copy.isPending}
      submitLabel={t('copy.submit')}
    >
      <form id={FORM_ID} className="hm-form" onSubmit={submit} noValidate>
        {!source && (
          <Field id="hm-copy-template" label={t('copy.template')} error={errors.mau_id?.message}>
            <Controller
              name="mau_id"
              control={control}
              render={({ field }) => (
                <Dropdown
                  inputId="hm-copy-template"
                  value={field.value}
                  options={templateOptions}
                  onChange={(e) => {
                    field.onChange(e.value);
                    choose(templateOptions.find((o) => o.value === e.value)?.row);
                  }}
                  placeholder={t('copy.templatePlaceholder')}
                  emptyMessage={t('copy.noTemplates')}
                  loading={templates.isLoading}
                  invalid={!!errors.mau_id}
                  {...invalidProps('hm-copy-template', errors.mau_id?.message)}
                />
              )}
            />
          </Field>
        )}
        <Field id="hm-copy-hospital" label={t('copy.hospital')} error={errors.hospital_id?.message}>
          <Controller
            name="hospital_id"
            control={control}
            render={({ field }) => (
              <Dropdown
                inputId="hm-copy-hospital"
                value={field.value}
                options={hospitals.data ?? []}
                optionLabel="name"
                optionValue="id"
                filter
                onChange={(e) => field.onChange(e.value)}
                placeholder={t('picker.hospitalPlaceholder')}
                invalid={!!errors.hospital_id}
                {...invalidProps('hm-copy-hospital', errors.hospital_id?.message)}
              />
            )}
          />
        </Field>
        <Field id="hm-copy-language" label={t('copy.language')}>
          <Controller
            name="language"
            control={control}
            render={({ field }) => <Dropdown inputId="hm-copy-language" value={field.value} options={languageOptions} onChange={(e) => field.onChange(e.value)} />}
          />
        </Field>
        <div className="hm-form-grid">
          <Field id="hm-copy-title-vi" label={t('copy.titleVi')} error={errors.tieu_de_khao_sat?.message}>
            <InputText id="hm-copy-title-vi" {...register('tieu_de_khao_sat')} {...invalidProps('hm-copy-title-vi', errors.tieu_de_khao_sat?.message)} />
          </Field>
          <Field id="hm-copy-title-en" label={t('copy.titleEn')} error={errors.tieu_de_khao_sat_en?.message}>
            <InputText id="hm-copy-title-en" {...register('tieu_de_khao_sat_en')} {...invalidProps('hm-copy-title-en', errors.tieu_de_khao_sat_en?.message)} />
          </Field>
        </div>
        <div className="hm-form-grid">
          <WindowFields idPrefix="hm-copy" control={control} errors={errors} />
        </div>
      </form>
    </FormDialog>
  );
}
