import { EmptyState, LoadingBlock, QueryError } from '@hm/ui';
import { Page } from '@hm/ui/page';
import { useEffect, useState } from 'react';
import { useReportsTranslation } from '../i18n';
import { isPending, useCreateReport, useDownloadReport, useRecentReports, useReportableVersions, useReportJob } from './feedback-queries';
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
  const versions = useReportableVersions();
  const recent = useRecentReports();
  const create = useCreateReport();
  const download = useDownloadReport();
  const [activeId, setActiveId] = useState<number | null>(null);
  const active = useReportJob(activeId);

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
            <ReportForm versions={versions.data} busy={create.isPending} onCreate={ask} />
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
