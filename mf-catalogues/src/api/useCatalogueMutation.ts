import type { EndpointConfig } from '@hm/contract';
import { type EndpointMutationOptions, useEndpointMutation } from '@hm/platform';
import { CATALOGUES_ROOT } from './keys';

/**
 * A write call of the endpoint table (toast, the server's message on failure), after which every
 * catalogue query on screen reloads.
 * @example const save = useCatalogueMutation(endpoints.mappingSave, { success: t('mapping.saved') });
 */
export const useCatalogueMutation = <C extends EndpointConfig>(endpoint: C, options: Omit<EndpointMutationOptions<C>, 'invalidate'>) =>
  useEndpointMutation(endpoint, { ...options, invalidate: CATALOGUES_ROOT });
