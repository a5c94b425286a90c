import { z } from 'zod';
import { JOB_STATUSES, ZJobFields, ZJobParams, ZJobRequest } from './background-job.js';

/**
 * The debrief pack of a hospital's closed survey (issue 27 item 2): one PDF per unit (answer to the
 * unit question) whose figures the dashboards publish and the requesting account's scope covers,
 * in Vietnamese or English, zipped; a background job (docs/decisions/debrief-packs.md).
 */

export const DEBRIEF_STATUSES = JOB_STATUSES;
export type TDebriefStatus = (typeof DEBRIEF_STATUSES)[number];

/** POST bo-tai-lieu-khoa: the hospital, the survey version and the packs' language. */
export const ZDebriefRequest = ZJobRequest;
export type TDebriefRequest = z.infer<typeof ZDebriefRequest>;

export const ZDebriefJob = z.object({
  debrief_id: z.number().int(),
  /** Units printed so far, of `units` (0 of 0 while queued: the units are read when it starts). */
  done: z.number().int(),
  units: z.number().int(),
  ...ZJobFields.shape,
});
export type TDebriefJob = z.infer<typeof ZDebriefJob>;

export const ZDebriefParams = ZJobParams;
