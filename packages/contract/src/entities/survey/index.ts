import { z } from 'zod';
import { ZComposite, ZPartTree } from './structure.js';
import { ZSurveyVersion } from './version.js';

export * from './version.js';
export * from './structure.js';
export * from './staff-survey.js';
export * from './mail.js';
export * from './vote.js';

/** A version with its whole questionnaire (GET /{id} and /{id}/{language}). */
export const ZSurveyDetail = ZSurveyVersion.extend({ parts: z.array(ZPartTree), composites: z.array(ZComposite) });
export type TSurveyDetail = z.infer<typeof ZSurveyDetail>;
export * from './version-phase.js';
export * from './schedule.js';
export * from './campaign.js';
export * from './push.js';
