import { EmptyState, PageSpinner, QueryError } from '@hm/ui';
import { Page } from '@hm/ui/page';
import { useHospitals, useHospitalVersions } from '../api/participation';
import { useSurveyTranslation } from '../i18n';
import '../shared/survey.css';
import { useCanEditVersion } from '../shared/useCanEditVersion';
import { useIdParams } from '../shared/useIdParams';
import { VersionPicker } from '../shared/VersionPicker';
import { VersionSubtitle } from '../shared/VersionSubtitle';
import { hospitalRows } from './hospital-rows';
import { HospitalSetForm } from './HospitalSetForm';

/** KS_BENH_VIEN?phien_ban_id=: the hospitals that run a version. */
export default function ParticipatingHospitalListPage() {
  const { t } = useSurveyTranslation();
  const [ids, setIds] = useIdParams();
  const versionId = ids.phien_ban_id;
  const { canEdit } = useCanEditVersion(versionId);
  const hospitals = useHospitals();
  const running = useHospitalVersions(versionId);
  const failed = hospitals.isError ? hospitals : running.isError ? running : null;

  return (
    <Page title={t('hospitals.title')} subtitle={<VersionSubtitle versionId={versionId} />}>
      <div className="hm-toolbar">
        <VersionPicker id="hm-survey-hospitals-version" value={versionId} onChange={(v) => setIds({ phien_ban_id: v })} />
      </div>
      <small className="hm-survey-muted">{t('hospitals.hint')}</small>
      {versionId === null ? (
        <EmptyState icon="pi pi-building" title={t('picker.versionPrompt')} />
      ) : failed ? (
        <QueryError error={failed.error} onRetry={() => void failed.refetch()} />
      ) : hospitals.isPending || running.isPending ? (
        <PageSpinner />
      ) : (
        <HospitalSetForm key={`${versionId}:${running.dataUpdatedAt}`} versionId={versionId} rows={hospitalRows(hospitals.data ?? [], running.data ?? [])} readOnly={!canEdit} />
      )}
    </Page>
  );
}
