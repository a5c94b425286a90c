import { reportSourceOf, type TReportParams, type TReportWithDetails } from '@hm/contract';
import { useApi, useUiLanguage } from '@hm/platform';
import { missingParams, ReportParamFields, type ReportParamKey, ReportResult, type ReportSort } from '@hm/ui/report';
import { usePaging } from '@hm/ui/table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { type FormEvent, useState } from 'react';
import { useCataloguesTranslation } from '../i18n';
import { reportQueries } from './report-queries';

const ID = 'hm-report-preview';

/**
 * The first page of a saved definition with its chart, run by the server with the fixed
 * parameters; the required ones the definition leaves to the reader are asked here first.
 * Runs as soon as nothing required is missing; 'Xem trước' runs it again.
 */
export function ReportPreview({ report, dirty }: { report: TReportWithDetails; dirty: boolean }) {
  const { t } = useCataloguesTranslation();
  const lang = useUiLanguage();
  const api = useApi();
  const source = reportSourceOf(report.nguon);
  const fixed = report.tham_so as Record<string, unknown>;
  const asked = (source?.params ?? []).filter((p) => p.required && fixed[p.key] === undefined);
  const [draft, setDraft] = useState<TReportParams>({});
  const [errors, setErrors] = useState<Partial<Record<ReportParamKey, string>>>({});
  const [params, setParams] = useState<TReportParams | null>(asked.length === 0 ? {} : null);
  const [sort, setSort] = useState<ReportSort | null>(null);
  const paging = usePaging(10);
  const data = useQuery({
    ...reportQueries.preview(api, { report_id: report.report_id, params: params ?? {}, page: paging.page, size: paging.size, sort }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
  const run = (e: FormEvent) => {
    e.preventDefault();
    const missing = missingParams(asked, draft, lang);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    if (params !== null && JSON.stringify(params) === JSON.stringify(draft)) void data.refetch();
    setParams(draft);
    paging.reset();
  };

  return (
    <section className="hm-report-edit-section" aria-labelledby={`${ID}-title`}>
      <h2 id={`${ID}-title`}>{t('reports.preview')}</h2>
      <p className="hm-report-edit-hint">{t('reports.previewHint')}</p>
      {dirty && <Message severity="warn" text={t('reports.previewDirty')} />}
      <form className="hm-form" onSubmit={run} noValidate aria-label={t('reports.preview')}>
        {asked.length > 0 && (
          <div className="hm-form-grid">
            <ReportParamFields params={asked} value={draft} onChange={(v) => (setDraft(v), setErrors({}))} errors={errors} idPrefix={`${ID}-param`} emptyLabel={t('reports.all')} />
          </div>
        )}
        <div>
          <Button type="submit" label={t('reports.previewRun')} icon="pi pi-eye" severity="secondary" outlined loading={params !== null && data.isFetching} />
        </div>
      </form>
      {params !== null && (
        <ReportResult query={data} paging={paging} sort={{ value: sort, onChange: (s) => (setSort(s), paging.reset()) }} title={report.ten_report} name="preview" />
      )}
    </section>
  );
}
