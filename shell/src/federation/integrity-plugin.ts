import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Entry URL → its SHA-384 (the registry's), for the script elements of release entries. */
const integrityOf = new Map<string, string>();

/** Records the integrity of a release entry before it is registered. */
export function expectIntegrity(entryUrl: string, integrity: string): void {
  integrityOf.set(entryUrl, integrity);
}

/**
 * The script element of a release's entry carries its SHA-384 (`integrity`, CORS mode): the
 * browser runs nothing else. Built-in remotes (no registry hash) load as before.
 */
export default (): ModuleFederationRuntimePlugin => ({
  name: 'hm-release-integrity',
  createScript({ url }) {
    const integrity = integrityOf.get(new URL(url, window.location.href).href);
    if (!integrity) return undefined;
    const script = document.createElement('script');
    script.src = url;
    script.integrity = integrity;
    script.crossOrigin = 'anonymous';
    return script;
  },
});
