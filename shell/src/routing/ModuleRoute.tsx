import { NotFound } from '@hm/ui';
import { useParams } from 'react-router-dom';
import { RemoteOutlet } from '../federation/RemoteOutlet';
import { matchModuleRoute } from './admin-routes';
import { RouteGuard } from './guards/RouteGuard';

/** Any path that is not a shell page: a module's remote behind its route's guards, or 404. */
export function ModuleRoute() {
  const route = matchModuleRoute(useParams()['*'] ?? '');
  if (!route) return <NotFound homePath="/vi" />;
  return (
    <RouteGuard guards={route.guards} functions={route.functions} moduleId={route.moduleId}>
      <RemoteOutlet moduleId={route.moduleId} />
    </RouteGuard>
  );
}
