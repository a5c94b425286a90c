import type { TDebriefJob } from '@hm/contract';
import { useUiLanguage } from '@hm/platform';
import { useReportsTranslation } from '../i18n';
import { fileSize } from './format';
import { JobCard } from './JobCard';

export interface PackProgressProps {
  job: TDebriefJob;
  downloading: boolean;
  onDownload: (job: TDebriefJob) => void;
  onRetry: (job: TDebriefJob) => void;
}

/** The share of the units printed. */
export const packProgressOf = (job: TDebriefJob): number => (job.status === 'done' ? 100 : job.units > 0 ? Math.round((job.done / job.units) * 100) : 0);

/** The debrief packs being made: units printed of units, then the zip's download. */
export function PackProgress({ job, downloading, onDownload, onRetry }: PackProgressProps) {
  const { t } = useReportsTranslation();
  const lang = useUiLanguage();
  const status =
    job.status === 'queued'
      ? t('feedback.pack.queued')
      : job.status === 'running'
        ? job.units > 0
          ? t('feedback.pack.running', { done: job.done, units: job.units })
          : t('feedback.pack.starting')
        : job.status === 'done'
          ? t('feedback.pack.done', { units: job.units, size: fileSize(job.size, lang) })
          : t('feedback.pack.failed');
  return (
    <JobCard
      job={job}
      progress={{ value: packProgressOf(job), known: job.status !== 'queued' && job.units > 0 }}
      status={status}
      progressLabel={t('feedback.pack.progress')}
      downloadLabel={t('feedback.pack.download')}
      downloading={downloading}
      onDownload={() => onDownload(job)}
      onRetry={() => onRetry(job)}
      testId="debrief-pack-job"
    />
  );
}
