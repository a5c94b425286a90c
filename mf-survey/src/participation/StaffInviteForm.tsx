import { endpoints, type TStaffInvitation, ZStaffSurveyCreate } from '@hm/contract';
import { useConfirm } from '@hm/ui/dialog';
import '@hm/ui/form.css';
import { PagedTable, usePaging } from '@hm/ui/table';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { type FormEvent, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useStaffInvitations } from '../api/participation';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useSurveyTranslation } from '../i18n';
import { InvitationMarks } from './InvitationMarks';
import { invitationQuery, inviteByFilterBody, type InviteFilters, NO_INVITE_FILTERS } from './invite-filters';
import { InviteFilterBar } from './InviteFilterBar';

const notInvited = (r: TStaffInvitation) => r.nhan_vien_khao_sat_id === null;

/**
 * MSettingUser for one hospital: its active staff (paged, filtered by department, job title, not
 * yet invited and keyword), each marked with their invitation (invited, mailed, reminded, voted).
 * Staff ticked on any page are invited with `staffSurveyCreate`; "select all N matching" takes
 * every staff member the filters match, on every page, and invites them in one call
 * (`staffInviteByFilter`). Those already invited are kept as they are (the server never duplicates).
 */
export function StaffInviteForm({ versionId, hospitalId, readOnly }: { versionId: number; hospitalId: number; readOnly: boolean }) {
  const { t } = useSurveyTranslation();
  const paging = usePaging(20);
  const [filters, setFilters] = useState<InviteFilters>(NO_INVITE_FILTERS);
  const [allMatching, setAllMatching] = useState(false);
  const { confirm, dialog } = useConfirm();
  const staff = useStaffInvitations(invitationQuery(versionId, hospitalId, filters, paging.page, paging.size));
  const matching = staff.data?.total ?? 0;
  const { control, handleSubmit, setValue, clearErrors, watch, formState } = useForm({
    resolver: zodResolver(ZStaffSurveyCreate),
    defaultValues: { phien_ban_id: versionId, hospital_id: hospitalId, nhan_vien_ids: [] as number[] },
  });
  const done = () => {
    setValue('nhan_vien_ids', []);
    setAllMatching(false);
  };
  const countToast = (d: { created: number; total: number }) => ({ summary: t('toast.success'), detail: t('toast.syncDetail', { ...d, count: d.created }) });
  const invite = useSurveyMutation(endpoints.staffSurveyCreate, { success: countToast, onSuccess: done });
  const inviteAll = useSurveyMutation(endpoints.staffInviteByFilter, { success: countToast, onSuccess: done });
  const count = allMatching ? matching : watch('nhan_vien_ids').length;
  const error = formState.errors.nhan_vien_ids?.message;

  const submitPicked = handleSubmit((body) => invite.mutateAsync({ body }).catch(() => undefined));
  const submit = (e: FormEvent) => {
    if (!allMatching) return void submitPicked(e);
    e.preventDefault();
    confirm({ message: t('staffInvite.inviteAllConfirm', { count }), accept: () => inviteAll.mutate({ body: inviteByFilterBody(versionId, hospitalId, filters) }) });
  };
  const selectAll = () => {
    setValue('nhan_vien_ids', []);
    clearErrors();
    setAllMatching(true);
  };
  const change = (patch: Partial<InviteFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    // "All matching" meant the filters shown: new filters, a new choice.
    setAllMatching(false);
    paging.reset();
  };

  return (
    <>
      <InviteFilterBar hospitalId={hospitalId} filters={filters} onChange={change} />
      <form className="hm-form" onSubmit={submit} noValidate aria-label={t('staffInvite.title')}>
        {!readOnly && (
          <div className="hm-survey-invite-bar">
            <Button
              type="submit"
              label={t('staffInvite.inviteSelected', { count })}
              icon="pi pi-user-plus"
              loading={invite.isPending || inviteAll.isPending}
              disabled={count === 0}
            />
            {!allMatching && matching > 0 && (
              <Button type="button" label={t('staffInvite.selectAllMatching', { count: matching })} icon="pi pi-check-square" outlined onClick={selectAll} />
            )}
            <span role="status">{allMatching && t('staffInvite.allSelected', { count: matching })}</span>
            {allMatching && <Button type="button" label={t('staffInvite.clearSelection')} link onClick={() => setAllMatching(false)} />}
          </div>
        )}
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
              breakpoint="960px"
              selection={
                readOnly
                  ? null
                  : {
                      // Rows are matched by dataKey: the ids alone keep the choice across pages.
                      value: allMatching ? (staff.data?.data ?? []).filter(notInvited) : field.value.map((id) => ({ nhan_vien_id: id }) as TStaffInvitation),
                      onChange: (rows) => {
                        setAllMatching(false);
                        field.onChange(rows.map((r) => r.nhan_vien_id));
                      },
                      isSelectable: notInvited,
                      rowLabel: 'ten_nhan_vien',
                    }
              }
            >
              {!readOnly && <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />}
              <Column header={t('staffInvite.colCode')} field="ma_nhan_vien" />
              <Column header={t('staffInvite.colName')} field="ten_nhan_vien" />
              <Column header={t('staffInvite.colDepartment')} body={(s: TStaffInvitation) => s.ten_phong_ban ?? t('common.none')} />
              <Column header={t('staffInvite.colJobTitle')} body={(s: TStaffInvitation) => s.ten_chuc_danh ?? t('common.none')} />
              <Column
                header={t('staffInvite.colEmail')}
                body={(s: TStaffInvitation) => s.email ?? (s.co_email ? t('participants.hasEmail') : <span className="hm-survey-muted">{t('participants.noEmail')}</span>)}
              />
              <Column header={t('staffInvite.colInvitation')} body={(s: TStaffInvitation) => <InvitationMarks row={s} />} />
            </PagedTable>
          )}
        />
        {dialog}
      </form>
    </>
  );
}
