import { endpoints, type TSurveyPushBody, ZSurveyPushBody } from '@hm/contract';
import { useApi, useUiLanguage } from '@hm/platform';
import { applyServerErrors, Field, FormDialog, invalidProps } from '@hm/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useVersionList } from '../api/versions';
import { useSurveyTranslation } from '../i18n';
import { WindowFields } from '../shared/WindowFields';
import { pickText } from '../shared/text';
import { defaultWindow } from '../shared/time';

const ID = 'hm-survey-push';
type PushForm = Omit<TSurveyPushBody, 'mau_id' | 'nhom_id'> & { mau_id?: number; nhom_id?: number };

/** The push's key: one per opened dialog, so a retried or double-clicked push creates nothing more (random, no secure context needed). */
const pushKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * 'Triển khai tới nhiều bệnh viện' (system administrators, docs/decisions/province-view.md):
 * a template, a hospital group, an optional title and one window; the server creates one version
 * per hospital of the group, which each hospital's administrator then runs as its own.
 */
export default function PushCampaignDialog({ onClose }: { onClose: () => void }) {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  const api = useApi();
  const [key] = useState(pushKey);
  const templates = useVersionList({ page: 1, size: 50, la_mau: true });
  const groups = useQuery({
    queryKey: ['survey', 'push', 'groups'],
    queryFn: ({ signal }) => api.call(endpoints.hospitalGroupList, { query: { page: 1, size: 100 } }, { silent: true, signal }),
  });
  const resolver = zodResolver(ZSurveyPushBody) as unknown as Resolver<PushForm, unknown, z.output<typeof ZSurveyPushBody>>;
  const { control, register, handleSubmit, setError, formState } = useForm<PushForm, unknown, z.output<typeof ZSurveyPushBody>>({
    resolver: async (values, ctx, options) => {
      const r = await resolver(values, ctx, options);
      // Asked in the dialog's words, and both at once (the schema checks the group only once the rest parses).
      const missing: FieldErrors<PushForm> = {};
      if (values.mau_id == null) missing.mau_id = { type: 'required', message: t('copy.templateRequired') };
      if (values.nhom_id == null) missing.nhom_id = { type: 'required', message: t('push.groupRequired') };
      return Object.keys(missing).length > 0 ? { values: {}, errors: { ...r.errors, ...missing } } : r;
    },
    defaultValues: { dot_trien_khai: key, tieu_de_khao_sat: '', ...defaultWindow() },
  });
  const { errors } = formState;
  const push = useSurveyMutation(endpoints.versionPush, {
    success: (d) => t('push.done', { count: d.versions.length, names: d.versions.map((v) => v.name).join(', ') }),
    onSuccess: onClose,
  });
  const submit = handleSubmit(({ tieu_de_khao_sat, ...body }) =>
    push.mutateAsync({ body: { ...body, ...(tieu_de_khao_sat ? { tieu_de_khao_sat } : {}) } }).catch((err: unknown) => {
      applyServerErrors(err, setError, ['mau_id', 'nhom_id', 'tieu_de_khao_sat', 'time_start', 'time_end']);
    }),
  );
  const templateOptions = (templates.data?.data ?? []).map((v) => ({ value: v.phien_ban_id, label: pickText(v.tieu_de_khao_sat, v.tieu_de_khao_sat_en, lang) }));
  const groupOptions = (groups.data?.data ?? []).map((g) => ({ value: g.nhom_id, label: g.ten }));
  const ids = { template: `${ID}-template`, group: `${ID}-group`, title: `${ID}-title` };

  return (
    <FormDialog formId={`${ID}-form`} header={t('push.title')} onHide={onClose} saving={push.isPending} dirty={formState.isDirty && !push.isPending} submitLabel={t('push.submit')}>
      <form id={`${ID}-form`} className="hm-form" onSubmit={submit} noValidate>
        <Message severity="info" text={t('push.intro')} />
        <Field id={ids.template} label={t('copy.template')} error={errors.mau_id?.message} required>
          <Controller
            name="mau_id"
            control={control}
            render={({ field }) => (
              <Dropdown
                inputId={ids.template}
                value={field.value ?? null}
                options={templateOptions}
                onChange={(e) => field.onChange(e.value)}
                placeholder={t('copy.templatePlaceholder')}
                emptyMessage={t('copy.noTemplates')}
                loading={templates.isLoading}
                invalid={!!errors.mau_id}
                aria-required
                {...invalidProps(ids.template, errors.mau_id?.message)}
              />
            )}
          />
        </Field>
        <Field id={ids.group} label={t('push.group')} error={errors.nhom_id?.message} required>
          <Controller
            name="nhom_id"
            control={control}
            render={({ field }) => (
              <Dropdown
                inputId={ids.group}
                value={field.value ?? null}
                options={groupOptions}
                onChange={(e) => field.onChange(e.value)}
                placeholder={t('push.groupPlaceholder')}
                emptyMessage={t('push.noGroups')}
                loading={groups.isLoading}
                invalid={!!errors.nhom_id}
                aria-required
                {...invalidProps(ids.group, errors.nhom_id?.message)}
              />
            )}
          />
        </Field>
        <Field id={ids.title} label={t('push.titleVi')} error={errors.tieu_de_khao_sat?.message}>
          <InputText id={ids.title} {...register('tieu_de_khao_sat')} {...invalidProps(ids.title, errors.tieu_de_khao_sat?.message)} />
        </Field>
        <div className="hm-form-grid">
          <WindowFields idPrefix="hm-survey-push" control={control} errors={errors} />
        </div>
      </form>
    </FormDialog>
  );
}
