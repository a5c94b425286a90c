import { endpoints, type TComposite, ZCompositeCreate } from '@hm/contract';
import { useUiLanguage } from '@hm/platform';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors } from '../api/server-errors';
import { useAllQuestions } from '../api/structure';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useSurveyTranslation } from '../i18n';
import { Field, invalidProps } from '../shared/Field';
import { pickText } from '../shared/text';

const FIELDS = ['ma_composite', 'name_composite_vi', 'name_composite_en', 'language', 'status_composite', 'cauhoi_ids'];

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
  const { control, register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ZCompositeCreate),
    defaultValues: {
      phien_ban_id: versionId,
      ma_composite: composite?.ma_composite ?? '',
      name_composite_vi: composite?.name_composite_vi ?? '',
      name_composite_en: composite?.name_composite_en ?? '',
      language: composite?.language ?? 'vi',
      status_composite: composite?.status_composite ?? 0,
      cauhoi_ids: composite?.cauhoi_ids ?? [],
    },
  });
  const { errors } = formState;
  const create = useSurveyMutation(endpoints.compositeCreate, { success: t('toast.success'), onSuccess: onSaved });
  const update = useSurveyMutation(endpoints.compositeUpdate, { success: t('toast.updated'), onSuccess: onSaved });

  const submit = handleSubmit(async ({ phien_ban_id, ...fields }) => {
    try {
      if (composite) await update.mutateAsync({ body: { composite_id: composite.composite_id, ...fields } });
      else await create.mutateAsync({ body: { phien_ban_id, ...fields } });
    } catch (err) {
      applyServerErrors(err, setError, FIELDS);
    }
  });

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
    <form className="hm-survey-form" onSubmit={submit} noValidate aria-label={composite ? t('composites.dialogEdit') : t('composites.dialogCreate')}>
      <div className="hm-survey-grid">
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
      <div className="hm-survey-grid">
        <Field id="hm-composite-name-vi" label={t('composites.nameVi')} error={errors.name_composite_vi?.message}>
          <InputText id="hm-composite-name-vi" lang="vi" {...register('name_composite_vi')} invalid={!!errors.name_composite_vi} {...invalidProps('hm-composite-name-vi', errors.name_composite_vi?.message)} />
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
      <div className="hm-survey-form__footer">
        <Button type="button" label={t('common.cancel')} severity="secondary" outlined onClick={onCancel} />
        <Button type="submit" label={t('common.save')} icon="pi pi-check" loading={create.isPending || update.isPending} />
      </div>
    </form>
  );
}
