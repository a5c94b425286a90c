import { endpoints, type TReport, ZReportCloneInput } from '@hm/contract';
import { useEndpointMutation } from '@hm/platform';
import { applyServerErrors, Field, FormDialog, invalidProps } from '@hm/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { InputText } from 'primereact/inputtext';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCataloguesTranslation } from '../i18n';
import { reportResource } from './report-resource';

const ZCloneForm = ZReportCloneInput.omit({ report_id: true });
type CloneForm = z.input<typeof ZCloneForm>;
const FORM_ID = 'hm-report-clone';

/** Copies a report definition with its columns under a new code and name (its permissions are not copied). */
export function CloneReportDialog({ report, onClose }: { report: TReport; onClose: () => void }) {
  const { t } = useCataloguesTranslation();
  const form = useForm<CloneForm>({
    resolver: zodResolver(ZCloneForm) as unknown as Resolver<CloneForm>,
    defaultValues: { ma_report: `${report.ma_report}_COPY`, ten_report: `${report.ten_report} ${t('reports.copySuffix')}` },
  });
  const clone = useEndpointMutation(endpoints.reportClone, { invalidate: [reportResource.name], success: t('reports.cloned'), onSuccess: onClose });
  const submit = form.handleSubmit((values) =>
    clone.mutateAsync({ body: { report_id: report.report_id, ...(values as z.output<typeof ZCloneForm>) } }).catch((err: unknown) => {
      applyServerErrors(err, form.setError, ['ma_report', 'ten_report']);
    }),
  );
  const err = form.formState.errors;
  return (
    <FormDialog
      formId={FORM_ID}
      header={t('reports.cloneTitle', { name: report.ten_report })}
      onHide={onClose}
      saving={clone.isPending}
      dirty={form.formState.isDirty && !clone.isPending}
    >
      <form id={FORM_ID} className="hm-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field id={`${FORM_ID}-code`} label={t('reports.cloneCode')} error={err.ma_report?.message}>
          <InputText id={`${FORM_ID}-code`} {...form.register('ma_report')} invalid={!!err.ma_report} {...invalidProps(`${FORM_ID}-code`, err.ma_report?.message)} autoFocus />
        </Field>
        <Field id={`${FORM_ID}-name`} label={t('reports.cloneName')} error={err.ten_report?.message}>
          <InputText id={`${FORM_ID}-name`} {...form.register('ten_report')} invalid={!!err.ten_report} {...invalidProps(`${FORM_ID}-name`, err.ten_report?.message)} />
        </Field>
      </form>
    </FormDialog>
  );
}
