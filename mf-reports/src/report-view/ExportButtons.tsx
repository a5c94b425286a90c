import { endpoints, type TReportParams, type TReportRunInfo, toWireTime } from '@hm/contract';
import { errorMessage, notify, saveBlob, useApi } from '@hm/platform';
import type { ReportSort } from '@hm/ui/report';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useReportsTranslation } from '../i18n';

type Format = 'xlsx' | 'csv';

export interface ExportButtonsProps {
  report: Pick<TReportRunInfo, 'report_id' | 'ma_report'>;
  /** The parameters of the run on screen. */
  params: TReportParams;
  sort: ReportSort | null;
}

/** The file name of an export: the report's code and the day, e.g. `TL_PHONG_BAN-2025-04-01.xlsx`. */
export const exportFileName = (code: string, format: Format, now = new Date()) => `${code}-${toWireTime(now).slice(0, 10)}.${format}`;

/**
 * Excel and CSV of every row of the run on screen (same parameters and sort), written by the
 * server (the CSV in UTF-8 with a BOM, so that Excel shows Vietnamese, and in the convention of
 * the display language: ";" and decimal comma for Vietnamese Excel, "," and "." in English, as
 * the button says); a refusal shows the server's message.
 */
export function ExportButtons({ report, params, sort }: ExportButtonsProps) {
  const { t } = useReportsTranslation();
  const api = useApi();
  const exporting = useMutation<void, unknown, Format>({
    mutationFn: async (format) =>
      saveBlob(await api.download(endpoints.reportExport, { body: { report_id: report.report_id, params, format, sort } }), exportFileName(report.ma_report, format)),
    onSuccess: () => notify.success(t('reportView.exported')),
    onError: (err) => notify.error(errorMessage(err)),
  });
  const busy = (f: Format) => exporting.isPending && exporting.variables === f;
  return (
    <>
      <Button
        type="button"
        label={t('reportView.exportXlsx')}
        icon="pi pi-file-excel"
        severity="secondary"
        outlined
        loading={busy('xlsx')}
        disabled={exporting.isPending}
        onClick={() => exporting.mutate('xlsx')}
      />
      <Button
        type="button"
        label={t('reportView.exportCsv')}
        icon="pi pi-file"
        severity="secondary"
        outlined
        loading={busy('csv')}
        disabled={exporting.isPending}
        onClick={() => exporting.mutate('csv')}
      />
    </>
  );
}
