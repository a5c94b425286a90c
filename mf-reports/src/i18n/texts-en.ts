import type { TextsOf } from '@hm/platform';
import type { reportsVi } from './texts-vi';

/** mf-reports texts (English). */
export const reportsEn: TextsOf<typeof reportsVi> = {
  export: {
    title: 'Data export',
    subtitle: 'The data files of a survey version: raw data, working time and the AHRQ database submission files.',
    version: 'Survey version',
    versionPlaceholder: 'Choose a survey version',
    choice: 'Version and hospital',
    hospital: 'Hospital',
    allHospitals: 'Every hospital you may see',
    noMatch: 'No match',
    noVersions: 'No survey version to export yet',
    noVersionsDetail: 'A version shows here once it has started taking responses at a hospital you may see.',
    status: { '1': 'Open', '2': 'Closed', '3': 'Paused' },
    instrument: { HSOPS2: 'AHRQ SOPS 2.0', HSOPSC1: 'HSOPSC 1.0', none: 'Own questionnaire' },
    hospitalSection: 'Hospital data',
    ahrqSection: 'AHRQ database submission',
    ahrqNote:
      'The AHRQ SOPS Hospital Database accepts SOPS Hospital Survey 2.0 only, with at least 10 complete responses per hospital. Both files use the English variable names of the AHRQ specifications and the same hospital id (SiteID).',
    download: 'Download',
    downloadNamed: 'Download: {{name}}',
    done: 'Downloaded {{name}}',
    refused: 'The file could not be exported',
    raw: {
      title: 'Raw data',
      detail:
        'One row per response, codes as answered (reverse-worded items not reverse-coded), with a codebook. Rows are in random order, without submission times. Every export is recorded in the audit log.',
      comments: 'Include comments (free-text answers)',
    },
    workingTime: {
      title: 'Working time',
      detail: 'How long respondents have worked in the hospital and in their unit, and their hours per week, from the summary data (groups that are too small are hidden).',
    },
    ahrqRespondent: {
      title: 'Respondent file',
      detail:
        'One row per complete response: codes as answered (never reverse-coded, 9 kept, blank when not answered), unit and staff position as AHRQ category codes, and the SiteID. Every export is recorded in the audit log.',
    },
    ahrqSite: {
      title: 'Site file',
      detail:
        'One row per hospital: SiteID, name, address, contact person, phone, e-mail, beds, ownership, teaching status. AHRQ requires the contact person, phone and e-mail: keep them up to date on the Hospital information page.',
    },
    reasons: {
      noFunction: 'You have not been given the Export raw data function.',
      open: 'The version still takes responses: files can be exported once it is closed.',
      noSnapshot: 'The version has no summary data yet: statistics exist once it is closed and its data computed.',
      notSops2: 'The version does not use the AHRQ SOPS Hospital Survey 2.0, the only version the AHRQ database accepts.',
    },
  },

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
