import type { TReportData } from '@hm/contract';
import { useIsMobile, useUiLanguage } from '@hm/platform';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../states/LoadingBlock';
import { PagedTable } from '../table/PagedTable';
import type { Paging } from '../table/usePaging';
import { EChart } from './echarts';
import { reportChart } from './report-chart';
import { formatReportCell, isNumericType } from './report-format';
import './report.css';

/** A reader's sort: a shown column and its order (null: the definition's own order). */
export interface ReportSort {
  field: string;
  order: 'asc' | 'desc';
}

/** The part of a react-query result the result reads: one page of a report's rows. */
export interface ReportResultQuery {
  data?: TReportData | undefined;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ReportResultProps {
  query: ReportResultQuery;
  paging: Paging;
  /** Server-side sort by a column header; absent: columns are not sortable. */
  sort?: { value: ReportSort | null; onChange: (sort: ReportSort | null) => void };
  /** The report's name: the chart's caption. */
  title: string;
  /** false: the table only; default: the chart the definition names, above the table. */
  chart?: boolean;
  /** Names the figure and the table for tests (`data-figure`, `data-report-table`). */
  name?: string;
}

type Row = Record<string, string | number | null> & { __row: number };

/**
 * One page of a report's rows: the note on groups hidden below the minimum size, the chart of
 * the page (ECharts, as the definition says), and the paged table with the cells formatted for
 * the display language (numbers right-aligned), sortable by the server when `sort` is given.
 * @example <ReportResult query={data} paging={paging} sort={{ value: sort, onChange: setSort }} title={report.ten_report} />
 */
export function ReportResult({ query, paging, sort, title, chart = true, name = 'report' }: ReportResultProps) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const mobile = useIsMobile();
  const data = query.data;
  if (!data && !query.isError) return <LoadingBlock height="16rem" />;
  const figure = data && chart ? reportChart(data, lang, title, mobile) : null;
  const offset = data ? (data.page - 1) * data.size : 0;
  const rows: Row[] = (data?.rows ?? []).map((r, i) => ({ ...r, __row: offset + i }));
  return (
    <div className="hm-report-result">
      {data && data.suppressed > 0 && <Message severity="info" className="hm-report-result__note" text={t('report.suppressed', { count: data.suppressed })} />}
      {figure && (
        <figure className="hm-report-figure" data-figure={name}>
          <figcaption className="hm-sr-only">{t('report.chart', { name: title })}</figcaption>
          <EChart option={figure.option} height={figure.height} label={figure.summary} />
        </figure>
      )}
      <div className="hm-report-table" data-report-table={name}>
        <PagedTable
          query={{ ...query, data: data ? { data: rows, total: data.total } : undefined }}
          paging={paging}
          dataKey="__row"
          empty={t('report.empty')}
          {...(sort
            ? { sort: { field: sort.value?.field ?? null, order: sort.value?.order ?? null, onSort: (field, order) => sort.onChange(field && order ? { field, order } : null) } }
            : {})}
        >
          {(data?.columns ?? []).map((c) => (
            <Column
              key={c.field}
              field={c.field}
              header={c.label}
              sortable={!!sort}
              align={isNumericType(c.type) ? 'right' : undefined}
              body={(row: Row) => formatReportCell(row[c.field], c.type, lang)}
            />
          ))}
        </PagedTable>
      </div>
    </div>
  );
}
