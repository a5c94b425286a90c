import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError, ForbiddenError, ServiceUnavailableError } from '../../errors/app-errors.js';
import { loadCaller } from '../../access/caller.js';
import { feedbackJobs, type JobMeta, setStep } from './job-store.js';
import { chromiumInstalled, printPdf } from '../background-job/pdf-printer.js';
import { type FeedbackReportData, loadReportData } from './report-data.js';
import { reportDocument } from './report-document.js';
import { loadChartRenderer } from './report-charts.js';
import { reportFontCss } from './report-font.js';
import { REPORT_MSG } from './report-request.js';

export interface GenerateOptions {
  chromiumPath: string;
  serverRoot: string;
}

/** The PDF's name: what, which hospital, which survey (any script; the download derives an ASCII one). */
export function reportFileName(d: Pick<FeedbackReportData, 'language' | 'hospital' | 'version'>): string {
  const what = d.language === 'en' ? 'Feedback report' : 'Báo cáo phản hồi';
  const clean = (s: string, max: number) =>
    s
      .replace(/[\\/:*?"<>|\u0000-\u001f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max)
      .trim();
  return `${what} - ${clean(d.hospital.code, 40)} - ${clean(d.version.title, 80)}.pdf`;
}

/**
 * One generation, step by step (progress in the job's row): the figures as the requesting account
 * may read them now (its access checked again), the HTML with the charts, Chromium, the print, the
 * file. Throws an AppError with a message for the user when it cannot be made.
 */
export async function generateReport(db: Kysely<DB>, job: JobMeta, o: GenerateOptions): Promise<void> {
  const timings: Record<string, number> = {};
  const lap = (() => {
    let at = performance.now();
    return (name: string) => {
      const now = performance.now();
      timings[name] = Math.round(now - at);
      at = now;
    };
  })();
  const caller = await loadCaller(db, job.created_by);
  if (!caller || !caller.active) throw new ForbiddenError(REPORT_MSG.accountInactive);
  const data = await loadReportData(db, caller, { phien_ban_id: job.phien_ban_id, hospital_id: job.hospital_id, language: job.language });
  lap('figures_ms');

  await setStep(db, job.bao_cao_id, 'charts');
  await loadChartRenderer();
  const html = reportDocument(data, reportFontCss(o.serverRoot));
  lap('charts_ms');

  await setStep(db, job.bao_cao_id, 'browser');
  if (!chromiumInstalled(o.chromiumPath)) throw new ServiceUnavailableError(REPORT_MSG.noChromium);
  let printed;
  try {
    printed = await printPdf(html, { executablePath: o.chromiumPath, onLaunched: () => setStep(db, job.bao_cao_id, 'print') });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw Object.assign(new AppError(500, REPORT_MSG.printFailed), { cause: err });
  }
  timings.browser_ms = printed.launchMs;
  timings.print_ms = printed.printMs;
  lap('chromium_ms');

  await setStep(db, job.bao_cao_id, 'store');
  await feedbackJobs.finish(db, job.bao_cao_id, {
    file: printed.pdf,
    fileName: reportFileName(data),
    params: { ...job.params, timings, html_bytes: html.length, pdf_bytes: printed.pdf.byteLength, respondents: data.scope.n },
  });
}
