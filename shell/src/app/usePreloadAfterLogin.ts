import { useCurrentUser, useRuntimeConfig, useWorkContext } from '@hm/platform';
import { useEffect } from 'react';
import { preloadRemotes } from '../federation/preload-remotes';
import { reachableRemotes } from '../federation/reachable-remotes';
import { licensedModules } from '../routing/module-access';

/**
 * Once the user's menu is known (useMenu keeps it in the work context), the remotes it can
 * reach load while the browser is idle; no menu, no preloading.
 */
export function usePreloadAfterLogin(): void {
  const user = useCurrentUser();
  const config = useRuntimeConfig();
  const menu = useWorkContext((s) => s.menu);
  useEffect(() => {
    if (!user || !config || !menu) return;
    preloadRemotes(reachableRemotes(menu, licensedModules(user), new Set(Object.keys(config.remotes))));
  }, [user, config, menu]);
}
