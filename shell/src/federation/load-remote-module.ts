import type { TModuleId } from '@hm/contract';
import { getRuntimeConfig, type TRemoteModule } from '@hm/platform';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { checkRemoteModule } from './check-remote-module';
import { isRemoteFallback } from './fallback-marker';
import { useLoadedModules } from './loaded-modules-store';
import { registerConfiguredRemotes } from './register-remotes';
import { RemoteLoadError } from './remote-load-error';

const loaded = new Map<TModuleId, Promise<TRemoteModule>>();

async function load(moduleId: TModuleId): Promise<TRemoteModule> {
  const config = getRuntimeConfig();
  const remote = config?.remotes[moduleId];
  if (!config || !remote) throw new RemoteLoadError(moduleId, 'not-configured', `Phân hệ ${moduleId} chưa được cấu hình trên máy chủ này.`);
  registerConfiguredRemotes(config);
  let exposed: unknown;
  try {
    exposed = await loadRemote<unknown>(`${remote.name}/routes`);
  } catch (err) {
    throw new RemoteLoadError(moduleId, 'unavailable', `Không tải được phân hệ ${moduleId}: ${String(err)}`);
  }
  if (exposed == null || isRemoteFallback(exposed)) {
    throw new RemoteLoadError(moduleId, 'unavailable', `Không tải được phân hệ ${moduleId}: ${isRemoteFallback(exposed) ? exposed.error : 'nothing exposed'}`);
  }
  const m = checkRemoteModule(exposed, moduleId);
  useLoadedModules.getState().add({ moduleId, federationName: remote.name, version: m.version, contractMajor: m.contractMajor });
  return m;
}

/**
 * Loads a remote's `./routes` once; a failure is not kept, so the next call tries again.
 * @example const survey = await loadRemoteModule('survey'); useRoutes(survey.routes)
 */
export function loadRemoteModule(moduleId: TModuleId): Promise<TRemoteModule> {
  let p = loaded.get(moduleId);
  if (!p) {
    p = load(moduleId);
    loaded.set(moduleId, p);
    p.catch(() => loaded.delete(moduleId));
  }
  return p;
}
