import type { TReportSourceCode } from '@hm/contract';
import { auditTrail } from './audit-trail.js';
import { participationList } from './participation-list.js';
import { responseRateDepartment, responseRateHospital, responseRateJobTitle } from './response-rates.js';
import { compositeHospital, compositePosition, compositeUnit, compositeWave, eventsDistribution, itemHospital, ratingDistribution } from './scores.js';
import { staffList } from './staff-list.js';
import type { ReportSourceImpl } from './types.js';

/** The server's implementation of every source of the contract's catalogue (a test checks both ways, and the columns). */
export const SOURCE_IMPLS: Record<TReportSourceCode, ReportSourceImpl> = {
  response_rate_hospital: responseRateHospital,
  response_rate_department: responseRateDepartment,
  response_rate_job_title: responseRateJobTitle,
  composite_hospital: compositeHospital,
  item_hospital: itemHospital,
  composite_unit: compositeUnit,
  composite_position: compositePosition,
  composite_wave: compositeWave,
  rating_distribution: ratingDistribution,
  events_distribution: eventsDistribution,
  participation_list: participationList,
  staff_list: staffList,
  audit_trail: auditTrail,
};
