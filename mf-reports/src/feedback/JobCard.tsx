import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import type { ReactNode } from 'react';
import { useReportsTranslation } from '../i18n';

/** What every background job of the feedback report screen shows (a report, a debrief pack). */
export interface JobCardProps {
  job: { status: 'queued' | 'running' | 'done' | 'failed'; error: string | null; hospital_name: string; tieu_de_khao_sat: string; language: string };
  /** Percent done, and whether the bar can say it yet (else it only moves). */
  progress: { value: number; known: boolean };
  /** The sentence read out by screen readers: where the job is. */
  status: string;
  progressLabel: string;
  downloadLabel: string;
  downloading: boolean;
  onDownload: () => void;
  onRetry: () => void;
  /** Shown under a job not finished yet. */
  waitingNote?: ReactNode;
  testId?: string;
}

/**
 * A job being made: where it is as a progress bar and a sentence read out by screen readers,
 * then its download or the reason it failed with a retry.
 */
export function JobCard({ job, progress, status, progressLabel, downloadLabel, downloading, onDownload, onRetry, waitingNote, testId }: JobCardProps) {
  const { t } = useReportsTranslation();
  return (
    <div className="hm-rep-job" data-status={job.status} data-testid={testId}>
      <p className="hm-rep-job__title">
        {job.hospital_name} — {job.tieu_de_khao_sat} ({job.language.toUpperCase()})
      </p>
      {job.status !== 'failed' && (
        <ProgressBar value={progress.value} mode={progress.known ? 'determinate' : 'indeterminate'} aria-label={progressLabel} showValue={false} className="hm-rep-job__bar" />
      )}
      <p className="hm-rep-job__status" role="status" aria-live="polite">
        {status}
      </p>
      {job.status === 'failed' && job.error && <p className="hm-rep-job__error">{job.error}</p>}
      {job.status === 'done' && <Button type="button" label={downloadLabel} icon="pi pi-download" loading={downloading} onClick={onDownload} />}
      {job.status === 'failed' && <Button type="button" label={t('feedback.job.retry')} icon="pi pi-refresh" severity="secondary" onClick={onRetry} />}
      {(job.status === 'queued' || job.status === 'running') && waitingNote}
    </div>
  );
}
