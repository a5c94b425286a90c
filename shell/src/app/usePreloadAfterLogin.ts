import { useCurrentUser, useRuntimeConfig } from '@hm/platform';
import { useEffect } from 'react';
import { preloadRemotes } from '../federation/preload-remotes';
import { licensedModules } from '../routing/module-access';

/** Once a user is known, the licensed, configured remotes load while the browser is idle. */
export function usePreloadAfterLogin(): void {
  const user = useCurrentUser();
  const config = useRuntimeConfig();
  useEffect(() => {
    if (!user || !config) return;
    preloadRemotes([...licensedModules(user)].filter((id) => config.remotes[id] !== undefined));
  }, [user, config]);
}
