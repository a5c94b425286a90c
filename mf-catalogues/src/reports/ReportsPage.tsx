import { REPORT_SOURCE_CODES, REPORT_SOURCES, type TReport } from '@hm/contract';
import { useUiLanguage } from '@hm/platform';
import { ActiveTag } from '@hm/ui';
import { ResourcePage } from '@hm/ui/crud';
import { useState } from 'react';
import { useCataloguesTranslation } from '../i18n';
import { CloneReportDialog } from './CloneReportDialog';
import { reportPath, reportResource } from './report-resource';

/**
 * HeThongDanhMuc/Reports: the report definitions of the product, searched, filtered by data
 * source and paged; Add and Edit open the definition's page, Clone asks the copy's code and
 * name, Delete asks first (the report's permissions go with it).
 */
export default function ReportsPage() {
  const { t } = useCataloguesTranslation();
  const lang = useUiLanguage();
  const [cloning, setCloning] = useState<TReport | null>(null);
  const r = (k: string) => t(`reports.${k}`);
  const sourceName = (code: string) => {
    const s = REPORT_SOURCES[code as keyof typeof REPORT_SOURCES];
    return s ? (lang === 'en' ? s.en : s.vi) : code;
  };
  const name = (x: TReport) => (lang === 'en' && x.ten_report_english ? x.ten_report_english : x.ten_report);
  return (
    <>
      <ResourcePage
        config={{
          resource: reportResource,
          title: r('title'),
          addLabel: r('add'),
          icon: 'pi pi-file-edit',
          idPrefix: 'hm-report',
          exportFile: 'cau-hinh-bao-cao',
          notice: <p>{r('notice')}</p>,
          filters: [
            {
              kind: 'select',
              name: 'nguon',
              label: r('source'),
              options: [{ value: null, label: r('all') }, ...REPORT_SOURCE_CODES.map((c) => ({ value: c, label: sourceName(c) }))],
            },
          ],
          rowLabel: name,
          columns: [
            { field: 'ma_report', header: r('code') },
            { header: r('name'), body: name, text: name },
            { header: r('source'), body: (x) => sourceName(x.nguon), text: (x) => sourceName(x.nguon) },
            { header: r('chart'), body: (x) => r(`charts.${x.bieu_do}`), text: (x) => r(`charts.${x.bieu_do}`) },
            {
              header: r('status'),
              body: (x) => <ActiveTag active={!x.tam_ngung} label={x.tam_ngung ? r('suspended') : r('active')} />,
              text: (x) => (x.tam_ngung ? r('suspended') : r('active')),
            },
          ],
          editPage: (x) => reportPath(x?.report_id),
          rowActions: [{ icon: 'pi pi-copy', label: r('clone'), onClick: setCloning }],
        }}
      />
      {cloning && <CloneReportDialog report={cloning} onClose={() => setCloning(null)} />}
    </>
  );
}
