import type { TComposite } from '@hm/contract';
import { useUiLanguage } from '@hm/platform';
import { useResourceForm } from '@hm/ui/crud';
import { Field, invalidProps } from '@hm/ui/form';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { Controller } from 'react-hook-form';
import { compositeResource } from '../api/resources';
import { useAllQuestions } from '../api/structure';
import { useSurveyTranslation } from '../i18n';
import { pickText } from '../shared/text';

export interface CompositeFormProps {
  versionId: number;
  composite?: TComposite;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * ModalComposite's form: code, vi/en names, language, status (0 active / 1 inactive) and the
 * questions it holds (by code and text). Validated with `ZCompositeCreate`.
 */
export function CompositeForm({ versionId, composite, onSaved, onCancel }: CompositeFormProps) {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  const questions = useAllQuestions({ phien_ban_id: versionId });
  const { form, submit, saving } = useResourceForm(compositeResource, {
    row: composite,
    defaults: { phien_ban_id: versionId, ma_composite: '', name_composite_vi: '', name_composite_en: '', language: 'vi', status_composite: 0, cauhoi_ids: [] },
    onSaved,
  });
  const { control, register, formState } = form;
  const { errors } = formState;

  const questionOptions = (questions.data?.data ?? []).map((q) => ({
    value: q.cauhoi_id,
    label: `${q.ma_cauhoi ? `${q.ma_cauhoi}. ` : ''}${pickText(q.ten_cauhoi, q.ten_cauhoi_en, lang)}`,
  }));
  const languageOptions = [
    { value: 'vi', label: t('common.languages.vi') },
    { value: 'en', label: t('common.languages.en') },
  ];
  const statusOptions = [
    { value: 0, label: t('status.composite.0') },
    { value: 1, label: t('status.composite.1') },
  ];

  return (
    <form className="hm-form" onSubmit={submit} noValidate aria-label={composite ? t('composites.dialogEdit') : t('composites.dialogCreate')}>
      <div className="hm-form-grid">
        <Field id="hm-composite-code" label={t('composites.code')} error={errors.ma_composite?.message}>
          <InputText id="hm-composite-code" {...register('ma_composite')} invalid={!!errors.ma_composite} {...invalidProps('hm-composite-code', errors.ma_composite?.message)} />
        </Field>
        <Field id="hm-composite-language" label={t('composites.language')}>
          <Controller
            name="language"
            control={control}
            render={({ field }) => <Dropdown inputId="hm-composite-language" value={field.value} options={languageOptions} onChange={(e) => field.onChange(e.value)} />}
          />
        </Field>
        <Field id="hm-composite-status" label={t('composites.status')}>
          <Controller
            name="status_composite"
            control={control}
            render={({ field }) => <Dropdown inputId="hm-composite-status" value={field.value} options={statusOptions} onChange={(e) => field.onChange(e.value)} />}
          />
        </Field>
      </div>
      <div className="hm-form-grid">
        <Field id="hm-composite-name-vi" label={t('composites.nameVi')} error={errors.name_composite_vi?.message}>
          <InputText
            id="hm-composite-name-vi"
            lang="vi"
            {...register('name_composite_vi')}
            invalid={!!errors.name_composite_vi}
            {...invalidProps('hm-composite-name-vi', errors.name_composite_vi?.message)}
          />
        </Field>
        <Field id="hm-composite-name-en" label={t('composites.nameEn')} error={errors.name_composite_en?.message}>
          <InputText id="hm-composite-name-en" lang="en" {...register('name_composite_en')} invalid={!!errors.name_composite_en} />
        </Field>
      </div>
      <Field id="hm-composite-questions" label={t('composites.questions')} error={errors.cauhoi_ids?.message}>
        <Controller
          name="cauhoi_ids"
          control={control}
          render={({ field }) => (
            <MultiSelect
              inputId="hm-composite-questions"
              value={field.value}
              options={questionOptions}
              onChange={(e) => field.onChange(e.value)}
              filter
              display="chip"
              placeholder={t('composites.questionsPlaceholder')}
              loading={questions.isLoading}
              maxSelectedLabels={100}
            />
          )}
        />
      </Field>
      <div className="hm-form__footer">
        <Button type="button" label={t('crud.cancel')} severity="secondary" outlined onClick={onCancel} />
        <Button type="submit" label={t('crud.save')} icon="pi pi-check" loading={saving} />
      </div>
    </form>
  );
}
