import type { TReportOfCaller } from '@hm/contract';
import { useApi, useUiLanguage, useAddressParams } from '@hm/platform';
import { EmptyState, LoadingBlock, QueryError } from '@hm/ui';
import { Field } from '@hm/ui/form';
import { Page } from '@hm/ui/page';
import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { useReportsTranslation } from '../i18n';
import { reportName } from './report-name';
import { reportViewQueries } from './report-queries';
import { ReportRunner } from './ReportRunner';
import './report-view.css';

const PICKER_ID = 'hm-report-view-report';

/** `?id=` of the address: a report linked directly (the server decides whether the reader may run it). */
const idOf = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/**
 * HeThongBaoCao/ReportView: the reports the reader may use (with their descriptions), the one
 * chosen kept in the address (`?id=`) so it can be linked; its parameters, table, chart and
 * exports below (`ReportRunner`).
 */
export default function ReportViewPage() {
  const { t } = useReportsTranslation();
  const lang = useUiLanguage();
  const api = useApi();
  const [search, setSearch] = useAddressParams();
  const id = idOf(search.get('id'));
  const mine = useQuery(reportViewQueries.mine(api));
  const reports = mine.data ?? [];
  const choose = (next: number | null) => setSearch(next === null ? {} : { id: String(next) });

  const option = (r: TReportOfCaller) => (
    <div className="hm-report-option">
      <span className="hm-report-option__name">{reportName(r, lang)}</span>
      {r.mo_ta && <span className="hm-report-option__description">{r.mo_ta}</span>}
    </div>
  );

  return (
    <Page title={t('reportView.title')} subtitle={t('reportView.subtitle')} className="hm-report-view">
      {mine.isError ? (
        <QueryError error={mine.error} onRetry={() => void mine.refetch()} />
      ) : mine.isPending ? (
        <LoadingBlock height="4rem" />
      ) : reports.length === 0 && id === null ? (
        <EmptyState icon="pi pi-file" title={t('reportView.none')} detail={t('reportView.noneDetail')} />
      ) : (
        <div className="hm-toolbar">
          <Field id={PICKER_ID} label={t('reportView.report')} className="hm-form-field--picker">
            <Dropdown
              inputId={PICKER_ID}
              value={id}
              options={reports}
              optionValue="report_id"
              optionLabel={lang === 'en' ? 'ten_report_english' : 'ten_report'}
              itemTemplate={option}
              valueTemplate={(r: TReportOfCaller | null) => (r ? reportName(r, lang) : t('reportView.choose'))}
              onChange={(e) => choose((e.value as number | null) ?? null)}
              placeholder={t('reportView.choose')}
              filter={reports.length > 8}
              filterBy="ten_report,ten_report_english,ma_report"
            />
          </Field>
        </div>
      )}
      {id === null ? !mine.isPending && reports.length > 0 && <EmptyState icon="pi pi-file" title={t('reportView.prompt')} /> : <ReportRunner key={id} id={id} />}
    </Page>
  );
}
