import { z } from 'zod';
import { ZId, ZLanguage } from '../common.js';

/**
 * The debrief pack of a hospital's closed survey (issue 27 item 2): one PDF per unit (answer to the
 * unit question) whose figures the dashboards publish and the requesting account's scope covers,
 * in Vietnamese or English, zipped; generated in the background. A pack belongs to the account
 * that asked for it; its file is kept for a day (docs/decisions/debrief-packs.md).
 */

export const DEBRIEF_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type TDebriefStatus = (typeof DEBRIEF_STATUSES)[number];

/** POST bo-tai-lieu-khoa: the hospital, the survey version and the packs' language. */
export const ZDebriefRequest = z.object({
  phien_ban_id: ZId,
  hospital_id: ZId,
  language: ZLanguage.default('vi'),
});
export type TDebriefRequest = z.infer<typeof ZDebriefRequest>;

export const ZDebriefJob = z.object({
  debrief_id: z.number().int(),
  status: z.enum(DEBRIEF_STATUSES),
  /** Units printed so far, of `units` (0 of 0 while queued: the units are read when it starts). */
  done: z.number().int(),
  units: z.number().int(),
  /** While queued: how many packs of this server are ahead of it. */
  queue_position: z.number().int().nullable(),
  phien_ban_id: z.number().int(),
  hospital_id: z.number().int(),
  language: ZLanguage,
  tieu_de_khao_sat: z.string(),
  hospital_name: z.string(),
  /** Why it failed, for the user (Vietnamese). */
  error: z.string().nullable(),
  /** The zip's name and size in bytes, once done. */
  file_name: z.string().nullable(),
  size: z.number().int().nullable(),
  /** YYYY-MM-DD HH:mm:ss */
  created_at: z.string(),
  finished_at: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
});
export type TDebriefJob = z.infer<typeof ZDebriefJob>;

export const ZDebriefParams = z.object({ id: ZId });
