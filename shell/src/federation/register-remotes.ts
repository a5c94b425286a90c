import type { TRuntimeConfig } from '@hm/contract';
import { registerRemotes } from '@module-federation/enhanced/runtime';

let registered = false;

/**
 * Registers every remote of the runtime configuration with the federation runtime, once. The
 * shell's build has no remote URL; nothing is fetched until a remote is loaded.
 */
export function registerConfiguredRemotes(config: TRuntimeConfig): void {
  if (registered) return;
  const remotes = Object.values(config.remotes).flatMap((r) =>
    r ? [{ name: r.name, entry: new URL(r.manifest, window.location.href).href }] : [],
  );
  registerRemotes(remotes);
  registered = true;
}
