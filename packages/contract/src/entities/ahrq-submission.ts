import { z } from 'zod';
import { ZId } from '../common.js';

/**
 * The AHRQ SOPS Hospital Database accepts SOPS Hospital Survey 2.0 only (sops-hospital.md §0):
 * a version is exportable as a submission when it was copied from this instrument.
 */
export const AHRQ_SUBMISSION_INSTRUMENT = 'HSOPS2';

/**
 * `xuat-ahrq-respondent` / `xuat-ahrq-site`: the two files of an AHRQ database submission for
 * one closed SOPS 2.0 version, over the hospitals in the caller's scope (or the one asked).
 * Both files name a hospital by the same Site ID.
 */
export const ZAhrqSubmissionQuery = z.object({ phien_ban_id: ZId, hospital_id: ZId.optional() });
export type TAhrqSubmissionQuery = z.infer<typeof ZAhrqSubmissionQuery>;

/** Whether a dashboard version can give AHRQ submission files: SOPS 2.0 and closed (status 2). */
export const ahrqSubmittable = (v: { instrument_code: string | null; status_khao_sat: number }): boolean =>
  v.instrument_code === AHRQ_SUBMISSION_INSTRUMENT && v.status_khao_sat === 2;
