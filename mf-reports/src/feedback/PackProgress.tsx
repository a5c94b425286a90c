import type { TDebriefJob } from '@hm/contract';
import { useUiLanguage } from '@hm/platform';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useReportsTranslation } from '../i18n';
import { fileSize } from './format';

export interface PackProgressProps {
  job: TDebriefJob;
  downloading: boolean;
  onDownload: (job: TDebriefJob) => void;
  onRetry: (job: TDebriefJob) => void;
}

/** The share of the units printed. */
export const packProgressOf = (job: TDebriefJob): number => (job.status === 'done' ? 100 : job.units > 0 ? Math.round((job.done / job.units) * 100) : 0);

/**
 * The debrief packs being made: units printed of units as a progress bar and a sentence read out
 * by screen readers, then the zip's download or the reason it failed with a retry.
 */
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
    <div className="hm-rep-job" data-status={job.status} data-testid="debrief-pack-job">
      <p className="hm-rep-job__title">
        {job.hospital_name} — {job.tieu_de_khao_sat} ({job.language.toUpperCase()})
      </p>
      {job.status !== 'failed' && (
        <ProgressBar
          value={packProgressOf(job)}
          mode={job.status === 'queued' || job.units === 0 ? 'indeterminate' : 'determinate'}
          aria-label={t('feedback.pack.progress')}
          showValue={false}
          className="hm-rep-job__bar"
        />
      )}
      <p className="hm-rep-job__status" role="status" aria-live="polite">
        {status}
      </p>
      {job.status === 'failed' && job.error && <p className="hm-rep-job__error">{job.error}</p>}
      {job.status === 'done' && <Button type="button" label={t('feedback.pack.download')} icon="pi pi-download" loading={downloading} onClick={() => onDownload(job)} />}
      {job.status === 'failed' && <Button type="button" label={t('feedback.job.retry')} icon="pi pi-refresh" severity="secondary" onClick={() => onRetry(job)} />}
    </div>
  );
}
