import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteFallback } from './fallback-marker';

/**
 * Layer 2 (loading): `errorLoadRemote` turns a failed load into a marker the loader shows as
 * an in-place error. It is called twice for a dead manifest: at 'afterResolve' a returned value
 * would be used as the manifest (so nothing is returned), at 'onLoad' it becomes the result of
 * `loadRemote()`.
 */
export default (): ModuleFederationRuntimePlugin => ({
  name: 'hm-remote-fallback',
  errorLoadRemote({ id, error, lifecycle }) {
    if (lifecycle !== 'onLoad') return undefined;
    const marker: RemoteFallback = { __mfFallback: true, id, error: String(error) };
    return marker;
  },
});
