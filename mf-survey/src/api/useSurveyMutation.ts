import type { EndpointConfig } from '@hm/contract';
import { type EndpointMutationOptions, useEndpointMutation } from '@hm/platform';
import { SURVEY_ROOT } from './keys';

/**
 * A write call of the endpoint table (toast, the server's message on failure), after which every
 * survey query on screen reloads.
 * @example const remove = useSurveyMutation(endpoints.versionDelete, { success: t('toast.deleted') });
 */
export const useSurveyMutation = <C extends EndpointConfig>(endpoint: C, options: Omit<EndpointMutationOptions<C>, 'invalidate'>) =>
  useEndpointMutation(endpoint, { ...options, invalidate: SURVEY_ROOT });
