import { CONSTANTS, type TModuleId } from '@hm/contract';
import { loadRemoteModule } from './load-remote-module';

/**
 * Loads the given remotes once the first page has had its time (`preloadDelayMs` after the menu
 * is known), then when the browser is idle (requestIdleCallback, at the latest after
 * `prefetchIdleTimeoutMs`; a timer where the browser has none). Issue 32: on a phone, preloading
 * as soon as idle competed with the page still drawing (the hospital dashboard's charts).
 * Which remotes: reachableRemotes (only what the user's menu can open).
 */
export function preloadRemotes(modules: Iterable<TModuleId>): void {
  const ids = [...modules];
  if (ids.length === 0) return;
  const run = () => ids.forEach((id) => void loadRemoteModule(id).catch(() => undefined));
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: CONSTANTS.prefetchIdleTimeoutMs });
    else setTimeout(run, CONSTANTS.prefetchIdleTimeoutMs);
  };
  setTimeout(whenIdle, CONSTANTS.preloadDelayMs);
}
