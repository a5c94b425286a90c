import { CONTRACT_MAJOR, type TModuleId } from '@hm/contract';
import type { TRemoteModule } from '@hm/platform';
import { RemoteLoadError } from './remote-load-error';

/**
 * Checks what a remote's `./routes` exposes before the shell mounts it: the module it claims
 * to be, route objects, and the contract major it was built against.
 */
export function checkRemoteModule(exposed: unknown, moduleId: TModuleId): TRemoteModule {
  const m = exposed as Partial<TRemoteModule> | null;
  if (!m || typeof m !== 'object' || !Array.isArray(m.routes) || typeof m.version !== 'string') {
    throw new RemoteLoadError(moduleId, 'incompatible', `Phân hệ ${moduleId} không cung cấp danh sách trang hợp lệ.`);
  }
  if (m.moduleId !== moduleId) {
    throw new RemoteLoadError(moduleId, 'incompatible', `Cấu hình trỏ phân hệ ${moduleId} tới phân hệ ${String(m.moduleId)}.`);
  }
  if (m.contractMajor !== CONTRACT_MAJOR) {
    throw new RemoteLoadError(
      moduleId,
      'incompatible',
      `Phân hệ ${moduleId} ${m.version} dùng hợp đồng API phiên bản ${String(m.contractMajor)}, vỏ ứng dụng dùng phiên bản ${CONTRACT_MAJOR}.`,
    );
  }
  return { moduleId, version: m.version, contractMajor: m.contractMajor, routes: m.routes };
}
