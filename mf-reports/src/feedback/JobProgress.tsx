import type { TFeedbackReportJob } from '@hm/contract';
import { useUiLanguage } from '@hm/platform';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useReportsTranslation } from '../i18n';
import { fileSize } from './format';

export interface JobProgressProps {
  job: TFeedbackReportJob;
  downloading: boolean;
  onDownload: (job: TFeedbackReportJob) => void;
  onRetry: (job: TFeedbackReportJob) => void;
}

/** The share of the work done: the steps finished before the one running. */
export const progressOf = (job: TFeedbackReportJob): number =>
  job.status === 'done' ? 100 : job.status === 'running' && job.steps > 0 ? Math.round(((job.step - 1) / job.steps) * 100) : 0;

/**
 * A report being made: where it is (waiting, step n of m, done, failed) as a progress bar and a
 * sentence read out by screen readers, then its download or the reason it failed with a retry.
 */
export function JobProgress({ job, downloading, onDownload, onRetry }: JobProgressProps) {
  const { t } = useReportsTranslation();
  const lang = useUiLanguage();
  const status =
    job.status === 'queued'
      ? job.queue_position
        ? t('feedback.job.queuedAhead', { count: job.queue_position })
        : t('feedback.job.queued')
      : job.status === 'running'
        ? t('feedback.job.running', { step: job.step, steps: job.steps, label: job.step_key ? t(`feedback.steps.${job.step_key}`) : '' })
        : job.status === 'done'
          ? t('feedback.job.done', {
              size: fileSize(job.size, lang),
              seconds: ((job.duration_ms ?? 0) / 1000).toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 1 }),
            })
          : t('feedback.job.failed');
  return (
    <div className="hm-rep-job" data-status={job.status}>
      <p className="hm-rep-job__title">
        {job.hospital_name} — {job.tieu_de_khao_sat} ({job.language.toUpperCase()})
      </p>
      {job.status !== 'failed' && (
        <ProgressBar
          value={progressOf(job)}
          mode={job.status === 'queued' ? 'indeterminate' : 'determinate'}
          aria-label={t('feedback.job.progress')}
          showValue={false}
          className="hm-rep-job__bar"
        />
      )}
      <p className="hm-rep-job__status" role="status" aria-live="polite">
        {status}
      </p>
      {job.status === 'failed' && job.error && <p className="hm-rep-job__error">{job.error}</p>}
      {job.status === 'done' && <Button type="button" label={t('feedback.job.download')} icon="pi pi-download" loading={downloading} onClick={() => onDownload(job)} />}
      {job.status === 'failed' && <Button type="button" label={t('feedback.job.retry')} icon="pi pi-refresh" severity="secondary" onClick={() => onRetry(job)} />}
      {(job.status === 'queued' || job.status === 'running') && <p className="hm-rep-muted">{t('feedback.job.background')}</p>}
    </div>
  );
}
