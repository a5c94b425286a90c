import { screenPath } from '@hm/contract';
import { EmptyState, PageSpinner, QueryError } from '@hm/ui';
import { Page } from '@hm/ui/page';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useHospitalVersions } from '../api/participation';
import { useSurveyTranslation } from '../i18n';
import '../shared/survey.css';
import { useVersionList } from '../shared/useVersionList';
import { StaffInviteForm } from './StaffInviteForm';
import { VersionHospitalPicker } from './VersionHospitalPicker';

/** KS_NHAN_VIEN?phien_ban_id=: invite staff of a participating hospital. */
export default function ParticipantListPage() {
  const { t } = useSurveyTranslation();
  const { versionId, canEdit, picker, go, config } = useVersionList('hm-survey-invite');
  const running = useHospitalVersions(versionId);
  const [chosen, setChosen] = useState<number | null>(null);
  const hospitals = running.data ?? [];
  const hospitalId = chosen !== null && hospitals.some((h) => h.hospital_id === chosen) ? chosen : (hospitals[0]?.hospital_id ?? null);

  return (
    <Page
      title={t('staffInvite.title')}
      subtitle={config.subtitle}
      actions={
        versionId !== null && (
          <Button
            type="button"
            label={t('staffInvite.viewParticipation')}
            icon="pi pi-table"
            outlined
            onClick={() => go(screenPath('KS_TABLE_USER'), { phien_ban_id: versionId })}
          />
        )
      }
    >
      <div className="hm-toolbar">
        {picker}
        {hospitals.length > 0 && <VersionHospitalPicker id="hm-survey-invite-hospital" hospitals={hospitals} value={hospitalId} onChange={setChosen} />}
      </div>
      {versionId === null ? (
        <EmptyState icon="pi pi-users" title={t('picker.versionPrompt')} />
      ) : running.isPending ? (
        <PageSpinner />
      ) : running.isError ? (
        <QueryError error={running.error} onRetry={() => void running.refetch()} />
      ) : hospitalId === null ? (
        <EmptyState
          icon="pi pi-building"
          title={t('staffInvite.noHospitals')}
          action={
            canEdit && (
              <Button type="button" label={t('versionList.actions.hospitals')} icon="pi pi-building" onClick={() => go(screenPath('KS_BENH_VIEN'), { phien_ban_id: versionId })} />
            )
          }
        />
      ) : (
        <StaffInviteForm key={`${versionId}:${hospitalId}`} versionId={versionId} hospitalId={hospitalId} readOnly={!canEdit} />
      )}
    </Page>
  );
}
