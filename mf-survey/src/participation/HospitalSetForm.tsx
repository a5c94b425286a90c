import { endpoints, ZHospitalVersionSet } from '@hm/contract';
import '@hm/ui/form.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { Controller, useForm } from 'react-hook-form';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useSurveyTranslation } from '../i18n';
import type { HospitalRow } from './hospital-rows';

/**
 * MSettingBenhVien: tick the hospitals that run a version and save (`hospitalVersionSet`);
 * the version list reloads. A hospital whose staff already take part is kept by the server.
 */
export function HospitalSetForm({ versionId, rows, readOnly }: { versionId: number; rows: HospitalRow[]; readOnly: boolean }) {
  const { t } = useSurveyTranslation();
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(ZHospitalVersionSet),
    defaultValues: { phien_ban_id: versionId, hospital_ids: rows.filter((r) => r.joined).map((r) => r.hospital_id) },
  });
  const save = useSurveyMutation(endpoints.hospitalVersionSet, { success: t('toast.updated') });
  const submit = handleSubmit((body) => save.mutateAsync({ body }).catch(() => undefined));
  const error = formState.errors.hospital_ids?.message;

  return (
    <form className="hm-form" onSubmit={submit} noValidate aria-label={t('hospitals.title')}>
      <Controller
        name="hospital_ids"
        control={control}
        render={({ field }) => (
          <>
            <DataTable
              cellMemo={false}
              value={rows}
              dataKey="hospital_id"
              selectionMode={readOnly ? null : 'checkbox'}
              selection={rows.filter((r) => field.value.includes(r.hospital_id))}
              onSelectionChange={(e: { value: unknown }) => field.onChange((e.value as HospitalRow[]).map((r) => r.hospital_id))}
              metaKeySelection={false}
              selectionAriaLabel="name"
              size="small"
              stripedRows
              responsiveLayout="stack"
              breakpoint="768px"
              emptyMessage={t('hospitals.empty')}
            >
              {!readOnly && <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />}
              <Column header={t('hospitals.colName')} field="name" />
              <Column header={t('hospitals.colJoined')} body={(r: HospitalRow) => (r.joined ? <Tag value={t('crud.yes')} severity="success" /> : t('common.none'))} />
              <Column header={t('hospitals.colTotal')} field="tong_so" />
              <Column header={t('hospitals.colVoted')} field="da_binh_chon" />
            </DataTable>
            <small className="hm-survey-muted" aria-live="polite">
              {t('hospitals.selected', { count: field.value.length })}
            </small>
          </>
        )}
      />
      {error && (
        <small className="hm-form-field__error" role="alert">
          {error}
        </small>
      )}
      {!readOnly && (
        <div className="hm-form__footer">
          <Button type="submit" label={t('crud.save')} icon="pi pi-check" loading={save.isPending} />
        </div>
      )}
    </form>
  );
}
