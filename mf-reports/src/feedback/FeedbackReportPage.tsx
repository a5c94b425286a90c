import { Page } from '@hm/ui/page';
import { useEffect, useState } from 'react';
import { useReportsTranslation } from '../i18n';
import { ChoicePanel, QueryPanel } from './ChoicePanel';
import { DebriefPackSection, usePackFlow } from './DebriefPackSection';
import { isPending, useCreateReport, useDownloadReport, useRecentReports, useReportJob } from './feedback-queries';
import { JobProgress } from './JobProgress';
import { RecentReports } from './RecentReports';
import { ReportForm } from './ReportForm';
import './feedback.css';

/**
 * /HeThongBaoCao/BaoCaoPhanHoi: a hospital's feedback report as a PDF (issue 14). The server makes
 * it in the background; the page asks for it, follows its steps every second and offers the file.
 * Nothing blocks: the form stays usable and a report left running is picked up again on return.
 */
export default function FeedbackReportPage() {
  const { t } = useReportsTranslation();
  const recent = useRecentReports();
  const create = useCreateReport();
  const download = useDownloadReport();
  const [activeId, setActiveId] = useState<number | null>(null);
  const active = useReportJob(activeId);
  // The debrief packs per unit (issue 27 item 2): asked for with the same choice, followed the same way.
  const packs = usePackFlow();

  // Back on the page while a report is being made: follow it again.
  const pendingId = recent.data?.find(isPending)?.bao_cao_id ?? null;
  useEffect(() => {
    if (activeId === null && pendingId !== null) setActiveId(pendingId);
  }, [activeId, pendingId]);

  const ask = (request: Parameters<typeof create.mutate>[0]) => create.mutate(request, { onSuccess: (job) => setActiveId(job.bao_cao_id) });

  return (
    <Page title={t('feedback.title')} subtitle={t('feedback.subtitle')}>
      <div className="hm-rep">
        <ChoicePanel icon="pi pi-file-pdf">
          {(versions) => <ReportForm versions={versions} busy={create.isPending} onCreate={ask} packBusy={packs.asking} onCreatePack={packs.ask} />}
        </ChoicePanel>
        {active.data && (
          <section className="hm-rep-panel" aria-labelledby="hm-rep-job-title">
            <h2 id="hm-rep-job-title" className="hm-rep-panel__title">
              {t('feedback.job.heading')}
            </h2>
            <JobProgress
              job={active.data}
              downloading={download.isPending}
              onDownload={(job) => download.mutate(job)}
              onRetry={(job) => ask({ phien_ban_id: job.phien_ban_id, hospital_id: job.hospital_id, language: job.language })}
            />
          </section>
        )}
        <DebriefPackSection flow={packs} />
        <QueryPanel id="hm-rep-recent-title" title={t('feedback.recent.title')} query={recent}>
          {(jobs) => <RecentReports jobs={jobs} downloading={download.isPending ? (download.variables?.bao_cao_id ?? null) : null} onDownload={(job) => download.mutate(job)} />}
        </QueryPanel>
      </div>
    </Page>
  );
}
