import { endpoints } from '@hm/contract';
import { endpointQuery } from '@hm/platform';
import { dashboardKeys } from './keys';

const S = dashboardKeys.scores;

/** Score figures, read from the version's latest snapshot (never from the answers). */
export const scoreQueries = {
  averagePositive: endpointQuery(endpoints.averagePositive, [...S, 'average']),
  averagePositiveByHospital: endpointQuery(endpoints.averagePositiveByHospital, [...S, 'average-by-hospital']),
  compositeScore: endpointQuery(endpoints.compositeScore, [...S, 'composites']),
  compositeData: endpointQuery(endpoints.compositeData, [...S, 'composite-data']),
  itemPositive: endpointQuery(endpoints.itemPositive, [...S, 'items']),
  gradeGraph: endpointQuery(endpoints.gradeGraph, [...S, 'grade']),
  eventsGraph: endpointQuery(endpoints.eventsGraph, [...S, 'events']),
  resultValue: endpointQuery(endpoints.resultValue, [...S, 'result-value']),
  percentData: endpointQuery(endpoints.percentData, [...dashboardKeys.percentData]),
};
