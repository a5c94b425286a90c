import { useCurrentUser } from '@hm/platform';
import { NotFound } from '@hm/ui';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { RemoteOutlet } from '../federation/RemoteOutlet';
import { localized } from './locale-path';
import { decideModuleRoute } from './module-access';

/** Any path that is not a shell page: a module's remote, login first, access denied, or 404. */
export function ModuleRoute() {
  const splat = useParams()['*'] ?? '';
  const user = useCurrentUser();
  const location = useLocation();
  const decision = decideModuleRoute(splat, user);
  switch (decision.kind) {
    case 'not-found':
      return <NotFound homePath="/vi" />;
    case 'login':
      return <Navigate to={`/vi/Login?redirect=${encodeURIComponent(localized(location.pathname + location.search))}`} replace />;
    case 'forbidden':
      return <Navigate to="/vi/CamTruyCap" replace state={{ from: location.pathname, moduleId: decision.moduleId }} />;
    case 'remote':
      return <RemoteOutlet moduleId={decision.moduleId} />;
  }
}
