import type { TModuleId } from '@hm/contract';
import { useCurrentUser, useSession } from '@hm/platform';
import { ErrorPage } from '@hm/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { runGuards } from './run-guards';

export interface RouteGuardProps {
  /** Guard names, run in order (e.g. ['check-login', 'check-role']). */
  guards: readonly string[];
  /** Function codes of which the user needs one (check-role). */
  functions?: readonly string[];
  moduleId?: TModuleId | null;
  children: ReactNode;
}

/**
 * Renders its children only when the route's guards pass; otherwise the redirect or the error
 * page a guard decided.
 * @example <RouteGuard guards={['check-login', 'check-role']} functions={[FN.accountRead]} moduleId="system"><RemoteOutlet moduleId="system" /></RouteGuard>
 */
export function RouteGuard({ guards, functions = [], moduleId = null, children }: RouteGuardProps) {
  const user = useCurrentUser();
  const signedOut = useSession((s) => s.signedOut);
  const location = useLocation();
  const outcome = runGuards(guards, { user, signedOut, path: location.pathname + location.search, moduleId, functions });
  switch (outcome.kind) {
    case 'pass':
      return <>{children}</>;
    case 'redirect':
      return <Navigate to={outcome.to} replace state={outcome.state} />;
    case 'error':
      return <ErrorPage statusCode={outcome.status} message={outcome.message} />;
  }
}
