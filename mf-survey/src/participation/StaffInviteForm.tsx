import { endpoints, type TStaff, ZStaffSurveyCreate } from '@hm/contract';
import { EmptyState } from '@hm/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useStaffList } from '../api/participation';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useSurveyTranslation } from '../i18n';
import { QueryError } from '../shared/QueryError';
import { SearchBox } from '../shared/SearchBox';
import { useConfirm } from '../shared/useConfirm';
import { usePaging } from '../shared/usePaging';

/**
 * MSettingUser for one hospital: its staff (paged, searchable) with a selection kept across
 * pages, invited with `staffSurveyCreate`; or every active staff member at once with
 * `staffSurveySync`. Existing records are kept as they are (the server never duplicates).
 */
export function StaffInviteForm({ versionId, hospitalId, readOnly }: { versionId: number; hospitalId: number; readOnly: boolean }) {
  const { t } = useSurveyTranslation();
  const paging = usePaging(20);
  const [keyword, setKeyword] = useState('');
  const { confirm, dialog } = useConfirm();
  const staff = useStaffList({ hospitalId, page: paging.page, size: paging.size, ...(keyword ? { keyword } : {}) });
  const { control, handleSubmit, setValue, watch, formState } = useForm({
    resolver: zodResolver(ZStaffSurveyCreate),
    defaultValues: { phien_ban_id: versionId, hospital_id: hospitalId, nhan_vien_ids: [] as number[] },
  });
  const countToast = (d: { created: number; total: number }) => ({ summary: t('toast.success'), detail: t('toast.syncDetail', d) });
  const invite = useSurveyMutation(endpoints.staffSurveyCreate, { success: countToast, onSuccess: () => setValue('nhan_vien_ids', []) });
  const sync = useSurveyMutation(endpoints.staffSurveySync, { success: countToast });
  const submit = handleSubmit((body) => invite.mutateAsync({ body }).catch(() => undefined));
  const count = watch('nhan_vien_ids').length;
  const error = formState.errors.nhan_vien_ids?.message;

  return (
    <form className="hm-survey-form" onSubmit={submit} noValidate aria-label={t('staffInvite.title')}>
      <div className="hm-survey-toolbar" role="search">
        <SearchBox
          id="hm-survey-invite-search"
          onSearch={(k) => {
            setKeyword(k);
            paging.reset();
          }}
        />
        {!readOnly && (
          <>
            <Button type="submit" label={t('staffInvite.inviteSelected', { count })} icon="pi pi-user-plus" loading={invite.isPending} />
            <Button
              type="button"
              label={t('staffInvite.addAll')}
              icon="pi pi-users"
              severity="secondary"
              loading={sync.isPending}
              onClick={() => confirm({ message: t('staffInvite.addAllConfirm'), accept: () => sync.mutate({ body: { phien_ban_id: versionId, hospital_id: hospitalId } }) })}
            />
          </>
        )}
      </div>
      {error && (
        <small className="hm-survey-field__error" role="alert">
          {error}
        </small>
      )}
      {staff.isError ? (
        <QueryError error={staff.error} onRetry={() => void staff.refetch()} />
      ) : (
        <Controller
          name="nhan_vien_ids"
          control={control}
          render={({ field }) => (
            <DataTable
              cellMemo={false}
              value={staff.data?.data ?? []}
              dataKey="nhan_vien_id"
              lazy
              paginator
              {...paging.tableProps}
              totalRecords={staff.data?.total ?? 0}
              loading={staff.isFetching}
              currentPageReportTemplate={t('common.pageReport')}
              paginatorTemplate="RowsPerPageDropdown FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport"
              selectionMode={readOnly ? null : 'checkbox'}
              selectionPageOnly
              metaKeySelection={false}
              selection={field.value.map((id) => ({ nhan_vien_id: id }))}
              onSelectionChange={(e: { value: unknown }) => field.onChange((e.value as { nhan_vien_id: number }[]).map((s) => s.nhan_vien_id))}
              isDataSelectable={(e) => !(e.data as TStaff).tam_ngung}
              responsiveLayout="stack"
              breakpoint="768px"
              stripedRows
              size="small"
              emptyMessage={<EmptyState title={t('staffInvite.empty')} />}
            >
              {!readOnly && <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />}
              <Column header={t('staffInvite.colCode')} field="ma_nhan_vien" />
              <Column header={t('staffInvite.colName')} field="ten_nhan_vien" />
              <Column header={t('staffInvite.colDepartment')} body={(s: TStaff) => s.ten_phong_ban ?? t('common.none')} />
              <Column header={t('staffInvite.colJobTitle')} body={(s: TStaff) => s.ten_chuc_danh ?? t('common.none')} />
              <Column header={t('staffInvite.colEmail')} body={(s: TStaff) => s.email ?? t('common.none')} />
            </DataTable>
          )}
        />
      )}
      {dialog}
    </form>
  );
}
