import { useApi } from '@hm/platform';
import { LoadingBlock, NotFound, QueryError } from '@hm/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { reportQueries } from './report-queries';
import { NEW_REPORT } from './report-resource';
import { ReportEditor } from './ReportEditor';

/** HeThongDanhMuc/Reports/:id — a report definition's page (`moi`: a new one). */
export default function ReportEditPage() {
  const { id = '' } = useParams();
  if (id.toLowerCase() === NEW_REPORT) return <ReportEditor />;
  return /^\d{1,9}$/.test(id) && Number(id) > 0 ? <ExistingReport key={id} id={Number(id)} /> : <NotFound />;
}

function ExistingReport({ id }: { id: number }) {
  const api = useApi();
  const report = useQuery(reportQueries.detail(api, id));
  if (report.isError) return <QueryError error={report.error} onRetry={() => void report.refetch()} />;
  if (!report.data) return <LoadingBlock height="24rem" />;
  // A save stores the answer here: the page starts again from what is stored.
  return <ReportEditor key={`${report.data.report_id}-${report.data.updated_at}`} report={report.data} />;
}
