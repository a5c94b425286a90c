import type { reportsVi } from './texts-vi';

/** mf-reports texts, English (same keys as the Vietnamese set). */
export const reportsEn: typeof reportsVi = {
  feedback: {
    title: 'Feedback report',
    subtitle: 'A PDF of one hospital’s survey results in the shape of AHRQ’s feedback reports, to print and share with units.',
    form: {
      label: 'Choose the report',
      version: 'Survey version',
      versionPlaceholder: 'Choose a survey version',
      noVersions: 'No closed survey version with computed figures yet',
      hospital: 'Hospital',
      hospitalPlaceholder: 'Choose a hospital',
      language: 'Language of the report',
      vi: 'Vietnamese',
      en: 'English',
      create: 'Create report',
      period: '{{from}} – {{to}}',
    },
    noVersions: {
      title: 'No figures to report yet',
      detail: 'Feedback reports are made for survey versions that are closed and whose figures have been computed.',
    },
    job: {
      heading: 'Report in progress',
      queued: 'Waiting for its turn',
      queuedAhead: 'Waiting for its turn ({{count}} reports ahead)',
      running: 'Step {{step}}/{{steps}}: {{label}}',
      done: 'Ready ({{size}}, {{seconds}} seconds)',
      failed: 'The report could not be created',
      progress: 'Report progress',
      download: 'Download PDF',
      retry: 'Try again',
      background: 'The report is made on the server; you may leave this page and come back later to download it.',
    },
    steps: {
      figures: 'Reading the figures',
      charts: 'Drawing the charts',
      browser: 'Starting the PDF printer',
      print: 'Printing the PDF',
      store: 'Saving the file',
    },
    recent: {
      title: 'Recent reports (24 hours)',
      empty: 'You have not created a feedback report in the past 24 hours.',
      caption: 'The feedback reports you created in the past 24 hours',
      created: 'Time',
      version: 'Survey version',
      hospital: 'Hospital',
      language: 'Language',
      status: 'Status',
      action: 'File',
    },
    status: {
      queued: 'Waiting',
      running: 'In progress',
      done: 'Ready',
      failed: 'Failed',
    },
  },
};
