import { endpoints } from '@hm/contract';
import { endpointQuery } from '@hm/platform';
import { dashboardKeys } from './keys';

const P = dashboardKeys.participation;

/** Live participation figures, from the staff records (department and job title at invitation). */
export const participationQueries = {
  responseRate: endpointQuery(endpoints.responseRate, [...P, 'rate']),
  responseRateByDepartment: endpointQuery(endpoints.responseRateByDepartment, [...P, 'rate-by-department']),
  staffByJobTitle: endpointQuery(endpoints.staffByJobTitle, [...P, 'by-job-title']),
  staffByDepartment: endpointQuery(endpoints.staffByDepartment, [...P, 'by-department']),
  statistics: endpointQuery(endpoints.statistics, [...dashboardKeys.statistics]),
};
