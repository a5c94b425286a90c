import type { TFeedbackReportJob } from '@hm/contract';
import { useUiLanguage } from '@hm/platform';
import { useReportsTranslation } from '../i18n';
import { fileSize } from './format';
import { JobCard } from './JobCard';

export interface JobProgressProps {
  job: TFeedbackReportJob;
  downloading: boolean;
  onDownload: (job: TFeedbackReportJob) => void;
  onRetry: (job: TFeedbackReportJob) => void;
}

/** The share of the work done: the steps finished before the one running. */
export const progressOf = (job: TFeedbackReportJob): number =>
  job.status === 'done' ? 100 : job.status === 'running' && job.steps > 0 ? Math.round(((job.step - 1) / job.steps) * 100) : 0;

/** A report being made: waiting (and how many are ahead), step n of m, done, or failed. */
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
    <JobCard
      job={job}
      progress={{ value: progressOf(job), known: job.status !== 'queued' }}
      status={status}
      progressLabel={t('feedback.job.progress')}
      downloadLabel={t('feedback.job.download')}
      downloading={downloading}
      onDownload={() => onDownload(job)}
      onRetry={() => onRetry(job)}
      waitingNote={<p className="hm-rep-muted">{t('feedback.job.background')}</p>}
    />
  );
}
