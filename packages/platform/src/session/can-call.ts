import { type EndpointConfig, FN, type TLoggedInUser } from '@hm/contract';
import { useCurrentUser } from './session-store';

/**
 * Whether the user may call an endpoint, by the function rule the server's access hook
 * enforces: `public` for anyone, `null` for any logged-in user, `voter` for the vote function,
 * otherwise the function code must be in the session's `chuc_nang`. The hospital scope and
 * licence are checked per call by the server and not foreseen here. No endpoint: false.
 * @example canCall(user, endpoints.departmentCreate) // true with DANH_MUC_SUA
 */
export function canCall(user: TLoggedInUser | null, endpoint: Pick<EndpointConfig, 'fn'> | null | undefined): boolean {
  if (!endpoint) return false;
  if (endpoint.fn === 'public') return true;
  if (!user) return false;
  const fn = endpoint.fn === 'voter' ? FN.surveyVote : endpoint.fn;
  return fn === null || user.chuc_nang.includes(fn);
}

/**
 * Whether the logged-in user may call an endpoint: buttons follow it, the server decides.
 * @example const canAdd = useCanCall(department.endpoints.create);
 */
export const useCanCall = (endpoint: Pick<EndpointConfig, 'fn'> | null | undefined): boolean => canCall(useCurrentUser(), endpoint);
