import { EmptyState, PageSpinner, QueryError } from '@hm/ui';
import { Page } from '@hm/ui/page';
import { useState } from 'react';
import { useMailTexts } from '../api/mail-texts';
import { useHospitalVersions } from '../api/participation';
import { useVersionRow } from '../api/versions';
import { useSurveyTranslation } from '../i18n';
import { VersionHospitalPicker } from '../participation/VersionHospitalPicker';
import { useSurveyPermissions } from '../shared/permissions';
import '../shared/survey.css';
import { useVersionList } from '../shared/useVersionList';
import { MailTextsEditor } from './MailTextsEditor';

/** KS_NOI_DUNG_THU?phien_ban_id=: the invitation and reminder texts of a version, for one of its hospitals. */
export default function MailTextsPage() {
  const { t } = useSurveyTranslation();
  const { versionId, picker, config } = useVersionList('hm-mail-texts');
  // The mail function writes the texts (a campaign's hospitals each their own), until the version is closed.
  const mayMail = useSurveyPermissions().mail;
  const version = useVersionRow(versionId);
  const canEdit = mayMail && version?.status_khao_sat !== 2;
  const running = useHospitalVersions(versionId);
  const [chosen, setChosen] = useState<number | null>(null);
  const hospitals = running.data ?? [];
  const hospitalId = chosen !== null && hospitals.some((h) => h.hospital_id === chosen) ? chosen : (hospitals[0]?.hospital_id ?? null);

  return (
    <Page title={t('mailTexts.title')} subtitle={config.subtitle}>
      <div className="hm-toolbar">
        {picker}
        {hospitals.length > 1 && <VersionHospitalPicker id="hm-mail-texts-hospital" hospitals={hospitals} value={hospitalId} onChange={setChosen} />}
      </div>
      {versionId === null ? (
        <EmptyState icon="pi pi-envelope" title={t('picker.versionPrompt')} />
      ) : running.isPending ? (
        <PageSpinner />
      ) : running.isError ? (
        <QueryError error={running.error} onRetry={() => void running.refetch()} />
      ) : hospitalId === null ? (
        <EmptyState icon="pi pi-building" title={t('mailTexts.noHospitals')} />
      ) : (
        <TextsOf key={`${versionId}:${hospitalId}`} versionId={versionId} hospitalId={hospitalId} canEdit={canEdit} />
      )}
    </Page>
  );
}

function TextsOf({ versionId, hospitalId, canEdit }: { versionId: number; hospitalId: number; canEdit: boolean }) {
  const texts = useMailTexts(versionId, hospitalId);
  if (texts.isPending) return <PageSpinner />;
  if (texts.isError) return <QueryError error={texts.error} onRetry={() => void texts.refetch()} />;
  return <MailTextsEditor view={texts.data} canEdit={canEdit} />;
}
