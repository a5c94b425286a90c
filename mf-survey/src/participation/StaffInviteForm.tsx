import { endpoints, type TStaff, ZStaffSurveyCreate } from '@hm/contract';
import { useConfirm } from '@hm/ui/dialog';
import '@hm/ui/form.css';
import { SearchBox } from '@hm/ui/page';
import { PagedTable, usePaging } from '@hm/ui/table';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useStaffList } from '../api/participation';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useSurveyTranslation } from '../i18n';

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
  const countToast = (d: { created: number; total: number }) => ({ summary: t('toast.success'), detail: t('toast.syncDetail', { ...d, count: d.created }) });
  const invite = useSurveyMutation(endpoints.staffSurveyCreate, { success: countToast, onSuccess: () => setValue('nhan_vien_ids', []) });
  const sync = useSurveyMutation(endpoints.staffSurveySync, { success: countToast });
  const submit = handleSubmit((body) => invite.mutateAsync({ body }).catch(() => undefined));
  const count = watch('nhan_vien_ids').length;
  const error = formState.errors.nhan_vien_ids?.message;

  return (
    <form className="hm-form" onSubmit={submit} noValidate aria-label={t('staffInvite.title')}>
      <div className="hm-toolbar" role="search">
        <SearchBox
          labelHidden
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
              onClick={() =>
                confirm({ message: t('staffInvite.addAllConfirm'), accept: () => sync.mutate({ body: { phien_ban_id: versionId, hospital_id: hospitalId } }) })
              }
            />
          </>
        )}
      </div>
      {error && (
        <small className="hm-form-field__error" role="alert">
          {error}
        </small>
      )}
      <Controller
        name="nhan_vien_ids"
        control={control}
        render={({ field }) => (
          <PagedTable
            query={staff}
            paging={paging}
            dataKey="nhan_vien_id"
            empty={t('staffInvite.empty')}
            selection={
              readOnly
                ? null
                : {
                    // Rows are matched by dataKey: the ids alone keep the choice across pages.
                    value: field.value.map((id) => ({ nhan_vien_id: id }) as TStaff),
                    onChange: (rows) => field.onChange(rows.map((r) => r.nhan_vien_id)),
                    isSelectable: (r) => !r.tam_ngung,
                  }
            }
          >
            {!readOnly && <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />}
            <Column header={t('staffInvite.colCode')} field="ma_nhan_vien" />
            <Column header={t('staffInvite.colName')} field="ten_nhan_vien" />
            <Column header={t('staffInvite.colDepartment')} body={(s: TStaff) => s.ten_phong_ban ?? t('common.none')} />
            <Column header={t('staffInvite.colJobTitle')} body={(s: TStaff) => s.ten_chuc_danh ?? t('common.none')} />
            <Column header={t('staffInvite.colEmail')} body={(s: TStaff) => s.email ?? t('common.none')} />
          </PagedTable>
        )}
      />
      {dialog}
    </form>
  );
}
