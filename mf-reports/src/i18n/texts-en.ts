import type { TextsOf } from '@hm/platform';
import type { reportsVi } from './texts-vi';

/** mf-reports texts (English). */
export const reportsEn: TextsOf<typeof reportsVi> = {
  index: {
    title: 'Reports',
    subtitle: 'The report pages and the reports you may use',
    pages: 'Report pages',
    reports: 'Your reports',
    noPages: 'No report page is assigned to you',
    noReports: 'No report is assigned to you',
  },
  reportView: {
    title: 'Report viewer',
    subtitle: 'Choose a report, fill its parameters and see its table and chart; export it to Excel or CSV when allowed.',
    report: 'Report',
    choose: 'Choose a report',
    prompt: 'Choose a report to see',
    none: 'No report is assigned to you',
    noneDetail: 'Ask a system administrator for report permissions.',
    source: 'Data source: {{name}}',
    params: 'Parameters',
    all: 'All',
    run: 'Run report',
    runPrompt: 'Fill the parameters, then press “Run report”.',
    noRun: 'You may see this report’s information but not run it.',
    exportXlsx: 'Export to Excel',
    exportCsv: 'Export CSV',
    exported: 'Report exported',
    rights: { xem: 'View', chay: 'Run', xuat: 'Export' },
  },
};
