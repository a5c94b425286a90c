import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Federation names of the remotes this page runs from a registry release (not the server's built-in files). */
const releaseRemotes = new Set<string>();

/** Records that `name` is loaded from a release: the shared libraries it offers serve it alone. */
export function markReleaseRemote(name: string): void {
  releaseRemotes.add(name);
}

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/**
 * A shared library offered by a release is used by that release only (docs/decisions/module-releases.md).
 * A release's chunks are checked by the browser when they are fetched (subresource integrity), so
 * a changed one fails there; had another module taken its share of react-router-dom or a
 * primereact component from that release, the failure (or the changed code) would be that
 * module's too. So another module never takes a share from a release: it finds the shell's or a
 * built-in remote's provider, or loads its own copy. Registered as a global plugin: it runs in
 * every remote's federation instance, where remotes resolve their shares.
 */
export default (): ModuleFederationRuntimePlugin => ({
  name: 'hm-release-shares',
  resolveShare(args: ResolveShareArgs) {
    const resolve = args.resolver;
    args.resolver = () => {
      const found = resolve();
      const provider = found?.shared.from;
      return provider && releaseRemotes.has(provider) && args.shareInfo.from !== provider ? undefined : found;
    };
    return args;
  },
});
