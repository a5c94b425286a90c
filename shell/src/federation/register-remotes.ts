import type { TRuntimeConfig } from '@hm/contract';
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import fallbackPlugin from './fallback-plugin';
import retryPlugin from './retry-plugin';

let registered = false;

/**
 * Registers every remote of the runtime configuration with the federation runtime, once. The
 * shell's build has no remote URL; nothing is fetched until a remote is loaded.
 * The runtime plugins (network retries first, then a marker instead of a thrown error: DESIGN.md,
 * three layers) are registered here rather than in the build, so that they are not part of the
 * entry script every page, the login page too, loads first (issue 15).
 */
export function registerConfiguredRemotes(config: TRuntimeConfig): void {
  if (registered) return;
  registerPlugins([retryPlugin(), fallbackPlugin()]);
  const remotes = Object.values(config.remotes).flatMap((r) => (r ? [{ name: r.name, entry: new URL(r.manifest, window.location.href).href }] : []));
  registerRemotes(remotes);
  registered = true;
}
