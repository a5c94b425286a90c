import { CONSTANTS, type TModuleId } from '@hm/contract';
import { loadRemoteModule } from './load-remote-module';

/**
 * Loads the given remotes when the browser is idle (requestIdleCallback, at the latest after
 * `prefetchIdleTimeoutMs`; a timer where the browser has none), so the first page is not slowed.
 * Which remotes: reachableRemotes (only what the user's menu can open).
 */
export function preloadRemotes(modules: Iterable<TModuleId>): void {
  const ids = [...modules];
  if (ids.length === 0) return;
  const run = () => ids.forEach((id) => void loadRemoteModule(id).catch(() => undefined));
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: CONSTANTS.prefetchIdleTimeoutMs });
  else setTimeout(run, CONSTANTS.prefetchIdleTimeoutMs);
}
