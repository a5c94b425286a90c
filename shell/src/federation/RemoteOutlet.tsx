import type { TModuleId } from '@hm/contract';
import type { TRemoteModule } from '@hm/platform';
import { NotFound, PageLoadAttempt, PageSpinner } from '@hm/ui';
import { type ComponentType, lazy, type LazyExoticComponent, Suspense, useState } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { forgetFailedShares } from './forget-failed-shares';
import { loadRemoteModule } from './load-remote-module';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

function RemoteRoutes({ remote }: { remote: TRemoteModule }) {
  return useRoutes(remote.routes) ?? <NotFound />;
}

// React.lazy keeps a rejection for ever: a retry needs a new lazy component.
const lazyByModule = new Map<TModuleId, LazyExoticComponent<ComponentType>>();
function lazyRemote(moduleId: TModuleId): LazyExoticComponent<ComponentType> {
  let C = lazyByModule.get(moduleId);
  if (!C) {
    C = lazy(async () => {
      const remote = await loadRemoteModule(moduleId);
      return { default: () => <RemoteRoutes remote={remote} /> };
    });
    lazyByModule.set(moduleId, C);
  }
  return C;
}

/**
 * Where a remote's pages render: loads its `./routes` on the first visit and matches the rest
 * of the path against them, inside the error boundary. A retry loads again what failed: the
 * remote, the shared modules whose chunks could not be fetched, and (through PageLoadAttempt)
 * the page's own chunk.
 */
export function RemoteOutlet({ moduleId }: { moduleId: TModuleId }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const Routes = lazyRemote(moduleId);
  const retry = () => {
    void forgetFailedShares().then(() => {
      lazyByModule.delete(moduleId);
      setAttempt((a) => a + 1);
    });
  };
  return (
    <RemoteErrorBoundary key={`${moduleId}:${attempt}`} moduleId={moduleId} pathname={pathname} onRetry={retry}>
      <PageLoadAttempt.Provider value={attempt}>
        <Suspense fallback={<PageSpinner />}>
          <Routes />
        </Suspense>
      </PageLoadAttempt.Provider>
    </RemoteErrorBoundary>
  );
}
