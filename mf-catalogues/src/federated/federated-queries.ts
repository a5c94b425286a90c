import { endpoints } from '@hm/contract';
import { endpointQuery } from '@hm/platform';

/** The root key of the federated benchmark page's reads (its writes reload them). */
export const FEDERATED_ROOT = ['catalogues', 'federated-benchmark'] as const;

/** This installation's connection to a collector (the credential itself is never answered). */
export const federatedSettings = endpointQuery(endpoints.federatedSettings, [...FEDERATED_ROOT, 'settings']);
/** On a collector, the installations it issued a credential to (404 elsewhere). */
export const federatedContributors = endpointQuery(endpoints.federatedContributors, [...FEDERATED_ROOT, 'contributors']);
