import { endpoints, type TSurveyVersion, ZSurveyVersionCreate } from '@hm/contract';
import { useCurrentUser } from '@hm/platform';
import { applyServerErrors, Field, invalidProps } from '@hm/ui/form';
import { useConfirm } from '@hm/ui/dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { Controller, useForm } from 'react-hook-form';
import { useHospitals } from '../api/participation';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useSurveyTranslation } from '../i18n';
import { WindowFields } from '../shared/WindowFields';
import { useSurveyPermissions } from '../shared/permissions';
import { toUpdateBody, versionFormValues, versionLockReason } from './version-form';

/** The dropdown's stand-in for "no hospital" (a campaign), since PrimeReact shows null as empty. */
const CAMPAIGN = 0;
const FIELDS = [
  'hospital_id',
  'language',
  'tieu_de_khao_sat',
  'tieu_de_khao_sat_en',
  'mo_ta_khao_sat',
  'mo_ta_khao_sat_en',
  'noi_dung_khao_sat',
  'noi_dung_khao_sat_en',
  'time_start',
  'time_end',
];

export interface VersionFormProps {
  /** The version to edit; none to create one. */
  version?: TSurveyVersion;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * FormPhienBan: a version's texts in Vietnamese and English, its primary language, its window
 * (24-hour, Vietnamese time) and, on create, its hospital (or a campaign of several hospitals,
 * system administrators only). Validated with the contract's `ZSurveyVersionCreate`.
 */
export function VersionForm({ version, onSaved, onCancel }: VersionFormProps) {
  const { t } = useSurveyTranslation();
  const user = useCurrentUser();
  const perms = useSurveyPermissions();
  const hospitals = useHospitals();
  const lock = versionLockReason(version, perms);
  const { control, register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ZSurveyVersionCreate),
    defaultValues: versionFormValues(version, user?.hospital?.hospital_id ?? null),
  });
  const { errors, isDirty } = formState;
  const create = useSurveyMutation(endpoints.versionCreate, { success: t('toast.success'), onSuccess: onSaved });
  const update = useSurveyMutation(endpoints.versionUpdate, { success: t('toast.updated'), onSuccess: onSaved });
  const saving = create.isPending || update.isPending;
  const { confirm, dialog } = useConfirm();
  // 'Quay lại' asks before throwing edits away.
  const back = () => (isDirty ? confirm({ message: t('versionForm.discardConfirm'), danger: true, accept: onCancel }) : onCancel());

  const submit = handleSubmit(async (values) => {
    try {
      if (version) await update.mutateAsync({ body: toUpdateBody(version.phien_ban_id, values) });
      else await create.mutateAsync({ body: values });
    } catch (err) {
      applyServerErrors(err, setError, FIELDS);
    }
  });

  const hospitalOptions = [...(perms.systemAdmin ? [{ id: CAMPAIGN, name: t('picker.campaign') }] : []), ...(hospitals.data ?? [])];
  const languageOptions = [
    { value: 'vi', label: t('common.languages.vi') },
    { value: 'en', label: t('common.languages.en') },
  ];
  const text = (name: (typeof FIELDS)[number], label: string, rows?: number) => {
    const id = `hm-version-${name}`;
    const message = (errors as Record<string, { message?: string } | undefined>)[name]?.message;
    return (
      <Field id={id} label={label} error={message}>
        {rows ? (
          <InputTextarea id={id} rows={rows} autoResize {...register(name as 'mo_ta_khao_sat')} {...invalidProps(id, message)} />
        ) : (
          <InputText id={id} {...register(name as 'tieu_de_khao_sat')} invalid={!!message} {...invalidProps(id, message)} />
        )}
      </Field>
    );
  };

  return (
    <form className="hm-form" onSubmit={submit} noValidate aria-label={version ? t('versionForm.titleEdit') : t('versionForm.titleCreate')}>
      {lock && lock !== 'noWrite' && <Message severity="warn" text={t(`versionForm.${lock}Note`)} />}
      <fieldset className="hm-fieldset" disabled={lock !== null}>
        <div className="hm-form-grid">
          <Field id="hm-version-hospital" label={t('versionForm.hospital')} error={errors.hospital_id?.message}>
            {version ? (
              <InputText id="hm-version-hospital" value={version.hospital_name ?? t('picker.campaign')} readOnly />
            ) : (
              <Controller
                name="hospital_id"
                control={control}
                render={({ field }) => (
                  <Dropdown
                    inputId="hm-version-hospital"
                    value={field.value === null ? CAMPAIGN : field.value}
                    options={hospitalOptions}
                    optionLabel="name"
                    optionValue="id"
                    filter
                    placeholder={t('picker.hospitalPlaceholder')}
                    onChange={(e) => field.onChange(e.value === CAMPAIGN ? null : e.value)}
                    disabled={lock !== null}
                    invalid={!!errors.hospital_id}
                    {...invalidProps('hm-version-hospital', errors.hospital_id?.message)}
                  />
                )}
              />
            )}
          </Field>
          <Field id="hm-version-language" label={t('versionForm.language')}>
            <Controller
              name="language"
              control={control}
              render={({ field }) => (
                <Dropdown inputId="hm-version-language" value={field.value} options={languageOptions} onChange={(e) => field.onChange(e.value)} disabled={lock !== null} />
              )}
            />
          </Field>
          <WindowFields idPrefix="hm-version" control={control} errors={errors} disabled={lock !== null} />
        </div>
        <div className="hm-form-grid">
          <fieldset className="hm-fieldset" lang="vi">
            <legend>{t('common.vietnameseTexts')}</legend>
            {text('tieu_de_khao_sat', t('versionForm.title'))}
            {text('mo_ta_khao_sat', t('versionForm.description'), 3)}
            {text('noi_dung_khao_sat', t('versionForm.content'), 6)}
          </fieldset>
          <fieldset className="hm-fieldset" lang="en">
            <legend>{t('common.englishTexts')}</legend>
            {text('tieu_de_khao_sat_en', t('versionForm.title'))}
            {text('mo_ta_khao_sat_en', t('versionForm.description'), 3)}
            {text('noi_dung_khao_sat_en', t('versionForm.content'), 6)}
          </fieldset>
        </div>
      </fieldset>
      <div className="hm-form__footer">
        <Button type="button" label={t('common.back')} icon="pi pi-arrow-left" severity="secondary" outlined onClick={back} />
        {lock === null && <Button type="submit" label={t('crud.save')} icon="pi pi-check" loading={saving} />}
      </div>
      {dialog}
    </form>
  );
}
