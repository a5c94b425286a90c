import { z } from 'zod';
import { ZId, ZLanguage } from '../common.js';

/**
 * What every background job of the reports says (the feedback report PDF, the debrief packs):
 * queued → running → done (the file can be downloaded) or failed (with the reason). A job belongs
 * to the account that asked for it; its file is kept for a day. Each kind adds its id and its
 * progress (docs/decisions/background-jobs.md).
 */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type TJobStatus = (typeof JOB_STATUSES)[number];

/** The hospital, the survey version and the file's language. */
export const ZJobRequest = z.object({
  phien_ban_id: ZId,
  hospital_id: ZId,
  language: ZLanguage.default('vi'),
});

/** A job's state, what it is about (named in the display language) and its file. */
export const ZJobFields = z.object({
  status: z.enum(JOB_STATUSES),
  /** While queued: how many jobs of this kind on the server are ahead of it. */
  queue_position: z.number().int().nullable(),
  phien_ban_id: z.number().int(),
  hospital_id: z.number().int(),
  language: ZLanguage,
  tieu_de_khao_sat: z.string(),
  hospital_name: z.string(),
  /** Why it failed, for the user (Vietnamese). */
  error: z.string().nullable(),
  /** The file's name and size in bytes, once done. */
  file_name: z.string().nullable(),
  size: z.number().int().nullable(),
  /** YYYY-MM-DD HH:mm:ss */
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** From the start of the generation to its end. */
  duration_ms: z.number().int().nullable(),
});

export const ZJobParams = z.object({ id: ZId });
