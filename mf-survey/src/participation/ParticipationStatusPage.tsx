import { endpoints, screenPath, type TStaffSurvey, versionPhase } from '@hm/contract';
import { useAppLink } from '@hm/platform';
import { EmptyState, StaffStatusTag, ValidityTag } from '@hm/ui';
import { useConfirm } from '@hm/ui/dialog';
import { RowButton } from '@hm/ui/form';
import { Page } from '@hm/ui/page';
import { PagedTable, usePaging } from '@hm/ui/table';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { InputSwitch } from 'primereact/inputswitch';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useHospitalVersions, useStaffSurveyList } from '../api/participation';
import { useVersionRow } from '../api/versions';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useSurveyTranslation } from '../i18n';
import { useSurveyPermissions } from '../shared/permissions';
import '../shared/survey.css';
import { formatWire } from '../shared/time';
import { useCanEditVersion } from '../shared/useCanEditVersion';
import { useDefaultVersion } from '../shared/useDefaultVersion';
import { useIdParams } from '../shared/useIdParams';
import { VersionPicker } from '../shared/VersionPicker';
import { VersionSubtitle } from '../shared/VersionSubtitle';
import { NO_FILTERS, type ParticipationFilters, participationQuery } from './participation-filters';
import { ParticipationFilterBar } from './ParticipationFilterBar';

/**
 * KS_TABLE_USER?phien_ban_id=: the staff records of a version, paged and filtered (status,
 * validity, eligibility); mark a member ineligible (not once voted), remove one not yet voted,
 * and send invitations or reminders to the ones ticked.
 */
export default function ParticipationStatusPage() {
  const { t } = useSurveyTranslation();
  const navigate = useNavigate();
  const link = useAppLink();
  const perms = useSurveyPermissions();
  const [ids, setIds] = useIdParams();
  const versionId = ids.phien_ban_id;
  useDefaultVersion(versionId);
  const { canEdit } = useCanEditVersion(versionId);
  const paging = usePaging(20);
  const [filters, setFilters] = useState<ParticipationFilters>(NO_FILTERS);
  const [selected, setSelected] = useState<TStaffSurvey[]>([]);
  const { confirm, dialog } = useConfirm();
  const hospitals = useHospitalVersions(versionId);
  const records = useStaffSurveyList(participationQuery(versionId ?? 0, filters, paging.page, paging.size), versionId !== null);
  const ineligible = useSurveyMutation(endpoints.staffSurveyIneligible, { success: t('toast.updated') });
  const remove = useSurveyMutation(endpoints.staffSurveyDelete, { success: t('toast.deleted') });
  const mailToast = (d: { queued: number; khong_co_email: number; bo_qua: number }) => ({
    summary: t('toast.success'),
    detail: t('toast.mailDetail', { queued: d.queued, noEmail: d.khong_co_email, skipped: d.bo_qua }),
  });
  const invite = useSurveyMutation(endpoints.mailInvite, { success: mailToast, onSuccess: () => setSelected([]) });
  const remind = useSurveyMutation(endpoints.mailRemind, { success: mailToast, onSuccess: () => setSelected([]) });
  const canMail = perms.mail && canEdit;
  // Mails go only to a started version taking votes (or opening later): on a draft the buttons say why not.
  const version = useVersionRow(versionId);
  const phase = version ? versionPhase(version) : null;
  const mailBlocked = phase !== null && phase !== 'open' && phase !== 'scheduled';
  const mailBody = () => ({ phien_ban_id: versionId ?? 0, nhan_vien_khao_sat_ids: selected.map((s) => s.nhan_vien_khao_sat_id) });

  const change = (patch: Partial<ParticipationFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    paging.reset();
  };
  const ineligibleBody = (r: TStaffSurvey) => {
    const voted = r.status_khao_sat === 2;
    return (
      <InputSwitch
        checked={r.ineligible}
        disabled={!canEdit || (voted && !r.ineligible) || ineligible.isPending}
        aria-label={voted ? `${t('participants.votedLocked')}: ${r.ten_nhan_vien}` : t('participants.ineligibleLabel', { name: r.ten_nhan_vien })}
        tooltip={voted ? t('participants.votedLocked') : undefined}
        onChange={(e) => ineligible.mutate({ body: { nhan_vien_khao_sat_id: r.nhan_vien_khao_sat_id, ineligible: e.value } })}
      />
    );
  };

  return (
    <Page
      title={t('participants.title')}
      subtitle={<VersionSubtitle versionId={versionId} />}
      actions={
        versionId !== null && (
          <>
            {canMail && (
              <>
                <Button
                  type="button"
                  label={t('participants.inviteSelected', { count: selected.length })}
                  icon="pi pi-send"
                  disabled={selected.length === 0 || mailBlocked}
                  aria-describedby={mailBlocked ? 'hm-participants-mail-blocked' : undefined}
                  onClick={() => confirm({ message: t('participants.inviteSelected', { count: selected.length }), accept: () => invite.mutate({ body: mailBody() }) })}
                />
                <Button
                  type="button"
                  label={t('participants.remindSelected', { count: selected.length })}
                  icon="pi pi-bell"
                  severity="secondary"
                  disabled={selected.length === 0 || mailBlocked}
                  aria-describedby={mailBlocked ? 'hm-participants-mail-blocked' : undefined}
                  onClick={() => confirm({ message: t('participants.remindSelected', { count: selected.length }), accept: () => remind.mutate({ body: mailBody() }) })}
                />
              </>
            )}
            {canEdit && (
              <Button
                type="button"
                label={t('participants.addStaff')}
                icon="pi pi-user-plus"
                outlined
                onClick={() => void navigate(link(screenPath('KS_NHAN_VIEN'), { phien_ban_id: versionId }))}
              />
            )}
          </>
        )
      }
    >
      <div className="hm-toolbar" role="search">
        <VersionPicker
          id="hm-survey-participants-version"
          value={versionId}
          onChange={(v) => {
            setIds({ phien_ban_id: v });
            setFilters(NO_FILTERS);
            setSelected([]);
          }}
        />
        {versionId !== null && <ParticipationFilterBar hospitals={hospitals.data ?? []} filters={filters} onChange={change} />}
      </div>
      {canMail && mailBlocked && versionId !== null && (
        <p id="hm-participants-mail-blocked" className="hm-survey-muted">
          {t('campaign.draftMail')} <Link to={link(screenPath('KS_CHIEN_DICH'), { phien_ban_id: versionId })}>{t('campaign.openLabel')}</Link>
        </p>
      )}
      {versionId === null ? (
        <EmptyState icon="pi pi-table" title={t('picker.versionPrompt')} />
      ) : (
        <PagedTable
          query={records}
          paging={paging}
          dataKey="nhan_vien_khao_sat_id"
          empty={t('participants.empty')}
          breakpoint="960px"
          selection={canMail ? { value: selected, onChange: setSelected, rowLabel: 'ten_nhan_vien' } : null}
        >
          {canMail && <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />}
          <Column header={t('participants.colCode')} field="ma_nhan_vien" />
          <Column header={t('participants.colName')} field="ten_nhan_vien" />
          <Column header={t('participants.colDepartment')} body={(r: TStaffSurvey) => r.ten_phong_ban ?? t('common.none')} />
          <Column header={t('participants.colJobTitle')} body={(r: TStaffSurvey) => r.ten_chuc_danh ?? t('common.none')} />
          <Column
            header={t('participants.colEmail')}
            body={(r: TStaffSurvey) => r.email ?? (r.co_email ? t('participants.hasEmail') : <span className="hm-survey-muted">{t('participants.noEmail')}</span>)}
          />
          <Column header={t('participants.colStatus')} body={(r: TStaffSurvey) => <StaffStatusTag status={r.status_khao_sat} />} />
          <Column header={t('participants.colValidity')} body={(r: TStaffSurvey) => <ValidityTag value={r.hop_le} />} />
          <Column header={t('participants.colIneligible')} body={ineligibleBody} />
          <Column header={t('participants.colInvited')} body={(r: TStaffSurvey) => formatWire(r.invited_at) || t('common.none')} />
          <Column header={t('participants.colReminded')} body={(r: TStaffSurvey) => formatWire(r.reminded_at) || t('common.none')} />
          {canEdit && (
            <Column
              header={t('crud.actions')}
              body={(r: TStaffSurvey) => (
                <RowButton
                  icon="pi pi-user-minus"
                  danger
                  label={r.status_khao_sat === 2 ? `${t('participants.votedLocked')}: ${r.ten_nhan_vien}` : `${t('participants.remove')}: ${r.ten_nhan_vien}`}
                  disabled={r.status_khao_sat === 2}
                  onClick={() =>
                    confirm({
                      message: t('participants.removeConfirm', { name: r.ten_nhan_vien }),
                      danger: true,
                      accept: () => remove.mutate({ params: { id: r.nhan_vien_khao_sat_id } }),
                    })
                  }
                />
              )}
            />
          )}
        </PagedTable>
      )}
      {dialog}
    </Page>
  );
}
