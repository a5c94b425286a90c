import { formatWire, type TFeedbackReportJob } from '@hm/contract';
import { Button } from 'primereact/button';
import { useReportsTranslation } from '../i18n';

export interface RecentReportsProps {
  jobs: TFeedbackReportJob[];
  downloading: number | null;
  onDownload: (job: TFeedbackReportJob) => void;
}

/** My reports of the last day, newest first, each with its state and, once made, its download. */
export function RecentReports({ jobs, downloading, onDownload }: RecentReportsProps) {
  const { t } = useReportsTranslation();
  if (jobs.length === 0) return <p className="hm-rep-muted">{t('feedback.recent.empty')}</p>;
  return (
    <div className="hm-rep-table-wrap">
      <table className="hm-rep-table" data-table="feedback-reports">
        <caption className="hm-sr-only">{t('feedback.recent.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('feedback.recent.created')}</th>
            <th scope="col">{t('feedback.recent.version')}</th>
            <th scope="col">{t('feedback.recent.hospital')}</th>
            <th scope="col">{t('feedback.recent.language')}</th>
            <th scope="col">{t('feedback.recent.status')}</th>
            <th scope="col">{t('feedback.recent.action')}</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((j) => (
            <tr key={j.bao_cao_id}>
              <td>{formatWire(j.created_at)}</td>
              <td>{j.tieu_de_khao_sat}</td>
              <td>{j.hospital_name}</td>
              <td>{j.language.toUpperCase()}</td>
              <td title={j.error ?? undefined}>{t(`feedback.status.${j.status}`)}</td>
              <td>
                {j.status === 'done' && (
                  <Button
                    type="button"
                    text
                    size="small"
                    icon="pi pi-download"
                    label={t('feedback.job.download')}
                    aria-label={`${t('feedback.job.download')}: ${j.file_name ?? ''}`}
                    loading={downloading === j.bao_cao_id}
                    onClick={() => onDownload(j)}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
