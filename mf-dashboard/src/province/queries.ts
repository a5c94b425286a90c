import { endpoints } from '@hm/contract';
import { endpointQuery } from '@hm/platform';
import { DASHBOARD_ROOT } from '../api/keys';

/** The province view's reads (docs/decisions/province-view.md). */
export const provinceQueries = {
  scope: endpointQuery(endpoints.provinceScope, [...DASHBOARD_ROOT, 'province', 'scope']),
  results: endpointQuery(endpoints.provinceResults, [...DASHBOARD_ROOT, 'province', 'results']),
  progress: endpointQuery(endpoints.provinceProgress, [...DASHBOARD_ROOT, 'province', 'progress']),
};
