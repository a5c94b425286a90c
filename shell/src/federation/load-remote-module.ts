import type { TModuleId } from '@hm/contract';
import { getRuntimeConfig, type TRemoteModule } from '@hm/platform';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { checkRemoteModule } from './check-remote-module';
import { isRemoteFallback } from './fallback-marker';
import { useLoadedModules } from './loaded-modules-store';
import { registerConfiguredRemotes } from './register-remotes';
import { releaseAssignment, verifyEntry } from './release-assignment';
import { RemoteLoadError } from './remote-load-error';

const loaded = new Map<TModuleId, Promise<TRemoteModule>>();

async function load(moduleId: TModuleId): Promise<TRemoteModule> {
  const config = getRuntimeConfig();
  const remote = config?.remotes[moduleId];
  if (!config || !remote) throw new RemoteLoadError(moduleId, 'not-configured', `Phân hệ ${moduleId} chưa được cấu hình trên máy chủ này.`);
  const releases = await releaseAssignment();
  registerConfiguredRemotes(config, releases);
  const release = releases[moduleId];
  if (release) {
    // Fail-closed: nothing of a release runs unless its entry's SHA-384 is the registry's.
    const checked = await verifyEntry(release).catch((err: unknown) => ({ ok: false as const, detail: String(err) }));
    if (!checked.ok) {
      console.error(`Module ${moduleId} ${release.version} refused: ${checked.detail}`);
      throw new RemoteLoadError(moduleId, 'unavailable', `Phân hệ ${moduleId} ${release.version} không khớp mã băm của kho phát hành: ${checked.detail}`);
    }
  }
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
  useLoadedModules.getState().add({ moduleId, federationName: remote.name, version: m.version, contractMajor: m.contractMajor, release: release?.version ?? null });
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
