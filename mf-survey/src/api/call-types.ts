import type { EndpointArgs, EndpointConfig } from '@hm/contract';

/** The query string an endpoint takes, as callers write it. */
export type QueryOf<C extends EndpointConfig> = NonNullable<EndpointArgs<C>['query']>;
