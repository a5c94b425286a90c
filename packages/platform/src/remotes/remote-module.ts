import type { TModuleId } from '@hm/contract';
import type { RouteObject } from 'react-router-dom';

/**
 * What every remote exposes as `./routes` (DESIGN.md, "Federation contract"): its route
 * objects, relative to the locale base ('KhaoSat', not '/vi/KhaoSat'), and the metadata the
 * shell checks before mounting them.
 * @example export const remote: TRemoteModule = { moduleId: 'survey', version: __APP_VERSION__, contractMajor: CONTRACT_MAJOR, routes };
 */
export interface TRemoteModule {
  moduleId: TModuleId;
  version: string;
  /** The major version of @hm/contract the remote was built against. */
  contractMajor: number;
  routes: RouteObject[];
}
