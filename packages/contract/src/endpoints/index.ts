import type { EndpointConfig } from '../endpoint.js';
import { actionPlanEndpoints } from './action-plans.js';
import { adminUnitEndpoints } from './admin-units.js';
import { ahrqSubmissionEndpoints } from './ahrq-submission.js';
import { ballotCardEndpoints } from './ballot-cards.js';
import { paperEntryEndpoints } from './paper-entry.js';
import { benchmarkEndpoints } from './benchmarks.js';
import { campaignEndpoints } from './campaign.js';
import { catalogueEndpoints } from './catalogues.js';
import { commentEndpoints } from './comments.js';
export { ahrqEndpointSets } from './catalogues.js';
import { coreEndpoints } from './core.js';
import { dashboardEndpoints } from './dashboard.js';
import { debriefPackEndpoints } from './debrief-packs.js';
import { feedbackReportEndpoints } from './feedback-report.js';
import { mailTextEndpoints } from './mail-texts.js';
import { moduleReleaseEndpoints } from './module-releases.js';
import { provinceEndpoints } from './province.js';
import { reportEndpoints } from './reports.js';
import { retentionEndpoints } from './retention.js';
import { scheduleEndpoints } from './schedule.js';
import { staffImportEndpoints } from './staff-import.js';
import { surveyEndpoints } from './survey.js';
import { systemEndpoints } from './system.js';
import { uploadEndpoints } from './uploads.js';
import { votingEndpoints } from './voting.js';

/**
 * The endpoint table: every call of the product with its owning module and required function.
 * The server registers a route only from an entry here; an entry without `response` is listed
 * by the spec but not built yet. Resources (`resource.ts`) generate their rows.
 */
export const endpoints = {
  ...coreEndpoints,
  ...catalogueEndpoints,
  ...staffImportEndpoints,
  ...adminUnitEndpoints,
  ...systemEndpoints,
  ...uploadEndpoints,
  ...reportEndpoints,
  ...surveyEndpoints,
  ...mailTextEndpoints,
  ...scheduleEndpoints,
  ...campaignEndpoints,
  ...votingEndpoints,
  ...ballotCardEndpoints,
  ...paperEntryEndpoints,
  ...dashboardEndpoints,
  ...ahrqSubmissionEndpoints,
  ...benchmarkEndpoints,
  ...feedbackReportEndpoints,
  ...debriefPackEndpoints,
  ...actionPlanEndpoints,
  ...commentEndpoints,
  ...provinceEndpoints,
  ...retentionEndpoints,
  ...moduleReleaseEndpoints,
};
export type TEndpointId = keyof typeof endpoints;
export const endpointList: readonly (EndpointConfig & { id: string })[] = Object.entries(endpoints).map(([id, e]) => ({ id, ...e }));
