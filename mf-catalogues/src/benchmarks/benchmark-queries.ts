import { endpoints } from '@hm/contract';
import { endpointQuery } from '@hm/platform';
import { REFERENCE_ROOT } from '../api/keys';

/** The instruments with templates and their composite and item codes (reference data: no catalogue write changes it). */
export const benchmarkInstruments = endpointQuery(endpoints.benchmarkInstruments, [...REFERENCE_ROOT, 'benchmark-instruments']);
