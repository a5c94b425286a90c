import { endpoints, type TCampaignView } from '@hm/contract';
import { useUiLanguage } from '@hm/platform';
import { EmptyState, PageSpinner, QueryError } from '@hm/ui';
import { useConfirm } from '@hm/ui/dialog';
import { Page } from '@hm/ui/page';
import { useState } from 'react';
import { useHospitalVersions } from '../api/participation';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useVersionRow } from '../api/versions';
import { useSurveyTranslation } from '../i18n';
import { VersionHospitalPicker } from '../participation/VersionHospitalPicker';
import { ScheduleSection } from '../schedule/ScheduleSection';
import { useSurveyPermissions } from '../shared/permissions';
import '../shared/survey.css';
import { pickText } from '../shared/text';
import { useVersionList } from '../shared/useVersionList';
import { useCampaign } from './campaign-api';
import './campaign.css';
import { CampaignSteps } from './CampaignSteps';
import { FailedMails } from './FailedMails';
import { ResponseRates } from './ResponseRates';
import type { StepCommand } from './step-actions';

/**
 * KS_CHIEN_DICH?phien_ban_id=: the place a quality manager runs a version's campaign from — the
 * steps in order with their next action, "start and send the invitations" in one confirmed
 * action, the live response rate against the hospital's target, the coming scheduled actions and
 * the mails that failed (docs/decisions/campaign-page.md).
 */
export default function CampaignPage() {
  const { t } = useSurveyTranslation();
  const { versionId, picker, config } = useVersionList('hm-campaign');
  const running = useHospitalVersions(versionId);
  const [chosen, setChosen] = useState<number | null>(null);
  const hospitals = running.data ?? [];

  return (
    <Page title={t('campaign.title')} subtitle={config.subtitle}>
      <p className="hm-survey-muted">{t('campaign.intro')}</p>
      <div className="hm-toolbar">
        {picker}
        {hospitals.length > 1 && <VersionHospitalPicker id="hm-campaign-hospital" hospitals={hospitals} value={chosen ?? hospitals[0]!.hospital_id} onChange={setChosen} />}
      </div>
      {versionId === null ? <EmptyState icon="pi pi-flag" title={t('picker.versionPrompt')} /> : <CampaignOf key={versionId} versionId={versionId} hospitalId={chosen} />}
    </Page>
  );
}

function CampaignOf({ versionId, hospitalId }: { versionId: number; hospitalId: number | null }) {
  const campaign = useCampaign(versionId, hospitalId);
  if (campaign.isPending) return <PageSpinner />;
  if (campaign.isError) return <QueryError error={campaign.error} onRetry={() => void campaign.refetch()} />;
  return <CampaignBody view={campaign.data} />;
}

function CampaignBody({ view }: { view: TCampaignView }) {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  const perms = useSurveyPermissions();
  const version = useVersionRow(view.phien_ban_id);
  const { confirm, dialog } = useConfirm();
  const name = version ? pickText(version.tieu_de_khao_sat, version.tieu_de_khao_sat_en, lang) : '';
  const startStep = view.steps.find((s) => s.step === 'start')!;
  const startAndSend = useSurveyMutation(endpoints.campaignStartAndSend, {
    success: (d) => t(d.started ? 'campaign.started' : 'campaign.sent', { queued: d.queued, noEmail: d.khong_co_email }),
  });
  const remind = useSurveyMutation(endpoints.mailRemind, {
    success: (d) => ({ summary: t('toast.success'), detail: t('toast.mailDetail', { queued: d.queued, noEmail: d.khong_co_email, skipped: d.bo_qua }) }),
  });
  const close = useSurveyMutation(endpoints.versionClose, { success: t('toast.updated') });
  const body = { phien_ban_id: view.phien_ban_id, hospital_id: view.hospital_id };
  const fresh = startStep.figures.phase === 'draft' || startStep.figures.phase === 'paused';
  const commands: Record<StepCommand, () => void> = {
    start: () =>
      confirm({
        message: fresh
          ? t('campaign.confirm.start', { name, count: Number(startStep.figures.to_send) })
          : t('campaign.confirm.startMore', { count: Number(startStep.figures.to_send) }),
        acceptLabel: t(fresh ? 'campaign.action.start' : 'campaign.action.startMore'),
        accept: () => startAndSend.mutate({ body }),
      }),
    reminders: () =>
      confirm({
        message: t('campaign.confirm.reminders', { count: Number(view.steps.find((s) => s.step === 'reminders')!.figures.not_voted) }),
        accept: () => remind.mutate({ body }),
      }),
    close: () =>
      confirm({ message: t('campaign.confirm.close', { name }), danger: true, accept: () => close.mutate({ params: { id: view.phien_ban_id }, body: { status_khao_sat: 2 } }) }),
  };
  const busy = startAndSend.isPending || remind.isPending || close.isPending;
  const closed = version?.status_khao_sat === 2;

  return (
    <div className="hm-campaign">
      <CampaignSteps view={view} onCommand={(c) => commands[c]()} busy={busy} />
      <ResponseRates view={view} canEdit={perms.write && !closed} />
      <ScheduleSection versionId={view.phien_ban_id} editable={!closed} />
      <FailedMails view={view} />
      {dialog}
    </div>
  );
}
