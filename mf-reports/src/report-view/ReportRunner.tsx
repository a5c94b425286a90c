import { reportSourceOf, type ReportSourceParam, type TReportParams, type TReportRunInfo } from '@hm/contract';
import { useApi, useUiLanguage } from '@hm/platform';
import { LoadingBlock, QueryError } from '@hm/ui';
import '@hm/ui/form.css';
import { missingParams, ReportParamFields, type ReportParamKey, ReportResult, type ReportSort } from '@hm/ui/report';
import { usePaging } from '@hm/ui/table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { type FormEvent, useState } from 'react';
import { useReportsTranslation } from '../i18n';
import { ExportButtons } from './ExportButtons';
import { reportViewQueries } from './report-queries';
import { reportName } from './report-name';

const ID = 'hm-report-run';

/** The parameters the reader fills: the source's pickers for the keys the run asks, required as the server says. */
export function askedParams(info: Pick<TReportRunInfo, 'nguon' | 'ask'>): ReportSourceParam[] {
  const source = reportSourceOf(info.nguon);
  return info.ask.flatMap((a) => {
    const p = source?.params.find((x) => x.key === a.key);
    return p ? [{ ...p, required: a.required }] : [];
  });
}

/** One report: loads what it needs to run, then `RunForm`. */
export function ReportRunner({ id }: { id: number }) {
  const api = useApi();
  const run = useQuery(reportViewQueries.run(api, id));
  if (run.isError) return <QueryError error={run.error} onRetry={() => void run.refetch()} />;
  if (!run.data) return <LoadingBlock height="12rem" />;
  return <RunForm info={run.data} />;
}

/**
 * A report ready to run: its name, description and source; the pickers of the parameters the
 * definition did not fix ('Xem báo cáo' checks the required ones first); then one page of rows
 * with the chart, paged and sorted by the server; Excel and CSV of every row when the reader may
 * export. A report without parameters to fill runs at once.
 */
function RunForm({ info }: { info: TReportRunInfo }) {
  const { t } = useReportsTranslation();
  const lang = useUiLanguage();
  const api = useApi();
  const asked = askedParams(info);
  const source = reportSourceOf(info.nguon);
  const [draft, setDraft] = useState<TReportParams>({});
  const [errors, setErrors] = useState<Partial<Record<ReportParamKey, string>>>({});
  const [params, setParams] = useState<TReportParams | null>(asked.length === 0 ? {} : null);
  const [sort, setSort] = useState<ReportSort | null>(null);
  const paging = usePaging(20);
  const data = useQuery({
    ...reportViewQueries.data(api, { report_id: info.report_id, params: params ?? {}, page: paging.page, size: paging.size, sort }),
    enabled: params !== null && info.rights.chay,
    placeholderData: keepPreviousData,
  });
  const name = reportName(info, lang);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing = missingParams(asked, draft, lang);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setParams(draft);
    paging.reset();
    if (params !== null && JSON.stringify(params) === JSON.stringify(draft)) void data.refetch();
  };

  return (
    <section className="hm-report-run" aria-labelledby={`${ID}-title`}>
      <h2 id={`${ID}-title`}>{name}</h2>
      {info.mo_ta && <p className="hm-report-run__meta">{info.mo_ta}</p>}
      {source && <p className="hm-report-run__meta">{t('reportView.source', { name: lang === 'en' ? source.en : source.vi })}</p>}
      {!info.rights.chay ? (
        <Message severity="info" text={t('reportView.noRun')} />
      ) : (
        <form id={ID} className="hm-form" onSubmit={submit} noValidate aria-label={t('reportView.params')}>
          {asked.length > 0 && (
            <div className="hm-form-grid">
              <ReportParamFields
                params={asked}
                value={draft}
                onChange={(v) => (setDraft(v), setErrors({}))}
                errors={errors}
                idPrefix={`${ID}-param`}
                emptyLabel={t('reportView.all')}
                preselectVersion
              />
            </div>
          )}
          <div className="hm-report-actions">
            {asked.length > 0 && <Button type="submit" label={t('reportView.run')} icon="pi pi-play" loading={params !== null && data.isFetching} />}
            {info.rights.xuat && params !== null && <ExportButtons report={info} params={params} sort={sort} />}
          </div>
        </form>
      )}
      {info.rights.chay && params === null && <p className="hm-report-run__meta">{t('reportView.runPrompt')}</p>}
      {info.rights.chay && params !== null && (
        <ReportResult query={data} paging={paging} sort={{ value: sort, onChange: (s) => (setSort(s), paging.reset()) }} title={name} chart />
      )}
    </section>
  );
}
