import { CONSTANTS, type TModuleId } from '@hm/contract';
import { loadRemoteModule } from './load-remote-module';

/** After login, loads the licensed remotes when the browser is idle (DESIGN.md). */
export function preloadRemotes(modules: Iterable<TModuleId>): void {
  const ids = [...modules];
  const run = () => ids.forEach((id) => void loadRemoteModule(id).catch(() => undefined));
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: CONSTANTS.prefetchIdleTimeoutMs });
  else setTimeout(run, CONSTANTS.prefetchIdleTimeoutMs);
}
