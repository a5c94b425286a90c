import type { TModuleId, TRuntimeConfig } from '@hm/contract';
import { registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import fallbackPlugin from './fallback-plugin';
import integrityPlugin, { expectIntegrity } from './integrity-plugin';
import type { AssignedRelease } from './release-assignment';
import releaseSharesPlugin, { markReleaseRemote } from './release-shares-plugin';
import retryPlugin from './retry-plugin';

let registered = false;

/**
 * Registers every remote of the runtime configuration with the federation runtime, once. The
 * shell's build has no remote URL; nothing is fetched until a remote is loaded.
 * The runtime plugins (network retries first, then a marker instead of a thrown error: DESIGN.md,
 * three layers) are registered here rather than in the build, so that they are not part of the
 * entry script every page, the login page too, loads first (issue 15).
 */
export function registerConfiguredRemotes(config: TRuntimeConfig, releases: Partial<Record<TModuleId, AssignedRelease>> = {}): void {
  if (registered) return;
  // Global: the remotes' own federation instances, where they resolve their shares, run it too.
  registerGlobalPlugins([releaseSharesPlugin()]);
  registerPlugins([retryPlugin(), fallbackPlugin(), integrityPlugin()]);
  // A module with a release assigned to the user's hospital loads that release's entry (with its
  // SHA-384, docs/decisions/module-releases.md); the others the server's built-in files.
  const remotes = (Object.entries(config.remotes) as [TModuleId, TRuntimeConfig['remotes'][TModuleId]][]).flatMap(([id, r]) => {
    const release = releases[id];
    if (release) {
      const entry = new URL(release.entry, window.location.href).href;
      expectIntegrity(entry, release.integrity);
      markReleaseRemote(release.name);
      return [{ name: release.name, entry }];
    }
    return r ? [{ name: r.name, entry: new URL(r.manifest, window.location.href).href }] : [];
  });
  registerRemotes(remotes);
  registered = true;
}
