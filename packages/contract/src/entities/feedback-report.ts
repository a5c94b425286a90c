import { z } from 'zod';
import { ZId, ZLanguage } from '../common.js';

/**
 * The printable feedback report of one hospital's survey (issue 14): a PDF in Vietnamese or
 * English shaped like AHRQ's SOPS feedback reports, generated in the background. A job belongs to
 * the account that asked for it; its file is kept for a day.
 */

/** queued → running (step n of `steps`) → done (the PDF can be downloaded) or failed (with the reason). */
export const FEEDBACK_REPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type TFeedbackReportStatus = (typeof FEEDBACK_REPORT_STATUSES)[number];

/** The steps of a generation, in order: read the figures, draw the charts, start Chromium, print, store the file. */
export const FEEDBACK_REPORT_STEPS = ['figures', 'charts', 'browser', 'print', 'store'] as const;
export type TFeedbackReportStep = (typeof FEEDBACK_REPORT_STEPS)[number];

/** POST bao-cao-phan-hoi: the hospital, the survey version and the report's language. */
export const ZFeedbackReportRequest = z.object({
  phien_ban_id: ZId,
  hospital_id: ZId,
  language: ZLanguage.default('vi'),
});
export type TFeedbackReportRequest = z.infer<typeof ZFeedbackReportRequest>;

export const ZFeedbackReportJob = z.object({
  bao_cao_id: z.number().int(),
  status: z.enum(FEEDBACK_REPORT_STATUSES),
  /** The step running (1…steps) while running; `steps` when done; 0 while queued. */
  step: z.number().int(),
  steps: z.number().int(),
  step_key: z.enum(FEEDBACK_REPORT_STEPS).nullable(),
  /** While queued: how many reports of this server are ahead of it. */
  queue_position: z.number().int().nullable(),
  phien_ban_id: z.number().int(),
  hospital_id: z.number().int(),
  language: ZLanguage,
  tieu_de_khao_sat: z.string(),
  hospital_name: z.string(),
  /** Why it failed, for the user (Vietnamese). */
  error: z.string().nullable(),
  /** The PDF's name and size in bytes, once done. */
  file_name: z.string().nullable(),
  size: z.number().int().nullable(),
  /** YYYY-MM-DD HH:mm:ss */
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** From the start of the generation to its end. */
  duration_ms: z.number().int().nullable(),
});
export type TFeedbackReportJob = z.infer<typeof ZFeedbackReportJob>;

export const ZFeedbackReportParams = z.object({ id: ZId });
