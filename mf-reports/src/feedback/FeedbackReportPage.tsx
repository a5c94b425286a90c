import { EmptyState, LoadingBlock, QueryError } from '@hm/ui';
import { Page } from '@hm/ui/page';
import { useEffect, useState } from 'react';
import { useReportsTranslation } from '../i18n';
import { isPending, useCreateReport, useDownloadReport, useRecentReports, useReportableVersions, useReportJob } from './feedback-queries';
import { useCreatePack, useDownloadPack, usePackJob, useRecentPacks } from './debrief-queries';
import { JobProgress } from './JobProgress';
import { PackProgress } from './PackProgress';
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
  const versions = useReportableVersions();
  const recent = useRecentReports();
  const create = useCreateReport();
  const download = useDownloadReport();
  const [activeId, setActiveId] = useState<number | null>(null);
  const active = useReportJob(activeId);
  // The debrief packs per unit (issue 27 item 2): asked for with the same choice, followed the same way.
  const packs = useRecentPacks();
  const createPack = useCreatePack();
  const downloadPack = useDownloadPack();
  const [packId, setPackId] = useState<number | null>(null);
  const pack = usePackJob(packId);
  const pendingPackId = packs.data?.find(isPending)?.debrief_id ?? packs.data?.[0]?.debrief_id ?? null;
  useEffect(() => {
    if (packId === null && pendingPackId !== null) setPackId(pendingPackId);
  }, [packId, pendingPackId]);
  const askPack = (request: Parameters<typeof createPack.mutate>[0]) => createPack.mutate(request, { onSuccess: (job) => setPackId(job.debrief_id) });

  // Back on the page while a report is being made: follow it again.
  const pendingId = recent.data?.find(isPending)?.bao_cao_id ?? null;
  useEffect(() => {
    if (activeId === null && pendingId !== null) setActiveId(pendingId);
  }, [activeId, pendingId]);

  const ask = (request: Parameters<typeof create.mutate>[0]) => create.mutate(request, { onSuccess: (job) => setActiveId(job.bao_cao_id) });

  return (
    <Page title={t('feedback.title')} subtitle={t('feedback.subtitle')}>
      <div className="hm-rep">
        <section className="hm-rep-panel" aria-labelledby="hm-rep-form-title">
          <h2 id="hm-rep-form-title" className="hm-rep-panel__title">
            {t('feedback.form.label')}
          </h2>
          {versions.isPending ? (
            <LoadingBlock />
          ) : versions.isError ? (
            <QueryError error={versions.error} onRetry={() => void versions.refetch()} />
          ) : versions.data.length === 0 ? (
            <EmptyState title={t('feedback.noVersions.title')} detail={t('feedback.noVersions.detail')} icon="pi pi-file-pdf" />
          ) : (
            <ReportForm versions={versions.data} busy={create.isPending} onCreate={ask} packBusy={createPack.isPending} onCreatePack={askPack} />
          )}
        </section>
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
        <section className="hm-rep-panel" aria-labelledby="hm-rep-pack-title">
          <h2 id="hm-rep-pack-title" className="hm-rep-panel__title">
            {t('feedback.pack.heading')}
          </h2>
          <p className="hm-rep-muted">{t('feedback.pack.intro')}</p>
          {pack.data && (
            <PackProgress
              job={pack.data}
              downloading={downloadPack.isPending}
              onDownload={(job) => downloadPack.mutate(job)}
              onRetry={(job) => askPack({ phien_ban_id: job.phien_ban_id, hospital_id: job.hospital_id, language: job.language })}
            />
          )}
        </section>
        <section className="hm-rep-panel" aria-labelledby="hm-rep-recent-title">
          <h2 id="hm-rep-recent-title" className="hm-rep-panel__title">
            {t('feedback.recent.title')}
          </h2>
          {recent.isPending ? (
            <LoadingBlock />
          ) : recent.isError ? (
            <QueryError error={recent.error} onRetry={() => void recent.refetch()} />
          ) : (
            <RecentReports jobs={recent.data} downloading={download.isPending ? (download.variables?.bao_cao_id ?? null) : null} onDownload={(job) => download.mutate(job)} />
          )}
        </section>
      </div>
    </Page>
  );
}
