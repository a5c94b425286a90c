import { z } from 'zod';
import { JOB_STATUSES, ZJobFields, ZJobParams, ZJobRequest } from './background-job.js';

/**
 * The printable feedback report of one hospital's survey (issue 14): a PDF in Vietnamese or
 * English shaped like AHRQ's SOPS feedback reports, a background job.
 */

/** queued → running (step n of `steps`) → done (the PDF can be downloaded) or failed (with the reason). */
export const FEEDBACK_REPORT_STATUSES = JOB_STATUSES;
export type TFeedbackReportStatus = (typeof FEEDBACK_REPORT_STATUSES)[number];

/** The steps of a generation, in order: read the figures, draw the charts, start Chromium, print, store the file. */
export const FEEDBACK_REPORT_STEPS = ['figures', 'charts', 'browser', 'print', 'store'] as const;
export type TFeedbackReportStep = (typeof FEEDBACK_REPORT_STEPS)[number];

/** POST bao-cao-phan-hoi: the hospital, the survey version and the report's language. */
export const ZFeedbackReportRequest = ZJobRequest;
export type TFeedbackReportRequest = z.infer<typeof ZFeedbackReportRequest>;

export const ZFeedbackReportJob = z.object({
  bao_cao_id: z.number().int(),
  /** The step running (1…steps) while running; `steps` when done; 0 while queued. */
  step: z.number().int(),
  steps: z.number().int(),
  step_key: z.enum(FEEDBACK_REPORT_STEPS).nullable(),
  ...ZJobFields.shape,
});
export type TFeedbackReportJob = z.infer<typeof ZFeedbackReportJob>;

export const ZFeedbackReportParams = ZJobParams;
